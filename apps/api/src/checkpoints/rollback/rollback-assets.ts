import { CommandBus } from '@nestjs/cqrs';
import { DomainError, frontendDecider, frontendManifestFacts, frontendStreamId, type AssetActor, type AssetCommand, type AssetEvent, type GameAccess, type CheckpointAsset, type CheckpointFrontend } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { assetNameOf } from '@tempest/projections';
import type { RollbackAssetResult } from '@tempest/contracts';
import { metadataFor } from '../../assets/asset-actor.js';
import { ExecuteAssetCommands, type AssetChangeOutcome, type AssetCommandFields } from '../../assets/execute-asset-command.js';
import type { CommandContext } from '../../common/actor.js';
import { inBatches } from '../../common/in-batches.js';
import { frontendValuesAt } from '../../frontends/projects/frontend-values-at.js';
import { handleCommand } from '../../infrastructure/kernel.js';
import type { GameSnapshot } from '../checkpoints.service.js';

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

type Moved = { result: RollbackAssetResult; present: CheckpointAsset | null };

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

/**
 * Moves every asset to the content it had in the checkpoint with the asset commands every client sends
 * (a new event each, cause `rollback`): edited back, restored if deleted since, soft-deleted if made after
 * (`toRevision` -1). Nothing is removed. An asset that cannot move (deleted permanently) is skipped.
 */
export const rollBackAssets = async (
  bus: CommandBus,
  move: { gameId: string; game: GameAccess; target: readonly CheckpointAsset[]; now: GameSnapshot; actor: AssetActor; context: CommandContext; sessionId: string | null },
): Promise<Moved[]> => {
  const wanted = new Map(move.target.map((a) => [a.assetId, a.revision]));
  for (const a of move.now.assets) if (!wanted.has(a.assetId)) wanted.set(a.assetId, -1);
  const before = new Map(move.now.assets.map((a) => [a.assetId, a.revision]));
  const moves = [...wanted.entries()];
  const moved: Moved[] = [];
  for (let i = 0; i < moves.length; i += PER_APPEND) {
    const part = moves.slice(i, i + PER_APPEND);
    const changes = part.map(([assetId, toRevision]) => ({
      target: { assetId, gameId: move.gameId },
      build: (c: AssetCommandFields): AssetCommand => ({ type: 'RollbackAsset', data: { ...c, toRevision, asOf: true } }),
    }));
    const outcomes = await bus.execute(new ExecuteAssetCommands(changes, move.actor, move.context, { sessionId: move.sessionId, game: move.game }));
    moved.push(...part.map(([assetId], k) => movedBy(assetId, before.get(assetId) ?? null, outcomes[k])));
  }
  return moved;
};

/** Each frontend project's settings (and name, description) back as the checkpoint recorded them. */
export const rollBackFrontends = async (
  store: EventStore,
  move: { gameId: string; game: GameAccess; target: readonly CheckpointFrontend[]; actor: AssetActor; context: CommandContext },
): Promise<RollbackAssetResult[]> => {
  const { game } = move;
  return inBatches(move.target, PARALLEL, async ({ frontendId, revision }): Promise<RollbackAssetResult> => {
    const then = await frontendValuesAt(store, frontendId, revision);
    const base = { asset_id: frontendId, asset_type: 'frontend_settings', asset_name: '', from_revision: null };
    if (!then) return { ...base, action: 'skipped', to_revision: null, reason: 'Frontend project not found' };
    const { name, description, settings } = then;
    const data = { frontendId, gameId: move.gameId, now: move.context.now, actor: move.actor, game, name, description, settings };
    const result = await handleCommand(store, frontendDecider, frontendStreamId(frontendId), { type: 'UpdateFrontendProject', data }, { metadata: metadataFor(move.actor, move.context), along: frontendManifestFacts });
    return { ...base, asset_name: name, action: result.events.length > 0 ? 'edited' : 'unchanged', to_revision: result.revision };
  });
};
