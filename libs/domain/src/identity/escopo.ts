import { ForbiddenError } from '../shared/index.js';
import { GRUPOS_GESTORES, isClienteUser } from './grupos.js';

/**
 * Tenant scope (ARCHITECTURE.md "Authorisation"): a client user reads and writes only its own
 * cliente_id; a shipper manager only its managed clients (and its own, when it has one); staff all.
 */
export type EscopoTenant = { tipo: 'todos' } | { tipo: 'clientes'; ids: number[] };

export function escopoDoUsuario(u: { grupo_usuario_id: number; cliente_id: number | null; clientes_gerenciados: number[] }): EscopoTenant {
  if (isClienteUser(u.grupo_usuario_id)) return { tipo: 'clientes', ids: u.cliente_id ? [u.cliente_id] : [] };
  if (GRUPOS_GESTORES.includes(u.grupo_usuario_id)) {
    const ids = new Set(u.clientes_gerenciados);
    if (u.cliente_id) ids.add(u.cliente_id);
    return { tipo: 'clientes', ids: [...ids] };
  }
  return { tipo: 'todos' };
}

export function podeVerCliente(escopo: EscopoTenant, clienteId: number | null | undefined): boolean {
  if (escopo.tipo === 'todos') return true;
  return clienteId !== null && clienteId !== undefined && escopo.ids.includes(clienteId);
}

/** Throws 403 'Não há permissão' when the scope does not reach the client (spec 03 §6). */
export function exigirCliente(escopo: EscopoTenant, clienteId: number | null | undefined): void {
  if (!podeVerCliente(escopo, clienteId)) throw new ForbiddenError('Não há permissão');
}

/** The cliente_id a write must use: a scoped user's own client when it has only one. */
export function clienteParaGravar(escopo: EscopoTenant, informado: number | null | undefined): number | null {
  if (escopo.tipo === 'todos') return informado ?? null;
  if (informado === null || informado === undefined) return escopo.ids.length === 1 ? escopo.ids[0]! : null;
  exigirCliente(escopo, informado);
  return informado;
}
