import { exigirCliente } from '../../identity/index.js';
import { ConflictError, NotFoundError } from '../../shared/index.js';
import type { QuemViagem, ViagensCicloRepository } from '../viagens/ciclo/ports.js';
import { exigirStaff } from '../viagens/ciclo/transicao.js';
import { MENSAGENS_ALERTA } from './alertas.js';

/**
 * POST monitoramentos/conclui_alerta (spec 02 §7; issue 23): staff conclude a pending alert, once;
 * the conclusion is the occurrence's conference, so who concluded it and when show wherever the
 * occurrence does (its window, the timeline, the print). Only an alert (an occurrence the live
 * monitoring recorded on a trip) is concluded here; a person's occurrence is conferred in its window.
 */
export class ConcluirAlerta {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(alertaId: number, quem: QuemViagem): Promise<{ id: number; viagemId: number }> {
    return this.repo.transacao(async (u) => {
      const o = await u.travarOcorrencia(alertaId);
      if (!o || !o.automatica || o.viagemId === null) throw new NotFoundError(MENSAGENS_ALERTA.naoEncontrado);
      exigirCliente(quem.usuario.escopo, o.clienteId);
      exigirStaff(quem.usuario.grupo_usuario_id);
      if (o.conferida) throw new ConflictError(MENSAGENS_ALERTA.jaConcluido);
      await u.conferirOcorrencia(alertaId, quem, null);
      await u.registrarEvento({ viagemId: o.viagemId, acao: 'CONFERENCIA', antes: null, depois: null, autor: quem, detalhe: { monitoramento_ocorrencia_id: alertaId, alerta: true } });
      return { id: alertaId, viagemId: o.viagemId };
    });
  }
}
