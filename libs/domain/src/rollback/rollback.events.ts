import type { RollbackAssetResult } from '@tempest/contracts';
import type { AssetActor } from '../asset/asset.commands.js';
import type { CheckpointAsset, CheckpointComponent, CheckpointFrontend } from '../checkpoint/checkpoint.events.js';

/**
 * A rollback to a checkpoint as a process (issue 29 §3, docs/api-checkpoints.md "Rollback as a process"): its
 * own stream `rollback-<rollbackId>`, beside the hold it takes on the game's versioning stream
 * (CheckpointRollbackStarted, appended with RollbackRequested in one transaction). Each step is recorded once
 * done, so a replica that takes the process over after a crash resumes at the first step not recorded.
 */
export const rollbackStreamId = (rollbackId: string) => `rollback-${rollbackId}`;

/** How long a replica driving a rollback holds it after its claim or last step; then another may take it over. */
export const ROLLBACK_LEASE_MS = 15_000;

/**
 * What was asked, and the ids of the checkpoints the process will write (chosen now, so a step re-run after a
 * crash finds the checkpoint it wrote instead of writing a second one).
 */
export type RollbackRequested = {
  type: 'RollbackRequested';
  data: {
    rollbackId: string;
    gameId: string;
    toCheckpointId: string;
    /** The versioning session the client named, if any (the asset moves are tagged with it). */
    sessionId: string | null;
    /** Who asked: the asset moves are written as theirs, whichever replica writes them. */
    actor: AssetActor;
    rollbackCheckpointId: string;
    failedCheckpointId: string;
    at: string;
  };
};

/** A replica drives the process until `until` (renewed by each of its steps). */
export type RollbackClaimed = { type: 'RollbackClaimed'; data: { rollbackId: string; owner: string; until: string; at: string } };

/** The game as it was before anything moved, named by a checkpoint (the one undo goes back to), and the plan. */
export type RollbackUndoPointTaken = {
  type: 'RollbackUndoPointTaken';
  data: {
    rollbackId: string;
    owner: string;
    fromCheckpointId: string;
    assets: CheckpointAsset[];
    frontends: CheckpointFrontend[];
    components?: CheckpointComponent[];
    /** How many batches move the game (the assets in appends of a bounded size, then the frontend projects). */
    batches: number;
    at: string;
  };
};

/**
 * Batch `batch` (0-based) of `of` moved: what each asset or project became (the route's answer items), and which
 * are present. `gameId` names whose creator's key encrypts the items' names.
 */
export type RollbackBatchMoved = {
  type: 'RollbackBatchMoved';
  data: { rollbackId: string; gameId: string; owner: string; batch: number; of: number; results: RollbackAssetResult[]; assets: CheckpointAsset[]; frontends: CheckpointFrontend[]; at: string };
};

/** The rollback's checkpoint is written (it released the hold). */
export type RollbackCompleted = { type: 'RollbackCompleted'; data: { rollbackId: string; owner: string; checkpointId: string; at: string } };

/** A step was refused for good: the failure's checkpoint (where the game then stood) released the hold. */
export type RollbackFailed = { type: 'RollbackFailed'; data: { rollbackId: string; owner: string; checkpointId: string; reason: string; at: string } };

export type RollbackEvent = RollbackRequested | RollbackClaimed | RollbackUndoPointTaken | RollbackBatchMoved | RollbackCompleted | RollbackFailed;

export const ROLLBACK_EVENT_TYPES = [
  'RollbackRequested',
  'RollbackClaimed',
  'RollbackUndoPointTaken',
  'RollbackBatchMoved',
  'RollbackCompleted',
  'RollbackFailed',
] as const satisfies readonly RollbackEvent['type'][];

/** Who drives the step (a replica's owner id) and when. */
type Step = { rollbackId: string; owner: string; now: string };

export type RollbackCommand =
  /** Requested and claimed at once by the replica that took the request (`owner`). */
  | { type: 'RequestRollback'; data: Omit<RollbackRequested['data'], 'at'> & { owner: string; now: string } }
  | { type: 'ClaimRollback'; data: Step }
  | { type: 'TakeUndoPoint'; data: Step & Omit<RollbackUndoPointTaken['data'], 'rollbackId' | 'owner' | 'at'> }
  | { type: 'RecordBatch'; data: Step & Omit<RollbackBatchMoved['data'], 'rollbackId' | 'gameId' | 'owner' | 'at' | 'of'> }
  | { type: 'CompleteRollback'; data: Step & { checkpointId: string } }
  | { type: 'FailRollback'; data: Step & { checkpointId: string; reason: string } };
