import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
 * (about 5 s of CPU in memory, 3.6 s into a directory), loading it from this tarball 0.4–0.6 s. In-memory
 * databases (tests, `DATA_DIR=:memory:`) start from it, and so does a new data directory's first start once
 * it exists (the studio's first `npm start`, a test's restart on disk): the same files initdb writes.
 */
let clusterPath: string | null = null;
export const freshClusterPath = (): string => (clusterPath ??= join(tmpdir(), `tempest-pglite-${pgliteVersion()}-fresh-cluster.tar`));

const keptCluster = (): Buffer | null => {
  try {
    return readFileSync(freshClusterPath());
  } catch {
    return null;
  }
};

/**
 * The PGlite of a data directory. A new one (no cluster in it yet: PGlite would run initdb) is filled from the
 * kept cluster when there is one; should that fail, what it wrote is removed (the directory held no cluster)
 * and initdb runs as without it.
 */
const inDirectory = async (dataDir: string): Promise<PGlite> => {
  const dir = join(dataDir, 'pglite');
  const kept = existsSync(join(dir, 'PG_VERSION')) ? null : keptCluster();
  if (kept) {
    const existed = existsSync(dir);
    try {
      return await PGlite.create(dir, { loadDataDir: new Blob([kept]) });
    } catch {
      rmSync(freshClusterPath(), { force: true });
      if (!existed) rmSync(dir, { recursive: true, force: true });
    }
  }
  return PGlite.create(dir);
};

/** A fresh in-memory PGlite: from the kept cluster when there is one (written once, atomically, by whoever made it first). */
const freshInMemory = async (): Promise<PGlite> => {
  const path = freshClusterPath();
  const kept = keptCluster();
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
    db = options.dataDir ? await inDirectory(options.dataDir) : await freshInMemory();
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
