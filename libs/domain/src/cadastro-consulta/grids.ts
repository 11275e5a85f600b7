import type { GridSpec } from '../shared/index.js';
import { TIPOS_DOCUMENTO, TIPOS_REGISTRO_BLACKLIST } from './entradas.js';
import { OPERACOES_LGPD } from './apoio.js';
import { CRITERIOS, VALIDADES_CONFIGURACAO } from './regras.js';

/** Master-data grids of the registration context: 18 rows (18/20/30/50/100), spec 03 §9 "Grids". */
const TAMANHOS = { tamanhoPadrao: 18, tamanhoMaximo: 100 } as const;

/**
 * /list-blacklist (spec 03 §3 "Blacklist entry", §5 "Blacklist"): newest first; the document
 * filter takes the masked text (filtroDocumentoBlacklist).
 */
export const GRID_BLACKLIST = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código' },
    tipo_documento: { tipo: 'enum', titulo: 'Tipo de documento', valores: TIPOS_DOCUMENTO },
    tipo_registro: { tipo: 'enum', titulo: 'Tipo de registro', valores: TIPOS_REGISTRO_BLACKLIST },
    documento: { tipo: 'texto', titulo: 'Documento' },
    nome: { tipo: 'texto', titulo: 'Nome' },
    placa: { tipo: 'texto', titulo: 'Placa' },
    motivo: { tipo: 'texto', titulo: 'Motivo' },
    usuario_que_cadastrou: { tipo: 'texto', titulo: 'Cadastrado por' },
    data_cadastro: { tipo: 'data', titulo: 'Data de cadastro' },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  ...TAMANHOS,
} as const satisfies GridSpec;

/** /configuracoes (spec 03 §3 "Configuration"): the client's name is its own (clientes.razao_social). */
export const GRID_CONFIGURACOES = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código' },
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', oculta: true },
    razao_social: { tipo: 'texto', titulo: 'Cliente' },
    criterio: { tipo: 'enum', titulo: 'Critério', valores: CRITERIOS },
    validade_em_dias: { tipo: 'enum', titulo: 'Validade (dias)', valores: VALIDADES_CONFIGURACAO.map(String) },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  ...TAMANHOS,
} as const satisfies GridSpec;

/** The data subject's processing history on /lgpd (issue 13): newest first. */
export const GRID_LGPD_TRATAMENTOS = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código', oculta: true },
    data: { tipo: 'data', titulo: 'Data' },
    operacao: { tipo: 'enum', titulo: 'Operação', valores: OPERACOES_LGPD },
    finalidade: { tipo: 'texto', titulo: 'Finalidade' },
    base_legal: { tipo: 'texto', titulo: 'Base legal' },
    registro_id: { tipo: 'inteiro', titulo: 'Registro' },
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    usuario: { tipo: 'texto', titulo: 'Usuário' },
  },
  ordemPadrao: { campo: 'data', direcao: 'desc' },
  ...TAMANHOS,
} as const satisfies GridSpec;
