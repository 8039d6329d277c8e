// Read-model queries: the same read through `pg` (parameterised SQL), through TypeORM's repository API
// (`find` on an EntitySchema) and through TypeORM's raw `query`, on embedded PGlite and on PostgreSQL.
// Sequential calls of one client, interleaved in blocks so load on the machine hits every variant alike.
// Figures are printed; nothing is asserted. Needs `npx tsc -b libs/event-store` (the embedded database).
//
//   node bench/read-models/run.mjs [--calls 2000] [--db pglite,postgres] [--database-url postgres://root@127.0.0.1:5432/test]
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DataSource, EntitySchema, In } from 'typeorm';
import { startEmbeddedPostgres } from '../../libs/event-store/dist/index.js';

const { values: args } = parseArgs({
  options: {
    calls: { type: 'string', default: '2000' },
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test' },
  },
});
const CALLS = Number(args.calls);
const BLOCK = 50;
const SCHEMA = `bench_rm_${Date.now().toString(36)}`;

const assets = new EntitySchema({
  name: 'bench_assets',
  tableName: 'assets',
  columns: {
    id: { type: 'uuid', primary: true },
    game_id: { type: 'uuid' },
    asset_type: { type: 'text' },
    name: { type: 'text' },
    data: { type: 'jsonb' },
    status: { type: 'text' },
    revision: { type: 'integer' },
    created_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz' },
  },
});

const seed = async (pool) => {
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  await pool.query(`CREATE TABLE ${SCHEMA}.assets (id uuid PRIMARY KEY, game_id uuid NOT NULL, asset_type text NOT NULL, name text NOT NULL,
    data jsonb NOT NULL, status text NOT NULL, revision integer NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)`);
  await pool.query(`CREATE INDEX ON ${SCHEMA}.assets (game_id, asset_type, status)`);
  const games = Array.from({ length: 100 }, () => randomUUID());
  const code = 'def on_tick(state):\n    state["x"] += 1\n'.repeat(50); // ~2 KB, a small script
  const rows = games.flatMap((game) =>
    Array.from({ length: 40 }, (_, i) => ({
      id: randomUUID(), game_id: game, asset_type: i % 2 ? 'script' : 'entity', name: `asset ${i}`, data: { name: `asset ${i}`, code },
      status: 'present', revision: 3, created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), updated_at: new Date().toISOString(),
    })),
  );
  await pool.query(`INSERT INTO ${SCHEMA}.assets SELECT * FROM jsonb_populate_recordset(NULL::${SCHEMA}.assets, $1::jsonb)`, [JSON.stringify(rows)]);
  return { game: games[0], assetId: rows[1].id };
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => v.toFixed(3);

const measure = async (label, url) => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const { game, assetId } = await seed(pool);
  const source = new DataSource({ type: 'postgres', url, schema: SCHEMA, entities: [assets], synchronize: false, extra: { max: 4 } });
  await source.initialize();
  const repo = source.getRepository(assets);
  const listSql = `SELECT * FROM ${SCHEMA}.assets WHERE game_id = $1 AND asset_type = ANY($2::text[]) AND status = 'present' ORDER BY created_at, id`;
  const oneSql = `SELECT * FROM ${SCHEMA}.assets WHERE id = $1 AND game_id = $2`;
  const variants = {
    'list 20 · pg': () => pool.query(listSql, [game, ['script']]).then((r) => r.rows),
    'list 20 · TypeORM find': () => repo.find({ where: { game_id: game, asset_type: In(['script']), status: 'present' }, order: { created_at: 'ASC', id: 'ASC' } }),
    'list 20 · TypeORM query': () => source.query(listSql, [game, ['script']]),
    'one · pg': () => pool.query(oneSql, [assetId, game]).then((r) => r.rows),
    'one · TypeORM findOneBy': () => repo.findOneBy({ id: assetId, game_id: game }),
    'one · TypeORM query': () => source.query(oneSql, [assetId, game]),
  };
  const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (const run of Object.values(variants)) for (let i = 0; i < 100; i++) await run(); // warm-up
  for (let done = 0; done < CALLS; done += BLOCK)
    for (const [name, run] of Object.entries(variants))
      for (let i = 0; i < BLOCK; i++) {
        const start = performance.now();
        await run();
        times[name].push(performance.now() - start);
      }
  const rows = Object.entries(times).map(([name, t]) => {
    const sorted = [...t].sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean: t.reduce((a, b) => a + b, 0) / t.length };
  });
  console.log(`\n${label}: ${CALLS} sequential calls per variant, ms`);
  console.log('| query | p50 | p95 | mean | p50 vs pg |\n|---|---|---|---|---|');
  for (const r of rows) {
    const base = rows.find((b) => b.name === `${r.name.split(' · ')[0]} · pg`);
    console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.mean)} | ${(r.p50 / base.p50).toFixed(2)}× |`);
  }
  await source.destroy();
  await pool.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
  await pool.end();
};

for (const db of args.db.split(',')) {
  if (db === 'pglite') {
    const embedded = await startEmbeddedPostgres({ dataDir: null });
    try {
      await measure('PGlite (embedded, over the wire protocol)', embedded.connectionString);
    } finally {
      await embedded.stop();
    }
  } else await measure('PostgreSQL', args['database-url']);
}
