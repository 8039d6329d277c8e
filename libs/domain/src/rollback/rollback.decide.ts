import type { RollbackAssetResult } from '@tempest/contracts';
import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { CheckpointAsset, CheckpointComponent, CheckpointFrontend } from '../checkpoint/checkpoint.events.js';
import { ROLLBACK_LEASE_MS, type RollbackCommand, type RollbackEvent, type RollbackRequested } from './rollback.events.js';


export type RollbackProcessState = {
  status: 'absent' | 'running' | 'completed' | 'failed';
  request: RollbackRequested['data'] | null;
  lease: { owner: string; until: number } | null;
  undo: { fromCheckpointId: string; assets: CheckpointAsset[]; frontends: CheckpointFrontend[]; components?: CheckpointComponent[]; batches: number } | null;
  /** The batches moved, in order (batch k is `moved[k]`). */
  moved: { results: RollbackAssetResult[]; assets: CheckpointAsset[]; frontends: CheckpointFrontend[] }[];
  /** The rollback's checkpoint (completed) or the failure's (failed). */
  checkpointId: string | null;
  reason: string | null;
};

export const initialRollbackState = (): RollbackProcessState => ({ status: 'absent', request: null, lease: null, undo: null, moved: [], checkpointId: null, reason: null });

/** Whether `owner` may drive the process at `now` (its lease holds), or anyone may (no lease, or it ran out). */
export const leaseFree = (state: RollbackProcessState, owner: string | null, now: string): boolean =>
  state.lease === null || state.lease.owner === owner || state.lease.until <= Date.parse(now);

const until = (at: string) => Date.parse(at) + ROLLBACK_LEASE_MS;

export const evolveRollback = (state: RollbackProcessState, event: RollbackEvent): RollbackProcessState => {
  switch (event.type) {
    case 'RollbackRequested':
      return { ...state, status: 'running', request: event.data };
    case 'RollbackClaimed':
      return { ...state, lease: { owner: event.data.owner, until: Date.parse(event.data.until) } };
    case 'RollbackUndoPointTaken': {
      const { fromCheckpointId, assets, frontends, components, batches, owner, at } = event.data;
      return { ...state, lease: { owner, until: until(at) }, undo: { fromCheckpointId, assets, frontends, ...(components ? { components } : {}), batches } };
    }
    case 'RollbackBatchMoved': {
      const { results, assets, frontends, owner, at } = event.data;
      return { ...state, lease: { owner, until: until(at) }, moved: [...state.moved, { results, assets, frontends }] };
    }
    case 'RollbackCompleted':
      return { ...state, status: 'completed', lease: null, checkpointId: event.data.checkpointId };
    case 'RollbackFailed':
      return { ...state, status: 'failed', lease: null, checkpointId: event.data.checkpointId, reason: event.data.reason };
    default:
      return assertNever(event);
  }
};

/**
 * Each step is decided on what the process has recorded: a step already recorded decides nothing (a replica
 * that resumes re-runs its work, and the work decides on what is stored, so nothing is applied twice); a
 * step out of order, or by a replica whose lease another has taken, is refused.
 */
export const decideRollback = (command: RollbackCommand, state: RollbackProcessState): RollbackEvent[] => {
  const { rollbackId, now } = command.data;
  if (command.type === 'RequestRollback') {
    if (state.status !== 'absent') throw new DomainError('rollback.invalid_step', 'This rollback was already requested', { rollbackId });
    const { now: at, owner, ...data } = command.data;
    return [
      { type: 'RollbackRequested', data: { ...data, at } },
      { type: 'RollbackClaimed', data: { rollbackId, owner, until: new Date(until(at)).toISOString(), at } },
    ];
  }
  if (state.status === 'absent') throw new DomainError('rollback.invalid_step', 'No such rollback', { rollbackId });
  const { owner } = command.data;
  if (state.status !== 'running') {
    if (command.type === 'ClaimRollback') return [];
    throw new DomainError('rollback.invalid_step', 'This rollback has ended', { rollbackId });
  }
  if (command.type === 'ClaimRollback') {
    if (!leaseFree(state, owner, now)) throw new DomainError('rollback.lease_held', { rollbackId, owner: state.lease!.owner });
    return [{ type: 'RollbackClaimed', data: { rollbackId, owner, until: new Date(until(now)).toISOString(), at: now } }];
  }
  if (state.lease?.owner !== owner || state.lease.until <= Date.parse(now)) throw new DomainError('rollback.lease_lost', { rollbackId });
  switch (command.type) {
    case 'TakeUndoPoint': {
      if (state.undo) return [];
      const { fromCheckpointId, assets, frontends, components, batches } = command.data;
      return [{ type: 'RollbackUndoPointTaken', data: { rollbackId, owner, fromCheckpointId, assets, frontends, ...(components ? { components } : {}), batches, at: now } }];
    }
    case 'RecordBatch': {
      if (!state.undo) throw new DomainError('rollback.invalid_step', 'The undo point comes first', { rollbackId });
      const { batch, results, assets, frontends } = command.data;
      if (batch < state.moved.length) return [];
      if (batch !== state.moved.length || batch >= state.undo.batches) throw new DomainError('rollback.invalid_step', `Batch ${batch} is not the next one`, { rollbackId });
      return [{ type: 'RollbackBatchMoved', data: { rollbackId, gameId: state.request!.gameId, owner, batch, of: state.undo.batches, results, assets, frontends, at: now } }];
    }
    case 'CompleteRollback':
      if (!state.undo || state.moved.length < state.undo.batches) throw new DomainError('rollback.invalid_step', 'Every batch moves before the rollback completes', { rollbackId });
      return [{ type: 'RollbackCompleted', data: { rollbackId, owner, checkpointId: command.data.checkpointId, at: now } }];
    case 'FailRollback':
      return [{ type: 'RollbackFailed', data: { rollbackId, owner, checkpointId: command.data.checkpointId, reason: command.data.reason, at: now } }];
    default:
      return assertNever(command);
  }
};

export const rollbackDecider: Decider<RollbackProcessState, RollbackCommand, RollbackEvent> = {
  initialState: initialRollbackState,
  evolve: evolveRollback,
  decide: decideRollback,
};
