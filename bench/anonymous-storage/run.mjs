// Anonymous storage (issue 28 §4 "Anonymous storage", "Done means"): the disk a day of anonymous play may
// use at the play limits (apps/api/src/play/play-limits.ts, docs/api-timeline.md "Limits"), computed from
// the limits and measured by driving them: one address plays one 10-minute window at the limits against
// this checkout's built studio — 4 visitors each save until refused (a 1 MB state each, incompressible-ish
// random numbers, and a 1 MB JPEG thumbnail), then new visitors start the game until refused — and the
// database's growth is measured per kind of write (PostgreSQL: the schema's relations with indexes and
// TOAST; PGlite: the data directory). The day's worst case per address is then computed from the limits
// and the measured bytes per write. Figures are printed (and written with --results); nothing is asserted.
//
//   npm run bench:anonymous-storage
//   node bench/anonymous-storage/run.mjs --db postgres --results bench/anonymous-storage/results.md
//
// Options: --db pglite,postgres, --database-url <url> ($BENCH_DATABASE_URL or
// postgres://root@127.0.0.1:5432/bench; a fresh DB_SCHEMA per run, dropped afterwards), --results <file>.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Client, signUp, withStudioOn } from '../support/studio.mjs';
import { PLAY_LIMITS } from '../../apps/api/dist/play/play-limits.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
  },
});
const DATABASES = args.db.split(',').map((d) => d.trim());
const MB = 1_048_576;
const WINDOWS_A_DAY = 86_400 / PLAY_LIMITS.saves.windowSeconds;

/** A deterministic PRNG (mulberry32): every run saves the same states. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const uuid = (next) => Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/** A state just under the 1,000,000-character bound, shaped like a game's (as bench/timeline's). */
const bigState = (seed) => {
  const next = random(seed + 1);
  return Object.fromEntries(
    Array.from({ length: 3150 }, (_, i) => [
      uuid(next),
      {
        transform: { x: next() * 1000, y: next() * 1000, rotation: next() * 6.28 },
        health: { value: Math.floor(next() * 100), max: 100 },
        sprite: { name: `enemy_${i % 17}`, tint: `#${Math.floor(next() * 0xffffff).toString(16).padStart(6, '0')}` },
        ai: { state: ['idle', 'chase', 'flee'][i % 3], target: uuid(next), cooldown: next() * 3 },
      },
    ]),
  );
};
/** The largest thumbnail the route takes: 1 MB of JPEG (random bytes after the magic number: nothing to share). */
const thumbnail = () => new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(MB - 4)])], { type: 'image/jpeg' });

const visitor = async (url) => {
  const client = new Client(url);
  client.csrf = (await client.json('GET', '/api/csrf')).csrftoken;
  return client;
};

const dirBytes = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? dirBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);

/** The database's size, and the blob tables' apart: PostgreSQL's relations of the schema; PGlite's data directory. */
const sizer = (database, schema, dataDir) => async () => {
  if (database === 'pglite') return { total: dirBytes(dataDir), blobs: Number.NaN };
  const c = new pg.Client({ connectionString: args['database-url'] });
  await c.connect();
  try {
    const { rows } = await c.query(
      `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS total,
              coalesce(sum(pg_total_relation_size(c.oid)) FILTER (WHERE c.relname IN ('media', 'save_states')), 0)::bigint AS blobs
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`,
      [schema],
    );
    return { total: Number(rows[0].total), blobs: Number(rows[0].blobs) };
  } finally {
    await c.end();
  }
};

/** Calls `step` until it is refused; the statuses seen. */
const untilRefused = async (step, most) => {
  const statuses = [];
  for (let i = 0; i < most; i++) {
    const status = await step(i);
    statuses.push(status);
    if (status !== 200) break;
  }
  return statuses;
};

const drive = (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-bench-anon-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env = database === 'postgres' ? { DB_SCHEMA: schema } : { DATA_DIR: dataDir };
  return withStudioOn(database, args['database-url'], async (studio) => {
    // withStudioOn names its own schema for PostgreSQL: ours (env) wins, so the sizes are of this run's.
    const size = sizer(database, schema, dataDir);
    const creator = await signUp(studio.url);
    const gameId = (await creator.json('POST', '/api/games', { json: { name: 'Open Arcade', description: '' } })).id;
    for (let i = 0; i < 20; i++) await creator.json('POST', `/create/entities/${gameId}/create_entity/`, { json: { entity_type: `thing ${i}` } });
    const checkpoint = (await creator.json('POST', '/create/versioning/checkpoints/', { json: { game_id: gameId, message: 'v1' } })).checkpoint_id;
    await creator.json('POST', `/create/checkpoint/${gameId}/publish/`, { json: { checkpoint_id: checkpoint, publish_message: 'v1' } });

    const start = async (client) => (await client.request('POST', `/play/start-game/${gameId}/`, { json: {} })).status;
    const players = PLAY_LIMITS.saves.perAddress / PLAY_LIMITS.saves.perPlayer;
    const visitors = [];
    for (let i = 0; i < players; i++) {
      const v = await visitor(studio.url);
      await start(v);
      visitors.push(v);
    }
    const sessions = await Promise.all(visitors.map(async (v) => (await v.json('POST', `/play/start-game/${gameId}/`, { json: {} })).session_id));

    const before = await size();
    let saves = 0;
    let thumbnails = 0;
    let stateBytes = 0;
    const refusals = new Map();
    const t0 = performance.now();
    for (const [k, v] of visitors.entries()) {
      const statuses = await untilRefused(async (i) => {
        const state = bigState(k * 1000 + i);
        const response = await v.request('POST', `/play/timeline/${sessions[k]}/checkpoints/create/`, { json: { ecs_state: state, marker_label: `save ${i}` } });
        const body = await response.json();
        if (response.status !== 200) return (refusals.set(`save ${response.status} ${body.code}`, (refusals.get(`save ${response.status} ${body.code}`) ?? 0) + 1), response.status);
        saves += 1;
        stateBytes += JSON.stringify(state).length;
        const form = new FormData();
        form.append('thumbnail', thumbnail(), 'thumbnail.jpg');
        const shot = await fetch(`${studio.url}${body.checkpoint.thumbnail_upload_url}`, { method: 'POST', body: form, headers: { cookie: v.cookieHeader(), 'x-csrftoken': v.csrf, accept: 'application/json' } });
        if (shot.status === 200) thumbnails += 1;
        else refusals.set(`thumbnail ${shot.status} ${(await shot.json()).code}`, (refusals.get(`thumbnail ${shot.status}`) ?? 0) + 1);
        return 200;
      }, PLAY_LIMITS.saves.perPlayer + 5);
      if (statuses.at(-1) === 200) throw new Error('a visitor was never refused a save');
    }
    const savesMs = performance.now() - t0;
    const afterSaves = await size();

    // New visitors (no cookie: a new one each) start the game until the address is refused.
    const t1 = performance.now();
    const starts = (await untilRefused(async () => start(await visitor(studio.url)), PLAY_LIMITS.starts.perAddress + 5)).filter((s) => s === 200).length;
    const startsMs = performance.now() - t1;
    const afterStarts = await size();
    return { saves, thumbnails, stateBytes, refusals: Object.fromEntries(refusals), savesMs, starts: starts + players * 2, startsMs, before, afterSaves, afterStarts };
  }, { env }).finally(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (database !== 'postgres') return;
    const c = new pg.Client({ connectionString: args['database-url'] });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await c.end();
  });
};

const results = [];
for (const database of DATABASES) {
  console.log(`driving one window of anonymous play on ${database}…`);
  results.push({ database, ...(await drive(database)) });
}

const mb = (bytes) => (Number.isFinite(bytes) ? (bytes / MB).toFixed(1) : '—');
const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(2) : '—');
const L = PLAY_LIMITS;
const quotaBytes = L.storedKiBPerDay.perAddress * 1024;
const lines = [
  `# bench/anonymous-storage — ${new Date().toISOString()}`,
  '',
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}. One address, one ${L.saves.windowSeconds / 60}-minute window at the limits; a day is ${WINDOWS_A_DAY} windows.`,
  '',
  '## The limits (apps/api/src/play/play-limits.ts)',
  '',
  '| what | per player | per address | window |',
  '|---|--:|--:|---|',
  `| checkpoint saves | ${L.saves.perPlayer} | ${L.saves.perAddress} | ${L.saves.windowSeconds / 60} min |`,
  `| thumbnails (JPEG ≤ 1 MB) | ${L.thumbnails.perPlayer} | ${L.thumbnails.perAddress} | ${L.thumbnails.windowSeconds / 60} min |`,
  `| start-game + reload | ${L.starts.perPlayer} | ${L.starts.perAddress} | ${L.starts.windowSeconds / 60} min |`,
  `| stored bytes (states as stored + thumbnails) | ${mb(L.storedKiBPerDay.perPlayer * 1024)} MB | ${mb(quotaBytes)} MB | a day |`,
  '',
  '## Measured: one window driven at the limits',
  '',
  '| database | saves (1 MB state) | thumbnails (1 MB) | refused | growth by saves + thumbnails | of it blobs | growth by starts | per start | per save, events and read models (no blobs) |',
  '|---|--:|--:|---|--:|--:|--:|--:|--:|',
];
for (const r of results) {
  const saveGrowth = r.afterSaves.total - r.before.total;
  const blobGrowth = r.afterSaves.blobs - r.before.blobs;
  const startGrowth = r.afterStarts.total - r.afterSaves.total;
  const nonBlobPerSave = (saveGrowth - blobGrowth) / r.saves;
  r.perStart = startGrowth / r.starts;
  r.nonBlobPerSave = nonBlobPerSave;
  lines.push(
    `| ${r.database} | ${r.saves} in ${(r.savesMs / 1000).toFixed(1)} s | ${r.thumbnails} | ${Object.entries(r.refusals).map(([k, n]) => `${n}× ${k}`).join(', ')} | ${mb(saveGrowth)} MB | ${mb(blobGrowth)} MB | ${mb(startGrowth)} MB (${r.starts} starts in ${(r.startsMs / 1000).toFixed(1)} s) | ${kb(r.perStart)} KB | ${kb(nonBlobPerSave)} KB |`,
  );
}
// The day's worst case for one address: the blob quota filled, then every save and start the windows allow
// (a refused store still lets tiny saves through: their events count, their states are ~1 KiB of quota).
const pg_ = results.find((r) => r.database === 'postgres') ?? results[0];
const savesADay = L.saves.perAddress * WINDOWS_A_DAY;
const startsADay = L.starts.perAddress * WINDOWS_A_DAY;
const eventsPerSave = Number.isFinite(pg_.nonBlobPerSave) ? pg_.nonBlobPerSave : 4096;
const day = quotaBytes + savesADay * eventsPerSave + startsADay * pg_.perStart;
lines.push(
  '',
  `## Computed: the most one address may add in a day (bytes per write from ${pg_.database})`,
  '',
  '| part | how | MB |',
  '|---|---|--:|',
  `| save states and thumbnails | the stored-bytes quota per address | ${mb(quotaBytes)} |`,
  `| save events and read-model rows | ${savesADay.toLocaleString('en-US')} saves × ${kb(eventsPerSave)} KB | ${mb(savesADay * eventsPerSave)} |`,
  `| session starts (events, index, read models; the starting state stored once per version) | ${startsADay.toLocaleString('en-US')} starts × ${kb(pg_.perStart)} KB | ${mb(startsADay * pg_.perStart)} |`,
  `| **a day, one address** | | **${mb(day)}** |`,
  '',
  'Before these limits (issue 28): no limit at all — 5 saves with 5 MB thumbnails added 58 MB in 17 s, about',
  '300 GB a day from one address at that pace, and every session start copied the game\'s starting state',
  '(up to 1 MB) into its event. Game actions (`/play/game-action/`) are not driven here: their events count',
  'towards the same stored-bytes quota (400 MB an address a day, each at least 1 KiB: at most 409,600 actions),',
  'so their events add no more than it; their read-model rows (the event index) are not counted and not measured',
  'here. Restores write two small events each and are not limited yet.',
);
const text = lines.join('\n');
console.log(text);
if (args.results) writeFileSync(args.results, `${text}\n`);
