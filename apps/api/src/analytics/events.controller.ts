import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ExplorerEventDetail, ExplorerEventsAnswer } from '@tempest/contracts';
import { AnalystGuard } from '../accounts/security/current-user.js';
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
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  list(@Query() query: AnalyticsQuery): Promise<ExplorerEventsAnswer> {
    return this.explorer.page(explorerFilterOf(query), explorerPageOf(query));
  }

  @Get(':position')
  @ApiOkResponse({ description: '{ event, data (secrets redacted), metadata, chain: { nodes, edges, truncated } }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No event at this position' })
  one(@Param('position') position: string): Promise<ExplorerEventDetail> {
    return this.explorer.one(positionParam(position, 'position') as bigint);
  }
}
