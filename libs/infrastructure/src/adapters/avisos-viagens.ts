import type { AvisosViagens, ViagemMudada } from '@gr/domain';
import type { CanalAvisos } from './canal-avisos.js';

/**
 * A change of trips on the wire: `{"v":[[id, cliente_id, embarcador_id, 1 when it changed list], ...]}`.
 * Ids and tenancy keys only (ARCHITECTURE.md: ids, not rows); a few dozen bytes a trip.
 */
export function codificarMudancas(viagens: readonly ViagemMudada[]): string {
  return JSON.stringify({ v: viagens.map((x) => [x.id, x.cliente_id, x.embarcador_id, x.mudouDeLista ? 1 : 0]) });
}

const idOuNulo = (x: unknown): number | null => (x === null ? null : Number.isSafeInteger(x) ? (x as number) : NaN);

/** The trips of a message, or null for a message that is not one (another writer on the channel, a bad version). */
export function decodificarMudancas(mensagem: string): ViagemMudada[] | null {
  let corpo: unknown;
  try {
    corpo = JSON.parse(mensagem);
  } catch {
    return null;
  }
  const v = (corpo as { v?: unknown } | null)?.v;
  if (!Array.isArray(v)) return null;
  const out: ViagemMudada[] = [];
  for (const item of v) {
    if (!Array.isArray(item) || item.length !== 4) return null;
    const [id, cliente_id, embarcador_id, lista] = item as unknown[];
    const m = { id: idOuNulo(id), cliente_id: idOuNulo(cliente_id), embarcador_id: idOuNulo(embarcador_id) };
    if (m.id === null || Number.isNaN(m.id) || Number.isNaN(m.cliente_id) || Number.isNaN(m.embarcador_id)) return null;
    out.push({ id: m.id, cliente_id: m.cliente_id, embarcador_id: m.embarcador_id, mudouDeLista: lista === 1 });
  }
  return out;
}

/**
 * The port over a channel among the backend's processes (Redis pub/sub, or in-process with the
 * embedded database): every process hears every change, its own included, and streams it to its
 * own subscribers. Publishing is fire-and-forget: the change is committed already, and a failed
 * publish is told to `aoFalhar` (the desk catches up at its periodic reload).
 */
export class AvisosViagensPeloCanal implements AvisosViagens {
  constructor(
    private readonly canal: CanalAvisos,
    private readonly aoFalhar: (e: unknown) => void = () => {},
  ) {}

  mudaram(viagens: readonly ViagemMudada[]): void {
    if (!viagens.length) return;
    try {
      this.canal.publicar(codificarMudancas(viagens)).catch(this.aoFalhar);
    } catch (e) {
      this.aoFalhar(e);
    }
  }
}
