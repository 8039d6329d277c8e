// The conformance suite on the PostgreSQL adapter: always on embedded PGlite, and on real PostgreSQL
// when DATABASE_URL is set. Every fixture gets a fresh schema, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded/embedded-postgres.js';
import type { NewEvent } from '../event-store.port.js';
import { appendWithClient, createPostgresEventStore } from '../postgres/postgres.event-store.js';
import { describeEventStoreConformance, type ConformanceFactory } from './event-store.conformance.js';
import { sleep } from './conformance.helpers.js';

// Services: the event store under real concurrency: parallel appends, commit order in $all, NOTIFY wake-ups.

/** Inserts the events in a transaction that waits holdMs before COMMIT, so later appends commit first. */
const slowAppend = async (
  connectionString: string,
  schema: string,
  streamId: string,
  events: NewEvent[],
  holdMs: number,
  onHolding?: () => void,
) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN');
    await appendWithClient(client, schema, streamId, events, 'any');
    onHolding?.();
    await sleep(holdMs);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

const dropSchema = async (connectionString: string, schema: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
};

const postgresFactory =
  (connectionString: () => string, kind: 'postgres' | 'pglite', poolSize: number, copyFrom?: number): ConformanceFactory =>
  async (options) => {
    const url = connectionString();
    const schema = `es_test_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    const store = await createPostgresEventStore({ pool, kind, schema, upcasters: options?.upcasters, copyFrom }).catch(
      async (error: unknown) => {
        await pool.end();
        await dropSchema(url, schema).catch(() => undefined);
        throw error;
      },
    );
    return {
      store,
      async cleanup() {
        await store.close();
        if (!pool.ending) await pool.end();
        await dropSchema(url, schema);
      },
      slowAppend:
        kind === 'postgres'
          ? (streamId, events, holdMs, onHolding) => slowAppend(url, schema, streamId, events, holdMs, onHolding)
          : undefined,
    };
  };

describe('PostgreSQL adapter on embedded PGlite', () => {
  let embedded: EmbeddedPostgres | null = null;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await embedded?.stop();
  });

  describeEventStoreConformance(
    'pglite',
    postgresFactory(() => embedded!.connectionString, 'pglite', 4),
    // PGlite is one backend: queries run one at a time and never conflict, and a held transaction
    // would block every other connection.
    { realConcurrency: false, slowTransactions: false, atomicAppendMany: true, refusesReusedIds: true, refusesInvalidData: true },
  );
});

const databaseUrl = process.env.DATABASE_URL;
(databaseUrl ? describe : describe.skip)(
  databaseUrl ? 'PostgreSQL adapter on real PostgreSQL' : 'PostgreSQL adapter on real PostgreSQL (skipped: DATABASE_URL is not set)',
  () => {
    describeEventStoreConformance(
      'postgres',
      postgresFactory(() => databaseUrl!, 'postgres', 12),
      { realConcurrency: true, slowTransactions: true, atomicAppendMany: true, refusesReusedIds: true, refusesInvalidData: true },
    );
    // The large-append path (COPY) for every append, however small: each guarantee of the suite holds on it too.
    describeEventStoreConformance(
      'postgres, every append through COPY',
      postgresFactory(() => databaseUrl!, 'postgres', 12, 1),
      { realConcurrency: true, slowTransactions: true, atomicAppendMany: true, refusesReusedIds: true, refusesInvalidData: true },
    );
  },
);
