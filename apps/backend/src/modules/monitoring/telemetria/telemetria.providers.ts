import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  EntregarComandoAoDispositivo, ManterParticoesPosicoes, ReceberPosicoes, REGRAS_POSICAO_PADRAO,
  type AvisosViagens, type ObservadorTelemetria, type RegrasPosicao, type ResultadoRecebimento,
} from '@gr/domain';
import { ParticoesPosicoes, SqlComandos, SqlTelemetriaRepository, SqlViagensAcompanhadas, SystemClock } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { AVISOS_VIAGENS } from '../ao-vivo/ao-vivo.module.js';

/**
 * Wires the telemetry use cases to their adapters. In a request, the EntityManager resolves to the
 * request's own context at call time; the OsmAnd door and the jobs run outside any request and
 * get a fork of their own per call.
 */
@Injectable()
export class TelemetriaUseCases {
  readonly clock = new SystemClock();
  readonly regras: RegrasPosicao;
  private readonly logger = new Logger('Telemetria');
  /** Failures per pipeline stage since the process started, each one logged with the running count. */
  readonly falhasPorEtapa = new Map<string, number>();
  private readonly observador: ObservadorTelemetria = {
    falhou: (etapa, e) => {
      const n = (this.falhasPorEtapa.get(etapa) ?? 0) + 1;
      this.falhasPorEtapa.set(etapa, n);
      this.logger.error(`etapa ${etapa} do pipeline de telemetria falhou (${n} desde o início): ${e instanceof Error ? e.stack : String(e)}`);
    },
  };

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    @Inject(AVISOS_VIAGENS) private readonly avisos: AvisosViagens,
  ) {
    this.regras = { ...REGRAS_POSICAO_PADRAO, retencaoMs: cfg.retencaoPosicoesDias * 86_400_000 };
  }

  private receber(em: EntityManager): ReceberPosicoes {
    return new ReceberPosicoes(new SqlTelemetriaRepository(em), this.clock, this.regras, this.observador, new SqlViagensAcompanhadas(em, this.avisos));
  }

  /** In a request (the batch call, Traccar forwarding, the fake position). */
  receberPosicoes(): ReceberPosicoes {
    return this.receber(this.em);
  }

  /** Outside a request (the OsmAnd door). */
  receberPosicoesDaPorta(): ReceberPosicoes {
    return this.receber(this.orm.em.fork());
  }

  /** An OsmAnd device's next command, in the answer to its request. */
  entregarComando(): EntregarComandoAoDispositivo {
    return new EntregarComandoAoDispositivo(new SqlComandos(this.orm.em.fork()));
  }

  /** The daily partitions' keeping (the job). */
  manterParticoes(): ManterParticoesPosicoes {
    return new ManterParticoesPosicoes(new ParticoesPosicoes(this.orm.em.fork()), this.cfg.retencaoPosicoesDias);
  }
}

/** The answer of the HTTP doors: the counts, without each position's fate. */
export function resumo({ recebidas, gravadas, recusadas }: ResultadoRecebimento): ResultadoRecebimento {
  return { recebidas, gravadas, recusadas };
}
