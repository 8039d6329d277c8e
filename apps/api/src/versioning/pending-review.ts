import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, isPendingReviewEvent, type AssetCommand, type AssetEvent, type AssetType } from '@tempest/domain';
import { pendingChanges, pendingChangesByIds, VERSIONING, type PendingChangeItem } from '@tempest/projections';
import type { Request } from 'express';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import { ExecuteAssetCommand, ExecuteAssetCommands, type AssetCommandFields } from '../assets/execute-asset-command.js';
import { commandContext } from '../common/actor.js';
import { VersioningAccess } from './versioning-access.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { withoutRequestBudget } from '../common/request-budget.js';

/** accept and reject resolve pending changes; reopen brings rejected ones back for review. */
type Verdict = 'accept' | 'reject' | 'reopen';
export type ReviewResult = { resolved: string[]; position: string | null };

/** The status a change must have for the verdict: only rejected changes can be reopened. */
const actsOn = (verdict: Verdict): PendingChangeItem['status'] => (verdict === 'reopen' ? 'rejected' : 'pending');

const resolvedBy = (events: AssetEvent[]): string[] => events.flatMap((e) => (isPendingReviewEvent(e) ? e.data.changeIds : []));

const commandOf =
  (verdict: Verdict, changeIds: string[] | 'all') =>
  (c: AssetCommandFields): AssetCommand => {
    if (verdict === 'reopen') return { type: 'ReopenPendingChanges', data: { ...c, changeIds: changeIds as string[] } };
    if (verdict === 'accept') return { type: 'AcceptPendingChanges', data: { ...c, changeIds } };
    return { type: 'RejectPendingChanges', data: { ...c, changeIds } };
  };

const byAssetOf = (changes: PendingChangeItem[]): Map<string, PendingChangeItem[]> => {
  const byAsset = new Map<string, PendingChangeItem[]>();
  for (const change of changes) byAsset.set(change.asset_id, [...(byAsset.get(change.asset_id) ?? []), change]);
  return byAsset;
};

/**
 * Accepts or rejects pending changes. The named ones (one or a batch selection) go all or nothing: every id
 * must be a change of the game named, still open for the verdict, and all of them are decided on their
 * assets' streams and written in one append — one refusal writes nothing. A reject restores each asset as
 * it was before the rejected change; accept-all and reject-all go one asset at a time.
 */
@Injectable()
export class PendingReview {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: ReadModels,
    private readonly access: VersioningAccess,
  ) {}

  async byIds(verdict: Verdict, ids: string[], gameId: string | null, user: ActiveUser, request: Request): Promise<ReviewResult> {
    if (gameId !== null) await this.access.game(gameId, user);
    const changes = await pendingChangesByIds((await this.reads.at(VERSIONING, 'committed')).db, ids);
    const missing = ids.filter((id) => !changes.some((c) => c.id === id && (gameId === null || c.game_id === gameId)));
    if (missing.length > 0) throw new DomainError('pending_change.not_found', { changeIds: missing });
    for (const game of new Set(changes.map((c) => c.game_id))) if (game !== gameId) await this.access.game(game, user);
    const closed = changes.filter((c) => c.status !== actsOn(verdict)).map((c) => c.id);
    if (closed.length > 0 && verdict === 'reopen') throw new DomainError('pending_change.not_rejected', { changeIds: closed });
    if (closed.length > 0) throw new DomainError('pending_change.already_resolved', { changeIds: closed });
    const context = commandContext(request);
    const batch = [...byAssetOf(changes)].map(([assetId, list]) => ({
      target: { assetId, gameId: list[0].game_id },
      build: commandOf(verdict, list.map((c) => c.id)),
    }));
    // A review writes back content the game had (a reject, a reopen): bounded by the game, as a rollback is,
    // not by the request's event-byte budget (docs/architecture.md, Bytes per request).
    const outcomes = await withoutRequestBudget(() => this.commands.execute(new ExecuteAssetCommands(batch, userActor(user), context, { atomic: true })));
    const written = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    return { resolved: written.flatMap((w) => resolvedBy(w.events)), position: written.reduce<string | null>((p, w) => w.position ?? p, null) };
  }

  async all(verdict: Exclude<Verdict, 'reopen'>, gameId: string, assetType: AssetType | undefined, user: ActiveUser, request: Request): Promise<ReviewResult> {
    await this.access.game(gameId, user);
    const open = await pendingChanges((await this.reads.at(VERSIONING, 'committed')).db, gameId, { status: 'pending', assetType });
    const context = commandContext(request);
    const resolved: string[] = [];
    let position: string | null = null;
    for (const [assetId, list] of byAssetOf(open)) {
      const command = new ExecuteAssetCommand({ assetId, gameId: list[0].game_id }, userActor(user), context, commandOf(verdict, 'all'));
      const result = await withoutRequestBudget(() => this.commands.execute(command));
      resolved.push(...resolvedBy(result.events));
      position = result.position ?? position;
    }
    return { resolved, position };
  }
}
