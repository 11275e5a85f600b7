import { LISTAS, type NomeLista } from '@gr/domain';
import type { ColunaGrid, GridDef } from '~/components/grid/tipos';

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
  tipo?: 'texto' | 'area' | 'selecao';
  max?: number;
  obrigatorio?: boolean;
  /** Typed in capitals (the server stores it uppercased). */
  maiusculas?: boolean;
  /** Only on create (a state's UF is its key). */
  soNaCriacao?: boolean;
  /** 'selecao' options: a reference list's picker endpoint, sent as a number. */
  opcoes?: { api: string; valor: string; rotulo: string };
  largura?: 'total';
}

export interface ListaUi {
  nome: NomeLista;
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
const DATA: ColunaGrid<any> = { campo: 'data_cadastro', titulo: 'Data de cadastro', filtro: 'periodo', formato: 'data', largura: 200 };
const CODIGO: ColunaGrid<any> = { campo: 'id', titulo: 'Código', filtro: 'numero', largura: 110 };
const DESCRICAO: CampoLista = { nome: 'descricao', rotulo: 'Descrição', obrigatorio: true, maiusculas: true };

function lista(l: Omit<ListaUi, 'grid'> & { grid: Omit<GridDef<any>, 'id' | 'rota' | 'api' | 'tamanhos' | 'tamanhoPadrao'> & Partial<GridDef<any>> }): ListaUi {
  const campoMax = (c: CampoLista) => ({ ...c, max: c.max ?? LISTAS[l.nome].campos.find((d) => d.nome === c.nome)?.max });
  return {
    ...l,
    campos: l.campos.map(campoMax),
    grid: {
      id: l.nome,
      rota: l.caminho,
      api: l.api,
      tamanhos: TAMANHOS,
      tamanhoPadrao: 18,
      ...l.grid,
      acoes: {
        adicionar: l.pagina ?? 'novo',
        editar: (r) => (l.pagina ? `${l.pagina}/${r[l.grid.chave ?? 'id']}` : String(r[l.grid.chave ?? 'id'])),
        excluir: true,
        ...l.grid.acoes,
      },
    },
  };
}

export const LISTAS_UI: Record<NomeLista, ListaUi> = {
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
      controlador: 'tecnologias',
      vazio: { substantivo: 'TECNOLOGIA', feminino: true },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 320 },
        { campo: 'veiculos', titulo: 'Veículos', ordenavel: false, largura: 120 },
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
      controlador: 'cadastros_basicos',
      chave: 'uf',
      vazio: { substantivo: 'ESTADO' },
      ordem: { campo: 'uf', direcao: 'asc' },
      colunas: [
        { campo: 'uf', titulo: 'UF', filtro: 'texto', largura: 100 },
        { campo: 'nome', titulo: 'Nome', filtro: 'texto', copiavel: true, largura: 320 },
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
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'FABRICANTE' },
      ordem: { campo: 'nome', direcao: 'asc' },
      colunas: [CODIGO, { campo: 'nome', titulo: 'Nome', filtro: 'texto', copiavel: true, largura: 320 }, DATA],
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
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'MODELO' },
      ordem: { campo: 'nome', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'nome', titulo: 'Nome', filtro: 'texto', copiavel: true, largura: 280 },
        { campo: 'fabricante', titulo: 'Fabricante', filtro: 'texto', largura: 220 },
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
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'FUNÇÃO', feminino: true },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [CODIGO, { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 320 }, DATA],
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
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'SINISTRO' },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [CODIGO, { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 320 }, DATA],
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
      controlador: 'cadastros_basicos',
      vazio: { substantivo: 'LAYOUT DE E-MAIL' },
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 260 },
        { campo: 'assunto', titulo: 'Assunto', filtro: 'texto', largura: 320 },
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
      controlador: 'grupos',
      vazio: { substantivo: 'GRUPO' },
      tamanhos: [100, 200, 300],
      tamanhoPadrao: 100,
      ordem: { campo: 'id', direcao: 'asc' },
      colunas: [
        CODIGO,
        { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 320 },
        { campo: 'contatos', titulo: 'Contatos', ordenavel: false, largura: 120 },
        { campo: 'clientes', titulo: 'Clientes vinculados', ordenavel: false, largura: 170 },
        DATA,
      ],
    },
  }),
};

/** The list of a URL: '/tecnologias/12' → tecnologias; '/modelo/3' → modelos (its form page). */
export function listaDaUrl(pathname: string): ListaUi | undefined {
  const primeiro = '/' + (pathname.split('/')[1] ?? '');
  return Object.values(LISTAS_UI).find((l) => l.caminho === primeiro || l.pagina === primeiro);
}

/** Messages of a list (the API's own): 'Tecnologia salva com sucesso', 'Layout removido com sucesso'... */
export function mensagensDaLista(l: ListaUi) {
  return LISTAS[l.nome].mensagens;
}
