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
import { ImpressaoController } from './viagens/impressao.controller.js';
import { ImpressaoPortas } from './viagens/impressao.providers.js';
import { ImpressaoQueries } from './viagens/impressao.queries.js';
import { ListasViagensController } from './viagens/listas.controller.js';
import { ListasViagensQueries } from './viagens/listas.queries.js';
import { CicloViagemController, SituacaoDaViagemController } from './viagens/ciclo.controller.js';
import { CicloViagemCasos } from './viagens/ciclo.providers.js';
import { CicloViagemQueries } from './viagens/ocorrencias.queries.js';
import { PerdaSinalController } from './viagens/perda-sinal.controller.js';
import { PerdaSinalJob } from './viagens/perda-sinal.job.js';
import { PerdaSinalCasos } from './viagens/perda-sinal.providers.js';
import { MapasViagemController } from './mapas/mapas.controller.js';
import { MapasViagemQueries } from './mapas/mapas.queries.js';
import { LinhaDoTempoController } from './mapas/linha-do-tempo.controller.js';
import { LinhaDoTempoQueries } from './mapas/linha-do-tempo.queries.js';
import { EstacoesController } from './estacoes/estacoes.controller.js';
import { EstacoesCasos } from './estacoes/estacoes.providers.js';
import { EstacoesQueries } from './estacoes/estacoes.queries.js';
import { NotificacoesController, RevisaoPerfilController } from './notificacoes/notificacoes.controller.js';
import { NotificacoesQueries } from './notificacoes/notificacoes.queries.js';
import { ProntaRespostaController, ProntaRespostaPublicaController } from './pronta-resposta/pronta-resposta.controller.js';
import { ProntaRespostaCasos } from './pronta-resposta/pronta-resposta.providers.js';
import { ProntaRespostaQueries } from './pronta-resposta/pronta-resposta.queries.js';
import { PainelController } from './painel/painel.controller.js';
import { PainelQueries } from './painel/painel.queries.js';

/**
 * Monitoring context (spec 02; ARCHITECTURE.md "Telemetry"): trips (SM: form, lists, lifecycle,
 * occurrences, observations, situations, the position map) and the telemetry side — positions
 * and peripheral readings in through three doors (batch call, OsmAnd listener, Traccar forwarding),
 * stored by day partitions, the last position and readings per vehicle kept apart.
 */
@Module({
  // The trip form's one-segment GET/PATCH monitoramentos/:id is in ViagensFormularioModule, registered
  // after every module so that no fixed path of the family is captured by it.
  controllers: [
    ListasViagensController, TelemetriaController, PosicoesController, IntegracaoController, ComandosController, ImpressaoController,
    CicloViagemController, SituacaoDaViagemController, MapasViagemController, LinhaDoTempoController, PerdaSinalController, EstacoesController,
    NotificacoesController, RevisaoPerfilController, ProntaRespostaController, ProntaRespostaPublicaController, PainelController,
  ],
  providers: [
    TelemetriaUseCases, ComandosUseCases, PosicoesQueries, IntegracaoQueries, ComandosQueries, SimuladorQueries, VeiculoVisivelQueries,
    ServidorOsmAnd, ParticoesPosicoesJob, SimuladorDemo, ComandosJob,
    ListasViagensQueries, CicloViagemCasos, CicloViagemQueries, ImpressaoQueries, ImpressaoPortas, PerdaSinalJob, PerdaSinalCasos, MapasViagemQueries, LinhaDoTempoQueries,
    EstacoesQueries, EstacoesCasos,
    NotificacoesQueries, ProntaRespostaCasos, ProntaRespostaQueries, PainelQueries,
  ],
})
export class MonitoringModule {}
