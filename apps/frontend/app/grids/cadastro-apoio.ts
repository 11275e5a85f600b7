import { CRITERIOS, GRID_BLACKLIST, GRID_CONFIGURACOES, OPCOES_VALIDADE_CONFIGURACAO, TIPOS_DOCUMENTO, TIPOS_REGISTRO_BLACKLIST } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import { exibir } from '~/lib/mascaras';
import type { Esquema } from '~/lib/tipos';

export type BlacklistLinha = Esquema<'BlacklistLinhaDto'>;
export type ConfiguracaoLinha = Esquema<'ConfiguracaoDto'>;

/** How the screens name the blacklist's kinds and the criteria (spec 03 §3, §4). */
export const ROTULOS_TIPO_DOCUMENTO: Readonly<Record<(typeof TIPOS_DOCUMENTO)[number], string>> = { PF: 'Pessoa física (CPF)', PJ: 'Pessoa jurídica (CNPJ)' };
export const ROTULOS_TIPO_REGISTRO: Readonly<Record<(typeof TIPOS_REGISTRO_BLACKLIST)[number], string>> = {
  MOTORISTA_EMPRESA: 'Motorista ou empresa',
  VEÍCULO: 'Veículo',
};
export const ROTULOS_CRITERIO: Readonly<Record<(typeof CRITERIOS)[number], string>> = {
  AUTONOMO: 'Autônomo',
  FROTA: 'Frota',
  AGREGADO: 'Agregado',
  INDIVIDUAL: 'Individual',
  EMPRESA: 'Empresa',
  VEICULO: 'Veículo',
};

export const documentoExibido = (tipo: string, documento: string) => exibir(tipo === 'PJ' ? 'cnpj' : 'cpf', documento);

/**
 * /list-blacklist (spec 03 §2, §5 "Blacklist"; 18 rows, 18/20/30/50/100): add opens the wizard
 * (/novo-blacklist); delete asks 'Deseja excluir?' and shows the server's message. The document
 * filter takes the mask; the server strips it.
 */
export const gridBlacklist: GridDef<BlacklistLinha> = gridDoSpec(GRID_BLACKLIST, {
  id: 'blacklist',
  rota: '/list-blacklist',
  api: '/api/blacklist/list',
  controlador: 'blacklist',
  vazio: { substantivo: 'REGISTRO NA BLACKLIST' },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    {
      campo: 'tipo_documento',
      filtro: 'selecao',
      opcoes: TIPOS_DOCUMENTO.map((v) => ({ valor: v, rotulo: v })),
      largura: 160,
    },
    {
      campo: 'tipo_registro',
      filtro: 'selecao',
      opcoes: TIPOS_REGISTRO_BLACKLIST.map((v) => ({
        valor: v,
        rotulo: ROTULOS_TIPO_REGISTRO[v],
      })),
      valor: (r) => ROTULOS_TIPO_REGISTRO[r.tipo_registro as keyof typeof ROTULOS_TIPO_REGISTRO] ?? r.tipo_registro,
      ordenavel: true,
      largura: 170,
    },
    {
      campo: 'documento',
      filtro: 'texto',
      valor: (r) => documentoExibido(r.tipo_documento, r.documento),
      ordenavel: true,
      copiavel: true,
      largura: 190,
    },
    { campo: 'nome', filtro: 'texto', copiavel: true, largura: 260 },
    {
      campo: 'placa',
      filtro: 'texto',
      formato: 'placa',
      copiavel: true,
      largura: 120,
    },
    { campo: 'motivo', filtro: 'texto', largura: 320 },
    { campo: 'usuario_que_cadastrou', filtro: 'texto', largura: 160 },
    {
      campo: 'data_cadastro',
      filtro: 'periodo',
      formato: 'data',
      largura: 200,
    },
  ],
  acoes: {
    adicionar: '/novo-blacklist',
    rotuloAdicionar: 'Incluir na blacklist',
    excluir: true,
  },
});

/**
 * /configuracoes (spec 03 §2, §4 "Configuration modal"; 18 rows): add and edit open the modal
 * (/configuracoes/novo, /configuracoes/{id}); only the desk with cadastro_consulta#update changes
 * them (the server checks again).
 */
export const gridConfiguracoes: GridDef<ConfiguracaoLinha> = gridDoSpec(GRID_CONFIGURACOES, {
  id: 'configuracoes',
  rota: '/configuracoes',
  api: '/api/cadastro_consulta/configuracoes',
  controlador: 'cadastro_consulta',
  vazio: { substantivo: 'CONFIGURAÇÃO', feminino: true },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'razao_social', filtro: 'texto', largura: 340 },
    {
      campo: 'criterio',
      filtro: 'selecao',
      opcoes: CRITERIOS.map((c) => ({
        valor: c,
        rotulo: ROTULOS_CRITERIO[c],
      })),
      valor: (r) => ROTULOS_CRITERIO[r.criterio as keyof typeof ROTULOS_CRITERIO] ?? r.criterio,
      ordenavel: true,
      largura: 170,
    },
    {
      campo: 'validade_em_dias',
      filtro: 'selecao',
      opcoes: OPCOES_VALIDADE_CONFIGURACAO.map((o) => ({
        valor: String(o.dias),
        rotulo: o.rotulo,
      })),
      valor: (r) => OPCOES_VALIDADE_CONFIGURACAO.find((o) => o.dias === r.validade_em_dias)?.rotulo ?? `${r.validade_em_dias} dias`,
      ordenavel: true,
      largura: 200,
    },
  ],
  acoes: {
    adicionar: 'novo',
    requerAdicionar: 'update',
    editar: (r) => `${r.id}`,
    excluir: true,
  },
});
