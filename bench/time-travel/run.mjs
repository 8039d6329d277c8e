// Time travel (issue 16 "Scale"): a 500-asset game with history, its working tree at any moment < 500 ms, beside
// the naive way (each asset's stream read one by one, each revision's content read one by one). Printed, not asserted.
//
//   npm run build:server && node bench/time-travel/run.mjs [--assets 500] [--edits 10] [--noise 100000]
//     [--database-url postgres://root@127.0.0.1:5432/bench] [--results bench/time-travel/results.md]
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore } from '../../libs/event-store/dist/index.js';
import { gameAssetsAtRevisions, gameAssetsNow, processorsTableSql, rebuildProjection, tableNameIn, versioningProjector } from '../../libs/projections/dist/index.js';
import { revisionsAt, treeAgainstNow } from '../../apps/api/dist/time-travel/game-moment.js';
import { percentile } from '../write-path/report.mjs';
import { seedEvents } from '../audit-log/seed.mjs';

const { values: args } = parseArgs({
  options: {
    assets: { type: 'string', default: '500' },
    edits: { type: 'string', default: '10' },
    noise: { type: 'string', default: '100000' },
    moments: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
  },
});
const SCHEMA = `bench_tt_${Date.now().toString(36)}`;
const pool = new pg.Pool({ connectionString: args['database-url'], max: 4 });
const store = await createPostgresEventStore({ pool, schema: SCHEMA });
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows), table: tableNameIn(SCHEMA) };
const lines = [];
const say = (line = '') => (console.log(line), lines.push(line));
const meta = (at) => ({ actorId: null, actorKind: 'user', model: null, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: at });

/** One game: `assets` assets created, then `edits` rounds editing each (a few deleted on the way), interleaved with noise. */
const seedGame = async (gameId) => {
  const ids = Array.from({ length: Number(args.assets) }, () => randomUUID());
  let t = Date.parse('2026-06-01T00:00:00Z');
  const base = (id, i) => ({ assetId: id, gameId, assetType: i % 3 === 0 ? 'prompt' : 'script', cause: { kind: 'edit' }, pendingChangeId: null, sessionId: null });
  const event = (type, data, at) => ({ id: randomUUID(), type, data: { ...data, at }, metadata: meta(at) });
  for (let round = 0; round <= Number(args.edits); round++) {
    const writes = ids.map((id, i) => {
      const at = new Date((t += 1000)).toISOString();
      const content = { name: `asset_${i}`, content: `v${round}\n`.repeat(40) };
      if (round === 0) return { streamId: `asset-${id}`, expected: 'any', events: [event('AssetCreated', { ...base(id, i), data: content }, at)] };
      if (round === 5 && i % 10 === 0) return { streamId: `asset-${id}`, expected: 'any', events: [event('AssetDeleted', { ...base(id, i), permanent: false }, at)] };
      return { streamId: `asset-${id}`, expected: 'any', events: [event('AssetEdited', { ...base(id, i), data: content, changedKeys: ['content'] }, at)] };
    });
    for (let b = 0; b < writes.length; b += 100) await store.appendMany(writes.slice(b, b + 100));
  }
};

const travel = async (gameId, position) => {
  const now = await gameAssetsNow(db, gameId);
  const streams = await store.readStreams(now.map((a) => ({ streamId: `asset-${a.id}` })));
  const { refs } = revisionsAt(streams, { position });
  return treeAgainstNow(await gameAssetsAtRevisions(db, gameId, refs), now);
};

const naive = async (gameId, position) => {
  const now = await gameAssetsNow(db, gameId);
  const then = [];
  for (const a of now) {
    const events = await store.readStream(`asset-${a.id}`);
    const { refs } = revisionsAt(new Map([[a.id, events]]), { position });
    for (const ref of refs) then.push(...(await gameAssetsAtRevisions(db, gameId, [ref])));
  }
  return treeAgainstNow(then, now);
};

try {
  const gameId = randomUUID();
  await seedEvents(store, Number(args.noise) / 2);
  await seedGame(gameId);
  await seedEvents(store, Number(args.noise) / 2);
  const { rows: [{ count, first, last }] } = await pool.query(
    `SELECT count(*)::int AS count, min(global_position)::text AS first, max(global_position)::text AS last FROM "${SCHEMA}".events WHERE stream_id LIKE 'asset-%' AND data->>'gameId' = $1`, [gameId]);
  await pool.query(processorsTableSql(SCHEMA));
  await rebuildProjection({ pool, store, schema: SCHEMA, owner: 'bench', batchSize: 1000 }, versioningProjector, { swap: true });
  await pool.query(`ANALYZE "${SCHEMA}".asset_revisions; ANALYZE "${SCHEMA}".assets; ANALYZE "${SCHEMA}".events`);
  const { rows: [{ total }] } = await pool.query(`SELECT count(*)::int AS total FROM "${SCHEMA}".events`);
  say(`A game of ${args.assets} assets, ${count} asset events (${args.edits} edits each, a tenth deleted half way), among ${total.toLocaleString('en-US')} events; PostgreSQL`);
  const moments = Array.from({ length: Number(args.moments) }, (_, i) => BigInt(first) + ((BigInt(last) - BigInt(first)) * BigInt(i)) / BigInt(Number(args.moments) - 1));
  const time = async (fn) => {
    const times = [];
    for (const m of moments) {
      const t0 = performance.now();
      await fn(gameId, m);
      times.push(performance.now() - t0);
    }
    return { p50: percentile(times, 0.5), max: Math.max(...times) };
  };
  for (const m of moments.slice(0, 3)) if (JSON.stringify(await travel(gameId, m)) !== JSON.stringify(await naive(gameId, m))) throw new Error('naive and one-round-trip trees differ');
  await time(travel); // warm-up
  const fast = await time(travel);
  const slow = await time(naive);
  say('');
  say(`| time travel to ${moments.length} moments across the game's history | p50 ms | max ms |`);
  say('|---|---|---|');
  say(`| one round trip (readStreams) + one revisions query | ${fast.p50.toFixed(1)} | ${fast.max.toFixed(1)} |`);
  say(`| naive: each stream, then each revision, one by one | ${slow.p50.toFixed(1)} | ${slow.max.toFixed(1)} |`);
  say(`| naive / one round trip | ${(slow.p50 / fast.p50).toFixed(1)}× | |`);
  say('');
  say(`Machine: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (args.results) writeFileSync(args.results, `# Time travel — measured ${new Date().toISOString().slice(0, 10)}\n\n\`node bench/time-travel/run.mjs\`\n\n${lines.join('\n')}\n`);
} finally {
  await pool.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await store.close().catch(() => {});
  await pool.end().catch(() => {});
}
