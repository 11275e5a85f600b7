import { Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { VerificarPerdaDeSinal } from '@gr/domain';
import { SqlSinalDasViagens } from '@gr/infrastructure';

/** Wires the signal-loss watch to its adapter; a job runs outside any request, on a fork of its own per round. */
@Injectable()
export class PerdaSinalCasos {
  constructor(private readonly orm: MikroORM) {}

  verificar(agora: Date): Promise<number> {
    const em = this.orm.em.fork();
    return RequestContext.create(em, () => new VerificarPerdaDeSinal(new SqlSinalDasViagens(em)).executar(agora));
  }
}
