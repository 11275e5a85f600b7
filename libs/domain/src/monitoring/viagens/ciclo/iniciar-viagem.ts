import { BusinessRuleError } from '../../../shared/index.js';
import { MENSAGENS_VIAGEM } from '../estados.js';
import { AGORA_NO_BANCO, type QuemViagem, type ViagensCicloRepository } from './ports.js';
import { transicionarViagem, type TransicaoViagem } from './transicao.js';

/**
 * Starting a trip (spec 02 §4): a scheduled one goes in transit, its real start now; the start
 * window may correct the planned start. A vehicle already in transit on another trip refuses it
 * (422; a start racing another one on the same vehicle meets the database's unique index: 409).
 */
export class IniciarViagem {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(id: number, dados: { previsao_inicio?: Date | null; versao?: string | null }, quem: QuemViagem): Promise<TransicaoViagem> {
    return transicionarViagem(this.repo, id, 'INICIAR', quem, { versao: dados.versao, detalhe: dados.previsao_inicio ? { previsao_inicio: dados.previsao_inicio.toISOString() } : undefined }, async (v, u) => {
      if (v.veiculo_id !== null && (await u.outraEmViagem(v.veiculo_id, v.id)) !== null) throw new BusinessRuleError(MENSAGENS_VIAGEM.veiculoEmViagem);
      return { data_inicio: AGORA_NO_BANCO, ...(dados.previsao_inicio ? { previsao_inicio: dados.previsao_inicio } : {}) };
    });
  }
}
