// Regression: $all must be ordered by the transaction id as a number. A fresh PGlite starts near
// transaction 750, so a few hundred appends cross 999 → 1000, where text order ('1000' < '999') differs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { comparePositions } from '../all-position.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded/embedded-postgres.js';
import { START, type AllPosition, type EventStore, type RecordedEvent } from '../event-store.port.js';
import { createPostgresEventStore } from './postgres.event-store.js';

describe('$all order across a transaction id that gains a digit (fresh PGlite)', () => {
  let embedded: EmbeddedPostgres;
  let pool: pg.Pool;
  let store: EventStore;
  const positions: AllPosition[] = [];

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: null });
    pool = new pg.Pool({ connectionString: embedded.connectionString, max: 2 });
    store = await createPostgresEventStore({ pool, kind: 'pglite' });
    for (let i = 0; i < 400; i++) {
      const result = await store.append(`order-${i % 7}`, [
        {
          id: randomUUID(),
          type: 'Ticked',
          data: { i },
          metadata: { actorId: null, actorKind: 'system', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
        },
      ]);
      positions.push(result.position);
    }
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await embedded.stop();
  });

  const expectInOrderOnce = (events: RecordedEvent[]) => {
    expect(events.map((e) => (e.data as { i: number }).i)).toEqual([...Array(400).keys()]);
  };

  it('crossed a power of ten in transaction ids', () => {
    const digits = new Set(positions.map((p) => p.txId.toString().length));
    expect(digits.size).toBeGreaterThan(1);
  });

  it('reads every event once, in commit order, page after page', async () => {
    const read: RecordedEvent[] = [];
    let from = START;
    for (;;) {
      const page = await store.readAll(from, 37);
      read.push(...page.events);
      expect(comparePositions(page.next, from)).toBeGreaterThanOrEqual(0);
      from = page.next;
      if (page.isEnd) break;
    }
    expectInOrderOnce(read);
  });

  it('delivers every event once, in order, to a catch-up subscription', async () => {
    const delivered: RecordedEvent[] = [];
    let done!: () => void;
    const all = new Promise<void>((resolve) => (done = resolve));
    const subscription = store.subscribeToAll(
      async (batch) => {
        delivered.push(...batch);
        if (delivered.length >= 400) done();
      },
      { from: START, batchSize: 50 },
    );
    await all;
    await subscription.stop();
    expectInOrderOnce(delivered);
  });
});
