import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { kx, SqlContadorJanela } from '@gr/infrastructure';

/** Scheduled job: forgets sessions and reset links that expired more than a week ago, and closed throttling windows. */
@Injectable()
export class SessoesJob {
  private readonly logger = new Logger('SessoesJob');
  constructor(private readonly orm: MikroORM) {}

  @Cron(CronExpression.EVERY_HOUR)
  async limpar(): Promise<number> {
    const db = kx(this.orm.em.fork());
    const limite = new Date(Date.now() - 7 * 24 * 3600_000);
    const n = await db('sessoes').where('expira_em', '<', limite).delete();
    await db('recuperacoes_senha').where('expira_em', '<', limite).delete();
    await SqlContadorJanela.esquecerFechadas(this.orm.em.fork());
    if (n) this.logger.log(`${n} sessões expiradas removidas`);
    return n;
  }
}
