import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { SqlContadorJanela, SqlSessoesRepository } from '@gr/infrastructure';

/** Scheduled job: forgets sessions and reset links that expired more than a week ago, and closed throttling windows. */
@Injectable()
export class SessoesJob {
  private readonly logger = new Logger('SessoesJob');
  constructor(private readonly orm: MikroORM) {}

  @Cron(CronExpression.EVERY_HOUR)
  async limpar(): Promise<number> {
    const limite = new Date(Date.now() - 7 * 24 * 3600_000);
    const n = await new SqlSessoesRepository(this.orm.em.fork()).esquecerExpiradas(limite);
    await SqlContadorJanela.esquecerFechadas(this.orm.em.fork());
    if (n) this.logger.log(`${n} sessões expiradas removidas`);
    return n;
  }
}
