import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { isPendingReviewEvent, type AssetCommand, type AssetEvent, type AssetType } from '@tempest/domain';
import type { PendingChangeItem } from '@tempest/projections';
import type { Request } from 'express';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { ExecuteAssetCommand, type AssetCommandFields } from '../../assets/execute-asset-command.js';
import { commandContext } from '../../common/actor.js';
import { ApiError } from '../../common/api-error.js';
import { VersioningAccess } from '../versioning-access.js';
import { VersioningQueries } from '../versioning-queries.js';

/** accept and reject resolve pending changes; reopen brings rejected ones back for review. */
type Verdict = 'accept' | 'reject' | 'reopen';
export type ReviewResult = { resolved: string[]; position: string | null };

/** The status a change must have for the verdict: only rejected changes can be reopened. */
const actsOn = (verdict: Verdict): PendingChangeItem['status'] => (verdict === 'reopen' ? 'rejected' : 'pending');

const resolvedBy = (events: AssetEvent[]): string[] => events.flatMap((e) => (isPendingReviewEvent(e) ? e.data.changeIds : []));

/**
 * Accepts or rejects pending changes: one command per asset (its stream decides which of its changes go
 * with the named ones), so a reject restores each asset as it was before the rejected change.
 */
@Injectable()
export class PendingReview {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VersioningQueries,
    private readonly access: VersioningAccess,
  ) {}

  async byIds(verdict: Verdict, ids: string[], user: ActiveUser, request: Request): Promise<ReviewResult> {
    const changes = await this.queries.pendingByIds(ids);
    const missing = ids.filter((id) => !changes.some((c) => c.id === id));
    if (missing.length > 0) throw new ApiError(404, 'pending_change.not_found', 'Pending change not found', { changeIds: missing });
    for (const gameId of new Set(changes.map((c) => c.game_id))) await this.access.game(gameId, user);
    const open = changes.filter((c) => c.status === actsOn(verdict));
    if (open.length === 0 && verdict === 'reopen') throw new ApiError(409, 'pending_change.not_rejected', 'Only a rejected change can be restored.', { changeIds: ids });
    if (open.length === 0) throw new ApiError(409, 'pending_change.already_resolved', 'This change has already been reviewed.', { changeIds: ids });
    return this.apply(verdict, open, user, request, false);
  }

  async all(verdict: Exclude<Verdict, 'reopen'>, gameId: string, assetType: AssetType | undefined, user: ActiveUser, request: Request): Promise<ReviewResult> {
    await this.access.game(gameId, user);
    const open = await this.queries.pendingChanges(gameId, { status: 'pending', assetType });
    return this.apply(verdict, open, user, request, true);
  }

  private async apply(verdict: Verdict, changes: PendingChangeItem[], user: ActiveUser, request: Request, all: boolean): Promise<ReviewResult> {
    const context = commandContext(request);
    const byAsset = new Map<string, PendingChangeItem[]>();
    for (const change of changes) byAsset.set(change.asset_id, [...(byAsset.get(change.asset_id) ?? []), change]);
    const resolved: string[] = [];
    let position: string | null = null;
    for (const [assetId, list] of byAsset) {
      const ids = list.map((c) => c.id);
      const changeIds = all ? 'all' : ids;
      const make = (c: AssetCommandFields): AssetCommand => {
        if (verdict === 'reopen') return { type: 'ReopenPendingChanges', data: { ...c, changeIds: ids } };
        if (verdict === 'accept') return { type: 'AcceptPendingChanges', data: { ...c, changeIds } };
        return { type: 'RejectPendingChanges', data: { ...c, changeIds } };
      };
      const result = await this.commands.execute(new ExecuteAssetCommand({ assetId, gameId: list[0].game_id }, userActor(user), context, make));
      resolved.push(...resolvedBy(result.events));
      position = result.position ?? position;
    }
    return { resolved, position };
  }
}
