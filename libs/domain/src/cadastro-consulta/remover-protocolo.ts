import { BusinessRuleError, ForbiddenError } from '../shared/index.js';
import type { RegistroRepository, UsuarioCadastro } from './ports.js';
import { GRUPOS_REMOVER_PROTOCOLO, MENSAGENS_REGISTRO, travarRegistro } from './registro-escrita.js';

/**
 * Removing a protocol (spec 03 §2, §6: groups 3 and 4): the registration is cancelled, never
 * erased, and stops counting for trips (its drivers' profiles go).
 */
export class RemoverProtocolo {
  constructor(private readonly registros: RegistroRepository) {}

  async executar(usuario: UsuarioCadastro, id: number): Promise<{ message: string }> {
    if (!(GRUPOS_REMOVER_PROTOCOLO as readonly number[]).includes(usuario.grupo_usuario_id)) throw new ForbiddenError(MENSAGENS_REGISTRO.remocaoProibida);
    return this.registros.emTransacao(async () => {
      const r = await travarRegistro(this.registros, id, usuario.escopo);
      if (r.status === 'CANCELADO') throw new BusinessRuleError('Protocolo já removido');
      await this.registros.atualizarRegistro(id, { status: 'CANCELADO' });
      await this.registros.removerPerfisDoRegistro(id);
      return { message: MENSAGENS_REGISTRO.removido };
    });
  }
}
