import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AssetType } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { readGameAccess, readSessionGame } from '../../assets/game-access.js';
import { commandContext } from '../../common/actor.js';
import { ApiError } from '../../common/api-error.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { gameIdParam } from '../get-working-tree/get-working-tree.controller.js';
import { VersioningAccess } from '../versioning-access.js';
import { VersioningQueries } from '../versioning-queries.js';
import { gameAssets } from '../../checkpoints/game-revisions.js';
import { ExecuteVersioningCommand } from './execute-versioning-command.js';
import { CommitRevisionDto, CreateCheckpointDto, StartSessionDto } from './versioning.dto.js';
import type { CommitAnswer, SessionAnswer } from '@tempest/contracts';

/** The working tree's order (its groups), which a save's answer lists its assets in. */
const TREE_ORDER: readonly AssetType[] = ['entity', 'script', 'tool', 'prompt', 'logic_file', 'frontend_file'];

/** Versioning sessions, commits ("revisions" of the working tree) and checkpoints (named commits). */
@ApiTags('versioning')
@Controller('create/versioning')
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: VersioningAccess,
    private readonly queries: VersioningQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
  ) {}

  @Post('sessions')
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ session_id, game_id, name, started_at, position }' })
  async start(@Body() body: StartSessionDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<SessionAnswer> {
    const context = commandContext(request);
    const sessionId = randomUUID();
    const game = await readGameAccess(this.store, body.game_id);
    const data = { gameId: body.game_id, now: context.now, actor: userActor(user), game, sessionId, name: body.name ?? '' };
    const result = await this.commands.execute(new ExecuteVersioningCommand({ type: 'StartVersioningSession', data }, context));
    return { session_id: sessionId, game_id: body.game_id, name: data.name.trim(), started_at: context.now, position: result.position };
  }

  @Post('revisions')
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ revision_id, revision_head, message, assets: [{ asset_id, revision }], position }' })
  commit(@Body() body: CommitRevisionDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<CommitAnswer> {
    return this.record('commit', body.game_id, body.session_id ?? null, body.message ?? '', body.asset_ids ?? null, request, user);
  }

  @Post('checkpoints')
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ checkpoint_id, message, assets, position }' })
  async checkpoint(@Body() body: CreateCheckpointDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const result = await this.record('checkpoint', body.game_id, body.session_id ?? null, body.message, null, request, user);
    return { checkpoint_id: result.revision_id, message: result.message, assets: result.assets, position: result.position };
  }

  @Get('checkpoints/:gameId')
  @ApiOkResponse({ description: '{ checkpoints: [...] } commits and checkpoints, newest first' })
  async list(@Param('gameId', gameIdParam) gameId: string, @CurrentUser() user: ActiveUser | null) {
    await this.access.game(gameId, user);
    return { checkpoints: await this.queries.commits(gameId) };
  }

  private async record(kind: 'commit' | 'checkpoint', gameId: string, sessionId: string | null, message: string, assetIds: string[] | null, request: Request, user: ActiveUser) {
    const game = await this.access.game(gameId, user);
    // The game's manifest, not the working tree: a save is a write, and a write never waits for a read model.
    const all = (await gameAssets(this.runner, gameId)).sort((a, b) => TREE_ORDER.indexOf(a.assetType) - TREE_ORDER.indexOf(b.assetType));
    const chosen = assetIds ? all.filter((a) => assetIds.includes(a.assetId)) : all;
    const missing = (assetIds ?? []).filter((id) => !all.some((a) => a.assetId === id));
    if (missing.length > 0) throw new ApiError(404, 'asset.not_found', 'Asset not found', { assetIds: missing });
    const assets = chosen.map((a) => ({ assetId: a.assetId, revision: a.revision }));
    const context = commandContext(request);
    const commitId = randomUUID();
    const sessionGameId = sessionId === null ? null : await readSessionGame(this.store, sessionId);
    const data = { gameId, now: context.now, actor: userActor(user), game, commitId, sessionId, sessionGameId, kind, message, assets };
    const result = await this.commands.execute(new ExecuteVersioningCommand({ type: 'CommitRevision', data }, context));
    return {
      revision_id: commitId,
      revision_head: commitId,
      message: message.trim(),
      assets: assets.map((a) => ({ asset_id: a.assetId, revision: a.revision })),
      position: result.position,
    };
  }
}
