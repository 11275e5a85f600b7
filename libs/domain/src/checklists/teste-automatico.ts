import { perifericoPorId } from '../shared/index.js';
import { CHECKLIST } from './regras.js';

/**
 * The automatic (online) test (spec 01 §4.8), computed only from the peripheral readings that the
 * telemetry pipeline stored for the vehicle: no dummy successes.
 *
 * - Each item's peripheral is tracked 0 → 1 → 2, advancing each time its value changes: the
 *   person at the truck opens and closes the door, presses and releases the panic button... Two
 *   changes prove the sensor works both ways.
 * - Negative peripherals (8, 9, 10, 11, 27, 28, 44) are in violation at value 1; 12 (siren) is the
 *   positive one, whatever brought the value there (the value at the start, the first reading of
 *   the test, a change). A negative item that ends its two changes still in violation (it never
 *   resets) is an error, and so is one already in violation when the test starts that never clears.
 * - Completion: no item waiting → approved without errors within the time limit (under 24
 *   minutes), otherwise rejected; past the limit, waiting items reject the test.
 * - Alert states: 0 global, 1 value changed, 2 changed to positive, 3 changed to negative,
 *   4 approval, 5 rejection.
 */
export const NEGATIVOS = [8, 9, 10, 11, 27, 28, 44] as const;
export const POSITIVO = 12;

export type EstadoItemTeste = 'AGUARDANDO' | 'OK' | 'ERRO';

export interface LeituraNoTempo {
  periferico_id: number;
  valor: number;
  data_posicao: Date;
}

export interface ItemTesteAutomatico {
  id: number;
  periferico_id: number | null;
  descricao: string;
  /** 0, 1 or 2 changes seen. */
  status: 0 | 1 | 2;
  valor: number | null;
  violacao: boolean;
  /** How many changes arrived (more than 2 are counted, not tracked). */
  quantidade: number;
  data_posicao: string | null;
  estado: EstadoItemTeste;
}

export interface AlertaTeste {
  estado: 0 | 1 | 2 | 3 | 4 | 5;
  item_pgr: number | null;
  mensagem: string;
  data: string;
}

export interface ResultadoTesteAutomatico {
  itens: ItemTesteAutomatico[];
  alertas: AlertaTeste[];
  concluido: boolean;
  aprovado: boolean | null;
  tempo_decorrido_ms: number;
  tempo_esgotado: boolean;
}

export const eNegativo = (perifericoId: number): boolean => (NEGATIVOS as readonly number[]).includes(perifericoId);

/** Whether a value is "good" for the peripheral: negative ones at 0, the siren at 1. */
function positivo(perifericoId: number, valor: number): boolean | null {
  if (eNegativo(perifericoId)) return valor === 0;
  if (perifericoId === POSITIVO) return valor === 1;
  return null;
}

/**
 * Evaluates the test at `agora` from the readings: `base` holds each peripheral's value when the
 * test started (the last reading before it), `leituras` what arrived since, in any order.
 */
export function avaliarTesteAutomatico(
  itens: readonly { id: number; periferico_id: number | null; descricao: string }[],
  inicio: Date,
  agora: Date,
  base: ReadonlyMap<number, number>,
  leituras: readonly LeituraNoTempo[],
): ResultadoTesteAutomatico {
  const ordenadas = [...leituras].filter((l) => l.data_posicao >= inicio).sort((a, b) => a.data_posicao.getTime() - b.data_posicao.getTime());
  const alertas: AlertaTeste[] = [{ estado: 0, item_pgr: null, mensagem: 'Teste automático iniciado', data: inicio.toISOString() }];
  const limite = inicio.getTime() + CHECKLIST.limiteTesteAutomaticoMs;
  const resultado = itens.map((item): ItemTesteAutomatico => {
    const pid = item.periferico_id;
    let valor = pid !== null ? (base.get(pid) ?? null) : null;
    let mudancas = 0;
    let quando: Date | null = null;
    if (pid !== null) {
      for (const l of ordenadas) {
        if (l.periferico_id !== pid || l.data_posicao.getTime() >= limite) continue;
        if (valor !== null && l.valor === valor) continue;
        const primeira = valor === null;
        valor = l.valor;
        quando = l.data_posicao;
        if (primeira) continue; // the first value known is the baseline, not a change
        mudancas++;
        const nome = perifericoPorId(pid)?.descricao ?? item.descricao;
        const bom = positivo(pid, l.valor);
        alertas.push({ estado: bom === null ? 1 : bom ? 2 : 3, item_pgr: pid, mensagem: `${nome}: valor ${l.valor}`, data: l.data_posicao.toISOString() });
      }
    }
    // Spec 01 §4.8: a negative peripheral is in violation whenever its value is 1, be it the value
    // when the test started, the first reading of the test or a change.
    const violacao = pid !== null && eNegativo(pid) && valor === 1;
    const status = Math.min(mudancas, 2) as 0 | 1 | 2;
    const estado: EstadoItemTeste = status < 2 ? 'AGUARDANDO' : violacao ? 'ERRO' : 'OK';
    return { id: item.id, periferico_id: pid, descricao: item.descricao, status, valor, violacao, quantidade: mudancas, data_posicao: quando?.toISOString() ?? null, estado };
  });
  const esgotado = agora.getTime() >= limite;
  const aguardando = resultado.some((i) => i.estado === 'AGUARDANDO');
  const erros = resultado.some((i) => i.estado === 'ERRO');
  const concluido = !aguardando || esgotado;
  const aprovado = concluido ? !aguardando && !erros : null;
  if (concluido) {
    // An item still waiting at the limit is an error of the test, not only of the clock.
    if (esgotado) for (const i of resultado) if (i.estado === 'AGUARDANDO') i.estado = 'ERRO';
    alertas.push({ estado: aprovado ? 4 : 5, item_pgr: null, mensagem: aprovado ? 'Checklist aprovado' : esgotado && aguardando ? 'Tempo do teste esgotado' : 'Checklist reprovado', data: new Date(Math.min(agora.getTime(), limite)).toISOString() });
  }
  return { itens: resultado, alertas, concluido, aprovado, tempo_decorrido_ms: Math.max(0, Math.min(agora.getTime(), limite) - inicio.getTime()), tempo_esgotado: esgotado };
}
