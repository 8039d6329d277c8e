// The setting of bench/play-load: the built studio as one or more replicas on a database, a clicker a
// creator makes and publishes over HTTP (the offline agent), and the log read back to count what was applied.
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { signUp, startStudio } from '../support/studio.mjs';

/** Play limits times this: they still count every action, start and byte, but never refuse the bench's one address. */
export const PLAY_LIMITS_SCALE = Number(process.env.BENCH_LIMITS_SCALE ?? 1000);

export const freshSchema = () => `bench_${randomBytes(4).toString('hex')}`;

/** Creates `databaseUrl`'s database when it does not exist yet (the benches' default is a `bench` database). */
export const ensureDatabase = async (databaseUrl) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await c.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await c.end();
  }
};

const withPg = async (databaseUrl, use) => {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await use(c);
  } finally {
    await c.end();
  }
};

export const dropSchema = (databaseUrl, schema) => withPg(databaseUrl, (c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).catch(() => undefined);

/**
 * The studio's environment on `target` ({ database, databaseUrl, schema, dataDir, redisUrl }): PostgreSQL
 * replicas share the schema and Redis (the socket.io adapter between replicas); PGlite is one process.
 */
export const studioEnv = (target) => ({
  WEB_DIST: '',
  PLAY_LIMITS_SCALE: String(PLAY_LIMITS_SCALE),
  // Making the game costs tokens; the offline agent's turns are free, its generate call is not.
  WEEKLY_TOKENS: '100000000',
  ...(target.database === 'postgres' ? { DATABASE_URL: target.databaseUrl, DB_SCHEMA: target.schema, REDIS_URL: target.redisUrl ?? '' } : { DATA_DIR: target.dataDir }),
});

/**
 * `replicas` studios on `target`, started one after the other (the first creates the schema). `worker`
 * (PostgreSQL): the deployment's topology (README, Deploy) — the replicas serve and run no projections
 * (RUN_PROJECTIONS=false), one projection worker (`npm run worker`) runs them all; it is `studios.projectionWorker`,
 * whose process counts with the studios' (`processesOf`).
 */
export const startReplicas = async (target, replicas, { worker = false } = {}) => {
  const studios = [];
  try {
    const env = { ...studioEnv(target), ...(worker ? { RUN_PROJECTIONS: 'false' } : {}) };
    for (let i = 0; i < replicas; i++) studios.push(await startStudio(env));
    if (worker) studios.projectionWorker = await startStudio(studioEnv(target), { script: 'worker.js' });
    return studios;
  } catch (error) {
    await Promise.all(processesOf(studios).map((s) => s.stop()));
    throw error;
  }
};

/** Every process of a run's studios: the replicas and their projection worker, if any. */
export const processesOf = (studios) => [...studios, ...(studios.projectionWorker ? [studios.projectionWorker] : [])];

/** One agent turn over the event stream (GET /create/agentic/stream/v2/:id/?message=), read to its end. */
export const agentTurn = async (client, sessionId, message) => {
  const response = await fetch(`${client.url}/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent(message)}`, {
    headers: { cookie: client.cookieHeader(), 'x-csrftoken': client.csrf, accept: 'text/event-stream' },
  });
  if (!response.ok) throw new Error(`The agent's stream answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  const end = [...text.matchAll(/^event: stream_end\ndata: (.*)$/gm)].at(-1)?.[1];
  const reason = end ? JSON.parse(end).reason : null;
  if (reason !== 'complete') throw new Error(`The agent's turn for "${message}" ended ${reason ?? 'without stream_end'}`);
};

/** A game's action functions: its scripts' top-level `def name(state, …)`, private (`_name`) ones left out. */
export const actionsOf = (scripts) => scripts.flatMap((s) => [...String(s.content ?? '').matchAll(/^def ([A-Za-z][A-Za-z0-9_]*)\(state\b/gm)].map((m) => m[1]));

/** The clicker's action: the one that clicks or taps, else its first action. */
export const clickActionOf = (scripts) => {
  const actions = actionsOf(scripts);
  return actions.find((a) => /click|tap/i.test(a)) ?? actions[0] ?? null;
};

const eventually = async (probe, what, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * A creator signs up on `url`, makes a game from `prompt` with the offline agent (generate, then its turn),
 * saves a checkpoint and publishes it: what an audience then plays. The game's scripts come back as the
 * creator reads them (the Python the players' actions run), with the creator's client and agent session.
 */
export const publishGame = async (url, prompt) => {
  const creator = await signUp(url);
  const { gameId } = await creator.json('POST', '/create/api/creation/generate-game-from-prompt/', { json: { prompt } });
  const { data } = await creator.json('POST', '/create/agentic/stream/v2/init/', { json: { game_id: gameId } });
  await agentTurn(creator, data.session_id, prompt);
  const scripts = await eventually(async () => {
    const { scripts: list } = await creator.json('POST', `/create/mechanic/retrieve-custom-scripts/${gameId}/`, { json: {} });
    return actionsOf(list).length > 0 ? list : null;
  }, "the agent's scripts");
  const { checkpoint_id: checkpointId } = await creator.json('POST', '/create/versioning/checkpoints/', { json: { game_id: gameId, message: 'v1' } });
  await creator.json('POST', `/create/checkpoint/${gameId}/publish/`, { json: { checkpoint_id: checkpointId, publish_message: 'v1' } });
  return { gameId, scripts: scripts.map((s) => ({ name: s.name, content: s.content })), creator, agentSessionId: data.session_id };
};

const APPLIED_SQL = (schema) => `SELECT stream_id, count(*)::int AS n FROM "${schema}".events WHERE type = 'GameActionApplied' AND stream_id = ANY($1::text[]) GROUP BY stream_id`;

/**
 * The `GameActionApplied` events of each session in the log (a Map sessionId → count). PostgreSQL is read
 * while the studio runs; an embedded database only once its studio has stopped (its data directory is locked).
 */
export const appliedInLog = async (target, sessionIds) => {
  const streams = sessionIds.map((id) => `play-session-${id}`);
  let rows;
  if (target.database === 'postgres') {
    rows = await withPg(target.databaseUrl, async (c) => (await c.query(APPLIED_SQL(target.schema), [streams])).rows);
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(target.dataDir, 'pglite'));
    try {
      rows = (await db.query(APPLIED_SQL('public'), [streams])).rows;
    } finally {
      await db.close();
    }
  }
  const counts = new Map(sessionIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.stream_id.slice('play-session-'.length), Number(row.n));
  return counts;
};

const dirBytes = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? dirBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);

/** The event store's size: PostgreSQL, the events table with its indexes and TOAST; PGlite, its data directory. */
export const storeBytes = async (target) => {
  if (target.database !== 'postgres') return dirBytes(target.dataDir);
  return withPg(target.databaseUrl, async (c) => Number((await c.query(`SELECT pg_total_relation_size('"${target.schema}".events')::bigint AS b`)).rows[0].b));
};

/** The resident memory of a process (VmRSS of /proc/<pid>/status), in bytes. */
export const rssOf = async (pid) => {
  const { readFile } = await import('node:fs/promises');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb === undefined ? Number.NaN : Number(kb) * 1024;
};

/** CPU seconds a process has used so far (utime + stime of /proc/<pid>/stat; its threads, Python's workers, included). */
/**
 * CPU seconds of every PostgreSQL process of this machine (the server and its backends), by pid: the database's
 * share of the cores. `postgresCpuSince(before)` sums what each process did since (a backend that ended meanwhile
 * takes its seconds with it: counted as far as the last sample saw it, never below zero).
 */
export const postgresCpu = async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const by = new Map();
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    by.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return by;
};

export const postgresCpuSince = async (before) => {
  let total = 0;
  for (const [pid, seconds] of await postgresCpu()) total += seconds - (before.get(pid) ?? 0);
  return total;
};

export const cpuSecondsOf = async (pid) => {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted from the state (field 3), in clock ticks of 1/100 s (USER_HZ on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
