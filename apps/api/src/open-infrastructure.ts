import pg from 'pg';
import {
  DecisionRunner,
  createPostgresEventStore,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EventStore,
} from '@tempest/event-store';
import { allProjectors, ProjectionEngine } from '@tempest/projections';
import { budgetedEventStore } from './common/request-budget.js';
import { ensureAccountTables } from './accounts/accounts.tables.js';
import type { AppConfig } from './config.js';
import type { Infrastructure } from './infrastructure/infrastructure.js';
import { loadServerSecret } from './infrastructure/server-secret.js';
import { encryptingEventStore } from './privacy/encrypting-event-store.js';
import { KeyStore } from './privacy/key-store.js';

// Opens what the app talks to, on the top floor: the event store wrapped by privacy's encryption, the accounts'
// tables, the keys. Lower floors name the result by its type only (infrastructure/infrastructure.ts).

const openEventStore = async (config: AppConfig, pool: pg.Pool, embedded: boolean): Promise<EventStore> => {
  if (config.eventStoreConnectionString) {
    const { createEventStoreDbEventStore } = await import('@tempest/event-store/eventstoredb');
    return createEventStoreDbEventStore({ connectionString: config.eventStoreConnectionString });
  }
  return createPostgresEventStore({ pool, kind: embedded ? 'pglite' : 'postgres', schema: config.schema });
};

export const openInfrastructure = async (
  config: AppConfig,
  options: { runProjections?: boolean } = {},
): Promise<Infrastructure> => {
  let embedded: EmbeddedPostgres | null = null;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  const connectionString = config.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({ connectionString, max: embedded ? 8 : 20 });
  pool.on('error', () => undefined); // a dropped idle connection is replaced on next use
  let keys: KeyStore | null = null;
  try {
    const inner = await openEventStore(config, pool, embedded !== null);
    await ensureAccountTables(pool, config.schema);
    const secret = await loadServerSecret(pool, config.schema, config.serverSecret);
    keys = await KeyStore.open({ pool, schema: config.schema, kek: secret.key('key-encryption'), kind: embedded ? 'pglite' : 'postgres' });
    // Every append and read of the app passes through here: personal and private fields are encrypted at rest,
    // and every append of a request is counted (as plaintext) against its byte budget (common/request-budget.ts).
    const store = budgetedEventStore(encryptingEventStore(inner, keys));
    const engine = new ProjectionEngine({
      pool,
      store,
      projectors: allProjectors,
      schema: config.schema,
      runProcessors: options.runProjections ?? config.runProjections,
      singleProcess: embedded !== null,
    });
    await engine.start();
    return {
      pool,
      store,
      runner: new DecisionRunner(store),
      engine,
      secret,
      keys,
      connectionString,
      database: embedded ? 'embedded' : 'postgres',
      async close() {
        await engine.stop();
        await store.close();
        await keys?.close();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await keys?.close();
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
};
