import type { ColunaGrid, ColunaTipo, GridSpec } from '../shared/index.js';
import { CORES_VEICULO, TIPOS_CLIENTE, TIPOS_CONTATO, TIPOS_FUNCIONARIO, TIPOS_VEICULO, TIPOS_VINCULO } from './constantes.js';
import type { CampoLista, NomeLista } from './listas.js';
import { TIPOS_PONTO } from './rota.js';

/**
 * The masters context's grids (ARCHITECTURE.md "HTTP API"): the columns the API filters and sorts
 * on, and their titles in the order of the screen's default view. The backend answers and exports
 * with them (an export that names no columns is the default view, titled); the frontend's grid
 * declarations take their headers from them. Page sizes are spec 03 §9's.
 */

const CODIGO = { tipo: 'inteiro', titulo: 'Código' } as const satisfies ColunaGrid;
const DATA_CADASTRO = { tipo: 'data', titulo: 'Data de cadastro' } as const satisfies ColunaGrid;
const ALTERADO_EM = { tipo: 'data', titulo: 'Última alteração', filtravel: false, oculta: true } as const satisfies ColunaGrid;

/** Who created and last changed a row (spec 03 §3: username_add, data_cadastro, username_update, data_alteracao). */
export const COLUNAS_AUDITORIA = {
  username_add: { tipo: 'texto', titulo: 'Cadastrado por', filtravel: false, oculta: true },
  data_cadastro: { tipo: 'data', titulo: 'Data de cadastro', filtravel: false },
  username_update: { tipo: 'texto', titulo: 'Alterado por', filtravel: false, oculta: true },
  data_alteracao: { tipo: 'data', titulo: 'Data de alteração', filtravel: false, oculta: true },
} as const satisfies GridSpec['colunas'];

// ---- Clients and their links --------------------------------------------------------------------

/** /clientes (15 rows; 15/20/30/50/100). */
export const GRID_CLIENTES = {
  colunas: {
    id: CODIGO,
    razao_social: { tipo: 'texto', titulo: 'Razão social' },
    nome_fantasia: { tipo: 'texto', titulo: 'Nome fantasia' },
    cnpj: { tipo: 'texto', titulo: 'CNPJ' },
    tipo: { tipo: 'enum', titulo: 'Tipo', valores: TIPOS_CLIENTE },
    cidade: { tipo: 'texto', titulo: 'Cidade' },
    uf: { tipo: 'texto', titulo: 'UF' },
    corretor: { tipo: 'texto', titulo: 'Corretora', oculta: true },
    segurador: { tipo: 'texto', titulo: 'Seguradora', oculta: true },
    ativo: { tipo: 'booleano', titulo: 'Situação' },
    data_cadastro: DATA_CADASTRO,
    reteste: { tipo: 'booleano', titulo: 'Reteste', oculta: true },
    expresso: { tipo: 'booleano', titulo: 'Expresso', oculta: true },
    updated_at: ALTERADO_EM,
  },
  ordemPadrao: { campo: 'razao_social', direcao: 'asc' },
  tamanhoPadrao: 15,
} as const satisfies GridSpec;

/** A client's vehicles tab (10 rows; 10/20/30/50/100), links active and inactive. */
export const GRID_VEICULOS_CLIENTE = {
  colunas: {
    placa: { tipo: 'texto', titulo: 'Placa' },
    tipo_veiculo: { tipo: 'enum', titulo: 'Tipo do veículo', valores: TIPOS_VEICULO },
    tipo: { tipo: 'enum', titulo: 'Vínculo', valores: TIPOS_VINCULO },
    tecnologia: { tipo: 'texto', titulo: 'Tecnologia' },
    ativo: { tipo: 'booleano', titulo: 'Situação' },
    data_cadastro: { tipo: 'data', titulo: 'Vinculado em' },
    data_inativacao: { tipo: 'data', titulo: 'Inativado em' },
    id: { tipo: 'inteiro', titulo: 'Código do vínculo', oculta: true },
    veiculo_id: { tipo: 'inteiro', titulo: 'Código do veículo', oculta: true },
  },
  ordemPadrao: { campo: 'data_cadastro', direcao: 'desc' },
  tamanhoPadrao: 10,
} as const satisfies GridSpec;

/** A client's drivers tab (the employees' sizes: 15/200/300/500/1000). */
export const GRID_MOTORISTAS_CLIENTE = {
  colunas: {
    nome: { tipo: 'texto', titulo: 'Nome' },
    cpf: { tipo: 'texto', titulo: 'CPF' },
    fone1: { tipo: 'texto', titulo: 'Telefone' },
    vinculo: { tipo: 'enum', titulo: 'Vínculo', valores: TIPOS_VINCULO },
    ativo: { tipo: 'booleano', titulo: 'Situação' },
    data_cadastro: { tipo: 'data', titulo: 'Vinculado em' },
    data_inativacao: { tipo: 'data', titulo: 'Inativado em' },
    id: { tipo: 'inteiro', titulo: 'Código do vínculo', oculta: true },
    funcionario_id: { tipo: 'inteiro', titulo: 'Código do funcionário', oculta: true },
  },
  ordemPadrao: { campo: 'nome', direcao: 'asc' },
  tamanhoPadrao: 15,
} as const satisfies GridSpec;

/** A client's contact groups (1000 rows). */
export const GRID_GRUPOS_CLIENTE = {
  colunas: {
    id: CODIGO,
    descricao: { tipo: 'texto', titulo: 'Grupo' },
    ativo: { tipo: 'booleano', titulo: 'Vinculado' },
    contatos: { tipo: 'inteiro', titulo: 'Contatos', filtravel: false },
  },
  ordemPadrao: { campo: 'descricao', direcao: 'asc' },
  tamanhoPadrao: 1000,
} as const satisfies GridSpec;

/** /contatos and a group's contacts (18 rows; 18/20/30/50/100). */
export const GRID_CONTATOS = {
  colunas: {
    id: CODIGO,
    nome: { tipo: 'texto', titulo: 'Nome' },
    razao_social_cliente: { tipo: 'texto', titulo: 'Cliente' },
    telefone: { tipo: 'texto', titulo: 'Telefone' },
    email: { tipo: 'texto', titulo: 'E-mail' },
    tipo: { tipo: 'enum', titulo: 'Tipo', valores: TIPOS_CONTATO },
    prioridade: { tipo: 'inteiro', titulo: 'Prioridade' },
    data_cadastro: DATA_CADASTRO,
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', oculta: true },
  },
  ordemPadrao: { campo: 'nome', direcao: 'asc' },
  tamanhoPadrao: 18,
} as const satisfies GridSpec;

// ---- Employees and vehicles ---------------------------------------------------------------------

/** /funcionarios (15 rows; 15/200/300/500/1000). */
export const GRID_FUNCIONARIOS = {
  colunas: {
    id: CODIGO,
    nome: { tipo: 'texto', titulo: 'Nome' },
    cpf: { tipo: 'texto', titulo: 'CPF' },
    tipo: { tipo: 'enum', titulo: 'Tipo', valores: TIPOS_FUNCIONARIO },
    funcao_descricao: { tipo: 'texto', titulo: 'Função' },
    fone1: { tipo: 'texto', titulo: 'Telefone' },
    registro_cnh: { tipo: 'texto', titulo: 'Registro CNH' },
    cnh: { tipo: 'texto', titulo: 'Categoria CNH', oculta: true },
    cnh_validade: { tipo: 'data', titulo: 'Validade CNH' },
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    vinculo: { tipo: 'texto', titulo: 'Vínculo' },
    cidade: { tipo: 'texto', titulo: 'Cidade', oculta: true },
    uf: { tipo: 'texto', titulo: 'UF', oculta: true },
    data_cadastro: DATA_CADASTRO,
    rg: { tipo: 'texto', titulo: 'RG', oculta: true },
    funcao_id: { tipo: 'inteiro', titulo: 'Código da função', oculta: true },
    updated_at: ALTERADO_EM,
  },
  ordemPadrao: { campo: 'nome', direcao: 'asc' },
  tamanhoPadrao: 15,
} as const satisfies GridSpec;

/** /veiculos (15 rows; 15/20/30/50/100). */
export const GRID_VEICULOS = {
  colunas: {
    id: CODIGO,
    placa: { tipo: 'texto', titulo: 'Placa' },
    tipo: { tipo: 'enum', titulo: 'Tipo', valores: TIPOS_VEICULO },
    fabricante_descricao: { tipo: 'texto', titulo: 'Fabricante' },
    modelo_descricao: { tipo: 'texto', titulo: 'Modelo' },
    cor: { tipo: 'enum', titulo: 'Cor', valores: CORES_VEICULO },
    ano_fabricacao: { tipo: 'inteiro', titulo: 'Ano fabr.' },
    ano_modelo: { tipo: 'inteiro', titulo: 'Ano modelo', oculta: true },
    renavan: { tipo: 'texto', titulo: 'RENAVAM', oculta: true },
    tecnologia_descricao: { tipo: 'texto', titulo: 'Tecnologia' },
    numero: { tipo: 'texto', titulo: 'Terminal' },
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    vinculo: { tipo: 'texto', titulo: 'Vínculo' },
    data_cadastro: DATA_CADASTRO,
    tecnologia_id: { tipo: 'inteiro', titulo: 'Código da tecnologia', oculta: true },
    updated_at: ALTERADO_EM,
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 15,
} as const satisfies GridSpec;

// ---- Routes and points --------------------------------------------------------------------------

/** /rotas (18 rows; 18/20/30/50/100). */
export const GRID_ROTAS = {
  colunas: {
    id: CODIGO,
    descricao: { tipo: 'texto', titulo: 'Descrição' },
    ativa: { tipo: 'enum', titulo: 'Situação', valores: ['ATIVA', 'DESATIVADA'] },
    cliente_razao: { tipo: 'texto', titulo: 'Cliente' },
    origem: { tipo: 'texto', titulo: 'Origem' },
    destino: { tipo: 'texto', titulo: 'Destino' },
    distancia_km: { tipo: 'numero', titulo: 'Distância', filtravel: false },
    paradas: { tipo: 'inteiro', titulo: 'Paradas', filtravel: false },
    geojson_disponivel: { tipo: 'booleano', titulo: 'Traçado', filtravel: false },
    rota_utilizada: { tipo: 'booleano', titulo: 'Em uso', filtravel: false },
    ...COLUNAS_AUDITORIA,
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
} as const satisfies GridSpec;

/** /pontos (18 rows). */
export const GRID_PONTOS = {
  colunas: {
    id: CODIGO,
    descricao: { tipo: 'texto', titulo: 'Descrição' },
    latitude: { tipo: 'numero', titulo: 'Latitude', filtravel: false },
    longitude: { tipo: 'numero', titulo: 'Longitude', filtravel: false },
    tipo: { tipo: 'enum', titulo: 'Tipo', valores: TIPOS_PONTO },
    nivel: { tipo: 'inteiro', titulo: 'Nível', filtravel: false },
    raio_ponto: { tipo: 'numero', titulo: 'Raio', filtravel: false },
    cliente_razao: { tipo: 'texto', titulo: 'Cliente' },
    ...COLUNAS_AUDITORIA,
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', filtravel: false, oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
} as const satisfies GridSpec;

// ---- PGR, risk and operation --------------------------------------------------------------------

/** /pgr_cliente/{cliente_id} (18 rows; 18/20/30/50/100). */
export const GRID_PGRS_CLIENTE = {
  colunas: {
    id: CODIGO,
    descricao: { tipo: 'texto', titulo: 'Descrição' },
    pgr: { tipo: 'texto', titulo: 'PGR' },
    grau_risco: { tipo: 'inteiro', titulo: 'Grau de risco' },
    validade: { tipo: 'data', titulo: 'Validade' },
    pgr_padrao: { tipo: 'booleano', titulo: 'Padrão' },
    data_cadastro: DATA_CADASTRO,
  },
  ordemPadrao: { campo: 'validade', direcao: 'desc' },
  tamanhoPadrao: 18,
} as const satisfies GridSpec;

/** GET /api/regras_risco (18 rows): a client's risk rules, as the /regras_risco screen lists them. */
export const GRID_REGRAS_RISCO = {
  colunas: {
    id: CODIGO,
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    descricao: { tipo: 'texto', titulo: 'Regra' },
    definicao: { tipo: 'texto', titulo: 'Expressão' },
    pontos: { tipo: 'inteiro', titulo: 'Pontos' },
    ativo: { tipo: 'booleano', titulo: 'Ativa' },
    data_cadastro: DATA_CADASTRO,
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'asc' },
  tamanhoPadrao: 18,
} as const satisfies GridSpec;

/** /liberacoes: the release log, newest first (18 rows). */
export const GRID_LIBERACOES = {
  colunas: {
    id: CODIGO,
    tipo: { tipo: 'texto', titulo: 'Tipo' },
    placa: { tipo: 'texto', titulo: 'Placa' },
    nome_fantasia: { tipo: 'texto', titulo: 'Cliente' },
    cnpj: { tipo: 'texto', titulo: 'CNPJ' },
    usuario_logado: { tipo: 'texto', titulo: 'Usuário logado' },
    usuario_liberacao: { tipo: 'texto', titulo: 'Liberado por' },
    check_list_id: { tipo: 'inteiro', titulo: 'Checklist' },
    solicitacao_monitoramento_id: { tipo: 'inteiro', titulo: 'SM' },
    observacao: { tipo: 'texto', titulo: 'Observação' },
    ip: { tipo: 'texto', titulo: 'IP', oculta: true },
    data_cadastro: DATA_CADASTRO,
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
} as const satisfies GridSpec;

// ---- Reference lists (LISTAS) -------------------------------------------------------------------

/** The grid column type of a list field (money is a number, a duration 'HH:mm:ss' a text). */
export const TIPO_COLUNA_LISTA: Record<CampoLista['tipo'], ColunaTipo> = {
  texto: 'texto', livre: 'texto', uf: 'texto', duracao: 'texto', id: 'inteiro', inteiro: 'inteiro', booleano: 'booleano', dinheiro: 'numero',
};

const DESCRICAO = { tipo: 'texto', titulo: 'Descrição' } as const satisfies ColunaGrid;
const NOME = { tipo: 'texto', titulo: 'Nome' } as const satisfies ColunaGrid;
const SITUACAO = { tipo: 'booleano', titulo: 'Situação' } as const satisfies ColunaGrid;
const ORDEM_ID = { campo: 'id', direcao: 'asc' } as const;

/**
 * The grid of each reference list (LISTAS): its key, its fields (the same types as LISTAS, a
 * test keeps them in step) and the read-only columns the backend adds, such as usage counts.
 */
export const GRIDS_LISTAS = {
  tecnologias: {
    colunas: { id: CODIGO, descricao: DESCRICAO, veiculos: { tipo: 'inteiro', titulo: 'Veículos', filtravel: false }, data_cadastro: DATA_CADASTRO },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 18,
  },
  fabricantes: {
    colunas: { id: CODIGO, nome: NOME, data_cadastro: DATA_CADASTRO },
    ordemPadrao: { campo: 'nome', direcao: 'asc' },
    tamanhoPadrao: 18,
  },
  modelos: {
    colunas: {
      id: CODIGO,
      nome: NOME,
      fabricante: { tipo: 'texto', titulo: 'Fabricante' },
      data_cadastro: DATA_CADASTRO,
      fabricante_id: { tipo: 'inteiro', titulo: 'Código do fabricante', oculta: true },
    },
    ordemPadrao: { campo: 'nome', direcao: 'asc' },
    tamanhoPadrao: 18,
  },
  funcoes: { colunas: { id: CODIGO, descricao: DESCRICAO, data_cadastro: DATA_CADASTRO }, ordemPadrao: ORDEM_ID, tamanhoPadrao: 18 },
  sinistros: { colunas: { id: CODIGO, descricao: DESCRICAO, data_cadastro: DATA_CADASTRO }, ordemPadrao: ORDEM_ID, tamanhoPadrao: 18 },
  emails: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      assunto: { tipo: 'texto', titulo: 'Assunto' },
      data_cadastro: DATA_CADASTRO,
      texto: { tipo: 'texto', titulo: 'Texto', filtravel: false, oculta: true },
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 18,
  },
  estados: {
    colunas: { uf: { tipo: 'texto', titulo: 'UF' }, nome: NOME, data_cadastro: DATA_CADASTRO },
    ordemPadrao: { campo: 'uf', direcao: 'asc' },
    tamanhoPadrao: 18,
  },
  grupos: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      contatos: { tipo: 'inteiro', titulo: 'Contatos', filtravel: false },
      clientes: { tipo: 'inteiro', titulo: 'Clientes vinculados', filtravel: false },
      data_cadastro: DATA_CADASTRO,
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 100,
  },
  pronta_resposta: {
    colunas: {
      id: CODIGO,
      nome: NOME,
      valor_acionamento: { tipo: 'numero', titulo: 'Acionamento' },
      valor_distancia: { tipo: 'numero', titulo: 'Valor por km' },
      valor_permanencia: { tipo: 'numero', titulo: 'Permanência' },
      clientes: { tipo: 'inteiro', titulo: 'Clientes', filtravel: false },
      data_cadastro: DATA_CADASTRO,
    },
    ordemPadrao: { campo: 'id', direcao: 'desc' },
    tamanhoPadrao: 15,
  },
  pgrs: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      status: SITUACAO,
      pgrs_clientes: { tipo: 'inteiro', titulo: 'PGRs de clientes', filtravel: false },
      data_cadastro: DATA_CADASTRO,
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 18,
  },
  itens_pgr: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      periferico_id: { tipo: 'inteiro', titulo: 'Periférico' },
      status: SITUACAO,
      padrao: { tipo: 'booleano', titulo: 'Padrão' },
      data_cadastro: DATA_CADASTRO,
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 18,
  },
  acoes_pgr: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      tipo_acao_pgr_id: { tipo: 'inteiro', titulo: 'Tipo' },
      email: { tipo: 'texto', titulo: 'Layout de e-mail' },
      data_cadastro: DATA_CADASTRO,
      email_id: { tipo: 'inteiro', titulo: 'Código do layout de e-mail', oculta: true },
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 20,
  },
  actions: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      action: { tipo: 'texto', titulo: 'Ação' },
      controller_id: { tipo: 'inteiro', titulo: 'Controlador' },
      funcao_controller_id: { tipo: 'inteiro', titulo: 'Função' },
      data_cadastro: DATA_CADASTRO,
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 18,
  },
  ocorrencias: {
    colunas: {
      codigo: { tipo: 'inteiro', titulo: 'Código' },
      descricao: DESCRICAO,
      tipo: { tipo: 'texto', titulo: 'Tipo' },
      grau_risco: { tipo: 'inteiro', titulo: 'Grau de risco' },
      pontuacao_baixa: { tipo: 'inteiro', titulo: 'Pont. baixa' },
      pontuacao_media: { tipo: 'inteiro', titulo: 'Pont. média' },
      pontuacao_alta: { tipo: 'inteiro', titulo: 'Pont. alta' },
      agendada: { tipo: 'booleano', titulo: 'Agendada' },
      em_viagem: { tipo: 'booleano', titulo: 'Em viagem' },
      cancelada: { tipo: 'booleano', titulo: 'Cancelada', oculta: true },
      finalizada: { tipo: 'booleano', titulo: 'Finalizada', oculta: true },
      status_checklist: { tipo: 'booleano', titulo: 'Checklist', oculta: true },
      data_cadastro: DATA_CADASTRO,
      id: { tipo: 'inteiro', titulo: 'ID', oculta: true },
      plano_contigencia: { tipo: 'texto', titulo: 'Plano de contingência', oculta: true },
      sugestao_melhoria: { tipo: 'texto', titulo: 'Sugestão de melhoria', oculta: true },
      conseguencia: { tipo: 'texto', titulo: 'Consequência', oculta: true },
    },
    ordemPadrao: { campo: 'codigo', direcao: 'asc' },
    tamanhoPadrao: 18,
  },
  /** /situacao_viagem: what each trip situation asks of the operator (15 rows). */
  situacao_viagem_acoes_pgr: {
    colunas: {
      id: CODIGO,
      situacao_viagem: { tipo: 'texto', titulo: 'Situação da viagem' },
      acao_pgr: { tipo: 'texto', titulo: 'Ação PGR' },
      tempo_execucao: { tipo: 'texto', titulo: 'Execução' },
      tempo_tolerancia: { tipo: 'texto', titulo: 'Tolerância' },
      // The screen shows the text and filters on the flag.
      acao_modifica_descricao: { tipo: 'texto', titulo: 'Sentido', filtravel: false },
      ativo: SITUACAO,
      acao_modifica: { tipo: 'booleano', titulo: 'Veiculo > Central', oculta: true },
      situacao_viagem_id: { tipo: 'inteiro', titulo: 'Código da situação', oculta: true },
      acoes_pgr_id: { tipo: 'inteiro', titulo: 'Código da ação PGR', oculta: true },
      data_cadastro: { ...DATA_CADASTRO, oculta: true },
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 15,
  },
  alertas_checklist: {
    colunas: {
      id: CODIGO,
      descricao: DESCRICAO,
      periodo: { tipo: 'inteiro', titulo: 'Período' },
      sugestao: { tipo: 'texto', titulo: 'Sugestão' },
      repeticao: { tipo: 'inteiro', titulo: 'Repetição' },
      ativo: SITUACAO,
      data_cadastro: { ...DATA_CADASTRO, oculta: true },
    },
    ordemPadrao: ORDEM_ID,
    tamanhoPadrao: 15,
  },
} as const satisfies Record<NomeLista, GridSpec>;
