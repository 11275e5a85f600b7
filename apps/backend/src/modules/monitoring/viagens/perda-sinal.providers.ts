import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { VerificarPerdaDeSinal, type AvisosViagens } from '@gr/domain';
import { SqlSinalDasViagens } from '@gr/infrastructure';
import { AVISOS_VIAGENS } from '../ao-vivo/ao-vivo.module.js';

/** Wires the signal-loss watch to its adapter (a loss recorded is told to the live desk); a job runs outside any request, on a fork of its own per round. */
@Injectable()
export class PerdaSinalCasos {
  constructor(private readonly orm: MikroORM, @Inject(AVISOS_VIAGENS) private readonly avisos: AvisosViagens) {}

  verificar(agora: Date): Promise<number> {
    const em = this.orm.em.fork();
    return RequestContext.create(em, () => new VerificarPerdaDeSinal(new SqlSinalDasViagens(em, this.avisos)).executar(agora));
  }
}
