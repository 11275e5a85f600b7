import {
  acompanharFix, PARAMETROS_ACOMPANHAMENTO, type EstadoAcompanhamento, type EventoAcompanhamento, type FigurasViagem, type FixAcompanhado,
  type JanelaViagem, type ParametrosAcompanhamento, type RotaAcompanhada,
} from '../acompanhamento/acompanhar.js';
import type { EtapaTelemetria, LoteTelemetria } from './pipeline.js';
import type { PosicaoDeVeiculo } from './telemetria.ports.js';

/** A trip in transit as the stage sees it: its window, its route (null: no traced line to measure against) and its kept state. */
export interface ViagemAcompanhada {
  id: number;
  veiculo_id: number;
  janela: JanelaViagem;
  rota: RotaAcompanhada | null;
  estado: EstadoAcompanhamento;
}

/** An event with the fix that raised it. */
export type EventoDeFix = EventoAcompanhamento & { instante: Date; latitude: number; longitude: number };

/** What the fixes of a batch did to one trip: its new state, the figures of its newest fix, its events in order. */
export interface AplicacaoViagem {
  viagem_id: number;
  estado: EstadoAcompanhamento;
  figuras: FigurasViagem | null;
  /** Time of the fix the figures come from. */
  figurasEm: Date | null;
  eventos: EventoDeFix[];
}

export interface ViagensAcompanhadas {
  /**
   * Hands the in-transit trips of these vehicles to `aplicar` and stores what it returns — state,
   * figures, events (as the trip's occurrences where the occurrence types say so) — so that two
   * processes applying fixes of one truck never write over each other: a trip is stored only over
   * the state it was given, else read again and given to `aplicar` again (a pure function, so
   * calling it twice for a trip is harmless); a trip's events and state are stored together.
   */
  acompanhar(veiculoIds: readonly number[], aplicar: (viagens: ViagemAcompanhada[]) => AplicacaoViagem[]): Promise<void>;
}

/** The fixes of one trip's vehicle, oldest first, through the trip's rule; trips without a route only keep their state. */
export function aplicarFixes(viagem: ViagemAcompanhada, fixes: readonly FixAcompanhado[], p: ParametrosAcompanhamento = PARAMETROS_ACOMPANHAMENTO): AplicacaoViagem | null {
  if (!viagem.rota || viagem.rota.linha.pontos.length === 0) return null;
  let estado = viagem.estado;
  let figuras: FigurasViagem | null = null;
  let figurasEm: Date | null = null;
  const eventos: EventoDeFix[] = [];
  for (const f of [...fixes].sort((a, b) => a.instante.getTime() - b.instante.getTime())) {
    const r = acompanharFix(estado, f, viagem.rota, viagem.janela, p);
    if (!r.aplicado) continue;
    estado = r.estado;
    figuras = r.figuras;
    figurasEm = f.instante;
    for (const e of r.eventos) eventos.push({ ...e, instante: f.instante, latitude: f.latitude, longitude: f.longitude });
  }
  return figuras ? { viagem_id: viagem.id, estado, figuras, figurasEm, eventos } : null;
}

/** A stored fix as the trip's rule reads it. */
export function fixDaPosicao(p: PosicaoDeVeiculo): FixAcompanhado {
  return {
    latitude: p.latitude,
    longitude: p.longitude,
    instante: p.data_posicao,
    velocidade: p.velocidade,
    ignicao: p.ignicao === null ? null : p.ignicao ? 1 : 0,
    leituras: p.leituras,
  };
}

/**
 * Stage 7 (issue 22): every valid fix of a vehicle in a trip in transit, applied to that trip
 * (progress, arrival, deviation, events). After storage and not essential: a failure here is
 * counted and the request acknowledged, the fixes are durable, and the next fix carries on from
 * the state kept. Fixes flagged invalid by the unit are not applied (as they never become the last
 * position); a fix older than the trip's last applied one is skipped by the rule.
 */
export class AplicarAViagem implements EtapaTelemetria {
  readonly nome = 'aplicar_viagem';
  readonly essencial = false;

  constructor(
    private readonly viagens: ViagensAcompanhadas,
    private readonly parametros: ParametrosAcompanhamento = PARAMETROS_ACOMPANHAMENTO,
  ) {}

  async executar(lote: LoteTelemetria): Promise<void> {
    const porVeiculo = new Map<number, FixAcompanhado[]>();
    for (const p of lote.paraGravar) {
      if (!p.valida) continue;
      const lista = porVeiculo.get(p.veiculo_id);
      if (lista) lista.push(fixDaPosicao(p));
      else porVeiculo.set(p.veiculo_id, [fixDaPosicao(p)]);
    }
    if (!porVeiculo.size) return;
    await this.viagens.acompanhar([...porVeiculo.keys()], (viagens) => {
      const out: AplicacaoViagem[] = [];
      for (const v of viagens) {
        const a = aplicarFixes(v, porVeiculo.get(v.veiculo_id) ?? [], this.parametros);
        if (a) out.push(a);
      }
      return out;
    });
  }
}
