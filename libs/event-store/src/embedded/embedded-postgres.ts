import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CycleQueryQueue } from './cycle-queue.js';
import { lockDataDir } from './data-dir-lock.js';

export type EmbeddedPostgres = {
  connectionString: string;
  /** Connections the socket server accepts; size pools at or below it. */
  maxConnections: number;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Directory for the database files; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** TCP port on 127.0.0.1; 0 (default) lets the OS choose a free one. */
  port?: number;
  maxConnections?: number;
};

/** The installed PGlite's version (its package.json is not exported: found beside its entry point). */
const pgliteVersion = (): string => {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    } catch {
      // not here: one level up
    }
  }
  return 'unknown';
};

/**
 * Where a fresh cluster of this PGlite version is kept once made: creating one runs initdb inside the WASM
 * (about 5 s of CPU), loading it from this tarball about 2 s. In-memory databases (tests, `DATA_DIR=:memory:`)
 * start from it; a database with a directory runs initdb once, on its first start, as before.
 */
let clusterPath: string | null = null;
export const freshClusterPath = (): string => (clusterPath ??= join(tmpdir(), `tempest-pglite-${pgliteVersion()}-fresh-cluster.tar`));

/** A fresh in-memory PGlite: from the kept cluster when there is one (written once, atomically, by whoever made it first). */
const freshInMemory = async (): Promise<PGlite> => {
  const path = freshClusterPath();
  let kept: Buffer | null = null;
  try {
    kept = readFileSync(path);
  } catch {
    kept = null;
  }
  if (kept) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([kept]) });
    } catch {
      rmSync(path, { force: true }); // unreadable: made again below
    }
  }
  const db = await PGlite.create();
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  const partial = `${path}.${randomBytes(6).toString('hex')}`;
  try {
    writeFileSync(partial, dump, { mode: 0o600 });
    renameSync(partial, path);
  } catch {
    rmSync(partial, { force: true }); // a read-only temp directory: every start runs initdb
  }
  return db;
};

/**
 * PGlite (PostgreSQL compiled to WASM) served in-process over the PostgreSQL wire protocol, so the
 * ordinary `pg` and TypeORM code runs on it unchanged. One backend: queries run one at a time.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> => {
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  const maxConnections = options.maxConnections ?? 32;
  let db: PGlite | null = null;
  try {
    db = options.dataDir ? await PGlite.create(join(options.dataDir, 'pglite')) : await freshInMemory();
    const server = new PGLiteSocketServer({ db, port: options.port ?? 0, host: '127.0.0.1', maxConnections });
    // Before start(): every connection's handler takes the server's queue when it is created.
    (server as unknown as { queryQueue: CycleQueryQueue }).queryQueue = new CycleQueryQueue(db);
    await server.start();
    const address = server.getServerConn(); // "127.0.0.1:port"
    const opened = db;
    return {
      connectionString: `postgres://postgres@${address}/postgres`,
      maxConnections,
      async stop() {
        await server.stop();
        await opened.close();
        lock?.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
};
