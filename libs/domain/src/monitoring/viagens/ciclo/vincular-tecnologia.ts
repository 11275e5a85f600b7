import { BusinessRuleError } from '../../../shared/index.js';
import type { QuemViagem, ViagensCicloRepository } from './ports.js';
import { transicionarViagem } from './transicao.js';

/** The link failure of spec 02 §8: the route must be edited before the trip follows route deviations. */
export const MENSAGEM_ROTA_INDISPONIVEL = 'A rota desta SM não está disponível para desvio de rota e precisa ser atualizada: edite a rota antes de vincular.';

/** The route is not ready for route deviations: the answer is a 400 carrying the route to edit. */
export class RotaIndisponivelError extends BusinessRuleError {
  constructor(readonly rota_id: number | null) {
    super(MENSAGEM_ROTA_INDISPONIVEL, { rota_id });
  }
}

/**
 * Linking an in-transit trip to its tracking technology (spec 02 §4): vinculado_tecnologia false
 * to true, only when the trip's route has its traced line for route deviations.
 */
export class VincularTecnologia {
  constructor(private readonly repo: ViagensCicloRepository) {}

  async executar(viagemId: number, quem: QuemViagem): Promise<{ resultado: boolean }> {
    await transicionarViagem(this.repo, viagemId, 'VINCULAR', quem, {}, async (v, u) => {
      if (v.vinculado_tecnologia) return {};
      const rota = v.rota_id !== null ? await u.rota(v.rota_id) : null;
      if (!rota?.geojson_disponivel) throw new RotaIndisponivelError(v.rota_id);
      return { vinculado_tecnologia: true };
    });
    return { resultado: true };
  }
}
