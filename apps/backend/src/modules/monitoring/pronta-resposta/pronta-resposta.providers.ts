import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmitirLinkProntaResposta, LiberarProntaResposta } from '@gr/domain';
import { HmacAssinatura, OutboxEmailSender, SqlProntaRespostaRepository, SystemClock } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';

/**
 * Wires the rapid-response release (decision 48): the links are signed with a key derived from
 * the server secret for this purpose only, so a token of another kind never passes as one.
 */
@Injectable()
export class ProntaRespostaCasos {
  private readonly clock = new SystemClock();
  private readonly agora = () => this.clock.now();
  readonly assinatura: HmacAssinatura;

  constructor(private readonly em: EntityManager, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.assinatura = new HmacAssinatura(cfg.jwtSecret, 'links-pronta-resposta');
  }

  private get repo() {
    return new SqlProntaRespostaRepository(this.em);
  }
  liberar() {
    return new LiberarProntaResposta(this.repo, this.assinatura, this.agora);
  }
  emitirLink() {
    return new EmitirLinkProntaResposta(this.repo, this.assinatura, this.agora, new OutboxEmailSender(this.em));
  }
  agoraDoRelogio(): Date {
    return this.agora();
  }
}
