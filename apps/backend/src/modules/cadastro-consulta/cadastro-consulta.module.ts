import { Module } from '@nestjs/common';
import { MastersModule } from '../masters/masters.module.js';
import { CadastroConsultaPortas } from './cadastro-consulta.providers.js';
import { RegistroController } from './registro/registro.controller.js';
import { RegistroQueries } from './registro/registro.queries.js';
import { RegistroServico } from './registro/registro.servico.js';

/**
 * Registration and consultation context (issue 13; spec 03 §2 "Registration and consultation"):
 * registrations under a policy, external protocols, the item analysis with attachments and the
 * protocol PDF, the blacklist, renewals, reports, the clients' validity configurations, LGPD,
 * and the read that trips make (`SituacaoCadastralQueries`).
 */
@Module({
  imports: [MastersModule],
  controllers: [RegistroController],
  providers: [CadastroConsultaPortas, RegistroQueries, RegistroServico],
  // Trips read RegistroQueries.situacao; the other contexts reach the ports through the module.
  exports: [CadastroConsultaPortas, RegistroQueries],
})
export class CadastroConsultaModule {}
