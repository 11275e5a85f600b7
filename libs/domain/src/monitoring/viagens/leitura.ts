import { isGestor, type EscopoTenant } from '../../identity/index.js';
import { ForbiddenError } from '../../shared/index.js';

/**
 * Who may READ a trip (spec 02 §2 "Trip lists" and "Trip pages", §6): staff every trip; a client
 * user (group 8) its own client's trips, as their carrier; a shipper manager (groups 10, 11, 16,
 * 17) also the trips whose shipper (embarcador_id) is one of the clients it manages, whoever
 * carries them: the /a/* lists show those, and their view, print and occurrence pages must open.
 *
 * Reading only. Every write (start, finish, cancel, occurrence, observation, situation, edit)
 * keeps the carrier's scope (`exigirCliente` on the trip's cliente_id) and the group rules, so a
 * shipper never acts on a load another carrier carries.
 *
 * One rule for the per-trip reads (`exigirLeituraViagem`) and for the lists' SQL, which filters
 * by the same two sets (`alcanceLeituraViagens`).
 */
export type AlcanceLeituraViagens =
  | { tipo: 'todos' }
  | {
      tipo: 'restrito';
      /** Trips carried by these clients (cliente_id). */
      clientes: readonly number[];
      /** Trips shipped by these clients (embarcador_id): a shipper manager's managed clients; none for anyone else. */
      embarcadores: readonly number[];
    };

/** The reader: its group and its tenant scope (UsuarioAutenticado, AutorViagem['usuario']). */
export interface LeitorViagem {
  grupo_usuario_id: number;
  escopo: EscopoTenant;
}

/** The trip as the rule sees it. */
export interface ViagemLegivel {
  cliente_id: number | null;
  embarcador_id: number | null;
}

export function alcanceLeituraViagens(u: LeitorViagem): AlcanceLeituraViagens {
  if (u.escopo.tipo === 'todos') return { tipo: 'todos' };
  return { tipo: 'restrito', clientes: u.escopo.ids, embarcadores: isGestor(u.grupo_usuario_id) ? u.escopo.ids : [] };
}

export function podeLerViagem(u: LeitorViagem, v: ViagemLegivel): boolean {
  const a = alcanceLeituraViagens(u);
  if (a.tipo === 'todos') return true;
  const em = (ids: readonly number[], id: number | null) => id !== null && ids.includes(id);
  return em(a.clientes, v.cliente_id) || em(a.embarcadores, v.embarcador_id);
}

/** 403 'Não há permissão' (the scope's message) when the reader may not read the trip. */
export function exigirLeituraViagem(u: LeitorViagem, v: ViagemLegivel): void {
  if (!podeLerViagem(u, v)) throw new ForbiddenError('Não há permissão');
}
