import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuditChangeDetail, AuditChangesAnswer, AuditChartsAnswer, AuditSummaryAnswer } from '@tempest/contracts';
import { AnalystGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { ChangeFilters, ChangePaging } from './audit-docs.js';
import { auditFilterOf, chartRangeOf, pageOf, positionParam, type AuditQuery } from './audit-params.js';
import { ChangeLog } from './change-log.service.js';
import { viewerOf } from '../privacy/event-view.service.js';

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
  list(@Query() query: AuditQuery, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<AuditChangesAnswer> {
    return this.log.page(auditFilterOf(query), pageOf(query), viewerOf(user, request));
  }

  @Get('summary')
  @ChangeFilters()
  @ApiOkResponse({ description: '{ total, by_model, by_actor_kind, reviews: [{ model, accepted, rejected, rate }] }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  summary(@Query() query: AuditQuery, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<AuditSummaryAnswer> {
    return this.log.summary(auditFilterOf(query), viewerOf(user, request));
  }

  @Get('charts')
  @ApiQuery({ name: 'from', required: false, description: 'ISO time, inclusive (default: the start of the UTC day 29 days before `to`)' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO time, exclusive (default: now); at most 366 days after `from`' })
  @ApiOkResponse({ description: '{ from, to, days, events_by_type, edits_by_actor, tokens_by_model, games_by_day }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  charts(@Query() query: AuditQuery): Promise<AuditChartsAnswer> {
    return this.log.charts(chartRangeOf(query, new Date()));
  }

  @Get(':position')
  @ApiOkResponse({ description: '{ change, data, metadata, diff: { from, to, changes } | null }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No change at this position' })
  one(@Param('position') position: string, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<AuditChangeDetail> {
    return this.log.one(positionParam(position, 'position') as bigint, viewerOf(user, request));
  }
}
