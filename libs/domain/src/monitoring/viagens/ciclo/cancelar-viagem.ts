import { ValidationError } from '../../../shared/index.js';
import { AGORA_NO_BANCO, type QuemViagem, type ViagensCicloRepository } from './ports.js';
import { transicionarViagem, type TransicaoViagem } from './transicao.js';

export const MENSAGEM_MOTIVO_OBRIGATORIO = 'Informe o motivo do cancelamento';

/**
 * Cancelling a trip (spec 02 §3 cancel data, §4): from scheduled or in transit, with its reasons
 * (required: one of MOTIVOS_CANCELAMENTO or the operator's text), the cancel date the window gave
 * (else now) and an optional note.
 */
export class CancelarViagem {
  constructor(private readonly repo: ViagensCicloRepository) {}

  async executar(id: number, dados: { motivos: string | null | undefined; data_cancelamento?: Date | null; observacao?: string | null }, quem: QuemViagem): Promise<TransicaoViagem> {
    const motivos = dados.motivos?.trim().toUpperCase() ?? '';
    if (!motivos) throw ValidationError.campo('motivos', MENSAGEM_MOTIVO_OBRIGATORIO);
    const observacao = dados.observacao?.trim() || null;
    return transicionarViagem(this.repo, id, 'CANCELAR', quem, { detalhe: { motivos, observacao } }, () => ({
      motivos, observacao_cancelamento: observacao, data_cancelamento: dados.data_cancelamento ?? AGORA_NO_BANCO,
    }));
  }
}
