// Many subscriptions on one store, as a studio's projectors are: each still gets every event once, in order,
// while a page one of them read answers the others at that position (not a query per subscription per append).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded/embedded-postgres.js';
import { START, type EventStore, type NewEvent, type Subscription } from '../event-store.port.js';
import { createPostgresEventStore } from './postgres.event-store.js';

const ticked = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'Ticked',
  data: { i },
  metadata: { actorId: null, actorKind: 'system', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

describe('subscriptions at the same position share what was read', () => {
  let embedded: EmbeddedPostgres;
  let pool: pg.Pool;
  let store: EventStore;
  let pageReads = 0;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: null });
    pool = new pg.Pool({ connectionString: embedded.connectionString, max: 4 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
      if (text?.startsWith('SELECT event_id')) pageReads += 1;
      return query(config, ...rest);
    }) as never;
    store = await createPostgresEventStore({ pool, kind: 'pglite' });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await embedded.stop();
  });

  it('ten subscriptions finishing their batches at different times: every event once, in order, about one read per page', async () => {
    const SUBSCRIPTIONS = 10;
    const APPENDS = 40;
    const seen: number[][] = Array.from({ length: SUBSCRIPTIONS }, () => []);
    const subscriptions: Subscription[] = seen.map((into, s) =>
      store.subscribeToAll(
        async (batch) => {
          // A projector that writes rows takes longer than one that skips the batch.
          await new Promise((r) => setTimeout(r, s * 3));
          into.push(...batch.map((e) => (e.data as { i: number }).i));
        },
        { from: START, batchSize: 100, pollIntervalMs: 60_000 },
      ),
    );
    const caughtUp = (n: number) => seen.every((into) => into.length >= n);
    const until = async (n: number) => {
      const deadline = Date.now() + 20_000;
      while (!caughtUp(n) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    };
    await until(0);
    const before = pageReads;
    // A steady stream of appends: when one wakes them, each subscription stands where its last batch left it.
    for (let i = 0; i < APPENDS; i++) {
      await store.append(`tick-${i % 3}`, [ticked(i)]);
      await new Promise((r) => setTimeout(r, 4));
    }
    await until(APPENDS);
    await Promise.all(subscriptions.map((s) => s.stop()));
    for (const into of seen) expect(into).toEqual([...Array(APPENDS).keys()]);
    // Each append: a read that finds it, then the end of the log (read again by whoever comes back after 100 ms).
    // One query per subscription per append would be 10 × 2 × 20 = 400.
    expect(pageReads - before).toBeLessThan(SUBSCRIPTIONS * APPENDS);
  }, 60_000);
});
