import { createReadStream, existsSync } from 'node:fs';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiForbiddenResponse, ApiGoneResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ExportEstimateAnswer, ExportJob, ExportJobAnswer, ExportJobsAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { AnalystGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { uuidPipe } from '../common/uuid-pipe.js';
import { viewerOf } from '../privacy/event-view.service.js';
import { explorerFilterOf, exportFormatOf, type AnalyticsQuery } from './analytics-params.js';
import { ExportEstimateQuery } from './analytics-docs.js';
import { AnalyticsSettingsService } from './analytics-settings.service.js';
import { CreateExportDto } from './analytics.dto.js';
import { ExportJobs } from './export-jobs.service.js';
import { DomainError } from '@tempest/domain';

const FILTER_KEYS = new Set(['stream', 'prefix', 'category', 'event_type', 'actor_id', 'model', 'from', 'to']);
const CONTENT_TYPES = { jsonl: 'application/x-ndjson', csv: 'text/csv; charset=utf-8', parquet: 'application/vnd.apache.parquet' } as const;
const exportIdPipe = uuidPipe('export.invalid_id');

/** Export jobs of the event explorer (docs/api-analytics.md, Exports): each analyst sees their own; staff see any. */
@ApiTags('analytics')
@Controller('api/analytics/exports')
@UseGuards(AnalystGuard)
export class ExportsController {
  constructor(
    private readonly jobs: ExportJobs,
    private readonly settings: AnalyticsSettingsService,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: '{ export }: the job, queued; it runs in the background' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst, exports are turned off, or an analyst filtering into a personal stream name' })
  @ApiConflictResponse({ description: 'export.quota: as many exports queued or running, or as many bytes kept, as one analyst may have' })
  async create(@Body() body: CreateExportDto, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<ExportJobAnswer> {
    const filters = (body.filters ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(filters).filter((key) => !FILTER_KEYS.has(key));
    if (unknown.length > 0) throw new DomainError('request.invalid', `filters.${unknown[0].slice(0, 40)} is not a filter`, { field: 'filters' });
    const filter = explorerFilterOf(filters);
    if (!(await this.settings.read()).exports_enabled) throw new DomainError('analytics.exports_off');
    return { export: await this.jobs.start(viewerOf(user, request), body.format, body.gzip === true, filter) };
  }

  @Get('estimate')
  @ExportEstimateQuery()
  @ApiOkResponse({ description: '{ estimate }: events (exactly) and bytes (about, from a sample) an export of these filters would write if it started now' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst, exports are turned off, or an analyst filtering into a personal stream name' })
  async estimate(@Query() query: AnalyticsQuery, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<ExportEstimateAnswer> {
    // Allowed as creating an export is: the same guard, the same switch, the same filters.
    const unknown = Object.keys(query).filter((key) => !FILTER_KEYS.has(key) && key !== 'format' && key !== 'gzip');
    if (unknown.length > 0) throw new DomainError('request.invalid', `${unknown[0].slice(0, 40)} is not a filter`, { field: unknown[0].slice(0, 40) });
    const filter = explorerFilterOf(query);
    const { format, gzip } = exportFormatOf(query);
    if (!(await this.settings.read()).exports_enabled) throw new DomainError('analytics.exports_off');
    return { estimate: await this.jobs.estimate(viewerOf(user, request), format, gzip, filter) };
  }

  @Get()
  @ApiOkResponse({ description: '{ exports }: your export jobs, newest first' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  async list(@CurrentUser() user: ActiveUser): Promise<ExportJobsAnswer> {
    return { exports: await this.jobs.list(user.userId) };
  }

  @Get(':exportId')
  @ApiOkResponse({ description: '{ export }: status, rows_written, rows_total, progress, bytes' })
  @ApiNotFoundResponse({ description: 'No such export of yours' })
  async one(@Param('exportId', exportIdPipe) id: string, @CurrentUser() user: ActiveUser): Promise<ExportJobAnswer> {
    return { export: await this.visible(id, user) };
  }

  @Get(':exportId/download')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiNotFoundResponse({ description: 'No such export of yours, or exports are turned off (analytics.exports_off)' })
  @ApiConflictResponse({ description: 'The export has not finished' })
  @ApiGoneResponse({ description: 'The export expired: its file was deleted after its time to live' })
  async download(@Param('exportId', exportIdPipe) id: string, @CurrentUser() user: ActiveUser): Promise<StreamableFile> {
    // The guard has read the caller's role from their account as of this request: a revoked analyst is refused
    // (403) before this line, whenever the export was made.
    const job = await this.visible(id, user);
    if (!(await this.settings.read()).exports_enabled) throw new DomainError('analytics.exports_off.download');
    const expired = job.status === 'expired' || (job.expires_at !== null && Date.parse(job.expires_at) <= Date.now());
    if (expired) throw new DomainError('export.expired', { expired_at: job.expires_at });
    if (job.status !== 'done') throw new DomainError('export.not_ready', { status: job.status });
    const path = this.jobs.pathOf(job.id);
    // Written on another replica's disk (DATA_DIR not shared): not here to serve.
    if (!existsSync(path)) throw new DomainError('export.file_missing');
    const type = job.gzip ? 'application/gzip' : CONTENT_TYPES[job.format];
    return new StreamableFile(createReadStream(path), { type, disposition: `attachment; filename="${job.file_name}"`, length: job.bytes });
  }

  @Delete(':exportId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled (if it ran) and removed, with its file' })
  @ApiNotFoundResponse({ description: 'No such export of yours' })
  async remove(@Param('exportId', exportIdPipe) id: string, @CurrentUser() user: ActiveUser): Promise<void> {
    await this.visible(id, user);
    await this.jobs.remove(id);
  }

  /** The job, for its creator and staff; anyone else learns nothing (404, as for no job). */
  private async visible(id: string, user: ActiveUser): Promise<ExportJob> {
    const job = await this.jobs.find(id);
    if (!job || (job.created_by !== user.userId && !user.isStaff)) throw new DomainError('export.not_found');
    return job;
  }
}
