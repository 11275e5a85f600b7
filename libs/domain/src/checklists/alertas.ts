/**
 * The checklist alert definitions (spec 01 §2.7, §3 "Checklist alert", "Alert in a test") during a
 * test: each active definition fires `periodo` minutes after the checklist entered its current
 * stage (requested, pending, in test, or the pre-test being watched), and again every `periodo`
 * minutes, `repeticao` times in all (at least once). The screens show the ones that fired, with
 * their suggestion, and when the next one comes (`t`, the interval in milliseconds).
 */
export interface DefinicaoAlerta {
  id: number;
  descricao: string;
  periodo: number;
  sugestao: string | null;
  repeticao: number;
  ativo: boolean;
}

export interface AlertaDisparado {
  id: number;
  descricao: string;
  sugestao: string | null;
  repeticao: number;
  /** Interval between two firings, ms. */
  t: number;
  /** How many times it fired so far. */
  disparos: number;
  ultimo: string;
  /** The next firing, or null when it used up its repetitions. */
  proximo: string | null;
}

export function alertasDisparados(definicoes: readonly DefinicaoAlerta[], desde: Date, agora: Date): AlertaDisparado[] {
  const decorrido = agora.getTime() - desde.getTime();
  const saida: AlertaDisparado[] = [];
  for (const d of definicoes) {
    if (!d.ativo || d.periodo <= 0) continue;
    const t = d.periodo * 60_000;
    const maximo = Math.max(1, d.repeticao);
    const disparos = Math.min(maximo, Math.floor(decorrido / t));
    if (disparos < 1) continue;
    saida.push({
      id: d.id,
      descricao: d.descricao,
      sugestao: d.sugestao,
      repeticao: maximo,
      t,
      disparos,
      ultimo: new Date(desde.getTime() + disparos * t).toISOString(),
      proximo: disparos < maximo ? new Date(desde.getTime() + (disparos + 1) * t).toISOString() : null,
    });
  }
  return saida.sort((a, b) => b.ultimo.localeCompare(a.ultimo));
}

/** When the checklist entered its current stage: the clock of its alerts. */
export function inicioDoEstagio(c: {
  status: string;
  data_cadastro: Date;
  data_verificacao: Date | null;
  data_em_teste: Date | null;
  inicio_preteste: Date | null;
  monitorando_preteste: boolean;
}): Date | null {
  if (c.monitorando_preteste && c.inicio_preteste) return c.inicio_preteste;
  if (c.status === 'EM_TESTE') return c.data_em_teste ?? c.data_verificacao ?? c.data_cadastro;
  if (c.status === 'PENDENTE') return c.data_verificacao ?? c.data_cadastro;
  if (c.status === 'VERIFICANDO') return c.data_cadastro;
  return null;
}
