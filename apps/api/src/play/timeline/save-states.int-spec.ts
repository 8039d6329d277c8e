import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { databaseTargets, freshDatabase, type TestDatabase, testPool } from '../../../../../test/support/databases.js';
import { RawJson } from '../../common/raw-json.js';
import { databaseSaveStates, saveStateJson, type SaveStates } from './save-states.js';

// Services: save-state blobs (STORAGE EXTERNAL) over a real connection.

const HERO = '2E8E4D74-7B3A-4E3A-9F6A-5B3D4C5E6F70';

describe.each(databaseTargets())('save states on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let states: SaveStates;
  const rows = async () => Number((await pool.query('SELECT count(*) AS n FROM states_schema.save_states')).rows[0].n);

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 4);
    await databaseSaveStates(pool, 'states_schema'); // a restart finds the table there
    states = await databaseSaveStates(pool, 'states_schema');
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('keeps a state as a session would hold it (UUID-keyed entities of object components, ids lower-cased) and gives it back', async () => {
    const json = saveStateJson({ [HERO]: { hp: { value: 3 }, tag: 'dropped' }, 'not-an-id': { hp: { value: 1 } } });
    const saved = await states.put(await states.compress(json));
    expect(saved).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), chars: json.chars });
    expect((await states.getMany([saved.hash])).get(saved.hash)).toEqual({ [HERO.toLowerCase()]: { hp: { value: 3 } } });
  });

  it('stores a state saved twice once, and a megabyte state in a fraction of its size', async () => {
    const big = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [`${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`, { transform: { x: i * 1.5, y: i % 97 }, sprite: { name: `enemy_${i % 17}` } }]),
    );
    const json = saveStateJson(big);
    const before = await rows();
    const [a, b] = await Promise.all([states.put(await states.compress(json)), states.put(await states.compress(json))]);
    expect(a).toEqual(b);
    expect(await rows()).toBe(before + 1);
    expect(a.storedBytes).toBeLessThan(json.chars / 3);
    expect((await states.getMany([a.hash, a.hash, 'not a hash'])).get(a.hash)).toEqual(big);
  });

  it("keeps a state the body parser kept as text (RawJson) as those bytes; over the bound it is parsed and measured as any other", async () => {
    const text = `{"${HERO.toLowerCase()}":{"hp":{"value":1.50}}}`;
    const json = saveStateJson(new RawJson(Buffer.from(text), text.length));
    const saved = await states.put(await states.compress(json));
    expect(saved.chars).toBe(text.length);
    expect((await states.jsonOf([saved.hash])).get(saved.hash)).toBe(text); // not 1.5: neither parsed nor written again
    const over = `{"${HERO.toLowerCase()}":{"blob":{"text":"${'x'.repeat(1_000_000)}"}}}`;
    expect(() => saveStateJson(new RawJson(Buffer.from(over), over.length))).toThrow(/^The checkpoint state is 1,000,0\d\d characters of JSON/);
  });

  it('refuses a state over 1,000,000 characters of JSON before anything is stored', async () => {
    const before = await rows();
    expect(() => saveStateJson({ [HERO]: { blob: { text: 'x'.repeat(1_000_000) } } })).toThrow(/a checkpoint holds at most 1,000,000/);
    expect(await rows()).toBe(before);
  });

  it('answers nothing for hashes it does not hold', async () => {
    expect((await states.getMany(['0'.repeat(64), "x' OR 1=1 --"])).size).toBe(0);
  });
});
