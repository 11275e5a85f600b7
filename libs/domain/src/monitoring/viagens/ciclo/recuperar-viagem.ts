import { BusinessRuleError } from '../../../shared/index.js';
import { MENSAGENS_VIAGEM } from '../estados.js';
import type { QuemViagem, ViagensCicloRepository } from './ports.js';
import { transicionarViagem, type TransicaoViagem } from './transicao.js';

/**
 * Recovering a finished trip back to in transit (spec 02 §4): its end is undone; a client user
 * (group 8) is refused with 'Operação não autorizada!' (estados.ts). The vehicle must not be on
 * another trip meanwhile (422; racing a start, the database's unique index answers 409).
 */
export class RecuperarViagem {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(id: number, quem: QuemViagem): Promise<TransicaoViagem> {
    return transicionarViagem(this.repo, id, 'RECUPERAR', quem, {}, async (v, u) => {
      if (v.veiculo_id !== null && (await u.outraEmViagem(v.veiculo_id, v.id)) !== null) throw new BusinessRuleError(MENSAGENS_VIAGEM.veiculoEmViagem);
      return { data_fim: null, fim_distancia_km: null, dentro_do_prazo: null };
    });
  }
}
