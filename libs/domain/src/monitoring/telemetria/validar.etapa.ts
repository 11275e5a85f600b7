import { motivoDeRecusa, REGRAS_POSICAO_PADRAO, semPosicao, type RegrasPosicao } from '../posicao.js';
import type { EtapaTelemetria, LoteTelemetria } from './pipeline.js';

/**
 * Stage 1: each item is a fix to store, or it is refused with its reason (malformed, impossible
 * coordinates or speed, ahead of the clock, older than the retention, no coordinates). A refused
 * item that names its device waits for the device's vehicle (a known one's is kept: heartbeat or
 * filtered fix); one that does not is only counted.
 */
export class ValidarPosicoes implements EtapaTelemetria {
  readonly nome = 'validar';
  readonly essencial = true;

  constructor(private readonly regras: RegrasPosicao = REGRAS_POSICAO_PADRAO) {}

  executar(lote: LoteTelemetria): void {
    lote.lidas.forEach((lida, i) => {
      if (!lida.ok) {
        lote.porPosicao[i] = lida.motivo;
        if (lida.lido?.terminal) lote.semFix.push({ i, motivo: lida.motivo, lido: lida.lido });
        else lote.contar(lida.motivo);
        return;
      }
      const motivo = motivoDeRecusa(lida.posicao, lote.agora, this.regras);
      if (motivo) {
        lote.porPosicao[i] = motivo;
        lote.semFix.push({ i, motivo, lido: semPosicao(lida.posicao) });
        return;
      }
      lote.candidatas.push({ p: lida.posicao, indices: [i] });
    });
  }
}
