import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { join } from 'node:path';
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

/**
 * PGlite (PostgreSQL compiled to WASM) served in-process over the PostgreSQL wire protocol, so the
 * ordinary `pg` and TypeORM code runs on it unchanged. One backend: queries run one at a time.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> => {
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  const maxConnections = options.maxConnections ?? 32;
  let db: PGlite | null = null;
  try {
    db = await PGlite.create(options.dataDir ? join(options.dataDir, 'pglite') : undefined);
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
