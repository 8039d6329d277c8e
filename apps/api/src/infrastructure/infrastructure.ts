import pg from 'pg';
import {
  createPostgresEventStore,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EventStore,
} from '@tempest/event-store';
import { allProjectors, ProjectionEngine } from '@tempest/projections';
import { budgetedEventStore } from '../common/request-budget.js';
import { ensureAccountTables } from '../accounts/accounts.tables.js';
import type { AppConfig } from '../config.js';
import { loadServerSecret, type ServerSecret } from './server-secret.js';

/** Everything the app talks to: the database pool, the event store and the projection engine. */
export type Infrastructure = {
  pool: pg.Pool;
  store: EventStore;
  engine: ProjectionEngine;
  /** The studio's long-lived secret (keyed hashes, key encryption): server-secret.ts. */
  secret: ServerSecret;
  connectionString: string;
  database: 'embedded' | 'postgres';
  close(): Promise<void>;
};

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
  try {
    // Every append of a request is counted against its byte budget (common/request-budget.ts); outside a request it is the store.
    const store = budgetedEventStore(await openEventStore(config, pool, embedded !== null));
    const engine = new ProjectionEngine({
      pool,
      store,
      projectors: allProjectors,
      schema: config.schema,
      runProcessors: options.runProjections ?? config.runProjections,
      singleProcess: embedded !== null,
    });
    await ensureAccountTables(pool, config.schema);
    const secret = await loadServerSecret(pool, config.schema, config.serverSecret);
    await engine.start();
    return {
      pool,
      store,
      engine,
      secret,
      connectionString,
      database: embedded ? 'embedded' : 'postgres',
      async close() {
        await engine.stop();
        await store.close();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
};
