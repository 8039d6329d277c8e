import { assertNever } from '../shared/decider.js';
import type { RevisionCommitted } from '../versioning/versioning.events.js';
import type { CheckpointAgentTurn, CheckpointAsset, CheckpointComponent, CheckpointEvent, CheckpointFrontend, CheckpointTrigger } from './checkpoint.events.js';

export type KnownCheckpoint = {
  checkpointId: string;
  trigger: CheckpointTrigger;
  title: string;
  isStarred: boolean;
  deleted: boolean;
  assets: readonly CheckpointAsset[];
  frontends: readonly CheckpointFrontend[];
  /** The game's own components at their revisions; null when the checkpoint did not record them (older ones). */
  components: readonly CheckpointComponent[] | null;
  /** The agent turn that made it, and the user it acted for (`by`). */
  agent: CheckpointAgentTurn | null;
  by: string;
  /** A rollback's checkpoint: the checkpoint it rolled back to. */
  rollbackTo: string | null;
};

export type CheckpointState = {
  checkpoints: ReadonlyMap<string, KnownCheckpoint>;
  /** Ids in the order they were made (oldest first). */
  order: readonly string[];
  /** The rollback holding the game, until its checkpoint is written. */
  rollback: { rollbackId: string; at: string } | null;
};

/** The events a checkpoint fold reads on the versioning stream: its own and the named checkpoints made before them. */
export type CheckpointStreamEvent = CheckpointEvent | RevisionCommitted;

export const initialCheckpointState = (): CheckpointState => ({ checkpoints: new Map(), order: [], rollback: null });

/**
 * The current checkpoint: the newest one not deleted. Every checkpoint records the working tree as it was
 * when it was made (a rollback's is the tree it rolled back to), so the newest one is where the game stands.
 */
export const currentCheckpoint = (state: CheckpointState): KnownCheckpoint | null => {
  for (let i = state.order.length - 1; i >= 0; i--) {
    const found = state.checkpoints.get(state.order[i])!;
    if (!found.deleted) return found;
  }
  return null;
};

/**
 * Whether a checkpoint's components are the ones now: both at the same revisions, or nothing to compare (a
 * checkpoint that did not record them, or a snapshot without them).
 */
export const sameComponents = (recorded: readonly CheckpointComponent[] | null, now: readonly CheckpointComponent[] | undefined): boolean => {
  if (recorded === null || now === undefined) return true;
  const key = (list: readonly CheckpointComponent[]) => list.map((c) => `${c.componentId}:${c.revision}`).sort().join(',');
  return key(recorded) === key(now);
};

const added = (state: CheckpointState, checkpoint: KnownCheckpoint): CheckpointState => ({
  ...state,
  checkpoints: new Map(state.checkpoints).set(checkpoint.checkpointId, checkpoint),
  order: [...state.order, checkpoint.checkpointId],
});

const changed = (state: CheckpointState, checkpointId: string, change: Partial<KnownCheckpoint>): CheckpointState => {
  const found = state.checkpoints.get(checkpointId);
  return found ? { ...state, checkpoints: new Map(state.checkpoints).set(checkpointId, { ...found, ...change }) } : state;
};

export const evolveCheckpoints = (state: CheckpointState, event: CheckpointStreamEvent): CheckpointState => {
  switch (event.type) {
    case 'RevisionCommitted': {
      // A named checkpoint of the versioning API (POST /create/versioning/checkpoints/) is a manual checkpoint.
      const d = event.data;
      if (d.kind !== 'checkpoint') return state;
      return added(state, { checkpointId: d.commitId, trigger: 'manual', title: d.message, isStarred: false, deleted: false, assets: d.assets, frontends: [], components: null, agent: null, by: d.by, rollbackTo: null });
    }
    case 'CheckpointCreated': {
      const d = event.data;
      const known = { checkpointId: d.checkpointId, trigger: d.trigger, title: d.title, isStarred: d.isStarred, deleted: false, assets: d.assets, frontends: d.frontends, components: d.components ?? null };
      const next = added(state, { ...known, agent: d.agent, by: d.by, rollbackTo: d.rollback?.toCheckpointId ?? null });
      return d.rollback && state.rollback?.rollbackId === d.rollback.rollbackId ? { ...next, rollback: null } : next;
    }
    case 'CheckpointStarToggled':
      return changed(state, event.data.checkpointId, { isStarred: event.data.isStarred });
    case 'CheckpointDeleted':
      return changed(state, event.data.checkpointId, { deleted: true });
    case 'CheckpointRollbackStarted':
      return { ...state, rollback: { rollbackId: event.data.rollbackId, at: event.data.at } };
    default:
      return assertNever(event);
  }
};

/**
 * The agent turns a rollback to `targetId` takes back: the agent's checkpoints made after the target (before
 * the rollback), oldest first.
 */
export const turnsAfter = (state: CheckpointState, targetId: string): KnownCheckpoint[] => {
  const from = state.order.indexOf(targetId);
  return state.order.slice(from + 1).map((id) => state.checkpoints.get(id)!).filter((c) => c.agent !== null);
};

/** Whether a later rollback went back to a checkpoint older than this one (the turn it names was taken back). */
export const rolledBack = (state: CheckpointState, checkpointId: string): boolean => {
  const at = state.order.indexOf(checkpointId);
  return state.order.slice(at + 1).some((id) => {
    const to = state.checkpoints.get(id)!.rollbackTo;
    return to !== null && state.order.indexOf(to) < at;
  });
};
