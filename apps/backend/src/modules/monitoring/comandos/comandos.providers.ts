import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { EnviarComandosPendentes, RegistrarComandoRastreador, RegistrarMensagem } from '@gr/domain';
import { SqlComandos, SystemClock } from '@gr/infrastructure';

/**
 * Wires the commands' use cases to the outbox adapter: in a request, the request's EntityManager;
 * the worker, outside any request, a fork per turn. Every channel goes out through its offline
 * adapter (it records what it would send).
 */
@Injectable()
export class ComandosUseCases {
  private readonly clock = new SystemClock();

  constructor(private readonly em: EntityManager, private readonly orm: MikroORM) {}

  registrarComandoRastreador(): RegistrarComandoRastreador {
    return new RegistrarComandoRastreador(new SqlComandos(this.em));
  }

  registrarMensagem(): RegistrarMensagem {
    return new RegistrarMensagem(new SqlComandos(this.em));
  }

  enviarPendentes(): EnviarComandosPendentes {
    return new EnviarComandosPendentes(new SqlComandos(this.orm.em.fork()), this.clock);
  }
}
