import { cnpjValido, cpfValido, normalizarPlaca, placaValida, somenteDigitos, FieldErrorBag } from '../shared/index.js';
import { FONTES_PROTOCOLO, limitarPesquisaConjunta, MAXIMO_PESQUISA_CONJUNTA, MENSAGENS_CADASTRO, politica, type Politica } from './regras.js';

/**
 * What the registration screens send, checked in the domain (spec 03 §3 "Blacklist entry",
 * "Registro", §4 "Protocol wizard", §5): documents digits only, the owner's document by its type,
 * the blacklist's kinds, the external protocol's source and validity.
 */
const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const TIPOS_DOCUMENTO = ['PF', 'PJ'] as const;
export const TIPOS_REGISTRO_BLACKLIST = ['MOTORISTA_EMPRESA', 'VEÍCULO'] as const;

export interface EntradaBlacklist {
  tipo_documento: (typeof TIPOS_DOCUMENTO)[number];
  tipo_registro: (typeof TIPOS_REGISTRO_BLACKLIST)[number];
  documento: string;
  nome: string;
  placa: string | null;
  motivo: string;
}

/** A blacklist entry: CPF for PF, CNPJ for PJ (digits only), a plate only for a vehicle, a reason. */
export function lerEntradaBlacklist(c: Record<string, unknown>): EntradaBlacklist {
  const bag = new FieldErrorBag();
  const tipoDoc = texto(c.tipo_documento).toUpperCase();
  const tipoReg = texto(c.tipo_registro).toUpperCase().replace('VEICULO', 'VEÍCULO');
  const documento = somenteDigitos(texto(c.documento));
  if (!(TIPOS_DOCUMENTO as readonly string[]).includes(tipoDoc)) bag.add('tipo_documento', 'deve ser PF ou PJ');
  if (!(TIPOS_REGISTRO_BLACKLIST as readonly string[]).includes(tipoReg)) bag.add('tipo_registro', 'deve ser MOTORISTA_EMPRESA ou VEÍCULO');
  if (tipoDoc === 'PF' && !cpfValido(documento)) bag.add('documento', 'CPF inválido');
  if (tipoDoc === 'PJ' && !cnpjValido(documento)) bag.add('documento', 'CNPJ inválido');
  const nome = texto(c.nome).toUpperCase();
  if (!nome) bag.add('nome', MENSAGENS_CADASTRO.obrigatorios);
  const motivo = texto(c.motivo);
  if (!motivo) bag.add('motivo', MENSAGENS_CADASTRO.obrigatorios);
  let placa: string | null = null;
  if (tipoReg === 'VEÍCULO') {
    placa = normalizarPlaca(texto(c.placa));
    if (!placaValida(placa)) bag.add('placa', 'Placa inválida');
  } else if (texto(c.placa)) bag.add('placa', 'Placa só para registro de veículo');
  bag.throwIfAny();
  return { tipo_documento: tipoDoc as EntradaBlacklist['tipo_documento'], tipo_registro: tipoReg as EntradaBlacklist['tipo_registro'], documento, nome, placa, motivo };
}

/** The owner's document by its type (spec 03 §5): PF → CPF, anything else → CNPJ; digits only. */
export function documentoDoProprietario(bag: FieldErrorBag, campo: string, tipo: unknown, documento: unknown): string | null {
  const doc = somenteDigitos(texto(documento));
  const pf = texto(tipo).toUpperCase() === 'PF';
  if (pf ? cpfValido(doc) : cnpjValido(doc)) return doc;
  bag.add(campo, pf ? MENSAGENS_CADASTRO.cpfProprietario : MENSAGENS_CADASTRO.cnpjProprietario);
  return null;
}

export interface ProtocoloExterno {
  cliente_id: number;
  fonte: (typeof FONTES_PROTOCOLO)[number];
  protocolo: string;
  validade: string;
  politica: Politica;
  motorista_id: number | null;
  veiculo_id: number | null;
}

/**
 * An external protocol (spec 03 §4 "Protocol wizard", §5): client, a source from the list, the
 * protocol, a validity from today on, a policy other than 6, and a driver or a vehicle.
 */
export function lerProtocoloExterno(c: Record<string, unknown>, hojeIso: string): ProtocoloExterno {
  const bag = new FieldErrorBag();
  const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
  const cliente = id(c.cliente_id);
  if (!cliente) bag.add('cliente_id', 'Cliente não selecionado');
  const fonte = texto(c.fonte).toUpperCase();
  if (!(FONTES_PROTOCOLO as readonly string[]).includes(fonte)) bag.add('fonte', `deve ser uma de: ${FONTES_PROTOCOLO.join(', ')}`);
  const protocolo = texto(c.protocolo);
  if (!protocolo) bag.add('protocolo', MENSAGENS_CADASTRO.obrigatorios);
  const validade = texto(c.validade);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validade) || Number.isNaN(Date.parse(validade))) bag.add('validade', 'deve ser uma data (aaaa-mm-dd)');
  else if (validade < hojeIso) bag.add('validade', 'A validade começa hoje');
  const p = politica(c.politica);
  if (!p || p === 6) bag.add('politica', 'Política inválida para protocolo');
  const motorista = id(c.motorista_id);
  const veiculo = id(c.veiculo_id);
  if (!motorista && !veiculo) bag.add('motorista_id', MENSAGENS_CADASTRO.protocoloSemItem);
  bag.throwIfAny();
  return { cliente_id: cliente!, fonte: fonte as ProtocoloExterno['fonte'], protocolo, validade, politica: p!, motorista_id: motorista, veiculo_id: veiculo };
}

/**
 * LGPD (issue 13): every consultation records its purpose and legal basis (art. 7º). Credit
 * protection is deliberately absent: the product keeps no credit-score data.
 */
export const BASES_LEGAIS = ['EXECUÇÃO DE CONTRATO', 'OBRIGAÇÃO LEGAL', 'EXERCÍCIO REGULAR DE DIREITOS', 'LEGÍTIMO INTERESSE', 'PROTEÇÃO DA VIDA'] as const;
export const FINALIDADE_PADRAO = 'Análise de perfil de risco exigida pela apólice de seguro da carga';

export interface MotoristaRegistro {
  cpf: string;
  nome: string;
  rg: string | null;
  rg_uf: string | null;
  cnh: string | null;
  fone1: string | null;
  fone2: string | null;
  cep: string | null;
}
export interface EmpresaRegistro {
  cnpj: string;
  razao_social: string;
  fone1: string | null;
  cep: string | null;
}
export interface VeiculoRegistro {
  placa: string;
  renavan: string | null;
  uf: string | null;
  tipo_proprietario: 'PF' | 'PJ';
  documento_proprietario: string;
}
export interface ProprietarioRegistro {
  documento: string;
  tipo_proprietario: 'PF' | 'PJ';
  nome: string | null;
  data_nascimento: string | null;
}
export interface PedidoRegistro {
  cliente_id: number;
  politica: Politica;
  is_pesquisa_conjunto: boolean;
  observacao: string | null;
  finalidade: string;
  base_legal: (typeof BASES_LEGAIS)[number];
  motorista: MotoristaRegistro | null;
  empresa: EmpresaRegistro | null;
  veiculos: VeiculoRegistro[];
  proprietarios: ProprietarioRegistro[];
}

const opcional = (v: unknown, max = 150) => texto(v).slice(0, max) || null;
const digitosOpcionais = (v: unknown) => somenteDigitos(texto(v)) || null;
const objeto = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const lista = (v: unknown): Array<Record<string, unknown>> => (Array.isArray(v) ? v.map((x) => objeto(x) ?? {}) : []);

/** Which parts each policy's template asks for (spec 03 §4 "Templates"). */
export function partesDaPolitica(p: Politica): { motorista: boolean; empresa: boolean; veiculos: boolean } {
  if (p === 5) return { motorista: true, empresa: false, veiculos: false };
  if (p === 6) return { motorista: false, empresa: true, veiculos: false };
  if (p === 7) return { motorista: false, empresa: false, veiculos: true };
  return { motorista: true, empresa: false, veiculos: true };
}

/**
 * A registration as sent by the wizard (spec 03 §3 "Registro", §4, §5): the parts of the policy's
 * template, documents digits only, each owner's document by its type, the joint search's limits
 * (one vehicle otherwise), and the LGPD purpose and legal basis. Field errors keyed by path.
 */
export function lerPedidoRegistro(c: Record<string, unknown>): PedidoRegistro {
  const bag = new FieldErrorBag();
  const cliente = typeof c.cliente_id === 'number' && Number.isInteger(c.cliente_id) && c.cliente_id > 0 ? c.cliente_id : null;
  if (!cliente) bag.add('cliente_id', 'Cliente não selecionado');
  const p = politica(c.politica);
  if (!p) bag.add('politica', 'deve ser uma de: 1, 2, 3, 5, 6, 7');
  const conjunto = c.is_pesquisa_conjunto === true;
  const finalidade = texto(c.finalidade).slice(0, 200);
  if (!finalidade) bag.add('finalidade', MENSAGENS_CADASTRO.obrigatorios);
  const base = texto(c.base_legal).toUpperCase();
  if (!(BASES_LEGAIS as readonly string[]).includes(base)) bag.add('base_legal', `deve ser uma de: ${BASES_LEGAIS.join(', ')}`);
  const partes = p ? partesDaPolitica(p) : { motorista: false, empresa: false, veiculos: false };

  let motorista: MotoristaRegistro | null = null;
  const m = objeto(c.motorista);
  if (partes.motorista) {
    const cpf = somenteDigitos(texto(m?.cpf));
    const nome = texto(m?.nome).toUpperCase().slice(0, 150);
    if (!m || !cpf || !nome) bag.add('motorista', MENSAGENS_CADASTRO.obrigatorios);
    if (m && cpf && !cpfValido(cpf)) bag.add('motorista.cpf', 'CPF inválido');
    motorista = { cpf, nome, rg: opcional(m?.rg, 20), rg_uf: opcional(m?.rg_uf, 2)?.toUpperCase() ?? null, cnh: digitosOpcionais(m?.cnh), fone1: digitosOpcionais(m?.fone1), fone2: digitosOpcionais(m?.fone2), cep: digitosOpcionais(m?.cep) };
    if (motorista.cnh && motorista.cnh.length !== 11) bag.add('motorista.cnh', 'CNH deve ter 11 dígitos');
  }

  let empresa: EmpresaRegistro | null = null;
  const e = objeto(c.empresa);
  if (partes.empresa) {
    const cnpj = somenteDigitos(texto(e?.cnpj));
    if (!cnpjValido(cnpj)) bag.add('empresa.cnpj', MENSAGENS_CADASTRO.cnpj);
    const razao = texto(e?.razao_social).toUpperCase().slice(0, 150);
    if (!razao) bag.add('empresa.razao_social', MENSAGENS_CADASTRO.obrigatorios);
    empresa = { cnpj, razao_social: razao, fone1: digitosOpcionais(e?.fone1), cep: digitosOpcionais(e?.cep) };
  }

  const veiculosBrutos = partes.veiculos ? lista(c.veiculos) : [];
  const proprietariosBrutos = partes.veiculos ? lista(c.proprietarios) : [];
  if (partes.veiculos && veiculosBrutos.length === 0) bag.add('veiculos', MENSAGENS_CADASTRO.obrigatorios);
  if (conjunto) limitarPesquisaConjunta(bag, veiculosBrutos.length, proprietariosBrutos.length);
  else {
    if (veiculosBrutos.length > 1) bag.add('veiculos', 'Mais de um veículo só na pesquisa conjunta');
    if (proprietariosBrutos.length > 0) bag.add('proprietarios', 'Proprietários adicionais só na pesquisa conjunta');
  }
  const placas = new Set<string>();
  const veiculos = veiculosBrutos.slice(0, MAXIMO_PESQUISA_CONJUNTA).map((v, i): VeiculoRegistro => {
    const placa = normalizarPlaca(texto(v.placa));
    if (!placaValida(placa)) bag.add(`veiculos.${i}.placa`, 'Placa inválida');
    else if (placas.has(placa)) bag.add(`veiculos.${i}.placa`, 'Placa repetida na pesquisa');
    placas.add(placa);
    const renavan = digitosOpcionais(v.renavan);
    if (renavan && renavan.length !== 11) bag.add(`veiculos.${i}.renavan`, 'Renavam deve ter 11 dígitos');
    const tipo = texto(v.tipo_proprietario).toUpperCase() === 'PF' ? 'PF' : 'PJ';
    const doc = documentoDoProprietario(bag, `veiculos.${i}.documento_proprietario`, tipo, v.documento_proprietario) ?? '';
    return { placa, renavan, uf: opcional(v.uf, 2)?.toUpperCase() ?? null, tipo_proprietario: tipo, documento_proprietario: doc };
  });
  const proprietarios = proprietariosBrutos.slice(0, MAXIMO_PESQUISA_CONJUNTA - 1).map((o, i): ProprietarioRegistro => {
    const tipo = texto(o.tipo_proprietario).toUpperCase() === 'PF' ? 'PF' : 'PJ';
    const doc = documentoDoProprietario(bag, `proprietarios.${i}.documento`, tipo, o.documento) ?? '';
    const nascimento = texto(o.data_nascimento);
    if (nascimento && !/^\d{4}-\d{2}-\d{2}$/.test(nascimento)) bag.add(`proprietarios.${i}.data_nascimento`, 'deve ser uma data (aaaa-mm-dd)');
    return { documento: doc, tipo_proprietario: tipo, nome: opcional(o.nome)?.toUpperCase() ?? null, data_nascimento: nascimento || null };
  });
  bag.throwIfAny();
  return {
    cliente_id: cliente!, politica: p!, is_pesquisa_conjunto: conjunto, observacao: opcional(c.observacao, 2000), finalidade,
    base_legal: base as PedidoRegistro['base_legal'], motorista, empresa, veiculos, proprietarios,
  };
}

/** The documents a registration consults, for the registry lookup and the LGPD record. */
export function documentosDoPedido(p: PedidoRegistro): { cpfs: string[]; cnpjs: string[]; placas: string[] } {
  const cpfs = new Set<string>();
  const cnpjs = new Set<string>();
  if (p.motorista) cpfs.add(p.motorista.cpf);
  if (p.empresa) cnpjs.add(p.empresa.cnpj);
  for (const v of p.veiculos) (v.tipo_proprietario === 'PF' ? cpfs : cnpjs).add(v.documento_proprietario);
  for (const o of p.proprietarios) (o.tipo_proprietario === 'PF' ? cpfs : cnpjs).add(o.documento);
  return { cpfs: [...cpfs], cnpjs: [...cnpjs], placas: p.veiculos.map((v) => v.placa) };
}
