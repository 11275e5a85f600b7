import { Module } from '@nestjs/common';
import { MastersModule } from '../masters/masters.module.js';
import { ChecklistsController, EmbarcadorChecklistsController } from './checklists.controller.js';
import { ChecklistsQueries } from './checklists.queries.js';
import { ChecklistsCasos } from './checklists.providers.js';
import { ChecklistsJob } from './checklists.job.js';

/**
 * Checklists context (issue 12; spec 01): requests, the operator's queue and tests, releases,
 * retests, the express queue and the automatic test on the readings the telemetry stores.
 */
@Module({
  imports: [MastersModule],
  controllers: [ChecklistsController, EmbarcadorChecklistsController],
  providers: [ChecklistsQueries, ChecklistsCasos, ChecklistsJob],
})
export class ChecklistsModule {}
