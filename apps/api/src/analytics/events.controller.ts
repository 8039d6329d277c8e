import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ExplorerEventDetail, ExplorerEventsAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { AnalystGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { viewerOf } from '../privacy/event-view.service.js';
import { ExplorerQuery } from './analytics-docs.js';
import { explorerFilterOf, explorerPageOf, positionParam, type AnalyticsQuery } from './analytics-params.js';
import { EventExplorer } from './explorer.service.js';

/** The event explorer (docs/api-analytics.md): `$all` through the event index, for staff and analysts. */
@ApiTags('analytics')
@Controller('api/analytics/events')
@UseGuards(AnalystGuard)
export class EventsController {
  constructor(private readonly explorer: EventExplorer) {}

  @Get()
  @ExplorerQuery()
  @ApiOkResponse({ description: '{ events: ExplorerEvent[] (newest first), next_before, next_after }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst; or an analyst searching into a personal stream name (analytics.personal_stream)' })
  list(@Query() query: AnalyticsQuery, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<ExplorerEventsAnswer> {
    return this.explorer.page(explorerFilterOf(query), explorerPageOf(query), viewerOf(user, request));
  }

  @Get(':position')
  @ApiOkResponse({ description: '{ event, data (as the role may see it: docs/personal-data.md), metadata, chain: { nodes, edges, truncated } }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No event at this position' })
  one(@Param('position') position: string, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<ExplorerEventDetail> {
    return this.explorer.one(positionParam(position, 'position') as bigint, viewerOf(user, request));
  }
}
