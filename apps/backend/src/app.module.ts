import { ViagensFormularioModule } from './modules/monitoring/viagens/viagens.module.js';
import { Controller, Get, Global, Module, type DynamicModule } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from './config.js';
import { DatabaseModule } from './shared/database/database.module.js';
import { AuthModule } from './shared/auth/auth.module.js';
import { Publico } from './shared/auth/decorators.js';
import { ErrorFilter } from './shared/http/error.filter.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { MastersModule } from './modules/masters/masters.module.js';
import { MonitoringModule } from './modules/monitoring/monitoring.module.js';
import { AoVivoModule } from './modules/monitoring/ao-vivo/ao-vivo.module.js';
// After MastersModule: its /check_lists/grid_alertas and friends must match before GET /check_lists/:id.
import { ChecklistsModule } from './modules/checklists/checklists.module.js';
import { CadastroConsultaModule } from './modules/cadastro-consulta/cadastro-consulta.module.js';
import { SessoesJob } from './shared/auth/sessoes.job.js';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status!: string;
}

@ApiTags('Sistema')
@Controller('health')
class HealthController {
  @Get()
  @Publico()
  @ApiOperation({ summary: 'O serviço está no ar? Sem token, para o balanceador e o monitoramento' })
  @ApiOkResponse({ type: HealthDto })
  health(): HealthDto {
    return { status: 'ok' };
  }
}

@Global()
@Module({})
class ConfigModule {
  static forRoot(cfg: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: cfg }], exports: [APP_CONFIG] };
  }
}

/**
 * One module per bounded context (spec README): identity, monitoring, masters; the others join as
 * they are built. Monitoring before masters: its `veiculos/posicoes` must be matched before the
 * masters' `veiculos/:id`.
 */
@Module({})
export class AppModule {
  static forRoot(cfg: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(cfg), DatabaseModule.forRoot(), ScheduleModule.forRoot(), AuthModule, AoVivoModule, IdentityModule, MonitoringModule, MastersModule, ChecklistsModule, CadastroConsultaModule, ViagensFormularioModule],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }, SessoesJob],
    };
  }
}
