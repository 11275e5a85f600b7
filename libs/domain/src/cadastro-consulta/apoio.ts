import { cnpjValido, cpfValido, somenteDigitos, FieldErrorBag, ForbiddenError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { CRITERIOS, VALIDADES_CONFIGURACAO, type Criterio } from './regras.js';

/**
 * The registration context's support records (issue 13; spec 03 §3 "Blacklist entry",
 * "Configuration", §5 "Blacklist", "Configuration", §8 "Registration"): the blacklist's messages
 * and its document filter, the clients' validity configurations and the LGPD record of every
 * processing of a person's data.
 */
const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Third parties' personal data (the blacklist, the data subject's service) and the desk's own
 * settings are for the desk: a user scoped to clients is refused (403) even if an access rule
 * was granted to it by mistake.
 */
export function exigirEquipe(escopo: EscopoTenant, mensagem: string): void {
  if (escopo.tipo !== 'todos') throw new ForbiddenError(mensagem);
}

// ---------------------------------------------------------------------------------------------
// Blacklist

export const MENSAGENS_BLACKLIST = {
  incluida: 'INCLUSÃO REALIZADA COM SUCESSO',
  removida: 'Registro removido da blacklist',
  duplicada: 'Documento já consta na blacklist',
  naoEncontrada: 'Registro não encontrado na blacklist',
  somenteEquipe: 'A blacklist é restrita à equipe da gerenciadora',
  consultaVazia: 'Informe o documento ou a placa',
} as const;

/** The check's refusal of a vehicle (the registry lookup and the checklist's find_placa say the same). */
export function mensagemPlacaNaBlacklist(placa: string, motivo: string): string {
  return `PLACA ${placa} CONSTA NA BLACKLIST: ${motivo}`;
}

/**
 * The grid's document filter (spec 03 §5 "Blacklist"): parentheses, dots, spaces and dashes are
 * stripped (and the CNPJ's slash), so a masked document finds the digits the table holds.
 */
export function filtroDocumentoBlacklist(valor: string): string {
  return valor.replace(/[().\s\-/]/g, '');
}

/** Why and on what basis a blacklist entry processes a person's data (LGPD art. 7º, IX). */
export const TRATAMENTO_BLACKLIST = { finalidade: 'Prevenção de fraude e roubo de carga', base_legal: 'LEGÍTIMO INTERESSE' } as const;

// ---------------------------------------------------------------------------------------------
// Configurations

/** The configuration's choices as the modal shows them (spec 03 §9 "Configuration choices"). */
export const OPCOES_VALIDADE_CONFIGURACAO: ReadonlyArray<{ dias: (typeof VALIDADES_CONFIGURACAO)[number]; rotulo: string }> = [
  { dias: 90, rotulo: '3 meses (90 dias)' },
  { dias: 180, rotulo: '6 meses (180 dias)' },
  { dias: 365, rotulo: '12 meses (365 dias)' },
];

export const MENSAGENS_CONFIGURACAO = {
  salvas: 'CONFIGURAÇÕES SALVAS COM SUCESSO',
  removida: 'Configuração removida com sucesso',
  naoEncontrada: 'Configuração não encontrada',
  cliente: 'Cliente não selecionado',
  clienteFixo: 'O cliente não pode ser alterado',
  somenteEquipe: 'Somente a equipe da gerenciadora altera as configurações',
  duplicada: (razao: string, criterio: string) => `${razao || 'O cliente'} já tem uma configuração para o critério ${criterio}`,
} as const;

export interface EntradaConfiguracao {
  cliente_id: number;
  criterio: Criterio;
  validade_em_dias: (typeof VALIDADES_CONFIGURACAO)[number];
}

/**
 * A configuration as the modal sends it (spec 03 §3 "Configuration", §5): a client, a criterion
 * among CRITERIOS, a validity of 90, 180 or 365 days (numbers or their text). The client's name
 * (razao_social) is the client's own and is not read. `atual` is the row being edited: its client
 * may not change (spec 03 §4 "Edit makes the client read-only").
 */
export function lerConfiguracao(c: Record<string, unknown>, atual?: { cliente_id: number } | null): EntradaConfiguracao {
  const bag = new FieldErrorBag();
  const cliente = typeof c.cliente_id === 'number' && Number.isInteger(c.cliente_id) && c.cliente_id > 0 ? c.cliente_id : null;
  if (!cliente) bag.add('cliente_id', MENSAGENS_CONFIGURACAO.cliente);
  else if (atual && atual.cliente_id !== cliente) bag.add('cliente_id', MENSAGENS_CONFIGURACAO.clienteFixo);
  const criterio = texto(c.criterio).toUpperCase().replace('VEÍCULO', 'VEICULO').replace('AUTÔNOMO', 'AUTONOMO');
  if (!(CRITERIOS as readonly string[]).includes(criterio)) bag.add('criterio', `deve ser um de: ${CRITERIOS.join(', ')}`);
  const dias = typeof c.validade_em_dias === 'number' ? c.validade_em_dias : /^\d{2,3}$/.test(texto(c.validade_em_dias)) ? Number(texto(c.validade_em_dias)) : NaN;
  if (!(VALIDADES_CONFIGURACAO as readonly number[]).includes(dias)) bag.add('validade_em_dias', `deve ser ${VALIDADES_CONFIGURACAO.join(', ')} dias`);
  bag.throwIfAny();
  return { cliente_id: cliente!, criterio: criterio as Criterio, validade_em_dias: dias as EntradaConfiguracao['validade_em_dias'] };
}

// ---------------------------------------------------------------------------------------------
// LGPD

/** What a processing of a person's data was (issue 13 "LGPD"); the first four come from registrations. */
export const OPERACOES_LGPD = ['CONSULTA', 'RENOVACAO', 'ANALISE', 'PROTOCOLO_EXTERNO', 'BLACKLIST_INCLUSAO', 'BLACKLIST_REMOCAO', 'EXPORTACAO'] as const;
export type OperacaoLgpd = (typeof OPERACOES_LGPD)[number];

/** The data subject's request (art. 18, II and V): answering it is a legal obligation. */
export const TRATAMENTO_EXPORTACAO = { finalidade: 'Atendimento ao titular: acesso e portabilidade (art. 18 da LGPD)', base_legal: 'OBRIGAÇÃO LEGAL' } as const;

export const MENSAGENS_LGPD = {
  documento: 'CPF ou CNPJ inválido',
  somenteEquipe: 'Atendimento ao titular restrito à equipe da gerenciadora',
} as const;

/** A data subject's document in a path: a valid CPF (11 digits) or CNPJ (14), masked or not; 400 otherwise. */
export function documentoDoTitular(valor: unknown): { documento: string; tipo: 'CPF' | 'CNPJ' } {
  const doc = somenteDigitos(texto(valor));
  if (doc.length === 11 && cpfValido(doc)) return { documento: doc, tipo: 'CPF' };
  if (doc.length === 14 && cnpjValido(doc)) return { documento: doc, tipo: 'CNPJ' };
  throw ValidationError.campo('documento', MENSAGENS_LGPD.documento);
}
