import { podeLerViagem, type LeitorViagem, type ViagemLegivel } from './leitura.js';

/**
 * The desk is pushed, not only polled (ARCHITECTURE.md "Telemetry, live desk and jobs"; issue 22):
 * once a change to trips is committed — a fix applied, a lifecycle transition, an occurrence,
 * observation or situation, a signal loss, the form's save — whoever made it tells which trips
 * changed. Ids and the two keys the read rule needs, never rows: each desk reloads what it shows
 * through its own list call, with its own scope.
 */
export interface ViagemMudada extends ViagemLegivel {
  id: number;
  /**
   * It entered or left a list (created, its status changed, deleted): a page that does not show
   * it may have to now. A fix or an occurrence changes a row where it is.
   */
  mudouDeLista: boolean;
}

/** The port. Never throws and never waits for delivery: a lost notice costs a periodic reload, never a write. */
export interface AvisosViagens {
  mudaram(viagens: readonly ViagemMudada[]): void;
}

/** What one reader may be told of a change: the ids of the trips it may read, and whether one of those changed list. */
export interface MudancaVisivel {
  ids: number[];
  mudouDeLista: boolean;
}

/**
 * The ids of `viagens` that `leitor` may read (podeLerViagem, the one read rule of the lists),
 * each once; null when it may read none of them, so nothing is sent.
 */
export function mudancaVisivel(leitor: LeitorViagem, viagens: readonly ViagemMudada[]): MudancaVisivel | null {
  const ids = new Set<number>();
  let mudouDeLista = false;
  for (const v of viagens) {
    if (!podeLerViagem(leitor, v)) continue;
    ids.add(v.id);
    mudouDeLista ||= v.mudouDeLista;
  }
  return ids.size ? { ids: [...ids], mudouDeLista } : null;
}
