import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EventoAuditoria, RegistroAuditoria } from '@gr/domain';
import { SqlRegistroAuditoria } from '@gr/infrastructure';

/**
 * The audit port as the application uses it: a failed write is logged and swallowed, so recording
 * never turns a login, a deletion or an export that succeeded into an error (decision 50).
 */
@Injectable()
export class AuditoriaRegistro implements RegistroAuditoria {
  private readonly log = new Logger('Auditoria');

  constructor(private readonly em: EntityManager) {}

  async registrar(evento: EventoAuditoria): Promise<void> {
    try {
      await new SqlRegistroAuditoria(this.em).registrar(evento);
    } catch (e) {
      this.log.error(`não foi possível registrar ${evento.acao} de ${evento.username ?? '-'} (${evento.objeto_tipo ?? '-'} ${evento.objeto_id ?? '-'}): ${(e as Error).message}`);
    }
  }
}
