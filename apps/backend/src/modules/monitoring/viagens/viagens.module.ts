import { Module } from '@nestjs/common';
import { CadastroConsultaModule } from '../../cadastro-consulta/cadastro-consulta.module.js';
import { TiposCargaController, TiposViagemController, ViagensController } from './viagens.controller.js';
import { ViagensCasos } from './viagens.providers.js';
import { ViagensQueries } from './viagens.queries.js';

/**
 * The trip form's calls (part of the monitoring context), in a module of their own only for the
 * order of the routes: `GET/PATCH monitoramentos/:id` takes any one segment after monitoramentos,
 * so it is registered after every other module (AppModule imports it last) and the fixed paths of
 * the same family — the lists here, `monitoramentos/carrega_regra_risco` in masters — answer first.
 * Express 5 has no numeric-only route parameter to say it otherwise.
 */
@Module({
  imports: [CadastroConsultaModule],
  controllers: [TiposViagemController, TiposCargaController, ViagensController],
  providers: [ViagensCasos, ViagensQueries],
})
export class ViagensFormularioModule {}
