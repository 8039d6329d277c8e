import { Body, Controller, Delete, HttpCode, Param, ParseIntPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { ApiError } from '../../common/api-error.js';
import { toGameDashboard, type DashboardCreated, type GameEvent } from '@tempest/domain';
import type { CommandResult } from '../../infrastructure/kernel.js';
import { GameMutationResult } from '../game-mutation.result.js';
import { gameIdPipe } from '../rename-game/rename-game.controller.js';
import { ChangeDashboardsCommand, type DashboardCommand } from './custom-dashboards.command.js';
import { CreateDashboardDto, DashboardCreatedResult, UpdateDashboardDto } from './custom-dashboards.dto.js';

const dashboardIdPipe = new ParseIntPipe({
  exceptionFactory: () => new ApiError(400, 'dashboard.invalid_id', 'Dashboard id must be an integer'),
});

/**
 * A game's custom dashboards (docs/api-games.md, Custom dashboards): only its creator (or staff) changes
 * them; the game data (GET /create/fetch-game-card/{id}) lists them under `customDashboards`.
 */
@ApiTags('games')
@Controller('api/games/:id/dashboards')
@UseGuards(AuthGuard)
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
export class CustomDashboardsController {
  constructor(private readonly commands: CommandBus) {}

  private async run(request: Request, command: (now: string) => DashboardCommand): Promise<CommandResult<GameEvent>> {
    const context = commandContext(request);
    return this.commands.execute(new ChangeDashboardsCommand(command(context.now), context));
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
    const result = await this.run(request, (now) => ({ type: 'CreateDashboard', data: { gameId: id, name, icon, layoutType, initialComponents, now, ...actor } }));
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
    const result = await this.run(request, (now) => ({
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
    return GameMutationResult.of(id, await this.run(request, (now) => ({ type: 'DeleteDashboard', data: { gameId: id, dashboardId, now, ...actor } })));
  }
}
