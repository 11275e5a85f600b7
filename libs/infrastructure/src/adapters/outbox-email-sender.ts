import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmailSender } from '@gr/domain';
import { kx } from '../persistence/knex.js';

/**
 * Offline default of the e-mail port: no network here, so each message is recorded in
 * `mensagens_enviadas`, where staff (and tests) can read what would have been sent.
 */
export class OutboxEmailSender implements EmailSender {
  constructor(private readonly em: EntityManager) {}

  async enviar(msg: { para: string; assunto: string; corpo: string }): Promise<void> {
    await kx(this.em)('mensagens_enviadas').insert({ canal: 'email', destinatario: msg.para, assunto: msg.assunto, corpo: msg.corpo });
  }
}
