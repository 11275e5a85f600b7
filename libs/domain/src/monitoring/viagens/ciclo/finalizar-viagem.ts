import { AGORA_NO_BANCO, type QuemViagem, type ViagensCicloRepository } from './ports.js';
import { transicionarViagem, type TransicaoViagem } from './transicao.js';
import { verificarFim } from './verificar-fim.js';

/**
 * Finishing a trip (spec 02 §4): from in transit, with the end time the window gave (else now);
 * the distance to the destination and the deadline are kept as they stood. The second of two
 * operators finishing at once waits on the row and gets 409 (transicao.ts).
 */
export class FinalizarViagem {
  constructor(private readonly repo: ViagensCicloRepository, private readonly agora: () => Date) {}

  executar(id: number, dados: { fim?: Date | null; versao?: string | null }, quem: QuemViagem): Promise<TransicaoViagem> {
    return transicionarViagem(this.repo, id, 'FINALIZAR', quem, { versao: dados.versao }, async (v, u) => {
      const posicao = v.veiculo_id !== null ? await u.ultimaPosicao(v.veiculo_id) : null;
      const rota = v.rota_id !== null ? await u.rota(v.rota_id) : null;
      const fim = verificarFim(v, posicao, rota?.destino ?? null, dados.fim ?? this.agora());
      return { data_fim: dados.fim ?? AGORA_NO_BANCO, fim_distancia_km: fim.distancia, dentro_do_prazo: v.previsao_fim ? fim.dentro_do_prazo : null };
    });
  }
}
