import { describe, expect, it } from '@jest/globals';
import { EXPORT_STALE_MS, isInterrupted, quotaRefusal, runnerStopped, strayFiles, thisRunner, type ActiveJob } from './export-retention.js';

const limits = { maxActive: 3, maxBytes: 2 * 1_048_576, ttlMs: 1000 };
const NOW = 1_800_000_000_000;
const job = (runner: string | null, heartbeatAt: number | null = NOW): ActiveJob => ({ id: 'j', runner, heartbeatAt });

describe('export quotas', () => {
  it('lets an analyst queue exports until they hold as many at once as allowed', () => {
    expect(quotaRefusal({ active: 2, bytes: 0 }, limits)).toBeNull();
    expect(quotaRefusal({ active: 3, bytes: 0 }, limits)).toBe('You have 3 exports queued or running (at most 3 at once); wait for one to finish or delete one.');
  });

  it('refuses a new export once the files kept fill the bytes allowed', () => {
    expect(quotaRefusal({ active: 0, bytes: 2 * 1_048_576 - 1 }, limits)).toBeNull();
    expect(quotaRefusal({ active: 0, bytes: 2 * 1_048_576 }, limits)).toBe('Your exports hold 2 MB (at most 2 MB); delete old exports to make room.');
    expect(quotaRefusal({ active: 0, bytes: 600 }, { ...limits, maxBytes: 500 })).toBe('Your exports hold 1 KB (at most 1 KB); delete old exports to make room.');
  });
});

describe('interrupted exports (replica-safe)', () => {
  const me = thisRunner();
  const alive = (pid: number) => pid === 4242;

  it("never takes this process's own jobs for interrupted, however old their heartbeat", () => {
    expect(isInterrupted(job(me.id, 0), me, NOW, EXPORT_STALE_MS, alive)).toBe(false);
  });

  it('takes a job of an earlier life of this process (same pid, another nonce: a restart) for interrupted at once', () => {
    expect(isInterrupted(job(`${me.host}:${me.pid}:0ldn0nce`), me, NOW, EXPORT_STALE_MS, alive)).toBe(true);
  });

  it('takes a job of another studio in this process for alive until that studio stops', () => {
    const other = thisRunner();
    expect(isInterrupted(job(other.id), me, NOW, EXPORT_STALE_MS, alive)).toBe(false);
    runnerStopped(other);
    expect(isInterrupted(job(other.id), me, NOW, EXPORT_STALE_MS, alive)).toBe(true);
  });

  it('on this host, knows a dead process by its pid; a live one keeps its jobs', () => {
    expect(isInterrupted(job(`${me.host}:4242:abcd1234`), me, NOW, EXPORT_STALE_MS, alive)).toBe(false);
    expect(isInterrupted(job(`${me.host}:4243:abcd1234`), me, NOW, EXPORT_STALE_MS, alive)).toBe(true);
  });

  it("on another host, waits for the replica's heartbeat to go stale", () => {
    expect(isInterrupted(job('elsewhere:1:abcd1234', NOW - EXPORT_STALE_MS), me, NOW, EXPORT_STALE_MS, alive)).toBe(false);
    expect(isInterrupted(job('elsewhere:1:abcd1234', NOW - EXPORT_STALE_MS - 1), me, NOW, EXPORT_STALE_MS, alive)).toBe(true);
  });

  it('takes a job with no runner (made before runners were recorded) for interrupted', () => {
    expect(isInterrupted(job(null), me, NOW, EXPORT_STALE_MS, alive)).toBe(true);
  });
});

describe('stray export files', () => {
  it('names the files no live job names, and leaves anything not written by the studio alone', () => {
    const live = '0b6f4c8e-1111-4c1d-9d1e-0123456789ab';
    const gone = '0b6f4c8e-2222-4c1d-9d1e-0123456789ab';
    expect(strayFiles([`${live}.export`, `${gone}.export`, 'notes.txt', `${gone}.export.bak`], new Set([live]))).toEqual([`${gone}.export`]);
  });

  it("counts a Parquet export's row-group file beside it as the job's (kept while it lives, deleted after)", () => {
    const live = '0b6f4c8e-1111-4c1d-9d1e-0123456789ab';
    const gone = '0b6f4c8e-2222-4c1d-9d1e-0123456789ab';
    expect(strayFiles([`${live}.export.parts`, `${gone}.export.parts`, 'estimate-x.tmp'], new Set([live]))).toEqual([`${gone}.export.parts`]);
  });
});
