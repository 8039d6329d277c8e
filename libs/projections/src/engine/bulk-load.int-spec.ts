import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { databaseTargets, freshDatabase, testPool, type TestDatabase } from '../../../../test/support/databases.js';
import { copiedAsNew, withBulk } from './bulk-load.js';
import { inTransaction } from './processor-positions.js';

// Services: COPY, which a rebuild uses only on a PostgreSQL server (on the embedded database it inserts as live).

describe.each(databaseTargets())('rows loaded as new in a rebuild on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const copy = target === 'postgres';

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 2);
    await pool.query('CREATE TABLE things (id text PRIMARY KEY, doc jsonb, note text)');
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const rows = (...ids: string[]) => ids.map((id) => ({ id, doc: { id, line: 'a\tb\nc' }, note: id === 'b' ? null : `note ${id}` }));

  it('COPYs new rows on PostgreSQL; a repeated key leaves them to the insert, in the same transaction', async () => {
    const loaded = await inTransaction(pool, async (plain, client) => {
      const tx = withBulk(plain, client, { copy, memory: new Map() });
      const first = await copiedAsNew(tx, 'things', rows('a', 'b'));
      const again = await copiedAsNew(tx, 'things', rows('c', 'a')); // 'a' is there: nothing of it is kept
      if (!again) await tx.query(`INSERT INTO things SELECT * FROM jsonb_populate_recordset(NULL::things, $1::jsonb) ON CONFLICT (id) DO NOTHING`, [JSON.stringify(rows('c', 'a'))]);
      return [first, again];
    });
    expect(loaded).toEqual([copy, false]);
    const { rows: stored } = await pool.query('SELECT id, doc, note FROM things ORDER BY id');
    if (copy) expect(stored).toEqual(rows('a', 'b', 'c'));
    else expect(stored).toEqual(rows('c', 'a').reverse()); // nothing was COPYed: only the insert wrote
  });

  it('answers false without a rebuild (no bulk) or without rows', async () => {
    expect(await inTransaction(pool, (tx) => copiedAsNew(tx, 'things', rows('d')))).toBe(false);
    expect(await inTransaction(pool, (plain, client) => copiedAsNew(withBulk(plain, client, { copy, memory: new Map() }), 'things', []))).toBe(false);
  });
});
