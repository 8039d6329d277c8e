import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DomainError } from '@tempest/domain';
import { databaseTargets, eventually, freshDatabase, type TestDatabase, testPool } from '../../../../../test/support/databases.js';
import { ensureAccountTables } from '../accounts.tables.js';
import { countsInOrder, RateLimiter } from './rate-limiter.js';

// Services: the counters' one statement per batch, over a real connection (a hot key under parallel uses).

describe('countsInOrder', () => {
  it('gives each use of a batch the count it would have had alone, in arrival order', () => {
    const uses = [
      { key: 'a', cost: 1 },
      { key: 'b', cost: 5 },
      { key: 'a', cost: 2 },
      { key: 'a', cost: 1 },
    ];
    // a was at 10 before the batch (14 after), b new (5 after).
    expect(countsInOrder(uses, new Map([['a', 14], ['b', 5]]))).toEqual([11, 5, 13, 14]);
  });
});

describe.each(databaseTargets())('the rate limiter on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let limiter: RateLimiter;

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 4);
    await ensureAccountTables(pool, 'limits');
    limiter = new RateLimiter(pool, 'limits');
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('lets exactly the maximum through when 200 uses of one key come at once, and says when to retry', async () => {
    const limit = { key: 'hot', max: 150, windowSeconds: 600 };
    const settled = await Promise.allSettled(Array.from({ length: 200 }, () => limiter.take(limit, 'Too many.')));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(150);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => s.reason as DomainError);
    expect(refused).toHaveLength(50);
    expect(refused.every((e) => e.code === 'rate_limited' && Number(e.retryAfterSeconds) > 0)).toBe(true);
    expect(await limiter.hit('hot', 600, 0)).toBe(200);
  });

  it('counts many keys and costs in one go as one at a time would', async () => {
    const hits = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => limiter.hit(`k${i % 3}`, 600, 2)),
      limiter.hit('kib', 86_400, 700),
      limiter.hit('kib', 86_400, 300),
    ]);
    // Every count is distinct per key and the last of each is the total.
    for (const k of [0, 1, 2]) expect(hits.filter((_, i) => i < 30 && i % 3 === k).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, j) => 2 * (j + 1)));
    expect(hits.slice(30).sort((a, b) => a - b)).toEqual([700, 1000]);
  });

  it('counts a use counted later before any use counted after it, and on its own within a second', async () => {
    limiter.hitLater('bytes', 86_400, 40);
    // The next use of the key sees it.
    expect(await limiter.hit('bytes', 86_400, 1)).toBe(41);
    limiter.hitLater('bytes', 86_400, 9);
    await eventually(async () => expect((await pool.query(`SELECT count FROM limits.rate_limits WHERE key = 'bytes'`)).rows[0].count).toBe(50), 5_000);
  });

  it('counts on two replicas at once without a deadlock: their batches of the same new keys, given in opposite orders', async () => {
    // Each replica has its own limiter (its own batches) on the same table: a game's players (the address's key and
    // each player's) arrive at both. Before the batch's keys were sorted, PostgreSQL found the two upserts waiting on
    // each other (40P01 'deadlock detected', a 500 to the player) within a few rounds.
    const other = new RateLimiter(pool, 'limits');
    for (let round = 0; round < 15; round++) {
      const keys = Array.from({ length: 24 }, (_, i) => `r${round}:k${i}`);
      const settled = await Promise.allSettled([
        ...keys.map((key) => limiter.hit(key, 600)),
        ...[...keys].reverse().map((key) => other.hit(key, 600)),
      ]);
      expect(settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
      const { rows } = await pool.query<{ n: number }>(`SELECT sum(count)::int AS n FROM limits.rate_limits WHERE key LIKE $1`, [`r${round}:%`]);
      expect(rows[0].n).toBe(48);
    }
  });

  it('starts a new window for a key whose window ended, inside a batch', async () => {
    await limiter.hit('old', 1, 5);
    await pool.query(`UPDATE limits.rate_limits SET window_start = now() - interval '5 seconds' WHERE key = 'old'`);
    const counts = await Promise.all([limiter.hit('old', 1), limiter.hit('old', 1), limiter.hit('other', 600)]);
    expect(counts.slice(0, 2).sort()).toEqual([1, 2]);
  });
});
