import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { RevisionsAnswer, RollbackAnswer, WorkingTreeAnswer } from '@tempest/contracts';
import { DomainError, isAssetType, looksLikeUuid } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import { assetView } from '../assets/asset-view.js';
import { ExecuteAssetCommand } from '../assets/execute-asset-command.js';
import { commandContext } from '../common/actor.js';
import { diffContent } from './asset-diff.js';
import { assetIdParam, assetNotFound, gameIdParam, VersioningAccess } from './versioning-access.js';
import { RollbackAssetDto } from './versioning.dto.js';
import { assetRevision, assetRevisions, VERSIONING, workingTreeOf } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';

/** 50 revisions unless the request asks for another limit (docs/api-assets.md, Versioning). */
const REVISIONS_LIMIT_DEFAULT = 50;
const REVISIONS_LIMIT_MAX = 200;

const revisionNumber = (value: unknown, field: string): number => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw new DomainError('revision.invalid_id', `${field} must be a revision number (0 or more)`);
  return n;
};

const revisionNotFound = (assetId: string, revision: number) =>
  new DomainError('asset.revision_not_found', { assetId, revision });

/** A game's working tree, and each asset's history in it: revisions, diffs between two, rollback to one. */
@ApiTags('versioning')
@Controller('create/versioning')
export class WorkingTreeController {
  constructor(
    private readonly access: VersioningAccess,
    private readonly reads: ReadModels,
    private readonly commands: CommandBus,
  ) {}

  @Get('working-tree/:gameId')
  @ApiOkResponse({ description: '{ game_id, revision_head, working_tree: { entities, scripts, tools, prompts, flows, frontend_files } }' })
  async workingTree(@Param('gameId', gameIdParam) gameId: string, @CurrentUser() user: ActiveUser | null): Promise<WorkingTreeAnswer> {
    await this.access.game(gameId, user);
    return workingTreeOf((await this.reads.at(VERSIONING, 'committed')).db, gameId);
  }

  @Get('revisions/:assetId')
  @ApiQuery({ name: 'asset_type', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'default 50, at most 200' })
  @ApiQuery({ name: 'session_id', required: false })
  @ApiOkResponse({ description: '{ asset_id, asset_type, revisions: RevisionItem[] (newest first), has_more }' })
  async list(
    @Param('assetId', assetIdParam) assetId: string,
    @CurrentUser() user: ActiveUser | null,
    @Query('asset_type') assetType?: unknown,
    @Query('limit') limitParam?: unknown,
    @Query('session_id') sessionId?: unknown,
  ): Promise<RevisionsAnswer> {
    const limit = limitParam === undefined ? REVISIONS_LIMIT_DEFAULT : revisionNumber(limitParam, 'limit');
    if (limit < 1 || limit > REVISIONS_LIMIT_MAX) throw new DomainError('query.invalid_limit', `limit must be 1 to ${REVISIONS_LIMIT_MAX}`);
    if (sessionId !== undefined && (typeof sessionId !== 'string' || !looksLikeUuid(sessionId))) {
      throw new DomainError('versioning.invalid_session', 'session_id must be a UUID');
    }
    const asset = await this.access.asset(assetId, user, assetType);
    const { revisions, hasMore } = await assetRevisions((await this.reads.at(VERSIONING, 'committed')).db, assetId, limit, (sessionId as string | undefined) ?? null);
    return { asset_id: assetId, asset_type: asset.type, revisions, has_more: hasMore };
  }

  @Get('revisions/:assetId/:revisionId')
  @ApiOkResponse({ description: '{ revision: RevisionItem }' })
  async one(
    @Param('assetId', assetIdParam) assetId: string,
    @Param('revisionId') revisionId: string,
    @CurrentUser() user: ActiveUser | null,
    @Query('asset_type') assetType?: unknown,
  ) {
    const revision = revisionNumber(revisionId, 'revisionId');
    await this.access.asset(assetId, user, assetType);
    const found = await assetRevision((await this.reads.at(VERSIONING, 'committed')).db, assetId, revision);
    if (!found) throw revisionNotFound(assetId, revision);
    return { revision: found };
  }

  @Get('diff/:assetId')
  @ApiQuery({ name: 'from', description: 'revision number' })
  @ApiQuery({ name: 'to', description: 'revision number' })
  @ApiOkResponse({ description: '{ from: RevisionItem, to: RevisionItem, changes: [{ key, before, after }] }' })
  async diff(
    @Param('assetId', assetIdParam) assetId: string,
    @CurrentUser() user: ActiveUser | null,
    @Query('from') fromParam?: unknown,
    @Query('to') toParam?: unknown,
  ) {
    const fromRevision = revisionNumber(fromParam, 'from');
    const toRevision = revisionNumber(toParam, 'to');
    await this.access.asset(assetId, user);
    const { db } = await this.reads.at(VERSIONING, 'committed');
    const [from, to] = await Promise.all([assetRevision(db, assetId, fromRevision), assetRevision(db, assetId, toRevision)]);
    if (!from) throw revisionNotFound(assetId, fromRevision);
    if (!to) throw revisionNotFound(assetId, toRevision);
    return { from, to, changes: diffContent(from.data, to.data) };
  }

  /** Rolls the asset back to a revision: a new event with that revision's content; history is kept. */
  @Post('rollback')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', asset, revision, position }" })
  async rollback(@Body() body: RollbackAssetDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<RollbackAnswer> {
    // Any asset of the user's games, deleted ones too (a rollback may bring one back).
    const type = body.asset_type;
    const target = { assetId: body.asset_id.toLowerCase(), types: isAssetType(type) ? [type] : undefined, notFound: assetNotFound, includeDeleted: true };
    const command = new ExecuteAssetCommand(target, userActor(user), commandContext(request), (c) => ({ type: 'RollbackAsset', data: { ...c, toRevision: body.revision_id } }), {
      sessionId: body.session_id ?? null,
    });
    const result = await this.commands.execute(command);
    return { status: 'success', asset: assetView(result), revision: result.revision, position: result.position };
  }
}
