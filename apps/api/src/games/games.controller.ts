import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { GamesListAnswer } from '@tempest/contracts';
import { DomainError, gameDecider, gameStreamId, type GameActor } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { GAME_LIST, gameList, type GameCardDetails, type ProjectionEngine } from '@tempest/projections';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import { minPositionParam } from '../common/read-position.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { gameCardOrNotFound } from './game-card.js';
import { CreateGameCommand, RenameGameCommand, UpdateGameDetailsCommand, type GameDetailsInput } from './game-commands.js';
import { CreateGameDto, GameMutationResult, RenameGameDto, UpdateGameDetailsDto } from './games.dto.js';

export const gameIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new DomainError('game.invalid_id'),
});

/** null and absent mean the same: leave the field as it is. */
const detailsOf = (body: UpdateGameDetailsDto): GameDetailsInput => ({
  name: body.name ?? undefined,
  description: body.description ?? undefined,
  titleCard: body.titleCard ?? undefined,
  nsfw: body.nsfw ?? undefined,
  isCloneable: body.isCloneable ?? undefined,
  categoryTags: body.categoryTags ?? undefined,
});

const actorOf = (user: ActiveUser): GameActor => ({ actorId: user.userId, isStaff: user.isStaff });

/**
 * Games (docs/api-games.md): the list, a game's card, and the writes on the game's stream. The routes keep
 * the paths the spec gives them, under /api/games and /create, so the controller names each path whole.
 * Create and rename go through the bus (the agent sends them too); the others are decided here.
 */
@ApiTags('games')
@Controller()
export class GamesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: DecisionRunner,
    private readonly reads: ReadModels,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  @Get('api/games')
  @ApiQuery({
    name: 'minPosition',
    required: false,
    description: 'A position from a command response: answer once the list includes that write (waits up to 5 s)',
  })
  @ApiOkResponse({ description: '{ games: GameListItem[], position, caughtUp }, newest change first; drafts only to their creator and staff' })
  async list(@CurrentUser() user: ActiveUser | null, @Query('minPosition') minPositionGiven?: unknown): Promise<GamesListAnswer> {
    const minPosition = minPositionParam(minPositionGiven);
    // Drafts are listed only to their creator and staff.
    const viewer = { userId: user?.userId ?? null, isStaff: user?.isStaff ?? false };
    const { db, caughtUp } = await this.reads.at(GAME_LIST, minPosition);
    const position = await this.engine.checkpointOf(GAME_LIST);
    return { games: await gameList(db, viewer), position, caughtUp };
  }

  @Post('api/games')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ type: GameMutationResult, description: 'The game was created' })
  async create(@Body() body: CreateGameDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<GameMutationResult> {
    const gameId = randomUUID();
    const creator = { id: user.userId, name: user.username };
    const command = new CreateGameCommand(gameId, body.name, body.description ?? '', creator, commandContext(request));
    return GameMutationResult.of(gameId, await this.commands.execute(command));
  }

  @Post('api/games/:id/rename')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ type: GameMutationResult })
  @ApiNotFoundResponse({ description: 'No such game' })
  @ApiConflictResponse({ description: 'expectedRevision is stale; details.currentRevision tells the current one' })
  async rename(@Param('id', gameIdPipe) id: string, @Body() body: RenameGameDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<GameMutationResult> {
    const command = new RenameGameCommand(id, body.name, body.expectedRevision, actorOf(user), commandContext(request));
    return GameMutationResult.of(id, await this.commands.execute(command));
  }

  /** Deletes a game for its creator (or staff): a GameDeleted event; its history stays. */
  @Post('create/delete-game/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ type: GameMutationResult })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('id', gameIdPipe) id: string, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const context = commandContext(request);
    const command = { type: 'DeleteGame' as const, data: { gameId: id, now: context.now, ...actorOf(user) } };
    return GameMutationResult.of(id, await this.runner.run({ decider: gameDecider, streamId: gameStreamId(id), command }, { metadata: context.metadata }));
  }

  /** Name, description and titleCard apply only when non-empty, flags only when given (docs/api-games.md). */
  @Post('create/update-game-details/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ type: GameMutationResult, description: 'position is null when nothing changed (no event written)' })
  @ApiBadRequestResponse({ description: 'Wrong types, unknown fields, an invalid titleCard, name or tags' })
  @ApiUnauthorizedResponse({ description: 'Authentication required' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiNotFoundResponse({ description: 'Game not found' })
  async update(@Param('id', gameIdPipe) id: string, @Body() body: UpdateGameDetailsDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<GameMutationResult> {
    return GameMutationResult.of(id, await this.commands.execute(new UpdateGameDetailsCommand(id, detailsOf(body), actorOf(user), commandContext(request))));
  }

  /** Anyone with the id may read a card (publishing, and who may see drafts, come with checkpoints). */
  @Get('create/fetch-game-card/:id')
  @ApiQuery({
    name: 'minPosition',
    required: false,
    description: 'A position from a command response: answer once the card includes that write (waits up to 5 s)',
  })
  @ApiOkResponse({
    description:
      '{ id, title, description, image, published, nsfw, category_tags, isCloneable, creator, game: { id, name, description, ' +
      'titleCard, published, isCloneable, nsfw, categoryTags, customDashboards, defaultDashboards, currentPlayState } } (docs/api-games.md)',
  })
  @ApiBadRequestResponse({ description: 'The id is not a UUID, or minPosition is not a position' })
  @ApiNotFoundResponse({ description: 'Game not found (unknown or deleted)' })
  async fetch(@Param('id', gameIdPipe) id: string, @Query('minPosition') minPositionGiven?: unknown): Promise<GameCardDetails> {
    const minPosition = minPositionParam(minPositionGiven);
    return gameCardOrNotFound((await this.reads.at(GAME_LIST, minPosition)).db, id);
  }
}
