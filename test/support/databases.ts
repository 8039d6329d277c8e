import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '@tempest/event-store';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; the machine's PostgreSQL too when DATABASE_URL is set. TEST_TARGETS narrows the list. */
export const databaseTargets = (): DatabaseTarget[] => {
  const available: DatabaseTarget[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.TEST_TARGETS?.split(',').map((t) => t.trim());
  return only ? available.filter((t) => only.includes(t)) : available;
};

export type TestDatabase = { target: DatabaseTarget; connectionString: string; drop(): Promise<void> };

/**
 * A pool for a test's own queries. Its idle connections are ended by the drop that tears the database down
 * (`WITH (FORCE)`) if `pool.end()` has not finished closing them: that error is expected, and unhandled it
 * would fail whichever test runs then (as the app's own pool, infrastructure.ts, ignores it too).
 */
export const testPool = (connectionString: string, max: number): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
};

/** A fresh, empty database: an in-memory PGlite, or a new database on the PostgreSQL server. */
export const freshDatabase = async (target: DatabaseTarget): Promise<TestDatabase> => {
  if (target === 'pglite') {
    const embedded = await startEmbeddedPostgres({ dataDir: null });
    return { target, connectionString: embedded.connectionString, drop: () => embedded.stop() };
  }
  const admin = process.env.DATABASE_URL!;
  const name = `tempest_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    target,
    connectionString: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};

/** Polls until `check` passes (no timing assertions: a generous deadline, then the last failure). */
export const eventually = async <T>(check: () => Promise<T> | T, timeoutMs = 15_000, everyMs = 50): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
};
