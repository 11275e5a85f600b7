import { Module } from '@nestjs/common';
import { MastersModule } from '../masters/masters.module.js';
import { ChecklistsController, EmbarcadorChecklistsController } from './checklists.controller.js';
import { ChecklistsQueries } from './checklists.queries.js';
import { ChecklistsCasos } from './checklists.providers.js';
import { ChecklistsJob } from './checklists.job.js';
import { DashboardChecklistController } from './dashboard.controller.js';
import { DashboardChecklistQueries } from './dashboard.queries.js';

/**
 * Checklists context (issue 12; spec 01): requests, the operator's queue and tests, releases,
 * retests, the express queue and the automatic test on the readings the telemetry stores.
 */
@Module({
  imports: [MastersModule],
  // The dashboard first: check_lists/:id would take 'dashboard' for an id.
  controllers: [DashboardChecklistController, ChecklistsController, EmbarcadorChecklistsController],
  providers: [DashboardChecklistQueries, ChecklistsQueries, ChecklistsCasos, ChecklistsJob],
})
export class ChecklistsModule {}
