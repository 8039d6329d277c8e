// Group commit in the PostgreSQL adapter (issue 32 §2), on embedded PGlite and, when DATABASE_URL is set, on
// real PostgreSQL. The conformance suite checks that each append keeps its own answer; these check what only
// this adapter promises: appends in flight together share transactions, one stream's appends keep the order
// they were made in, and a flush the server refuses whole is redone append by append.
// Services: flushes from many server connections at once, whose commits a server orders (PGlite has one backend).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded/embedded-postgres.js';
import type { EventStore, NewEvent } from '../event-store.port.js';
import { appendWithClient, createPostgresEventStore, type PostgresEventStoreOptions } from './postgres.event-store.js';

const event = (data: unknown = {}): NewEvent => ({
  id: randomUUID(),
  type: 'Clicked',
  data,
  metadata: { actorId: null, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: '2026-01-01T00:00:00.000Z' },
});
const streamIds = (n: number, prefix = 'play') => Array.from({ length: n }, () => `${prefix}-${randomUUID()}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describeGroupCommit = (target: string, url: () => string, kind: 'postgres' | 'pglite') =>
  describe(`group commit on ${target}`, () => {
    let opened: { store: EventStore; pool: pg.Pool; schema: string }[] = [];
    const open = async (options: Partial<PostgresEventStoreOptions> = {}, schema = `es_gc_${randomBytes(6).toString('hex')}`) => {
      const pool = new pg.Pool({ connectionString: url(), max: 8 });
      const store = await createPostgresEventStore({ pool, kind, schema, ...options });
      opened.push({ store, pool, schema });
      return { store, pool, schema };
    };
    afterEach(async () => {
      for (const { store, pool, schema } of opened.reverse()) {
        await store.close();
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
        await pool.end();
      }
      opened = [];
    });

    /** Appends one event to each stream, every append started in the same tick; the transactions they took. */
    const transactionsOf = async (store: EventStore, streams: string[]) => {
      const results = await Promise.all(streams.map((streamId) => store.append(streamId, [event()], 'no_stream')));
      expect(results.map((r) => r.nextRevision)).toEqual(streams.map(() => 0n));
      return new Set(results.map((r) => r.position.txId)).size;
    };

    it('200 appends in flight together share transactions: the first goes alone, the rest in flushes of at most 256', async () => {
      expect(await transactionsOf((await open()).store, streamIds(200))).toBe(2);
      // Bounded at 16 per flush: 1 alone, then 199 in flushes of 16.
      expect(await transactionsOf((await open({ groupCommit: { maxAppends: 16 } })).store, streamIds(200))).toBe(1 + Math.ceil(199 / 16));
      // Off: one transaction per append, as before group commit.
      expect(await transactionsOf((await open({ groupCommit: false })).store, streamIds(200))).toBe(200);
    });

    it("one stream's appends made at once with any are written in the order they were made, each in its own flush", async () => {
      const { store } = await open();
      const streamId = streamIds(1)[0];
      const others = streamIds(30, 'other');
      const events = Array.from({ length: 30 }, (_, i) => event({ i }));
      // Interleaved with appends to other streams, which share those flushes.
      const results = await Promise.all(events.flatMap((e, i) => [store.append(streamId, [e], 'any'), store.append(others[i], [event()], 'any')]));
      const mine = results.filter((_, k) => k % 2 === 0);
      expect(mine.map((r) => r.nextRevision)).toEqual(events.map((_, i) => BigInt(i)));
      expect((await store.readStream(streamId)).map((e) => e.id)).toEqual(events.map((e) => e.id));
      expect(new Set(mine.map((r) => r.position.txId)).size).toBe(events.length);
    });

    it('the same append sent twice at once is written once, and both get the same answer', async () => {
      const { store } = await open();
      const streams = streamIds(40);
      const batches = streams.map(() => [event(), event()]);
      const sends = streams.flatMap((streamId, i) => [store.append(streamId, batches[i], 'no_stream'), store.append(streamId, batches[i], 'no_stream')]);
      const results = await Promise.all(sends);
      for (let i = 0; i < streams.length; i++) expect(results[2 * i + 1]).toEqual(results[2 * i]);
      const stored = await store.readStreams(streams.map((streamId) => ({ streamId })));
      for (const [i, streamId] of streams.entries()) expect(stored.get(streamId)!.map((e) => e.id)).toEqual(batches[i].map((e) => e.id));
    });

    it('close waits until every accepted append is written and answered', async () => {
      const { store, pool, schema } = await open();
      const streams = streamIds(50);
      const appending = Promise.all(streams.map((streamId) => store.append(streamId, [event()], 'no_stream')));
      await store.close();
      const settled = await Promise.race([appending.then(() => 'answered'), sleep(0).then(() => 'still waiting')]);
      expect(settled).toBe('answered');
      const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".events`);
      expect(Number(rows[0].n)).toBe(50);
    });

    (kind === 'postgres' ? it : it.skip)(
      'a flush that collides with another writer\'s identical append (unique violation) is redone append by append, and every append in it succeeds',
      async () => {
        const { store, schema } = await open();
        const [collider, ...rest] = streamIds(4);
        const retried = [event()];
        // Another replica's append of the same events, committed only once our flush waits for its stream.
        const other = new pg.Client({ connectionString: url() });
        await other.connect();
        try {
          await other.query('BEGIN');
          const theirs = await appendWithClient(other, schema, collider, retried, 'any');
          const first = store.append(rest[0], [event()], 'no_stream'); // goes alone
          const flush = [store.append(collider, retried, 'any'), ...rest.slice(1).map((s) => store.append(s, [event()], 'no_stream'))];
          // The flush waits for the open transaction, which holds the collider's new stream row.
          const waiting = async () =>
            (await other.query(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'transactionid' AND transactionid = xid(pg_current_xact_id()) AND NOT granted`)).rows[0].n === '1';
          for (let i = 0; !(await waiting()); i++) {
            if (i > 500) throw new Error('the flush never waited for the open transaction');
            await sleep(10);
          }
          await other.query('COMMIT');
          await first;
          const [ours, ...others] = await Promise.all(flush);
          expect(ours).toEqual(theirs); // found the committed events: the same append, written once
          expect(others.map((r) => r.nextRevision)).toEqual([0n, 0n]);
          expect((await store.readStream(collider)).map((e) => e.id)).toEqual(retried.map((e) => e.id));
        } finally {
          await other.query('ROLLBACK').catch(() => undefined);
          await other.end();
        }
      },
    );
  });

describe('PostgreSQL adapter group commit', () => {
  let embedded: EmbeddedPostgres | null = null;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await embedded?.stop();
  });
  describeGroupCommit('embedded PGlite', () => embedded!.connectionString, 'pglite');

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) describeGroupCommit('real PostgreSQL', () => databaseUrl, 'postgres');
  else describe.skip('group commit on real PostgreSQL (skipped: DATABASE_URL is not set)', () => undefined);
});
