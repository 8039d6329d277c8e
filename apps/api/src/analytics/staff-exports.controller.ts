import { Controller, Delete, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ExportJobsAnswer } from '@tempest/contracts';
import { StaffGuard } from '../accounts/security/current-user.js';
import { intParam, singleParam, textParam } from '../common/query-params.js';
import { uuidPipe } from '../common/uuid-pipe.js';
import { ExportJobs } from './export-jobs.service.js';
import { DomainError } from '@tempest/domain';

const exportIdPipe = uuidPipe('export.invalid_id');
export const STAFF_EXPORTS_MAX = 500;

/** Every analyst's exports, for staff (docs/api-analytics.md, Staff): list them all, delete any (its file with it). */
@ApiTags('analytics')
@Controller('api/staff/exports')
@UseGuards(StaffGuard)
export class StaffExportsController {
  constructor(private readonly jobs: ExportJobs) {}

  @Get()
  @ApiQuery({ name: 'created_by', required: false, description: 'one analyst’s exports (their user id)' })
  @ApiQuery({ name: 'limit', required: false, description: `1–${STAFF_EXPORTS_MAX}, default 100` })
  @ApiOkResponse({ description: '{ exports }: every export (each with created_by, status, bytes, expires_at), newest first' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  async list(@Query() query: Record<string, unknown>): Promise<ExportJobsAnswer> {
    const createdBy = textParam(query.created_by, 'created_by');
    const limit = intParam(singleParam(query.limit, 'limit'), 'limit', 100, 1, STAFF_EXPORTS_MAX);
    return { exports: await this.jobs.list(createdBy, limit) };
  }

  @Delete(':exportId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled (if it ran) and removed, with its file' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such export' })
  async remove(@Param('exportId', exportIdPipe) id: string): Promise<void> {
    if (!(await this.jobs.find(id))) throw new DomainError('export.not_found');
    await this.jobs.remove(id);
  }
}
