import { NotFoundError } from '../shared/index.js';
import { exigirCliente, type EscopoTenant } from '../identity/index.js';
import { laudoInicial, LAUDOS_FAVORAVEIS, motivoDasRestricoes, protocoloRegistro } from './analise.js';
import type { PedidoRegistro } from './entradas.js';
import type { ItemRegistroGravado, NovoItemRegistro, NovoRegistro, PerfilDoMotorista, RegistroRepository, RegistroTravado, RespostaConsultaDocumentos, UsuarioCadastro } from './ports.js';

/**
 * What the write use cases of registrations share (issue 13; spec 03 §4 "Registration", §5, §7):
 * the messages, who may analyse, correct and remove, the items of a consultation with the laudo
 * its lookup gives them, and the write of a registration with its drivers' profiles.
 */

/** Groups that may remove a registration's protocol (spec 03 §2, §6). */
export const GRUPOS_REMOVER_PROTOCOLO = [3, 4] as const;
export const MENSAGENS_REGISTRO = {
  naoEncontrado: 'Registro não encontrado',
  removido: 'Protocolo removido com sucesso',
  remocaoProibida: 'Remover protocolo: só os grupos 3 e 4',
  registrado: 'Registrado com sucesso',
  vigenteMantida: 'Consulta vigente mantida',
  atualizado: 'REGISTRO ATUALIZADO COM SUCESSO',
  renovado: 'ENVIO REALIZADO COM SUCESSO',
  protocoloDuplicado: 'Protocolo já registrado',
  analiseProibida: 'Análise de itens só para a equipe de cadastro',
} as const;

/** The item analysis (an observation with a verdict): the desk with cadastro_consulta#liberar. */
export function podeAnalisarRegistro(u: Pick<UsuarioCadastro, 'escopo' | 'acessos'>): boolean {
  return u.escopo.tipo === 'todos' && !!u.acessos.cadastro_consulta?.includes('liberar');
}

/** Attachments and corrections: the desk with cadastro_consulta#update. */
export function podeAlterarRegistro(u: Pick<UsuarioCadastro, 'escopo' | 'acessos'>): boolean {
  return u.escopo.tipo === 'todos' && !!u.acessos.cadastro_consulta?.includes('update');
}

/** The items of a consultation, each with the laudo the lookup gives it (driver, company, vehicles, owners). */
export function itensDoPedido(p: PedidoRegistro, r: RespostaConsultaDocumentos, hojeIso: string): NovoItemRegistro[] {
  const restricao = (...chaves: Array<string | null>) => motivoDasRestricoes(r.restricoes, ...chaves);
  const itens: NovoItemRegistro[] = [];
  if (p.motorista) {
    const m = p.motorista;
    const achada = r.pessoas.find((x) => x.cpf === m.cpf);
    const laudo = laudoInicial({ restricao: restricao(m.cpf), cnhValidade: achada?.cnh_validade ?? null, hojeIso });
    itens.push({ tipo_registro: 'MOTORISTA', documento: m.cpf, placa: null, nome: m.nome, funcionario_id: achada?.funcionario_id ?? null, veiculo_id: null, ...laudo, dados: { rg: m.rg, rg_uf: m.rg_uf, cnh: m.cnh, fone1: m.fone1, fone2: m.fone2, cep: m.cep } });
  }
  if (p.empresa) {
    const e = p.empresa;
    itens.push({ tipo_registro: 'EMPRESA', documento: e.cnpj, placa: null, nome: e.razao_social, funcionario_id: null, veiculo_id: null, ...laudoInicial({ restricao: restricao(e.cnpj), cnhValidade: null, hojeIso }), dados: { fone1: e.fone1, cep: e.cep } });
  }
  for (const v of p.veiculos) {
    const achado = r.veiculos.find((x) => x.placa === v.placa);
    const motivo = restricao(v.placa, v.documento_proprietario);
    itens.push({ tipo_registro: 'VEICULO', documento: v.documento_proprietario, placa: v.placa, nome: null, funcionario_id: null, veiculo_id: achado?.veiculo_id ?? null, ...laudoInicial({ restricao: motivo, cnhValidade: null, hojeIso }), dados: { renavan: v.renavan, uf: v.uf, tipo_proprietario: v.tipo_proprietario, documento_proprietario: v.documento_proprietario } });
  }
  for (const o of p.proprietarios) {
    itens.push({ tipo_registro: 'PROPRIETARIO', documento: o.documento, placa: null, nome: o.nome, funcionario_id: null, veiculo_id: null, ...laudoInicial({ restricao: restricao(o.documento), cnhValidade: null, hojeIso }), dados: { tipo_proprietario: o.tipo_proprietario, data_nascimento: o.data_nascimento } });
  }
  return itens;
}

/** The main document of a consultation (driver, company or first vehicle): its current valid registration, if any. */
export function vigenteDoPrincipal(p: PedidoRegistro, r: RespostaConsultaDocumentos): number | null {
  if (p.motorista) return r.pessoas.find((x) => x.cpf === p.motorista!.cpf)?.registro_id ?? null;
  if (p.empresa) return r.empresas.find((x) => x.cnpj === p.empresa!.cnpj)?.registro_id ?? null;
  const v = p.veiculos[0];
  return v ? (r.veiculos.find((x) => x.placa === v.placa)?.registro_id ?? null) : null;
}

/**
 * What an item does to its driver's profile for the client: a favourable, unblocked driver item
 * writes the protocol (cut to the column's 40 characters); any other driver item removes the
 * profile it had written; an item of another kind, or of a driver not on file, touches nothing.
 */
export function perfilDoItem(
  i: Pick<ItemRegistroGravado, 'id' | 'tipo_registro' | 'funcionario_id' | 'laudo' | 'bloqueado'>,
  r: { cliente_id: number; protocolo: string; validade: Date },
): { gravar: PerfilDoMotorista } | { remover: number } | null {
  if (i.tipo_registro !== 'MOTORISTA' || !i.funcionario_id) return null;
  if (LAUDOS_FAVORAVEIS.includes(i.laudo) && !i.bloqueado) {
    return { gravar: { funcionario_id: i.funcionario_id, cliente_id: r.cliente_id, protocolo: r.protocolo.slice(0, 40), validade: r.validade, registro_item_id: i.id } };
  }
  return { remover: i.id };
}

/** Applies perfilDoItem through the repository. */
export async function atualizarPerfil(repo: RegistroRepository, i: Parameters<typeof perfilDoItem>[0], r: Parameters<typeof perfilDoItem>[1]): Promise<void> {
  const efeito = perfilDoItem(i, r);
  if (!efeito) return;
  if ('gravar' in efeito) await repo.gravarPerfil(efeito.gravar);
  else await repo.removerPerfilDoItem(efeito.remover);
}

/**
 * Writes a registration with its items (inside the caller's transaction): the protocol given, or
 * made from the new id and the date; each driver item updates its profile.
 */
export async function gravarRegistro(
  repo: RegistroRepository,
  r: Omit<NovoRegistro, 'id' | 'protocolo'> & { protocolo: string | null },
  itens: readonly NovoItemRegistro[],
): Promise<{ id: number; hash: string; protocolo: string; status: NovoRegistro['status']; validade: string }> {
  const id = await repo.proximoId();
  const protocolo = r.protocolo ?? protocoloRegistro(id, r.data);
  const gravado = await repo.inserir({ ...r, id, protocolo }, itens);
  for (const i of gravado.itens) await atualizarPerfil(repo, i, { cliente_id: r.cliente_id, protocolo, validade: r.validade });
  return { id, hash: gravado.hash, protocolo, status: r.status, validade: r.validade.toISOString() };
}

/** The registration row locked for a change, within the user's scope (404 missing, 403 another client's). */
export async function travarRegistro(repo: RegistroRepository, id: number, escopo: EscopoTenant): Promise<RegistroTravado> {
  const r = await repo.travar(id);
  if (!r) throw new NotFoundError(MENSAGENS_REGISTRO.naoEncontrado);
  exigirCliente(escopo, r.cliente_id);
  return r;
}
