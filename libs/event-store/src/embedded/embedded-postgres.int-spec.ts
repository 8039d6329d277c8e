// Regression: pglite-socket 0.2.17 interleaved the extended-protocol messages of concurrent connections
// outside transactions, so a query could get another's rows (electric-sql/pglite#1046).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freshClusterPath, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

describe('embedded PostgreSQL under concurrent connections', () => {
  let embedded: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: null });
    pool = new pg.Pool({ connectionString: embedded.connectionString, max: 10 });
    await pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
    await pool.query('INSERT INTO counters VALUES (1, 0)');
  });
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
  });

  it('answers every parameterised query with its own result while other connections run transactions', async () => {
    const writers = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 25; i++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('UPDATE counters SET n = n + $1 WHERE id = 1', [1]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }
    });
    const readers = Array.from({ length: 200 }, (_, i) =>
      pool.query<{ v: number; w: string }>('SELECT $1::int AS v, $2::text AS w', [i, `x${i}`]).then((r) => r.rows),
    );
    const [, results] = await Promise.all([Promise.all(writers), Promise.all(readers)]);
    results.forEach((rows, i) => expect(rows).toEqual([{ v: i, w: `x${i}` }]));
    const { rows } = await pool.query('SELECT n FROM counters WHERE id = 1');
    expect(rows[0].n).toBe(100);
  });
});

describe('a fresh in-memory database', () => {
  const fresh = async () => {
    const embedded = await startEmbeddedPostgres({ dataDir: null });
    const client = new pg.Client({ connectionString: embedded.connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      await client.query('CREATE TABLE mine (id int)');
      return rows[0].n;
    } finally {
      await client.end();
      await embedded.stop();
    }
  };

  it('starts empty from the kept fresh cluster, whatever an earlier database created', async () => {
    expect(await fresh()).toBe(0);
    expect(statSync(freshClusterPath()).size).toBeGreaterThan(1_000_000);
    expect(await fresh()).toBe(0); // 'mine' of the first one is not in the second
  });

  it('makes the kept cluster again when it is unreadable', async () => {
    writeFileSync(freshClusterPath(), 'not a tarball');
    expect(await fresh()).toBe(0);
    expect(statSync(freshClusterPath()).size).toBeGreaterThan(1_000_000);
  });
});

describe('a new data directory', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Starts the directory's database, runs `sql` and answers the tables of `public` it then holds, then stops. */
  const run = async (dataDir: string, sql: string[]) => {
    const embedded = await startEmbeddedPostgres({ dataDir });
    const client = new pg.Client({ connectionString: embedded.connectionString });
    await client.connect();
    try {
      for (const statement of sql) await client.query(statement);
      const { rows } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
      return rows.map((r) => r.tablename);
    } finally {
      await client.end();
      await embedded.stop();
    }
  };
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tempest-embedded-dir-'));
    dirs.push(dir);
    return dir;
  };

  it('starts empty from the kept cluster and keeps what it was given across a restart', async () => {
    await run(newDir(), []); // the kept cluster exists from here on
    const dir = newDir();
    expect(await run(dir, ['CREATE TABLE kept (id int)', 'INSERT INTO kept VALUES (7)'])).toEqual(['kept']);
    expect(await run(dir, [])).toEqual(['kept']);
    expect(await run(newDir(), [])).toEqual([]); // another directory: nothing of the first
  });

  it('still starts (initdb) when the kept cluster is unreadable', async () => {
    writeFileSync(freshClusterPath(), 'not a tarball');
    const dir = newDir();
    expect(await run(dir, ['CREATE TABLE mine (id int)'])).toEqual(['mine']);
    expect(await run(dir, [])).toEqual(['mine']);
  });
});
