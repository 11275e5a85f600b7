import { type GridSpec, LISTAS, type NomeLista } from '@gr/domain';
import { type ColunaDeclarada, type GridDef, gridDoSpec } from '~/components/grid/tipos';


/**
 * The simple reference lists (spec 03 §2 "Finance and other master data", §3 "Other master
 * entities"): technologies, states, makers, models, job functions, kinds of loss, e-mail layouts
 * and contact groups. Each is declared once here (its grid, its form fields and where the form
 * opens); one grid route (routes/lista.tsx) and one form route (routes/lista.form.tsx) serve them
 * all. Messages come from the domain's LISTAS, the same the API answers with.
 */
export interface CampoLista {
  nome: string;
  rotulo: string;
  /**
   * 'moeda' R$ typed with the mask and sent as a number; 'numero' an integer; 'caixa' a checkbox
   * sent as a boolean; 'hora' HH:mm:ss.
   */
  tipo?: 'texto' | 'area' | 'selecao' | 'moeda' | 'numero' | 'caixa' | 'hora';
  max?: number;
  obrigatorio?: boolean;
  /** Typed in capitals (the server stores it uppercased). */
  maiusculas?: boolean;
  /** Only on create (a state's UF is its key). */
  soNaCriacao?: boolean;
  /** 'selecao' options: a reference list's picker endpoint, sent as a number. */
  opcoes?: { api: string; valor: string; rotulo: string };
  /** 'selecao' options fixed in the declaration (sent as a number when numeric). */
  opcoesFixas?: ReadonlyArray<{ valor: string | number; rotulo: string }>;
  /** Default of a new record. */
  padrao?: string | number | boolean;
  ajuda?: string;
  largura?: 'total';
}

/** Messages of a list that the domain's LISTAS does not define (spec 03 §8 texts). */
export interface MensagensLista {
  salvo: string;
  atualizado: string;
  removido: string;
}

export interface ListaUi {
  /** A domain reference list (LISTAS) or another simple CRUD list of the masters context. */
  nome: string;
  /** Messages when the list is not one of the domain's LISTAS. */
  mensagens?: MensagensLista;
  /** Read-only list: grid only, no form (e.g. the release log). */
  somenteLeitura?: boolean;
  /** Page intro under the title. */
  descricao?: string;
  /**
   * API calls that do not follow POST {api} / PATCH {api}/{id} / DELETE {api}/{id} (the trip
   * situation actions: create_situacao_acao, update_situacao_acao?id=, remove_situacao_acao?id=).
   */
  caminhos?: {
    criar: string;
    atualizar: (chave: string) => string;
    metodoAtualizar: 'PATCH' | 'POST';
    excluir: (chave: string) => string;
    /** GET of one record when not {api}/{id} (a grid page answer gives its first row). */
    mostrar?: (chave: string) => string;
  };

  /** First URL segment of the grid ('/tecnologias'). */
  caminho: string;
  titulo: string;
  /** 'Nova tecnologia', 'Editar tecnologia' */
  novo: string;
  editar: string;
  /** Field that names a row in the form's title. */
  campoTitulo: string;
  envelope: string;
  api: string;
  campos: readonly CampoLista[];
  grid: GridDef<any>;
  /**
   * Where the form opens: a pop-up over the grid (default), or its own page (/modelo,
   * /modelo/{id} of spec 03 §2; /grupo, /grupo/{id}).
   */
  pagina?: string;
}

const TAMANHOS = [18, 20, 30, 50, 100] as const;
export const DATA = { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 } as const;
export const CODIGO = { campo: 'id', filtro: 'numero', largura: 110 } as const;
export const DESCRICAO: CampoLista = { nome: 'descricao', rotulo: 'Descrição', obrigatorio: true, maiusculas: true };

/**
 * A list's grid: the API grid behind it (`spec`, which titles its columns) and how the screen
 * shows them.
 */
export type GridDaLista<S extends GridSpec> = Omit<GridDef<any>, 'id' | 'rota' | 'api' | 'tamanhos' | 'tamanhoPadrao' | 'colunas' | 'spec'> &
  Partial<Pick<GridDef<any>, 'id' | 'rota' | 'api' | 'tamanhos' | 'tamanhoPadrao'>> & { spec: S; colunas: ColunaDeclarada<any, keyof S['colunas'] & string>[] };

export function lista<S extends GridSpec>(l: Omit<ListaUi, 'grid'> & { grid: GridDaLista<S> }): ListaUi {
  const dominio = (LISTAS as Record<string, (typeof LISTAS)[NomeLista] | undefined>)[l.nome];
  const campoMax = (c: CampoLista) => ({ ...c, max: c.max ?? dominio?.campos.find((d) => d.nome === c.nome)?.max });
  const { spec, ...grid } = l.grid;
  return {
    ...l,
    campos: l.campos.map(campoMax),
    grid: gridDoSpec(spec, {
      id: l.nome,
      rota: l.caminho,
      api: l.api,
      tamanhos: TAMANHOS,
      tamanhoPadrao: 18,
      ...grid,
      acoes: l.somenteLeitura
        ? { ...l.grid.acoes }
        : {
            adicionar: l.pagina ?? 'novo',
            editar: (r) => (l.pagina ? `${l.pagina}/${r[l.grid.chave ?? 'id']}` : String(r[l.grid.chave ?? 'id'])),
            excluir: true,
            ...l.grid.acoes,
          },
    }),
  };
}

export const NOME_MAIUSCULO = (rotulo: string, max = 100): CampoLista => ({ nome: rotulo === 'Nome' ? 'nome' : 'descricao', rotulo, obrigatorio: true, maiusculas: true, max });
export const DESCRICAO_COLUNA = { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 } as const;
export const ATIVO_FILTRO = [
  { valor: 'true', rotulo: 'Ativo' },
  { valor: 'false', rotulo: 'Inativo' },
] as const;
export const SIM_NAO_FILTRO = [
  { valor: 'true', rotulo: 'Sim' },
  { valor: 'false', rotulo: 'Não' },
] as const;

/** Trip statuses an occurrence type applies to (spec 03 §3 "Occurrence type"). */
export const CAIXA = (nome: string, rotulo: string): CampoLista => ({ nome, rotulo, tipo: 'caixa' });
