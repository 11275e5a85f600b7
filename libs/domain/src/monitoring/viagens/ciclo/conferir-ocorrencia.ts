import { exigirCliente } from '../../../identity/index.js';
import { ConflictError, NotFoundError } from '../../../shared/index.js';
import type { QuemViagem, ViagensCicloRepository } from './ports.js';
import { MENSAGENS_OCORRENCIA } from './registrar-ocorrencia.js';
import { exigirStaff } from './transicao.js';

/**
 * The occurrence window's conference sub-window: staff mark an occurrence checked, with who, when
 * and an optional note; once (a second conference is a 409, the first one stands).
 */
export class ConferirOcorrencia {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(id: number, observacao: string | null | undefined, quem: QuemViagem): Promise<{ id: number }> {
    return this.repo.transacao(async (u) => {
      const o = await u.travarOcorrencia(id);
      if (!o) throw new NotFoundError(MENSAGENS_OCORRENCIA.naoEncontrada);
      exigirCliente(quem.usuario.escopo, o.clienteId);
      exigirStaff(quem.usuario.grupo_usuario_id);
      if (o.conferida) throw new ConflictError(MENSAGENS_OCORRENCIA.jaConferida);
      const nota = observacao?.trim() || null;
      await u.conferirOcorrencia(id, quem, nota);
      if (o.viagemId !== null) await u.registrarEvento({ viagemId: o.viagemId, acao: 'CONFERENCIA', antes: null, depois: null, autor: quem, detalhe: { monitoramento_ocorrencia_id: id, observacao: nota } });
      return { id };
    });
  }
}
