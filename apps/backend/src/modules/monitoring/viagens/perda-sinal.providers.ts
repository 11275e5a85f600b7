import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { NotificarPerdaDeSinal, VerificarPerdaDeSinal, type AvisosViagens } from '@gr/domain';
import { SqlSinalDasViagens } from '@gr/infrastructure';
import { AVISOS_VIAGENS } from '../ao-vivo/ao-vivo.module.js';

/**
 * Wires the signal-loss use cases to their adapter (a loss recorded is told to the live desk): the
 * job runs outside any request, on a fork of its own per round; the desk's call (notificar) on the
 * request's own context. Both tell a loss through NotificarPerdaDeSinal.
 */
@Injectable()
export class PerdaSinalCasos {
  constructor(private readonly orm: MikroORM, private readonly em: EntityManager, @Inject(AVISOS_VIAGENS) private readonly avisos: AvisosViagens) {}

  verificar(agora: Date): Promise<number> {
    const em = this.orm.em.fork();
    return RequestContext.create(em, () => new VerificarPerdaDeSinal(new SqlSinalDasViagens(em, this.avisos)).executar(agora));
  }

  notificar(): NotificarPerdaDeSinal {
    return new NotificarPerdaDeSinal(new SqlSinalDasViagens(this.em, this.avisos));
  }
}
