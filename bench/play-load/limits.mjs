// The two limits a game action's rate is compared with (issue 32 §1), measured in the same run as the load:
// (a) the bare Python call rate: the game's function run through PythonPool + runFunction (libs/python-runtime)
//     on as many workers as the studio runs, C in flight, as the studio's action path calls it;
// (b) the store's append rate: one-event appends from many streams (each its own play session's stream with
//     its expected revision), C in flight, on a fresh schema of the same database (libs/event-store).
// Neither holds HTTP, the session's read or the decider: the gap between them and the load is the studio's own.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { changesBetween } from '@tempest/domain';
import { createPostgresEventStore, startEmbeddedPostgres } from '@tempest/event-store';
import { PythonPool, runFunction } from '@tempest/python-runtime';
import { pythonPoolOptionsFromEnv } from '../../apps/api/dist/python/python.module.js';
import { freshSchema } from './game.mjs';

/** C lanes calling `once()` until `seconds` have passed; calls that resolved truthy per second. */
const rateOf = async (inFlight, seconds, once) => {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async (_, lane) => {
      while (performance.now() < end) if (await once(lane)) done += 1;
    }),
  );
  return done / ((performance.now() - t0) / 1000);
};

/**
 * `pools` Python pools as the studio makes its own (PYTHON_WORKERS and the rest from this environment, which
 * the studio inherits), one per replica, warmed up (Pyodide loaded on every worker) before anything is timed.
 * The queue is at least C deep: the rate, not the studio's queue bound, is measured here.
 */
export const pythonLimit = async ({ pools: count, scripts, fn, state, args }) => {
  const options = pythonPoolOptionsFromEnv(process.env);
  const pools = Array.from({ length: count }, () => new PythonPool({ ...options, maxQueue: Math.max(options.maxQueue ?? 100, 256) }));
  const call = (lane) => runFunction(pools[lane % pools.length], { scripts, function: fn, state, args }).then((r) => r.status === 'ok');
  // Every worker of every pool started (Pyodide loaded), then each runs a few calls before anything is timed.
  for (const pool of pools) pool.warm();
  const { workers } = pools[0].stats();
  await Promise.all(Array.from({ length: count * workers * 4 }, (_, i) => call(i)));
  return {
    workers,
    /** Calls a second with C in flight, spread over the pools. */
    rate: (inFlight, seconds) => rateOf(inFlight, seconds, call),
    close: () => Promise.all(pools.map((p) => p.close())),
  };
};

/** An event as the studio appends for a click: its real shape and size (the changes of one click on the start state). */
export const clickEvent = ({ sessionId, action, args, before, after }) => ({
  type: 'GameActionApplied',
  data: { sessionId, action, args, changes: changesBetween(before, after), logs: '', at: new Date().toISOString() },
  metadata: { actorId: null, actorKind: 'user', correlationId: randomUUID(), causationId: null, requestId: randomUUID(), timestamp: new Date().toISOString() },
});

/**
 * The database the store's append rate is measured on: PostgreSQL itself, or an embedded database of its own
 * in a temporary directory (on disk, as the studio's; the studio's own is locked by it), kept for the run.
 */
export const openStoreDatabase = async ({ database, databaseUrl }) => {
  if (database === 'postgres') return { kind: 'postgres', connectionString: databaseUrl, poolMax: 20, close: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-bench-store-'));
  const embedded = await startEmbeddedPostgres({ dataDir });
  return {
    kind: 'pglite',
    connectionString: embedded.connectionString,
    poolMax: 8,
    close: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The store's append rate with C in flight on a fresh schema of `db` (openStoreDatabase): `streams`
 * play-session streams, each appended one event at a time at its expected revision (as a session's actions
 * are: one at a time per session), the longest-idle stream next. The pool is as big as one studio's (8 on
 * PGlite, 20 on PostgreSQL), whatever the replicas: 20 connections are many times this machine's cores, and
 * the server's connections are shared (the replicas' own pools are open meanwhile; 100 by default).
 */
export const storeLimit = async ({ db, inFlight, streams: streamCount, seconds, event }) => {
  const schema = freshSchema();
  const pool = new pg.Pool({ connectionString: db.connectionString, max: db.poolMax });
  pool.on('error', () => undefined);
  try {
    const store = await createPostgresEventStore({ pool, kind: db.kind, schema });
    const idle = Array.from({ length: Math.max(streamCount, inFlight) }, () => ({ id: `play-session-${randomUUID()}`, revision: -1n }));
    const append = async () => {
      const stream = idle.shift();
      const { nextRevision } = await store.append(stream.id, [{ ...event, id: randomUUID() }], stream.revision < 0n ? 'no_stream' : stream.revision);
      stream.revision = nextRevision;
      idle.push(stream);
      return true;
    };
    // The first appends of a fresh table and function plan their queries; not timed.
    await Promise.all(Array.from({ length: inFlight }, append));
    const rate = await rateOf(inFlight, seconds, append);
    await store.close();
    return rate;
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await pool.end().catch(() => undefined);
  }
};
