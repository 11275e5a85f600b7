import { cnpjValido, cpfValido, normalizarPlaca, placaValida, somenteDigitos } from '../shared/documentos.js';
import { FieldErrorBag } from '../shared/errors.js';
import { FONTES_PROTOCOLO, MENSAGENS_CADASTRO, politica, type Politica } from './regras.js';

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
