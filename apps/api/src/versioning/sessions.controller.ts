import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, type AssetType, versioningDecider, versioningSessionStreamId, versioningStreamId, type VersioningCommand } from '@tempest/domain';
import { DecisionRunner, formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { metadataFor, userActor } from '../assets/asset-actor.js';
import { readGameAccess, readSessionGame } from '../assets/game-access.js';
import { commandContext, type CommandContext } from '../common/actor.js';
import { gameIdParam, VersioningAccess } from './versioning-access.js';
import { gameAssets } from '../assets/game-manifest.js';
import { CommitDto, NamedCommitDto, StartSessionDto } from './versioning.dto.js';
import { gameCommits, VERSIONING } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import type { CommitAnswer, SessionAnswer } from '@tempest/contracts';

/** The working tree's order (its groups), which a save's answer lists its assets in. */
const TREE_ORDER: readonly AssetType[] = ['entity', 'script', 'tool', 'prompt', 'logic_file', 'frontend_file'];

/** Versioning sessions, commits ("revisions" of the working tree) and checkpoints (named commits). */
@ApiTags('versioning')
@Controller('create/versioning')
export class SessionsController {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly access: VersioningAccess,
    private readonly reads: ReadModels,
  ) {}

  /** Sessions and commits of a game's versioning: a session on its own stream, commits on `versioning-<gameId>`. */
  private async execute(command: VersioningCommand, context: CommandContext): Promise<{ position: string | null }> {
    const metadata = metadataFor(command.data.actor, context);
    const streamId = command.type === 'StartVersioningSession' ? versioningSessionStreamId(command.data.sessionId) : versioningStreamId(command.data.gameId);
    const result = await this.runner.run({ decider: versioningDecider, streamId, command }, { metadata });
    return { position: result.position ? formatPosition(result.position) : null };
  }

  @Post('sessions')
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ session_id, game_id, name, started_at, position }' })
  async start(@Body() body: StartSessionDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<SessionAnswer> {
    const context = commandContext(request);
    const sessionId = randomUUID();
    const game = await readGameAccess(this.runner, body.game_id);
    const data = { gameId: body.game_id, now: context.now, actor: userActor(user), game, sessionId, name: body.name ?? '' };
    const result = await this.execute({ type: 'StartVersioningSession', data }, context);
    return { session_id: sessionId, game_id: body.game_id, name: data.name.trim(), started_at: context.now, position: result.position };
  }

  @Post('revisions')
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ revision_id, revision_head, message, assets: [{ asset_id, revision }], position }' })
  commit(@Body() body: CommitDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<CommitAnswer> {
    return this.record('commit', body.game_id, body.session_id ?? null, body.message ?? '', body.asset_ids ?? null, request, user);
  }

  @Post('checkpoints')
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ checkpoint_id, message, assets, position }' })
  async checkpoint(@Body() body: NamedCommitDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const result = await this.record('checkpoint', body.game_id, body.session_id ?? null, body.message, null, request, user);
    return { checkpoint_id: result.revision_id, message: result.message, assets: result.assets, position: result.position };
  }

  @Get('checkpoints/:gameId')
  @ApiOkResponse({ description: '{ checkpoints: [...] } commits and checkpoints, newest first' })
  async list(@Param('gameId', gameIdParam) gameId: string, @CurrentUser() user: ActiveUser | null) {
    await this.access.game(gameId, user);
    return { checkpoints: await gameCommits((await this.reads.at(VERSIONING, 'committed')).db, gameId) };
  }

  private async record(kind: 'commit' | 'checkpoint', gameId: string, sessionId: string | null, message: string, assetIds: string[] | null, request: Request, user: ActiveUser) {
    const game = await this.access.game(gameId, user);
    // The game's manifest, not the working tree: a save is a write, and a write never waits for a read model.
    const all = (await gameAssets(this.runner, gameId)).sort((a, b) => TREE_ORDER.indexOf(a.assetType) - TREE_ORDER.indexOf(b.assetType));
    const chosen = assetIds ? all.filter((a) => assetIds.includes(a.assetId)) : all;
    const missing = (assetIds ?? []).filter((id) => !all.some((a) => a.assetId === id));
    if (missing.length > 0) throw new DomainError('asset.not_found', { assetIds: missing });
    const assets = chosen.map((a) => ({ assetId: a.assetId, revision: a.revision }));
    const context = commandContext(request);
    const commitId = randomUUID();
    const sessionGameId = sessionId === null ? null : await readSessionGame(this.runner.store, sessionId);
    const data = { gameId, now: context.now, actor: userActor(user), game, commitId, sessionId, sessionGameId, kind, message, assets };
    const result = await this.execute({ type: 'CommitRevision', data }, context);
    return {
      revision_id: commitId,
      revision_head: commitId,
      message: message.trim(),
      assets: assets.map((a) => ({ asset_id: a.assetId, revision: a.revision })),
      position: result.position,
    };
  }
}
