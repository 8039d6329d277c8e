import { Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProjectionsAnswer, RebuildAnswer, RebuildEstimateAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { AnalystGuard, StaffGuard } from '../accounts/security/current-user.js';
import { commandContext } from '../common/actor.js';
import { uuidPipe } from '../common/uuid-pipe.js';
import { Rebuilds } from './rebuilds.service.js';
import { DomainError } from '@tempest/domain';

const rebuildIdPipe = uuidPipe('rebuild.invalid_id');

const projectionName = (name: string): string => {
  if (!/^[a-z][a-z0-9_-]{0,62}$/.test(name)) throw new DomainError('request.invalid', 'name must be a projection name (lower-case letters, digits, - and _)');
  return name;
};

/** The projections and their rebuilds (docs/api-replay.md): staff and analysts read, staff rebuild. */
@ApiTags('analytics')
@Controller('api/analytics')
export class RebuildsController {
  constructor(private readonly rebuilds: Rebuilds) {}

  @Get('projections')
  @UseGuards(AnalystGuard)
  @ApiOkResponse({ description: '{ projections: [{ name, state, checkpoint, lag_events, lag_ms, last_rebuild }] }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  async projections(): Promise<ProjectionsAnswer> {
    return { projections: await this.rebuilds.projections() };
  }

  @Get('projections/:name/rebuild-estimate')
  @UseGuards(AnalystGuard)
  @ApiOkResponse({ description: '{ estimate }: events a rebuild would read (all, of its types, bytes) and the time at the last rebuild\'s rate (else a default)' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No projection of that name' })
  async estimate(@Param('name') name: string): Promise<RebuildEstimateAnswer> {
    return { estimate: await this.rebuilds.estimate(projectionName(name)) };
  }

  @Post('projections/:name/rebuild')
  @HttpCode(202)
  @UseGuards(StaffGuard)
  @ApiAcceptedResponse({ description: '{ rebuild }: started; watch it at GET /api/analytics/rebuilds/{id}/' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No projection of that name' })
  @ApiConflictResponse({ description: 'A rebuild of this projection is already running' })
  async rebuild(@Param('name') name: string, @Req() request: Request): Promise<RebuildAnswer> {
    return { rebuild: await this.rebuilds.start(projectionName(name), commandContext(request).metadata) };
  }

  @Get('rebuilds/:rebuildId')
  @UseGuards(AnalystGuard)
  @ApiOkResponse({ description: '{ rebuild }: status, phase, events read, position of head, events/s, ETA' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No such rebuild' })
  async one(@Param('rebuildId', rebuildIdPipe) id: string): Promise<RebuildAnswer> {
    return { rebuild: await this.rebuilds.one(id) };
  }

  @Post('rebuilds/:rebuildId/cancel')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ rebuild }: cancelled (its side tables dropped), or its final state if it had ended' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such rebuild' })
  async cancel(@Param('rebuildId', rebuildIdPipe) id: string, @Req() request: Request): Promise<RebuildAnswer> {
    return { rebuild: await this.rebuilds.cancel(id, commandContext(request).metadata) };
  }
}
