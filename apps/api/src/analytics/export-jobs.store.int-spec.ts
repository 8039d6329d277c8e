import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { databaseTargets, freshDatabase, testPool, type TestDatabase } from '../../../../test/support/databases.js';
import { ExportJobsTable } from './export-jobs.store.js';
import { quotaRefusal } from './export-retention.js';

// Services: parallel requests for one analyst counted one after the other (an advisory lock on a server).

describe.each(databaseTargets())('the export jobs table on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let table: ExportJobsTable;
  const limits = { maxActive: 3, maxBytes: 1_048_576, ttlMs: 1000 };
  const viewerOf = (userId: string) => ({
    role: 'analyst' as const, userId, route: 'POST /api/analytics/exports/',
    metadata: { actorId: userId, actorKind: 'user' as const, model: null, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: new Date().toISOString() },
  });
  const ask = (createdBy: string) =>
    table.insertWithin({ id: randomUUID(), createdBy, format: 'jsonl', gzip: false, filters: {}, runner: 'host:1:nonce', viewer: viewerOf(createdBy) }, (usage) => quotaRefusal(usage, limits));

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 10);
    table = new ExportJobsTable(pool, 'public');
    await table.create();
    await table.create(); // a second start finds the table and its columns in place
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('queues at most maxActive jobs of one analyst however many requests arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask('analyst-a')));
    const queued = answers.filter((a) => 'job' in a);
    expect(queued).toHaveLength(3);
    expect(answers.filter((a) => 'refused' in a).map((a) => ('refused' in a ? a.refused : ''))).toEqual(
      Array(7).fill('You have 3 exports queued or running (at most 3 at once); wait for one to finish or delete one.'),
    );
    // Another analyst has a quota of their own.
    expect('job' in (await ask('analyst-b'))).toBe(true);
  });

  it('frees a place when a job ends, and counts the bytes its file keeps', async () => {
    const [job] = await table.list('analyst-a', 1);
    await table.update(job.id, { status: 'done', bytes: 1_048_576, finished: true, ttlMs: 60_000 });
    const answer = await ask('analyst-a');
    expect(answer).toEqual({ refused: 'Your exports hold 1 MB (at most 1 MB); delete old exports to make room.' });
    await table.remove(job.id);
    expect('job' in (await ask('analyst-a'))).toBe(true);
  });

  it('expires finished jobs past their time to live once, whichever replica sweeps first', async () => {
    const answer = await ask('analyst-c');
    if (!('job' in answer)) throw new Error('refused');
    await table.update(answer.job.id, { status: 'done', bytes: 10, finished: true, ttlMs: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const [a, b] = await Promise.all([table.expire(), table.expire()]);
    expect([...a, ...b]).toEqual([answer.job.id]);
    expect((await table.find(answer.job.id))?.status).toBe('expired');
    expect((await table.liveIds()).has(answer.job.id)).toBe(false);
  });

  it('gives a stopped job to one replica only, with its viewer, the position it reads to and where it stopped', async () => {
    const viewer = viewerOf('analyst-d');
    const answer = await table.insertWithin({ id: randomUUID(), createdBy: 'analyst-d', format: 'jsonl', gzip: false, filters: {}, runner: 'host:1:nonce', viewer }, () => null);
    if (!('job' in answer)) throw new Error('refused');
    const { id } = answer.job;
    await table.update(id, { status: 'running' });
    await table.started(id, 1234n, 40);
    await table.resumePoint(id, { position: 900n, rows: 30, bytes: 4096, parts: 3 });
    const gone = [{ id, runner: 'host:1:nonce' }];
    const [a, b] = await Promise.all([table.claim(gone, 'replica-a'), table.claim(gone, 'replica-b')]);
    const taken = [...a, ...b];
    expect(taken).toHaveLength(1);
    expect(taken[0].viewer).toEqual(viewer);
    expect([taken[0].until, taken[0].resume]).toEqual([1234n, { position: 900n, rows: 30, bytes: 4096, parts: 3 }]);
    expect([taken[0].job.rows_written, taken[0].job.rows_total]).toEqual([30, 40]);
    // Taken: the runner it was seen with is no longer its own, so a late sweep takes nothing.
    expect(await table.claim(gone, 'replica-c')).toEqual([]);
  });
});
