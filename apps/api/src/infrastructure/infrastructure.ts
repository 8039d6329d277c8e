import type pg from 'pg';
import type { DecisionRunner, EventStore } from '@tempest/event-store';
import type { ProjectionEngine } from '@tempest/projections';
import type { KeyStore } from '../privacy/key-store.js';
import type { ServerSecret } from './server-secret.js';

/** Everything the app talks to: the database pool, the event store and the projection engine. */
export type Infrastructure = {
  pool: pg.Pool;
  store: EventStore;
  /** Every write of the studio: read → decide → append on `store` (libs/event-store decisions). */
  runner: DecisionRunner;
  engine: ProjectionEngine;
  /** The studio's long-lived secret (keyed hashes, key encryption): server-secret.ts. */
  secret: ServerSecret;
  /** The per-subject data keys (privacy/key-store.ts); `store` encrypts personal and private fields with them. */
  keys: KeyStore;
  connectionString: string;
  database: 'embedded' | 'postgres';
  close(): Promise<void>;
};
