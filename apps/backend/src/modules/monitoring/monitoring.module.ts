import { Module } from '@nestjs/common';
import { TelemetriaController } from './telemetria/telemetria.controller.js';
import { IntegracaoController } from './telemetria/integracao.controller.js';
import { PosicoesController } from './telemetria/posicoes.controller.js';
import { TelemetriaUseCases } from './telemetria/telemetria.providers.js';
import { ServidorOsmAnd } from './telemetria/osmand.servidor.js';
import { ParticoesPosicoesJob } from './telemetria/particoes.job.js';
import { SimuladorDemo } from './telemetria/simulador.service.js';
import { ComandosController } from './comandos/comandos.controller.js';
import { ComandosJob } from './comandos/comandos.job.js';
import { ComandosUseCases } from './comandos/comandos.providers.js';
import { ComandosQueries } from './comandos/comandos.queries.js';
import { IntegracaoQueries } from './telemetria/integracao.queries.js';
import { PosicoesQueries } from './telemetria/posicoes.queries.js';
import { SimuladorQueries } from './telemetria/simulador.queries.js';
import { VeiculoVisivelQueries } from './telemetria/veiculo-visivel.queries.js';
import { CadastroConsultaModule } from '../cadastro-consulta/cadastro-consulta.module.js';
import { TiposCargaController, TiposViagemController, ViagensController } from './viagens/viagens.controller.js';
import { ViagensCasos } from './viagens/viagens.providers.js';
import { ViagensQueries } from './viagens/viagens.queries.js';
import { ImpressaoController } from './viagens/impressao.controller.js';
import { ImpressaoPortas } from './viagens/impressao.providers.js';
import { ImpressaoQueries } from './viagens/impressao.queries.js';
import { ListasViagensController } from './viagens/listas.controller.js';
import { ListasViagensQueries } from './viagens/listas.queries.js';
import { CicloViagemController, SituacaoDaViagemController } from './viagens/ciclo.controller.js';
import { CicloViagemCasos } from './viagens/ciclo.providers.js';
import { CicloViagemQueries } from './viagens/ocorrencias.queries.js';

/**
 * Monitoring context (spec 02; ARCHITECTURE.md "Telemetry"): trips (SM: form, lists, lifecycle,
 * occurrences, observations, situations) and the telemetry side — positions
 * and peripheral readings in through three doors (batch call, OsmAnd listener, Traccar forwarding),
 * stored by day partitions, the last position and readings per vehicle kept apart.
 */
@Module({
  imports: [CadastroConsultaModule],
  // The trip lists first (their fixed paths, monitoramentos/index_*); ViagensController last: its
  // one-segment GET/PATCH ':id' must not capture a fixed path.
  controllers: [
    ListasViagensController, TelemetriaController, PosicoesController, IntegracaoController, ComandosController, ImpressaoController, TiposViagemController,
    TiposCargaController, CicloViagemController, SituacaoDaViagemController, ViagensController,
  ],
  providers: [
    TelemetriaUseCases, ComandosUseCases, PosicoesQueries, IntegracaoQueries, ComandosQueries, SimuladorQueries, VeiculoVisivelQueries,
    ServidorOsmAnd, ParticoesPosicoesJob, SimuladorDemo, ComandosJob,
    ViagensCasos, ViagensQueries, ListasViagensQueries, CicloViagemCasos, CicloViagemQueries, ImpressaoQueries, ImpressaoPortas,
  ],
})
export class MonitoringModule {}
