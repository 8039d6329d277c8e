import { CommandBus } from '@nestjs/cqrs';
import { DomainError, frontendDecider, frontendManifestFacts, frontendStreamId, type AssetActor, type AssetCommand, type AssetEvent, type GameAccess, type CheckpointAsset, type CheckpointFrontend } from '@tempest/domain';
import type { DecisionRunner } from '@tempest/event-store';
import { assetNameOf } from '@tempest/projections';
import type { RollbackAssetResult } from '@tempest/contracts';
import { metadataFor } from '../../assets/asset-actor.js';
import { ExecuteAssetCommands, type AssetChangeOutcome, type AssetCommandFields } from '../../assets/execute-asset-command.js';
import type { CommandContext } from '../../common/actor.js';
import { inBatches } from '../../common/in-batches.js';
import { frontendValuesAt } from '../../frontends/projects/frontend-values-at.js';

/**
 * How many assets one append moves: a rollback of a big game is a few appends of this many streams each
 * (one round trip and one transaction apiece) rather than one per asset, and no append carries the
 * content of hundreds of assets at once.
 */
const PER_APPEND = 100;
/** How many frontend projects are written at once (each is its own stream, so they do not contend). */
const PARALLEL = 8;

const ACTION: Record<AssetEvent['type'], RollbackAssetResult['action'] | null> = {
  AssetCreated: 'restored',
  AssetEdited: 'edited',
  AssetRestored: 'restored',
  AssetDeleted: 'deleted',
  PendingChangesAccepted: null,
  PendingChangesRejected: null,
  PendingChangesReopened: null,
};

export type Moved = { result: RollbackAssetResult; present: CheckpointAsset | null };

const movedBy = (assetId: string, from: number | null, outcome: AssetChangeOutcome): Moved => {
  const base = { asset_id: assetId, from_revision: from };
  if (outcome.status === 'rejected') {
    if (!(outcome.reason instanceof DomainError)) throw outcome.reason;
    return { result: { ...base, asset_type: 'unknown', action: 'skipped', to_revision: null, reason: outcome.reason.message }, present: null };
  }
  const written = outcome.value;
  const state = written.state;
  const assetType = state.status === 'absent' ? 'unknown' : state.assetType;
  // A soft-deleted asset keeps the name of its last content.
  const named = state.status === 'absent' ? null : (state.history.findLast((h) => h.version.exists)?.version.data ?? null);
  const action = written.events.map((e) => ACTION[e.type]).find((a) => a !== null) ?? 'unchanged';
  const exists = state.status === 'present';
  return { result: { ...base, asset_type: assetType, asset_name: assetNameOf(named), action, to_revision: written.revision }, present: exists ? { assetId, revision: written.revision } : null };
};

/** Where every asset goes: to its checkpoint revision, or soft-deleted (`-1`) if made after the checkpoint. */
export const rollbackMoves = (target: readonly CheckpointAsset[], now: readonly CheckpointAsset[]): [assetId: string, toRevision: number][] => {
  const wanted = new Map(target.map((a) => [a.assetId, a.revision]));
  for (const a of now) if (!wanted.has(a.assetId)) wanted.set(a.assetId, -1);
  return [...wanted.entries()];
};

/** How many batches move the game: the assets, PER_APPEND at a time, then the frontend projects. */
export const batchesOf = (moves: number): number => Math.ceil(moves / PER_APPEND) + 1;

/** The moves of asset batch `batch` (empty for the last batch: the frontend projects'). */
export const movesOfBatch = <M>(moves: readonly M[], batch: number): M[] => moves.slice(batch * PER_APPEND, (batch + 1) * PER_APPEND);

/**
 * Moves one batch of assets to the content they had in the checkpoint with the asset commands every client
 * sends (a new event each, cause `rollback`) in one append: edited back, restored if deleted since,
 * soft-deleted if made after (`toRevision` -1). Nothing is removed. An asset that cannot move (deleted
 * permanently) is skipped. Each move decides on what the asset's stream holds: run again (a replica resuming
 * after a crash), an asset already back at its checkpoint content is unchanged.
 */
export const rollBackAssets = async (
  bus: CommandBus,
  move: { gameId: string; game: GameAccess; moves: readonly [string, number][]; now: readonly CheckpointAsset[]; actor: AssetActor; context: CommandContext; sessionId: string | null },
): Promise<Moved[]> => {
  const before = new Map(move.now.map((a) => [a.assetId, a.revision]));
  const changes = move.moves.map(([assetId, toRevision]) => ({
    target: { assetId, gameId: move.gameId },
    build: (c: AssetCommandFields): AssetCommand => ({ type: 'RollbackAsset', data: { ...c, toRevision, asOf: true } }),
  }));
  if (changes.length === 0) return [];
  const outcomes = await bus.execute(new ExecuteAssetCommands(changes, move.actor, move.context, { sessionId: move.sessionId, game: move.game }));
  return move.moves.map(([assetId], k) => movedBy(assetId, before.get(assetId) ?? null, outcomes[k]));
};

/** Each frontend project's settings (and name, description) back as the checkpoint recorded them. */
export const rollBackFrontends = async (
  runner: DecisionRunner,
  move: { gameId: string; game: GameAccess; target: readonly CheckpointFrontend[]; actor: AssetActor; context: CommandContext },
): Promise<RollbackAssetResult[]> => {
  const { game } = move;
  return inBatches(move.target, PARALLEL, async ({ frontendId, revision }): Promise<RollbackAssetResult> => {
    const then = await frontendValuesAt(runner.store, frontendId, revision);
    const base = { asset_id: frontendId, asset_type: 'frontend_settings', asset_name: '', from_revision: null };
    if (!then) return { ...base, action: 'skipped', to_revision: null, reason: 'Frontend project not found' };
    const { name, description, settings } = then;
    const data = { frontendId, gameId: move.gameId, now: move.context.now, actor: move.actor, game, name, description, settings };
    const command = { type: 'UpdateFrontendProject' as const, data };
    const result = await runner.run({ decider: frontendDecider, streamId: frontendStreamId(frontendId), command, along: frontendManifestFacts }, { metadata: metadataFor(move.actor, move.context) });
    return { ...base, asset_name: name, action: result.events.length > 0 ? 'edited' : 'unchanged', to_revision: result.revision };
  });
};
