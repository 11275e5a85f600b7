import type { Candidata, EtapaTelemetria, LoteTelemetria } from './pipeline.js';

/**
 * Stage 2: a fix is its (terminal, fix time). A repeat within the batch is counted as `duplicada`
 * and shares its first copy's fate (stored: its sender may forget it too). Repeats of what an
 * earlier batch stored are found by storage.
 */
export class DescartarRepetidas implements EtapaTelemetria {
  readonly nome = 'deduplicar';
  readonly essencial = true;

  executar(lote: LoteTelemetria): void {
    const unicas = new Map<string, Candidata>();
    for (const c of lote.candidatas) {
      const chave = `${c.p.terminal}\u0000${c.p.data_posicao.getTime()}`;
      const ja = unicas.get(chave);
      if (ja) {
        lote.contar('duplicada', c.indices.length);
        ja.indices.push(...c.indices);
      } else unicas.set(chave, c);
    }
    if (unicas.size < lote.candidatas.length) lote.candidatas = [...unicas.values()];
  }
}
