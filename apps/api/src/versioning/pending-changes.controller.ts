import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, isAssetType, looksLikeUuid, type AssetType } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { PendingReview } from './pending-review.js';
import { gameIdParam, VersioningAccess } from './versioning-access.js';
import { ReviewAllDto, ReviewChangesDto } from './versioning.dto.js';
import { pendingChanges, VERSIONING, type PendingFilter } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import type { PendingChangesAnswer, ResolveAnswer } from '@tempest/contracts';

const STATUSES = ['pending', 'accepted', 'rejected', 'all'] as const;

const filterOf = (status: unknown, assetType: unknown, assignedTo: unknown): PendingFilter => {
  const s = status === undefined || status === '' ? 'pending' : status;
  if (!(STATUSES as readonly unknown[]).includes(s)) throw new DomainError('query.invalid_status', `status must be one of ${STATUSES.join(', ')}`);
  if (assetType !== undefined && assetType !== '' && !isAssetType(assetType)) {
    throw new DomainError('asset.invalid_type');
  }
  if (assignedTo !== undefined && assignedTo !== '' && (typeof assignedTo !== 'string' || !looksLikeUuid(assignedTo))) {
    throw new DomainError('query.invalid_assignee');
  }
  return {
    status: s as PendingFilter['status'],
    assetType: (assetType || undefined) as AssetType | undefined,
    assignedToId: (assignedTo || undefined) as string | undefined,
  };
};

const idsOf = (body: ReviewChangesDto): string[] => {
  const ids = [...new Set([...(body.change_id ? [body.change_id] : []), ...(body.change_ids ?? [])])];
  if (ids.length === 0) throw new DomainError('request.invalid', 'change_id or change_ids is required');
  return ids;
};

@ApiTags('versioning')
@Controller('create/versioning/pending-changes')
export class PendingChangesController {
  constructor(
    private readonly access: VersioningAccess,
    private readonly reads: ReadModels,
    private readonly review: PendingReview,
  ) {}

  @Get(':gameId')
  @ApiQuery({ name: 'status', required: false, description: "pending (default), accepted, rejected or all" })
  @ApiQuery({ name: 'asset_type', required: false })
  @ApiQuery({ name: 'assigned_to_id', required: false })
  @ApiOkResponse({ description: '{ pending_changes: PendingChangeItem[], count }' })
  async list(
    @Param('gameId', gameIdParam) gameId: string,
    @CurrentUser() user: ActiveUser | null,
    @Query('status') status?: unknown,
    @Query('asset_type') assetType?: unknown,
    @Query('assigned_to_id') assignedTo?: unknown,
  ): Promise<PendingChangesAnswer> {
    const filter = filterOf(status, assetType, assignedTo);
    await this.access.game(gameId, user);
    const changes = await pendingChanges((await this.reads.at(VERSIONING, 'committed')).db, gameId, filter);
    return { pending_changes: changes, count: changes.length };
  }

  @Post('accept')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async accept(@Body() body: ReviewChangesDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ResolveAnswer> {
    const result = await this.review.byIds('accept', idsOf(body), body.game_id ?? null, user, request);
    return { status: 'success', accepted: result.resolved, position: result.position };
  }

  @Post('reject')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async reject(@Body() body: ReviewChangesDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ResolveAnswer> {
    const result = await this.review.byIds('reject', idsOf(body), body.game_id ?? null, user, request);
    return { status: 'success', rejected: result.resolved, position: result.position };
  }

  /** The Rejected list's Restore: the changes are pending again, with the content they made (an undoable step). */
  @Post('reopen')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', reopened: [ids], position }; 409 pending_change.not_rejected when none of them is rejected" })
  async reopen(@Body() body: ReviewChangesDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ResolveAnswer> {
    const result = await this.review.byIds('reopen', idsOf(body), body.game_id ?? null, user, request);
    return { status: 'success', reopened: result.resolved, position: result.position };
  }

  @Post('accept-all')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async acceptAll(@Body() body: ReviewAllDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ResolveAnswer> {
    const result = await this.review.all('accept', body.game_id, body.asset_type as AssetType | undefined, user, request);
    return { status: 'success', accepted: result.resolved, position: result.position };
  }

  @Post('reject-all')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async rejectAll(@Body() body: ReviewAllDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ResolveAnswer> {
    const result = await this.review.all('reject', body.game_id, body.asset_type as AssetType | undefined, user, request);
    return { status: 'success', rejected: result.resolved, position: result.position };
  }
}
