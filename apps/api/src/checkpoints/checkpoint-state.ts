import { CHECKPOINT_EVENT_TYPES, checkpointDecider, versioningStreamId, type CheckpointState } from '@tempest/domain';
import type { DecisionRunner } from '@tempest/event-store';

/** The events a checkpoint fold reads on the game's versioning stream (its sessions' starts live elsewhere). */
export const CHECKPOINT_FOLD: ReadonlySet<string> = new Set([...CHECKPOINT_EVENT_TYPES, 'RevisionCommitted']);

/** The game's checkpoints as its versioning stream says (never stale; folds are kept in the process). */
export const checkpointsOf = async (runner: DecisionRunner, gameId: string): Promise<CheckpointState> =>
  (await runner.read(checkpointDecider, versioningStreamId(gameId), { only: CHECKPOINT_FOLD })).state;

