import { Module } from '@nestjs/common';
import { TelemetriaController } from './telemetria/telemetria.controller.js';
import { IntegracaoController } from './telemetria/integracao.controller.js';
import { PosicoesController } from './telemetria/posicoes.controller.js';
import { TelemetriaUseCases } from './telemetria/telemetria.providers.js';
import { ServidorOsmAnd } from './telemetria/osmand.servidor.js';
import { ParticoesPosicoesJob } from './telemetria/particoes.job.js';
import { SimuladorDemo } from './telemetria/simulador.servico.js';
import { ComandosController } from './comandos/comandos.controller.js';
import { ComandosJob } from './comandos/comandos.job.js';

/**
 * Monitoring context (spec 02; ARCHITECTURE.md "Telemetry"): for now the telemetry side — positions
 * and peripheral readings in through three doors (batch call, OsmAnd listener, Traccar forwarding),
 * stored by day partitions, the last position and readings per vehicle kept apart.
 */
@Module({
  controllers: [TelemetriaController, PosicoesController, IntegracaoController, ComandosController],
  providers: [TelemetriaUseCases, ServidorOsmAnd, ParticoesPosicoesJob, SimuladorDemo, ComandosJob],
})
export class MonitoringModule {}
