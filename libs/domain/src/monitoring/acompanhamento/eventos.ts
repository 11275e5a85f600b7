/**
 * What a live-monitoring event becomes on the trip (issue 22): always a line of its timeline, and
 * an occurrence where the occurrence catalogue has the type (spec 02 §3 "Occurrence type"), whose
 * points move the trip's risk score. The codes are the catalogue's (seeded in the demo, kept by
 * the risk manager); an event whose type is not registered stays in the timeline only.
 */
import { perifericoPorId } from '../../shared/index.js';
import type { EventoAcompanhamento } from './acompanhar.js';

export const CODIGOS_OCORRENCIA_EVENTO = {
  PARADA_NAO_PROGRAMADA: 101,
  DESVIO_ROTA: 103,
  PERDA_SINAL: 104,
  CHEGADA: 124,
} as const;

/** Negative peripherals with an occurrence type of their own (uncoupling, panel, panic). */
export const CODIGOS_OCORRENCIA_PERIFERICO: Readonly<Record<number, number>> = { 8: 106, 9: 106, 10: 108, 11: 107 };

export function codigoOcorrenciaDoEvento(e: EventoAcompanhamento | { tipo: 'PERDA_SINAL' }): number | null {
  switch (e.tipo) {
    case 'DESVIO_ROTA':
    case 'PARADA_NAO_PROGRAMADA':
    case 'CHEGADA':
    case 'PERDA_SINAL':
      return CODIGOS_OCORRENCIA_EVENTO[e.tipo];
    case 'PERIFERICO':
      return CODIGOS_OCORRENCIA_PERIFERICO[e.periferico_id] ?? null;
    default:
      return null;
  }
}

const km = (n: number) => `${n.toFixed(2).replace('.', ',')} km`;

/** The event in the operator's words (timeline line, occurrence description). */
export function descricaoDoEvento(e: EventoAcompanhamento | { tipo: 'PERDA_SINAL'; minutos: number }): string {
  switch (e.tipo) {
    case 'DESVIO_ROTA':
      return `Desvio de rota: veículo a ${km(e.distancia_km)} da rota.`;
    case 'RETORNO_ROTA':
      return `Retorno à rota (a ${km(e.distancia_km)} dela).`;
    case 'PARADA_NAO_PROGRAMADA':
      return 'Parada não programada: veículo parado fora dos pontos da rota.';
    case 'PERIFERICO':
      return `${perifericoPorId(e.periferico_id)?.descricao ?? `Periférico ${e.periferico_id}`} acionado.`;
    case 'CHEGADA':
      return 'Chegada ao destino.';
    case 'IGNICAO':
      return e.ligada ? 'Ignição ligada.' : 'Ignição desligada.';
    case 'PERDA_SINAL':
      return `Perda de sinal: sem posição há mais de ${e.minutos} minutos.`;
  }
}

/** The points an occurrence adds to the trip's risk score: those of its own risk level (1 low, 2 medium, 3 high). */
export function pontosDaOcorrencia(t: { grau_risco: number; pontuacao_baixa: number; pontuacao_media: number; pontuacao_alta: number }): number {
  return t.grau_risco >= 3 ? t.pontuacao_alta : t.grau_risco === 2 ? t.pontuacao_media : t.pontuacao_baixa;
}
