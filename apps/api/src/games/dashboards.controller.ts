import { Body, Controller, Delete, HttpCode, Param, ParseIntPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DomainError, gameDecider, gameStreamId, toGameDashboard, type CreateDashboard, type DashboardCreated, type DeleteDashboard, type UpdateDashboard } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import { CreateDashboardDto, DashboardCreatedResult, UpdateDashboardDto } from './dashboards.dto.js';
import { gameIdPipe } from './games.controller.js';
import { GameMutationResult } from './games.dto.js';

type DashboardCommand = CreateDashboard | UpdateDashboard | DeleteDashboard;

const dashboardIdPipe = new ParseIntPipe({
  exceptionFactory: () => new DomainError('dashboard.invalid_id'),
});

/**
 * A game's custom dashboards (docs/api-games.md, Custom dashboards): only its creator (or staff) changes
 * them; the game data (GET /create/fetch-game-card/{id}) lists them under `customDashboards`. Decided on
 * the game's stream like every game command.
 */
@ApiTags('games')
@Controller('api/games/:id/dashboards')
@UseGuards(AuthGuard)
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
export class CustomDashboardsController {
  constructor(private readonly runner: DecisionRunner) {}

  private run(request: Request, gameId: string, command: (now: string) => DashboardCommand) {
    const context = commandContext(request);
    return this.runner.run({ decider: gameDecider, streamId: gameStreamId(gameId), command: command(context.now) }, { metadata: context.metadata });
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: DashboardCreatedResult })
  @ApiBadRequestResponse({ description: 'A name, icon, layout type or component list the rules refuse' })
  @ApiConflictResponse({ description: 'The name’s code is taken in this game, or the game has 12 custom dashboards already' })
  @ApiNotFoundResponse({ description: 'Game not found' })
  async create(
    @Param('id', gameIdPipe) id: string,
    @Body() body: CreateDashboardDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<DashboardCreatedResult> {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    const { name, icon, layoutType, initialComponents } = body;
    const result = await this.run(request, id, (now) => ({ type: 'CreateDashboard', data: { gameId: id, name, icon, layoutType, initialComponents, now, ...actor } }));
    const [created] = result.events as DashboardCreated[];
    return { ...GameMutationResult.of(id, result), dashboard: toGameDashboard(created.data.dashboard) };
  }

  /** Rename, change the icon, layout type or components; only the fields given change. */
  @Patch(':dashboardId')
  @HttpCode(200)
  @ApiOkResponse({ type: GameMutationResult, description: 'position is null when nothing changed (no event written)' })
  @ApiBadRequestResponse({ description: 'A name, icon, layout type or component list the rules refuse' })
  @ApiConflictResponse({ description: 'The new name’s code is taken in this game' })
  @ApiNotFoundResponse({ description: 'Game or dashboard not found' })
  async update(
    @Param('id', gameIdPipe) id: string,
    @Param('dashboardId', dashboardIdPipe) dashboardId: number,
    @Body() body: UpdateDashboardDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    const { name, icon, layoutType, initialComponents } = body;
    const result = await this.run(request, id, (now) => ({
      type: 'UpdateDashboard',
      data: { gameId: id, dashboardId, name, icon, layoutType, initialComponents, now, ...actor },
    }));
    return GameMutationResult.of(id, result);
  }

  @Delete(':dashboardId')
  @HttpCode(200)
  @ApiOkResponse({ type: GameMutationResult })
  @ApiNotFoundResponse({ description: 'Game or dashboard not found (the default dashboards cannot be deleted)' })
  async delete(
    @Param('id', gameIdPipe) id: string,
    @Param('dashboardId', dashboardIdPipe) dashboardId: number,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    return GameMutationResult.of(id, await this.run(request, id, (now) => ({ type: 'DeleteDashboard', data: { gameId: id, dashboardId, now, ...actor } })));
  }
}
