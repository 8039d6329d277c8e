import { Module } from '@nestjs/common';
import { AnalyticsSettingsController } from './settings.controller.js';
import { AnalyticsSettingsService } from './analytics-settings.service.js';
import { EventsController } from './events.controller.js';
import { PickersController } from './pickers.controller.js';
import { EventExplorer } from './explorer.service.js';
import { ExportJobs } from './export-jobs.service.js';
import { ExportsController } from './exports.controller.js';
import { EventViews } from '../privacy/event-view.service.js';
import { StaffExportsController } from './staff-exports.controller.js';

/** The analysts' event explorer and exports (docs/api-analytics.md); the index is libs/projections/src/event-index. */
@Module({
  controllers: [EventsController, PickersController, ExportsController, StaffExportsController, AnalyticsSettingsController],
  providers: [EventExplorer, ExportJobs, AnalyticsSettingsService, EventViews],
  exports: [ExportJobs],
})
export class AnalyticsModule {}
