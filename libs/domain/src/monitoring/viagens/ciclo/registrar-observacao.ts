import { ValidationError } from '../../../shared/index.js';
import type { QuemViagem, ViagensCicloRepository } from './ports.js';
import { latLngDe } from './registrar-ocorrencia.js';
import { transicionarViagem } from './transicao.js';

export const MENSAGEM_OBSERVACAO_OBRIGATORIA = 'Informe a observação';

/**
 * An observation on a trip ('Incluir observação', spec 02 §3): staff, any status, with the
 * position the window gave or else the vehicle's last one; kept in the trip's history too.
 */
export class RegistrarObservacao {
  constructor(private readonly repo: ViagensCicloRepository) {}

  async executar(viagemId: number, dados: { observacao?: string | null; lat_lng?: string | null }, quem: QuemViagem): Promise<{ id: number }> {
    const observacao = dados.observacao?.trim() ?? '';
    if (!observacao) throw ValidationError.campo('observacao', MENSAGEM_OBSERVACAO_OBRIGATORIA);
    let id = 0;
    await transicionarViagem(this.repo, viagemId, 'OBSERVACAO', quem, { detalhe: { observacao } }, async (v, u) => {
      const latLng = dados.lat_lng?.trim() || latLngDe(v.veiculo_id !== null ? await u.ultimaPosicao(v.veiculo_id) : null);
      id = await u.inserirObservacao({ viagemId: v.id, observacao, latLng, quem });
      return {};
    });
    return { id };
  }
}
