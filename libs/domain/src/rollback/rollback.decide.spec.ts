import { describe, it } from '@jest/globals';
import { ROLLBACK_LEASE_MS, rollbackDecider, type RollbackCommand, type RollbackEvent } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const rollbackId = '9c0ffee0-0000-4000-8000-0000000000ff';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const toCheckpointId = '9c0ffee0-0000-4000-8000-00000000000a';
const fromCheckpointId = '9c0ffee0-0000-4000-8000-00000000000b';
const rollbackCheckpointId = '9c0ffee0-0000-4000-8000-00000000000c';
const failedCheckpointId = '9c0ffee0-0000-4000-8000-00000000000d';
const actor = { actorId: 'c0ffee00-0000-4000-8000-000000000001', isStaff: false, kind: 'user' as const, model: null };
const now = '2026-12-02T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const a = 'replica-a';
const b = 'replica-b';
const spec = deciderSpecification(rollbackDecider);

const requested: RollbackEvent = { type: 'RollbackRequested', data: { rollbackId, gameId, toCheckpointId, sessionId: null, actor, rollbackCheckpointId, failedCheckpointId, at: now } };
const claimed = (owner: string, at = now): RollbackEvent => ({ type: 'RollbackClaimed', data: { rollbackId, owner, until: later(Date.parse(at) - Date.parse(now) + ROLLBACK_LEASE_MS), at } });
const plan = { fromCheckpointId, assets: [{ assetId: 'a5500000-0000-4000-8000-000000000001', revision: 4 }], frontends: [], batches: 2 };
const undone = (owner = a, at = now): RollbackEvent => ({ type: 'RollbackUndoPointTaken', data: { rollbackId, owner, ...plan, at } });
const result = { asset_id: 'a5500000-0000-4000-8000-000000000001', asset_type: 'prompt', asset_name: 'intro', action: 'edited' as const, from_revision: 4, to_revision: 5 };
const batch = (k: number, owner = a, at = now): RollbackEvent => ({ type: 'RollbackBatchMoved', data: { rollbackId, gameId, owner, batch: k, of: 2, results: k === 0 ? [result] : [], assets: [], frontends: [], at } });
const step = (owner: string, at = now) => ({ rollbackId, owner, now: at });
const record = (k: number, owner = a, at = now): RollbackCommand => ({ type: 'RecordBatch', data: { ...step(owner, at), batch: k, results: k === 0 ? [result] : [], assets: [], frontends: [] } });

describe('a rollback process', () => {
  it('is requested once, with the ids of the checkpoints it will write, and claimed by the replica that took the request', () => {
    const { at: _at, ...data } = requested.data;
    spec.given().when({ type: 'RequestRollback', data: { ...data, owner: a, now } }).then([requested, claimed(a)]);
    spec.given(requested).when({ type: 'RequestRollback', data: { ...data, owner: a, now } }).thenThrows({ code: 'rollback.invalid_step' });
  });

  it('is driven by one replica at a time: a claim holds while its lease runs, and each step renews it', () => {
    spec.given(requested).when({ type: 'ClaimRollback', data: step(a) }).then([claimed(a)]);
    spec.given(requested, claimed(a)).when({ type: 'ClaimRollback', data: step(b, later(1000)) }).thenThrows({ code: 'rollback.lease_held', category: 'conflict' });
    spec.given(requested, claimed(a), undone(a, later(10_000))).when({ type: 'ClaimRollback', data: step(b, later(ROLLBACK_LEASE_MS + 1000)) }).thenThrows({ code: 'rollback.lease_held' });
  });

  it('is taken over once the lease of a replica that died runs out; the old driver is then refused', () => {
    spec.given(requested, claimed(a)).when({ type: 'ClaimRollback', data: step(b, later(ROLLBACK_LEASE_MS)) }).then([claimed(b, later(ROLLBACK_LEASE_MS))]);
    spec.given(requested, claimed(a), claimed(b, later(ROLLBACK_LEASE_MS))).when(record(0, a, later(ROLLBACK_LEASE_MS + 1))).thenThrows({ code: 'rollback.lease_lost' });
    spec.given(requested, claimed(a)).when(record(0, a, later(ROLLBACK_LEASE_MS))).thenThrows({ code: 'rollback.lease_lost' });
  });

  it('takes the undo point, then moves batch k of n in order; a step already recorded decides nothing', () => {
    spec.given(requested, claimed(a)).when({ type: 'TakeUndoPoint', data: { ...step(a), ...plan } }).then([undone()]);
    spec.given(requested, claimed(a), undone()).when({ type: 'TakeUndoPoint', data: { ...step(a), ...plan, fromCheckpointId: toCheckpointId } }).thenNothing();
    spec.given(requested, claimed(a)).when(record(0)).thenThrows({ code: 'rollback.invalid_step' });
    spec.given(requested, claimed(a), undone()).when(record(0)).then([batch(0)]);
    spec.given(requested, claimed(a), undone()).when(record(1)).thenThrows({ code: 'rollback.invalid_step' });
    spec.given(requested, claimed(a), undone(), batch(0)).when(record(0)).thenNothing();
    spec.given(requested, claimed(a), undone(), batch(0), batch(1)).when(record(2)).thenThrows({ code: 'rollback.invalid_step' });
  });

  it('completes once every batch moved; fails at any step; an ended process takes no step and no claim', () => {
    const complete: RollbackCommand = { type: 'CompleteRollback', data: { ...step(a), checkpointId: rollbackCheckpointId } };
    spec.given(requested, claimed(a), undone(), batch(0)).when(complete).thenThrows({ code: 'rollback.invalid_step' });
    const completed: RollbackEvent = { type: 'RollbackCompleted', data: { rollbackId, owner: a, checkpointId: rollbackCheckpointId, at: now } };
    spec.given(requested, claimed(a), undone(), batch(0), batch(1)).when(complete).then([completed]);
    const fail: RollbackCommand = { type: 'FailRollback', data: { ...step(a), checkpointId: failedCheckpointId, reason: 'Asset not found' } };
    spec.given(requested, claimed(a)).when(fail).then([{ type: 'RollbackFailed', data: { rollbackId, owner: a, checkpointId: failedCheckpointId, reason: 'Asset not found', at: now } }]);
    const all = [requested, claimed(a), undone(), batch(0), batch(1), completed];
    spec.given(...all).when({ type: 'ClaimRollback', data: step(b, later(ROLLBACK_LEASE_MS)) }).thenNothing();
    spec.given(...all).when(fail).thenThrows({ code: 'rollback.invalid_step' });
  });
});
