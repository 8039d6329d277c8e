// The audit-log rebuild alone, on a seeded schema kept between runs (issue 16 "Scale": ≥ 50,000 events/s).
//
//   npm run build:server && node bench/audit-log/rebuild-only.mjs --schema bench_rebuild_1m [--seed 1000000]
//     [--database-url postgres://root@127.0.0.1:5432/bench] [--batch 1000] [--runs 1] [--compare-bytes]
//
// --compare-bytes: each run rebuilds twice, with pages bounded by bytes (the default, 16 MB: stored sizes read
// first) and by rows only, and prints the ratio (issue 28, Batches by bytes).
//
// --seed N first seeds N events into the schema (once; a later run reuses them). Figures printed, nothing asserted.
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore } from '../../libs/event-store/dist/index.js';
import { auditLogProjector, processorsTableSql, rebuildProjection } from '../../libs/projections/dist/index.js';
import { seedEvents } from './seed.mjs';

const { values: args } = parseArgs({
  options: {
    schema: { type: 'string', default: 'bench_rebuild_1m' },
    seed: { type: 'string' },
    batch: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'compare-bytes': { type: 'boolean', default: false },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
  },
});
const SCHEMA = args.schema;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const pool = new pg.Pool({ connectionString: args['database-url'], max: 4 });
const store = await createPostgresEventStore({ pool, schema: SCHEMA });
try {
  if (args.seed) {
    const t0 = performance.now();
    const seeded = await seedEvents(store, Number(args.seed), { onProgress: (made) => made % 100_000 < 2000 && process.stderr.write(`  seeded ${fmt(made)}\r`) });
    console.log(`Seeded ${fmt(seeded.events)} events in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const { rows: [{ count: total }] } = await pool.query(`SELECT count(*)::int AS count FROM "${SCHEMA}".events`);
  await pool.query(processorsTableSql(SCHEMA));
  const rebuild = async (rebuildBatchBytes) => {
    const r0 = performance.now();
    const batchSize = args.batch ? Number(args.batch) : undefined;
    const phases = {};
    let phase = null;
    let since = performance.now();
    const onProgress = (p) => {
      if (p.phase === phase) return;
      if (phase) phases[phase] = (performance.now() - since) / 1000;
      phase = p.phase;
      since = performance.now();
    };
    const rebuilt = await rebuildProjection({ pool, store, schema: SCHEMA, owner: 'bench', batchSize: 1000, rebuildBatchSize: batchSize, rebuildBatchBytes }, auditLogProjector, { swap: true, onProgress });
    phases[phase] = (performance.now() - since) / 1000;
    const seconds = (performance.now() - r0) / 1000;
    const { rows: [{ count: rows }] } = await pool.query(`SELECT count(*)::int AS count FROM "${SCHEMA}".audit_log`);
    const label = rebuildBatchBytes === Infinity ? ' (rows only)' : '';
    console.log(`Rebuild of audit-log${label}: ${fmt(total)} events, ${fmt(rebuilt.events)} applied, ${fmt(rows)} rows, in ${seconds.toFixed(1)} s = ${fmt(total / seconds)} events/s (load ${loadavg()[0].toFixed(2)}); ${Object.entries(phases).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}`);
    return seconds;
  };
  for (let run = 0; run < Number(args.runs); run++) {
    const bounded = await rebuild(undefined);
    if (args['compare-bytes']) console.log(`  pages bounded by bytes vs rows only: ${(bounded / (await rebuild(Infinity))).toFixed(2)}×`);
  }
} finally {
  await store.close().catch(() => {});
  await pool.end().catch(() => {});
}
