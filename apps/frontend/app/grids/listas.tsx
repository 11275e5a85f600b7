import { GRAUS_RISCO, GRID_LIBERACOES, GRIDS_LISTAS, type GridSpec, LISTAS, type NomeLista, PERIFERICOS_PGR } from '@gr/domain';
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
const DATA = { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 } as const;
const CODIGO = { campo: 'id', filtro: 'numero', largura: 110 } as const;
const DESCRICAO: CampoLista = { nome: 'descricao', rotulo: 'Descrição', obrigatorio: true, maiusculas: true };

/**
 * A list's grid: the API grid behind it (`spec`, which titles its columns) and how the screen
 * shows them.
 */
type GridDaLista<S extends GridSpec> = Omit<GridDef<any>, 'id' | 'rota' | 'api' | 'tamanhos' | 'tamanhoPadrao' | 'colunas' | 'spec'> &
  Partial<Pick<GridDef<any>, 'id' | 'rota' | 'api' | 'tamanhos' | 'tamanhoPadrao'>> & { spec: S; colunas: ColunaDeclarada<any, keyof S['colunas'] & string>[] };

function lista<S extends GridSpec>(l: Omit<ListaUi, 'grid'> & { grid: GridDaLista<S> }): ListaUi {
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

export const LISTAS_UI: Record<string, ListaUi> = {
  tecnologias: lista({
    nome: 'tecnologias',
    caminho: '/tecnologias',
    titulo: 'Tecnologias',
    novo: 'Nova tecnologia',
    editar: 'Editar tecnologia',
    campoTitulo: 'descricao',
    envelope: 'tecnologia',
    api: '/api/tecnologias',
    campos: [DESCRICAO],
    grid: {
      spec: GRIDS_LISTAS.tecnologias,
      controlador: 'tecnologias',
      vazio: { substantivo: 'TECNOLOGIA', feminino: true },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 },
        { campo: 'veiculos', ordenavel: false, largura: 120 },
        DATA,
      ],
    },
  }),
  estados: lista({
    nome: 'estados',
    caminho: '/estados',
    titulo: 'Estados',
    novo: 'Novo estado',
    editar: 'Editar estado',
    campoTitulo: 'uf',
    envelope: 'estado',
    api: '/api/estados',
    campos: [
      { nome: 'uf', rotulo: 'UF', obrigatorio: true, maiusculas: true, max: 2, soNaCriacao: true },
      { nome: 'nome', rotulo: 'Nome', obrigatorio: true },
    ],
    grid: {
      spec: GRIDS_LISTAS.estados,
      controlador: 'cadastros_basicos',
      chave: 'uf',
      vazio: { substantivo: 'ESTADO' },
      ordem: { campo: 'uf', direcao: 'asc' },
      colunas: [
        { campo: 'uf', filtro: 'texto', largura: 100 },
        { campo: 'nome', filtro: 'texto', copiavel: true, largura: 320 },
        DATA,
      ],
    },
  }),
  fabricantes: lista({
    nome: 'fabricantes',
    caminho: '/fabricantes',
    titulo: 'Fabricantes',
    novo: 'Novo fabricante',
    editar: 'Editar fabricante',
    campoTitulo: 'nome',
    envelope: 'fabricante',
    api: '/api/fabricantes',
    campos: [{ nome: 'nome', rotulo: 'Nome', obrigatorio: true, maiusculas: true }],
    grid: {
      spec: GRIDS_LISTAS.fabricantes,
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'FABRICANTE' },
      ordem: { campo: 'nome', direcao: 'asc' },
      colunas: [CODIGO, { campo: 'nome', filtro: 'texto', copiavel: true, largura: 320 }, DATA],
    },
  }),
  modelos: lista({
    nome: 'modelos',
    caminho: '/modelos',
    pagina: '/modelo',
    titulo: 'Modelos',
    novo: 'Novo modelo',
    editar: 'Editar modelo',
    campoTitulo: 'nome',
    envelope: 'modelo',
    api: '/api/modelos',
    campos: [
      { nome: 'fabricante_id', rotulo: 'Fabricante', tipo: 'selecao', obrigatorio: true, opcoes: { api: '/api/fabricantes/get_fabricantes', valor: 'id', rotulo: 'nome' } },
      { nome: 'nome', rotulo: 'Nome', obrigatorio: true, maiusculas: true },
    ],
    grid: {
      spec: GRIDS_LISTAS.modelos,
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'MODELO' },
      ordem: { campo: 'nome', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'nome', filtro: 'texto', copiavel: true, largura: 280 },
        { campo: 'fabricante', filtro: 'texto', largura: 220 },
        DATA,
      ],
    },
  }),
  funcoes: lista({
    nome: 'funcoes',
    caminho: '/funcoes',
    titulo: 'Funções',
    novo: 'Nova função',
    editar: 'Editar função',
    campoTitulo: 'descricao',
    envelope: 'funcao',
    api: '/api/funcoes',
    campos: [DESCRICAO],
    grid: {
      spec: GRIDS_LISTAS.funcoes,
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'FUNÇÃO', feminino: true },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [CODIGO, { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 }, DATA],
    },
  }),
  sinistros: lista({
    nome: 'sinistros',
    caminho: '/sinistros',
    titulo: 'Sinistros',
    novo: 'Novo tipo de sinistro',
    editar: 'Editar tipo de sinistro',
    campoTitulo: 'descricao',
    envelope: 'sinistro',
    api: '/api/sinistros',
    campos: [DESCRICAO],
    grid: {
      spec: GRIDS_LISTAS.sinistros,
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'SINISTRO' },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [CODIGO, { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 }, DATA],
    },
  }),
  emails: lista({
    nome: 'emails',
    caminho: '/emails',
    titulo: 'Layouts de e-mail',
    novo: 'Novo layout de e-mail',
    editar: 'Editar layout de e-mail',
    campoTitulo: 'descricao',
    envelope: 'email',
    api: '/api/emails',
    campos: [
      DESCRICAO,
      { nome: 'assunto', rotulo: 'Assunto', obrigatorio: true },
      { nome: 'texto', rotulo: 'Texto', tipo: 'area', obrigatorio: true, largura: 'total' },
    ],
    grid: {
      spec: GRIDS_LISTAS.emails,
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'LAYOUT DE E-MAIL' },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 260 },
        { campo: 'assunto', filtro: 'texto', largura: 320 },
        DATA,
      ],
    },
  }),
  grupos: lista({
    nome: 'grupos',
    caminho: '/grupos',
    pagina: '/grupo',
    titulo: 'Grupos de contatos',
    novo: 'Novo grupo de contatos',
    editar: 'Grupo de contatos',
    campoTitulo: 'descricao',
    envelope: 'grupo',
    api: '/api/grupos',
    campos: [DESCRICAO],
    grid: {
      spec: GRIDS_LISTAS.grupos,
      controlador: 'grupos',
      vazio: { substantivo: 'GRUPO' },
      tamanhos: [100, 200, 300],
      tamanhoPadrao: 100,
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 },
        { campo: 'contatos', ordenavel: false, largura: 120 },
        { campo: 'clientes', ordenavel: false, largura: 170 },
        DATA,
      ],
    },
  }),
};


// ---- PGR, risk and other master data (spec 03 §2 "PGR and risk", §3, §8, §9) ---------------------

const NOME_MAIUSCULO = (rotulo: string, max = 100): CampoLista => ({ nome: rotulo === 'Nome' ? 'nome' : 'descricao', rotulo, obrigatorio: true, maiusculas: true, max });
const DESCRICAO_COLUNA = { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 } as const;
const ATIVO_FILTRO = [
  { valor: 'true', rotulo: 'Ativo' },
  { valor: 'false', rotulo: 'Inativo' },
] as const;
const SIM_NAO_FILTRO = [
  { valor: 'true', rotulo: 'Sim' },
  { valor: 'false', rotulo: 'Não' },
] as const;

/**
 * Peripherals of a PGR item (spec 03 §3 "Item PGR": ids 1–28 and 44, GET
 * /api/perifericos/get_periferico), each shown as its icon: a sensor badge with the
 * peripheral's number, named for screen readers.
 */
export const PERIFERICOS: readonly number[] = PERIFERICOS_PGR;

export function IconePeriferico({ id }: { id: number }) {
  const nome = `Periférico ${id}`;
  return (
    <span className="icone-periferico" role="img" aria-label={nome} title={nome}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="14" r="3" fill="currentColor" />
        <path d="M7.8 9.8a6 6 0 0 1 8.4 0M5 7a10 10 0 0 1 14 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">{id}</span>
    </span>
  );
}

/** Trip statuses an occurrence type applies to (spec 03 §3 "Occurrence type"). */
const CAIXA = (nome: string, rotulo: string): CampoLista => ({ nome, rotulo, tipo: 'caixa' });

/**
 * Kinds of PGR action (what the operator does when the plan asks for it), as the demo seed uses
 * tipo_acao_pgr_id; the API has no list of them yet.
 */
export const TIPOS_ACAO_PGR = [
  { valor: 1, rotulo: 'LIGAÇÃO' },
  { valor: 2, rotulo: 'MENSAGEM AO TECLADO' },
  { valor: 3, rotulo: 'COMANDO AO VEÍCULO' },
  { valor: 4, rotulo: 'ACIONAMENTO' },
  { valor: 5, rotulo: 'E-MAIL' },
] as const;

/** `acao_modifica` of a trip-situation action (spec 03 §3): who acts on whom. */
export const SENTIDOS_ACAO = [
  { valor: 'true', rotulo: 'Veiculo > Central' },
  { valor: 'false', rotulo: 'Central > Veiculo' },
] as const;

/** Risk levels 1 BAIXO, 2 MEDIO, 3 ALTO as select options: the domain's GRAUS_RISCO (spec 03 §3 "Client PGR"). */
export const OPCOES_GRAU_RISCO = GRAUS_RISCO.map((g) => ({ valor: g.id, rotulo: g.descricao }));

Object.assign(LISTAS_UI, {
  pronta_resposta: lista({
    nome: 'pronta_resposta',
    caminho: '/pronta_resposta',
    titulo: 'Pronta resposta',
    novo: 'Nova pronta resposta',
    editar: 'Editar pronta resposta',
    campoTitulo: 'nome',
    envelope: 'pronta_resposta',
    api: '/api/pronta_resposta',
    mensagens: { salvo: 'pronta resposta salva com sucesso', atualizado: 'pronta resposta atualizada com sucesso', removido: 'Pronta resposta removida com sucesso' },
    campos: [
      { ...NOME_MAIUSCULO('Nome'), largura: 'total' },
      { nome: 'valor_acionamento', rotulo: 'Valor do acionamento', tipo: 'moeda' },
      { nome: 'valor_distancia', rotulo: 'Valor por km', tipo: 'moeda' },
      { nome: 'valor_permanencia', rotulo: 'Valor da permanência (hora)', tipo: 'moeda' },
    ],
    grid: {
      spec: GRIDS_LISTAS.pronta_resposta,
      controlador: 'pronta_resposta',
      vazio: { substantivo: 'PRONTA RESPOSTA', feminino: true },
      tamanhos: [15, 20, 30, 50, 100],
      tamanhoPadrao: 15,
      ordem: { campo: 'id', direcao: 'desc' },
      colunas: [
        CODIGO,
        { campo: 'nome', filtro: 'texto', copiavel: true, largura: 280 },
        { campo: 'valor_acionamento', formato: 'moeda', largura: 150 },
        { campo: 'valor_distancia', formato: 'moeda', largura: 150 },
        { campo: 'valor_permanencia', formato: 'moeda', largura: 150 },
        { campo: 'clientes', ordenavel: false, largura: 110 },
        DATA,
      ],
    },
  }),
  pgrs: lista({
    nome: 'pgrs',
    caminho: '/pgrs',
    titulo: 'PGRs',
    novo: 'Novo PGR',
    editar: 'Editar PGR',
    campoTitulo: 'descricao',
    envelope: 'pgr',
    api: '/api/pgrs',
    mensagens: { salvo: 'PGR salvo com sucesso', atualizado: 'PGR atualizado com sucesso', removido: 'PGR removido com sucesso' },
    campos: [NOME_MAIUSCULO('Descrição', 120), { nome: 'status', rotulo: 'Ativo', tipo: 'caixa', padrao: true }],
    grid: {
      spec: GRIDS_LISTAS.pgrs,
      controlador: 'pgrs',
      vazio: { substantivo: 'PGR' },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        DESCRICAO_COLUNA,
        { campo: 'status', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_FILTRO, largura: 130 },
        { campo: 'pgrs_clientes', ordenavel: false, largura: 150 },
        DATA,
      ],
    },
  }),
  itens_pgr: lista({
    nome: 'itens_pgr',
    caminho: '/itenspgr',
    titulo: 'Itens PGR',
    novo: 'Novo item PGR',
    editar: 'Editar item PGR',
    campoTitulo: 'descricao',
    envelope: 'item_pgr',
    api: '/api/itens_pgr',
    mensagens: { salvo: 'Item PGR salvo com sucesso', atualizado: 'Item PGR atualizado com sucesso', removido: 'Item PGR removido com sucesso' },
    campos: [
      NOME_MAIUSCULO('Descrição', 120),
      {
        nome: 'periferico_id',
        rotulo: 'Periférico',
        tipo: 'selecao',
        opcoesFixas: PERIFERICOS.map((id) => ({ valor: id, rotulo: `Periférico ${id}` })),
      },
      { nome: 'status', rotulo: 'Ativo', tipo: 'caixa', padrao: true },
      { nome: 'padrao', rotulo: 'Item padrão', tipo: 'caixa' },
    ],
    grid: {
      spec: GRIDS_LISTAS.itens_pgr,
      controlador: 'pgrs',
      vazio: { substantivo: 'ITEM PGR' },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        DESCRICAO_COLUNA,
        {
          campo: 'periferico_id',
          filtro: 'selecao',
          opcoes: PERIFERICOS.map((id) => ({ valor: String(id), rotulo: `Periférico ${id}` })),
          largura: 130,
          celula: (l: { periferico_id?: number | null }) => (l.periferico_id ? <IconePeriferico id={l.periferico_id} /> : ''),
        },
        { campo: 'status', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_FILTRO, largura: 130 },
        { campo: 'padrao', filtro: 'selecao', formato: 'booleano', opcoes: SIM_NAO_FILTRO, largura: 110 },
        DATA,
      ],
    },
  }),
  acoes_pgr: lista({
    nome: 'acoes_pgr',
    caminho: '/acoespgr',
    titulo: 'Ações PGR',
    novo: 'Nova ação PGR',
    editar: 'Editar ação PGR',
    campoTitulo: 'descricao',
    envelope: 'acaopgr',
    api: '/api/acoes_pgr',
    mensagens: { salvo: 'Ação PGR salva com sucesso', atualizado: 'Ação PGR atualizada com sucesso', removido: 'Ação PGR removida com sucesso' },
    campos: [
      { ...NOME_MAIUSCULO('Descrição', 120), largura: 'total' },
      {
        nome: 'tipo_acao_pgr_id',
        rotulo: 'Tipo da ação',
        tipo: 'selecao',
        obrigatorio: true,
        opcoesFixas: TIPOS_ACAO_PGR,
      },
      { nome: 'email_id', rotulo: 'Layout de e-mail', tipo: 'selecao', opcoes: { api: '/api/emails/get_emails', valor: 'id', rotulo: 'descricao' }, ajuda: 'Usado quando a ação envia e-mail.' },
    ],
    grid: {
      spec: GRIDS_LISTAS.acoes_pgr,
      controlador: 'acoes_pgr',
      vazio: { substantivo: 'AÇÃO PGR', feminino: true },
      tamanhos: [20, 30, 50, 100],
      tamanhoPadrao: 20,
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        DESCRICAO_COLUNA,
        {
          campo: 'tipo_acao_pgr_id',
          filtro: 'selecao',
          opcoes: TIPOS_ACAO_PGR.map((t) => ({ valor: String(t.valor), rotulo: t.rotulo })),
          valor: (l: { tipo_acao_pgr_id?: number | null }) => TIPOS_ACAO_PGR.find((t) => t.valor === l.tipo_acao_pgr_id)?.rotulo ?? l.tipo_acao_pgr_id ?? '',
          ordenavel: true,
          largura: 160,
        },
        { campo: 'email', filtro: 'texto', largura: 220 },
        DATA,
      ],
      acoes: {
        menu: [{ rotulo: 'Abrir layout de e-mail', para: (l: { email_id?: number | null }) => `/emails/${l.email_id}`, visivel: (l: { email_id?: number | null }) => !!l.email_id }],
      },
    },
  }),
  actions: lista({
    nome: 'actions',
    caminho: '/actions',
    titulo: 'Ações',
    novo: 'Nova ação',
    editar: 'Editar ação',
    campoTitulo: 'descricao',
    envelope: 'atividade',
    api: '/api/actions',
    mensagens: { salvo: 'Ação salva com sucesso', atualizado: 'Ação atualizada com sucesso', removido: 'Ação removida com sucesso' },
    campos: [
      NOME_MAIUSCULO('Descrição', 120),
      { nome: 'action', rotulo: 'Ação (sistema)', obrigatorio: true, max: 80 },
      { nome: 'controller_id', rotulo: 'Controlador', tipo: 'numero' },
      { nome: 'funcao_controller_id', rotulo: 'Função do controlador', tipo: 'numero' },
    ],
    grid: {
      spec: GRIDS_LISTAS.actions,
      controlador: 'actions',
      vazio: { substantivo: 'AÇÃO', feminino: true },
      tamanhos: [18, 20, 30, 50, 100],
      tamanhoPadrao: 18,
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        DESCRICAO_COLUNA,
        { campo: 'action', filtro: 'texto', largura: 200 },
        { campo: 'controller_id', filtro: 'numero', largura: 130 },
        { campo: 'funcao_controller_id', filtro: 'numero', largura: 120 },
        DATA,
      ],
    },
  }),
  ocorrencias: lista({
    nome: 'ocorrencias',
    caminho: '/ocorrencias',
    titulo: 'Tipos de ocorrência',
    novo: 'Novo tipo de ocorrência',
    editar: 'Editar tipo de ocorrência',
    campoTitulo: 'descricao',
    envelope: 'ocorrencia',
    api: '/api/ocorrencias',
    mensagens: { salvo: 'Ocorrência salva com sucesso', atualizado: 'Ocorrência atualizada com sucesso', removido: 'Ocorrência removida com sucesso' },
    campos: [
      { nome: 'codigo', rotulo: 'Código', tipo: 'numero', obrigatorio: true },
      NOME_MAIUSCULO('Descrição', 150),
      { nome: 'tipo', rotulo: 'Tipo', maiusculas: true, max: 60 },
      { nome: 'grau_risco', rotulo: 'Grau de risco', tipo: 'selecao', opcoesFixas: OPCOES_GRAU_RISCO },
      { nome: 'pontuacao_baixa', rotulo: 'Pontuação (risco baixo)', tipo: 'numero' },
      { nome: 'pontuacao_media', rotulo: 'Pontuação (risco médio)', tipo: 'numero' },
      { nome: 'pontuacao_alta', rotulo: 'Pontuação (risco alto)', tipo: 'numero' },
      { nome: 'plano_contigencia', rotulo: 'Plano de contingência', tipo: 'area', largura: 'total' },
      { nome: 'conseguencia', rotulo: 'Consequência', tipo: 'area', largura: 'total' },
      { nome: 'sugestao_melhoria', rotulo: 'Sugestão de melhoria', tipo: 'area', largura: 'total' },
      CAIXA('agendada', 'Vale para SM agendada'),
      CAIXA('em_viagem', 'Vale para SM em viagem'),
      CAIXA('cancelada', 'Vale para SM cancelada'),
      CAIXA('finalizada', 'Vale para SM finalizada'),
      CAIXA('status_checklist', 'Vale para checklist'),
    ],
    grid: {
      spec: GRIDS_LISTAS.ocorrencias,
      controlador: 'ocorrencias',
      vazio: { substantivo: 'OCORRÊNCIA', feminino: true },
      ordem: { campo: 'codigo', direcao: 'asc' },
      colunas: [
        { campo: 'codigo', filtro: 'numero', largura: 110 },
        DESCRICAO_COLUNA,
        { campo: 'tipo', filtro: 'texto', largura: 140 },
        { campo: 'grau_risco', filtro: 'selecao', opcoes: OPCOES_GRAU_RISCO.map((g) => ({ valor: String(g.valor), rotulo: g.rotulo })), valor: (l: { grau_risco?: number | null }) => OPCOES_GRAU_RISCO.find((g) => g.valor === l.grau_risco)?.rotulo ?? '', ordenavel: true, largura: 140 },
        { campo: 'pontuacao_baixa', largura: 110 },
        { campo: 'pontuacao_media', largura: 110 },
        { campo: 'pontuacao_alta', largura: 110 },
        { campo: 'agendada', formato: 'booleano', largura: 110 },
        { campo: 'em_viagem', formato: 'booleano', largura: 110 },
        { campo: 'cancelada', formato: 'booleano', largura: 110 },
        { campo: 'finalizada', formato: 'booleano', largura: 110 },
        { campo: 'status_checklist', formato: 'booleano', largura: 110 },
        DATA,
      ],
    },
  }),
  situacao_viagem: lista({
    nome: 'situacao_viagem',
    caminho: '/situacao_viagem',
    titulo: 'Situações da viagem',
    descricao: 'Ações do PGR que cada situação da viagem dispara, com tempo de execução e tolerância.',
    novo: 'Nova ação de situação',
    editar: 'Editar ação de situação',
    campoTitulo: 'id',
    envelope: 'situacao_viagem_acoes_pgr',
    api: '/api/situacao_viagem/acoes',
    caminhos: {
      criar: '/api/situacao_viagem/create_situacao_acao',
      atualizar: (id) => `/api/situacao_viagem/update_situacao_acao?id=${encodeURIComponent(id)}`,
      metodoAtualizar: 'POST',
      excluir: (id) => `/api/situacao_viagem/remove_situacao_acao?id=${encodeURIComponent(id)}`,
      // No show call: the grid filtered by id gives the row.
      mostrar: (id) => `/api/situacao_viagem/acoes?_search=true&page=1&rows=15&sidx=id&sord=asc&id=${encodeURIComponent(id)}`,
    },
    mensagens: { salvo: 'Ação salva com sucesso', atualizado: 'Ação atualizada com sucesso', removido: 'Situação removida com sucesso' },
    campos: [
      { nome: 'situacao_viagem_id', rotulo: 'Situação da viagem', tipo: 'selecao', obrigatorio: true, opcoes: { api: '/api/situacao_viagem', valor: 'id', rotulo: 'descricao' } },
      { nome: 'acoes_pgr_id', rotulo: 'Ação PGR', tipo: 'selecao', obrigatorio: true, opcoes: { api: '/api/acoes_pgr/get_acoes_pgr', valor: 'id', rotulo: 'descricao' } },
      { nome: 'tempo_execucao', rotulo: 'Tempo de execução', tipo: 'hora', obrigatorio: true },
      { nome: 'tempo_tolerancia', rotulo: 'Tempo de tolerância', tipo: 'hora', obrigatorio: true },
      { nome: 'acao_modifica', rotulo: 'Sentido da ação', tipo: 'selecao', obrigatorio: true, opcoesFixas: SENTIDOS_ACAO },
      { nome: 'ativo', rotulo: 'Ativo', tipo: 'caixa', padrao: true },
    ],
    grid: {
      spec: GRIDS_LISTAS.situacao_viagem_acoes_pgr,
      controlador: 'monitoramentos',
      vazio: { substantivo: 'SITUAÇÃO', feminino: true },
      tamanhos: [15, 20, 30, 50, 100],
      tamanhoPadrao: 15,
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'situacao_viagem', filtro: 'texto', copiavel: true, largura: 240 },
        { campo: 'acao_pgr', filtro: 'texto', largura: 260 },
        { campo: 'tempo_execucao', largura: 120 },
        { campo: 'tempo_tolerancia', largura: 120 },
        // The API's text of the direction, filtered and sorted on the flag behind it.
        {
          campo: 'acao_modifica_descricao',
          param: 'acao_modifica',
          filtro: 'selecao',
          opcoes: SENTIDOS_ACAO.map((o) => ({ valor: o.valor, rotulo: o.rotulo })),
          largura: 160,
        },
        { campo: 'ativo', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_FILTRO, largura: 120 },
      ],
    },
  }),
  alertas_checklist: lista({
    nome: 'alertas_checklist',
    caminho: '/alertas_checklist',
    pagina: '/alerta_checklist',
    titulo: 'Alertas de checklist',
    descricao: 'Alertas que o teste do checklist lança ao operador: período, sugestão e repetição.',
    novo: 'Novo alerta de checklist',
    editar: 'Alerta de checklist',
    campoTitulo: 'descricao',
    envelope: 'check_list_alerta',
    api: '/api/check_lists/grid_alertas',
    caminhos: {
      criar: '/api/check_lists/create_alerta',
      atualizar: (id) => `/api/check_lists/update_alerta?id=${encodeURIComponent(id)}`,
      metodoAtualizar: 'PATCH',
      excluir: (id) => `/api/check_lists/remover_alerta/${encodeURIComponent(id)}`,
      mostrar: (id) => `/api/check_lists/carregar_alerta/${encodeURIComponent(id)}`,
    },
    mensagens: { salvo: 'Alerta salvo com sucesso', atualizado: 'Alerta atualizado com sucesso', removido: 'Alerta removido com sucesso' },
    campos: [
      { ...NOME_MAIUSCULO('Descrição', 150), largura: 'total' },
      { nome: 'periodo', rotulo: 'Período (min)', tipo: 'numero', obrigatorio: true, ajuda: 'De 1 a 1440 minutos.' },
      { nome: 'repeticao', rotulo: 'Repetição (vezes)', tipo: 'numero', padrao: 1 },
      { nome: 'sugestao', rotulo: 'Sugestão ao operador', tipo: 'area', largura: 'total' },
      { nome: 'ativo', rotulo: 'Ativo', tipo: 'caixa', padrao: true },
    ],
    grid: {
      spec: GRIDS_LISTAS.alertas_checklist,
      controlador: 'check_lists',
      vazio: { substantivo: 'ALERTA' },
      tamanhos: [15, 20, 30, 50, 100],
      tamanhoPadrao: 15,
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        DESCRICAO_COLUNA,
        { campo: 'periodo', filtro: 'numero', largura: 110 },
        { campo: 'sugestao', filtro: 'texto', largura: 280 },
        { campo: 'repeticao', filtro: 'numero', largura: 120 },
        { campo: 'ativo', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_FILTRO, largura: 120 },
      ],
    },
  }),
  liberacoes: lista({
    nome: 'liberacoes',
    caminho: '/liberacoes',
    titulo: 'Liberações',
    descricao: 'Registro das liberações de checklists e viagens (somente leitura).',
    somenteLeitura: true,
    novo: '',
    editar: '',
    campoTitulo: 'id',
    envelope: 'liberacao',
    api: '/api/liberacoes',
    mensagens: { salvo: '', atualizado: '', removido: '' },
    campos: [],
    grid: {
      spec: GRID_LIBERACOES,
      controlador: 'check_lists',
      vazio: { substantivo: 'LIBERAÇÃO', feminino: true },
      ordem: { campo: 'id', direcao: 'desc' },
      colunas: [
        CODIGO,
        { campo: 'tipo', filtro: 'texto', largura: 130 },
        { campo: 'placa', filtro: 'texto', formato: 'placa', copiavel: true, largura: 120 },
        { campo: 'nome_fantasia', filtro: 'texto', largura: 200 },
        { campo: 'cnpj', filtro: 'texto', formato: 'cnpj', largura: 170 },
        { campo: 'usuario_logado', filtro: 'texto', largura: 150 },
        { campo: 'usuario_liberacao', filtro: 'texto', largura: 150 },
        { campo: 'check_list_id', filtro: 'numero', largura: 110 },
        { campo: 'solicitacao_monitoramento_id', filtro: 'numero', largura: 100 },
        { campo: 'observacao', filtro: 'texto', largura: 260 },
        { campo: 'ip', filtro: 'texto', largura: 130 },
        DATA,
      ],
    },
  }),
} satisfies Record<string, ListaUi>);

/** The list of a URL: '/tecnologias/12' → tecnologias; '/modelo/3' → modelos (its form page). */
export function listaDaUrl(pathname: string): ListaUi | undefined {
  const primeiro = '/' + (pathname.split('/')[1] ?? '');
  return Object.values(LISTAS_UI).find((l) => l.caminho === primeiro || l.pagina === primeiro);
}

/** Messages of a list (the API's own): 'Tecnologia salva com sucesso', 'Layout removido com sucesso'... */
export function mensagensDaLista(l: ListaUi): MensagensLista {
  const m = l.mensagens ?? (LISTAS as Record<string, { mensagens: MensagensLista } | undefined>)[l.nome]?.mensagens;
  if (!m) throw new Error(`Lista ${l.nome} sem mensagens`);
  return m;
}
