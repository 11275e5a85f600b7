import { Module } from '@nestjs/common';
import { MastersModule } from '../masters/masters.module.js';
import { CadastroConsultaPortas } from './cadastro-consulta.providers.js';
import { RegistroController } from './registro/registro.controller.js';
import { RegistroQueries } from './registro/registro.queries.js';
import { BlacklistController } from './blacklist/blacklist.controller.js';
import { BlacklistQueries } from './blacklist/blacklist.queries.js';
import { ConfiguracoesController } from './configuracoes/configuracoes.controller.js';
import { ConfiguracoesQueries } from './configuracoes/configuracoes.queries.js';
import { LgpdController } from './lgpd/lgpd.controller.js';
import { LgpdQueries } from './lgpd/lgpd.queries.js';
import { RelatoriosController } from './relatorios/relatorios.controller.js';
import { RelatoriosJob } from './relatorios/relatorios.job.js';
import { RelatoriosQueries } from './relatorios/relatorios.queries.js';
import { RelatoriosService } from './relatorios/relatorios.service.js';

/**
 * Registration and consultation context (issue 13; spec 03 §2 "Registration and consultation"):
 * registrations under a policy, external protocols, the item analysis with attachments and the
 * protocol PDF, the blacklist, renewals, reports, the clients' validity configurations, LGPD,
 * and the read that trips make (`SituacaoCadastralQueries`).
 */
@Module({
  imports: [MastersModule],
  controllers: [RegistroController, BlacklistController, ConfiguracoesController, LgpdController, RelatoriosController],
  providers: [CadastroConsultaPortas, RegistroQueries, RelatoriosQueries, RelatoriosService, RelatoriosJob, BlacklistQueries, ConfiguracoesQueries, LgpdQueries],
  // Trips read RegistroQueries.situacao; the other contexts reach the ports through the module.
  exports: [CadastroConsultaPortas, RegistroQueries],
})
export class CadastroConsultaModule {}
