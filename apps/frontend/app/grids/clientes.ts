import { GRID_CLIENTES, GRID_GRUPOS_CLIENTE, GRID_MOTORISTAS_CLIENTE, GRID_VEICULOS_CLIENTE, TIPOS_CLIENTE, TIPOS_VEICULO, TIPOS_VINCULO } from '@gr/domain';
import { type GridDef, gridDoSpec, type OpcaoFiltro } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

const opcoes = (lista: readonly string[]): OpcaoFiltro[] => lista.map((v) => ({ valor: v, rotulo: v }));
const SIM_NAO = [
  { valor: 'true', rotulo: 'Sim' },
  { valor: 'false', rotulo: 'Não' },
] as const;
const ATIVO_INATIVO = [
  { valor: 'true', rotulo: 'Ativo' },
  { valor: 'false', rotulo: 'Inativo' },
] as const;

export type ClienteLinha = Esquema<'ClienteDto'>;

/** /clientes (spec 03 §2, §9: 15 rows; 15/20/30/50/100; context menu 'pgrs'). */
export const gridClientes: GridDef<ClienteLinha> = gridDoSpec(GRID_CLIENTES, {
  id: 'clientes',
  rota: '/clientes',
  api: '/api/clientes',
  controlador: 'clientes',
  vazio: { substantivo: 'CLIENTE' },
  tamanhos: [15, 20, 30, 50, 100],
  tamanhoPadrao: 15,
  ordem: { campo: 'razao_social', direcao: 'asc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'razao_social', filtro: 'texto', copiavel: true, largura: 300 },
    { campo: 'nome_fantasia', filtro: 'texto', largura: 200 },
    { campo: 'cnpj', filtro: 'texto', formato: 'cnpj', copiavel: true, largura: 180 },
    { campo: 'tipo', filtro: 'selecao', opcoes: opcoes(TIPOS_CLIENTE), largura: 160 },
    { campo: 'cidade', filtro: 'texto', largura: 170 },
    { campo: 'uf', filtro: 'texto', largura: 80 },
    { campo: 'corretor', filtro: 'texto', largura: 220 },
    { campo: 'segurador', filtro: 'texto', largura: 220 },
    { campo: 'ativo', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_INATIVO, largura: 120 },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: '/cliente/novo',
    editar: (c) => `/cliente/${c.id}`,
    excluir: true,
    menu: [{ rotulo: 'pgrs', para: (c) => `/pgr_cliente/${c.id}` }],
  },
});

export type VeiculoDoClienteLinha = Esquema<'VinculoVeiculoDto'>;

/** The client's vehicles tab (spec 03 §9: 10 rows; 10/20/30/50/100), links active and inactive. */
export const gridVeiculosDoCliente: GridDef<VeiculoDoClienteLinha> = gridDoSpec(GRID_VEICULOS_CLIENTE, {
  id: 'cliente_veiculos',
  rota: '/cliente/:cliente_id/veiculos',
  api: '/api/clientes/:cliente_id/get_veiculos_transportador',
  controlador: 'veiculos',
  vazio: { substantivo: 'VEÍCULO' },
  tamanhos: [10, 20, 30, 50, 100],
  tamanhoPadrao: 10,
  ordem: { campo: 'data_cadastro', direcao: 'desc' },
  colunas: [
    { campo: 'placa', filtro: 'texto', formato: 'placa', copiavel: true, largura: 130 },
    { campo: 'tipo_veiculo', filtro: 'selecao', opcoes: opcoes(TIPOS_VEICULO), largura: 160 },
    { campo: 'tipo', filtro: 'selecao', opcoes: opcoes(TIPOS_VINCULO), largura: 140 },
    { campo: 'tecnologia', filtro: 'texto', largura: 160 },
    { campo: 'ativo', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_INATIVO, largura: 120 },
    { campo: 'idade', titulo: 'Idade do vínculo', valor: (l) => (l.ativo ? l.idade.descricao : ''), largura: 160 },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
    { campo: 'data_inativacao', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: 'vincular',
    rotuloAdicionar: 'Vincular veículo',
    requerAdicionar: 'update',
    duploClique: (l) => `/veiculo/${l.veiculo_id}`,
    menu: [
      {
        rotulo: 'Inativar vínculo',
        intent: 'inativar',
        requer: 'update',
        naBarra: true,
        visivel: (l) => l.ativo,
        confirmar: { titulo: 'Inativar vínculo', botao: 'Inativar', texto: (l) => ['Você deseja realmente inativar este vinculo?', l.idade.linha] },
      },
      { rotulo: 'Abrir veículo', para: (l) => `/veiculo/${l.veiculo_id}`, requer: 'show' },
    ],
  },
});

export type MotoristaDoClienteLinha = Esquema<'VinculoMotoristaDto'>;

/** The client's drivers tab (employees' sizes: 15/200/300/500/1000). */
export const gridMotoristasDoCliente: GridDef<MotoristaDoClienteLinha> = gridDoSpec(GRID_MOTORISTAS_CLIENTE, {
  id: 'cliente_motoristas',
  rota: '/cliente/:cliente_id/motoristas',
  api: '/api/clientes/:cliente_id/funcionarios',
  controlador: 'funcionarios',
  vazio: { substantivo: 'MOTORISTA' },
  tamanhos: [15, 200, 300, 500, 1000],
  tamanhoPadrao: 15,
  ordem: { campo: 'nome', direcao: 'asc' },
  colunas: [
    { campo: 'nome', filtro: 'texto', copiavel: true, largura: 280 },
    { campo: 'cpf', filtro: 'texto', formato: 'cpf', copiavel: true, largura: 150 },
    { campo: 'fone1', filtro: 'texto', formato: 'telefone', largura: 150 },
    { campo: 'vinculo', filtro: 'selecao', opcoes: opcoes(TIPOS_VINCULO), largura: 130 },
    { campo: 'ativo', filtro: 'selecao', formato: 'booleano', rotulosBooleano: ['Ativo', 'Inativo'], opcoes: ATIVO_INATIVO, largura: 120 },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
    { campo: 'data_inativacao', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: 'vincular',
    rotuloAdicionar: 'Vincular motorista',
    requerAdicionar: 'update',
    duploClique: (l) => `/funcionario/${l.funcionario_id}`,
    menu: [
      { rotulo: 'Alterar tipo do vínculo', para: (l) => `vincular?funcionario_id=${l.funcionario_id}`, requer: 'update', visivel: (l) => l.ativo },
      {
        rotulo: 'Desvincular',
        intent: 'desvincular',
        campoId: 'funcionario_id',
        requer: 'update',
        naBarra: true,
        visivel: (l) => l.ativo,
        confirmar: { titulo: 'Desvincular motorista', botao: 'Desvincular', texto: (l) => `O vínculo de ${l.nome} com este cliente será inativado.` },
      },
      { rotulo: 'Abrir funcionário', para: (l) => `/funcionario/${l.funcionario_id}`, requer: 'show' },
    ],
  },
});

export type GrupoDoClienteLinha = Esquema<'GrupoDoClienteDto'>;

/** Contact groups of a client (spec 03 §9: the client-group grid shows 1000 rows). */
export const gridGruposDoCliente: GridDef<GrupoDoClienteLinha> = gridDoSpec(GRID_GRUPOS_CLIENTE, {
  id: 'cliente_grupos',
  rota: '/cliente/:cliente_id/grupos',
  api: '/api/clientes/:cliente_id/grupo_contatos',
  controlador: 'clientes',
  vazio: { substantivo: 'GRUPO' },
  tamanhos: [1000],
  tamanhoPadrao: 1000,
  ordem: { campo: 'descricao', direcao: 'asc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 },
    { campo: 'ativo', filtro: 'selecao', formato: 'booleano', opcoes: SIM_NAO, largura: 130 },
    { campo: 'contatos', ordenavel: false, largura: 110 },
  ],
  acoes: {
    duploClique: (g) => `/grupo/${g.id}`,
    menu: [
      { rotulo: 'Vincular grupo', intent: 'vincular', requer: 'update', naBarra: true, visivel: (g) => !g.ativo },
      {
        rotulo: 'Desvincular grupo',
        intent: 'desvincular',
        requer: 'update',
        naBarra: true,
        visivel: (g) => g.ativo,
        confirmar: { titulo: 'Desvincular grupo', botao: 'Desvincular', texto: (g) => `O grupo ${g.descricao} deixará de valer para este cliente.` },
      },
      { rotulo: 'Abrir grupo', para: (g) => `/grupo/${g.id}` },
    ],
  },
});
