// The event store's conformance suite through the encrypting decorator (on the PostgreSQL adapter): the
// decorator keeps every promise of the port. On embedded PGlite always, on real PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, startEmbeddedPostgres, type EmbeddedPostgres } from '@tempest/event-store';
import { describeEventStoreConformance, type ConformanceFactory } from '../../../../libs/event-store/src/conformance/event-store.conformance.js';
import { encryptingEventStore } from './encrypting-event-store.js';
import { KeyStore } from './key-store.js';

// Services: the conformance suite's real concurrency and NOTIFY wake-ups.

const factory =
  (connectionString: () => string, kind: 'postgres' | 'pglite', poolSize: number): ConformanceFactory =>
  async (options) => {
    const schema = `enc_conf_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: connectionString(), max: poolSize });
    pool.on('error', () => undefined);
    const inner = await createPostgresEventStore({ pool, kind, schema, upcasters: options?.upcasters });
    const keys = await KeyStore.open({ pool, schema, kek: randomBytes(32), kind });
    const store = encryptingEventStore(inner, keys);
    return {
      store,
      async cleanup() {
        await store.close();
        await keys.close();
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
        if (!pool.ending) await pool.end();
      },
    };
  };

describe('the encrypting event store on embedded PGlite', () => {
  let embedded: EmbeddedPostgres | null = null;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await embedded?.stop();
  });
  describeEventStoreConformance('encrypting (pglite)', factory(() => embedded!.connectionString, 'pglite', 4), {
    realConcurrency: false,
    slowTransactions: false,
    atomicAppendMany: true, refusesReusedIds: true,
  });
});

const databaseUrl = process.env.DATABASE_URL;
(databaseUrl ? describe : describe.skip)('the encrypting event store on real PostgreSQL', () => {
  describeEventStoreConformance('encrypting (postgres)', factory(() => databaseUrl!, 'postgres', 12), {
    realConcurrency: true,
    slowTransactions: false,
    atomicAppendMany: true, refusesReusedIds: true,
  });
});
