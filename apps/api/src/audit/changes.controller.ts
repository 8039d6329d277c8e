import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuditChangeDetail, AuditChangesAnswer, AuditSummaryAnswer } from '@tempest/contracts';
import { AnalystGuard } from '../accounts/security/current-user.js';
import { ChangeFilters, ChangePaging } from './audit-docs.js';
import { auditFilterOf, pageOf, positionParam, type AuditQuery } from './audit-params.js';
import { ChangeLog } from './change-log.service.js';

/** The change log (docs/api-audit.md): every change to every game and account, newest first, for staff and analysts. */
@ApiTags('staff')
@Controller('api/staff/changes')
@UseGuards(AnalystGuard)
export class ChangesController {
  constructor(private readonly log: ChangeLog) {}

  @Get()
  @ChangeFilters()
  @ChangePaging()
  @ApiOkResponse({ description: '{ changes: AuditChange[] (newest first), next_before }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  list(@Query() query: AuditQuery): Promise<AuditChangesAnswer> {
    return this.log.page(auditFilterOf(query), pageOf(query));
  }

  @Get('summary')
  @ChangeFilters()
  @ApiOkResponse({ description: '{ total, by_model, by_actor_kind, reviews: [{ model, accepted, rejected, rate }] }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  summary(@Query() query: AuditQuery): Promise<AuditSummaryAnswer> {
    return this.log.summary(auditFilterOf(query));
  }

  @Get(':position')
  @ApiOkResponse({ description: '{ change, data, metadata, diff: { from, to, changes } | null }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No change at this position' })
  one(@Param('position') position: string): Promise<AuditChangeDetail> {
    return this.log.one(positionParam(position, 'position') as bigint);
  }
}
