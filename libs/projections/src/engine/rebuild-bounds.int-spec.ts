import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPostgresEventStore, START, type EventStore } from '@tempest/event-store';
import { databaseTargets, freshDatabase, testPool, type TestDatabase } from '../../../../test/support/databases.js';
import { ProjectionEngine } from './projection-engine.js';
import type { Projector } from './projector.js';
import { RebuildBusyError, rebuildSchemaName } from './rebuild.js';

// Services: the rebuild slot held by another engine's session (an advisory lock), across "replicas".

const KB = 1024;
const metadata = () => ({ actorId: null, actorKind: 'system' as const, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: new Date().toISOString() });

/** A projector that records the size of every batch it is given, and can be made to wait inside one. */
const blobsProjector = (batches: number[], gate: { wait: Promise<void> | null } = { wait: null }): Projector => ({
  name: 'blobs',
  version: 1,
  tables: ['blobs'],
  eventTypes: ['BlobAdded'],
  createTables: async (tx, t) => void (await tx.query(`CREATE TABLE IF NOT EXISTS ${t('blobs')} (id text PRIMARY KEY)`)),
  apply: async (tx, events, t) => {
    batches.push(events.length);
    if (gate.wait) await gate.wait;
    for (const e of events) await tx.query(`INSERT INTO ${t('blobs')} (id) VALUES ($1)`, [e.id]);
  },
});

const schemaExists = async (pool: pg.Pool, name: string) =>
  (await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [name])).rows.length === 1;

describe.each(databaseTargets())('rebuild bounds on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: EventStore;
  const engines: ProjectionEngine[] = [];
  const engine = (projectors: Projector[], options: Partial<ConstructorParameters<typeof ProjectionEngine>[0]> = {}) => {
    const e = new ProjectionEngine({ pool, store, projectors, batchSize: 50, pollIntervalMs: 50, leaseRetryMs: 100, ...options });
    engines.push(e);
    return e;
  };
  /** Events of ~100 KB each (random text: compression does not shrink what the size read sees). */
  const writeBlobs = async (count: number, bytes = 100 * KB) => {
    for (let i = 0; i < count; i++) {
      await store.append(`blob-${randomUUID()}`, [{ id: randomUUID(), type: 'BlobAdded', data: { blob: randomBytes((bytes * 3) / 4).toString('base64') }, metadata: metadata() }]);
    }
  };

  beforeEach(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 8);
    store = await createPostgresEventStore({ pool, kind: target === 'pglite' ? 'pglite' : 'postgres' });
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((e) => e.stop()));
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('cuts a rebuild page of large events by bytes (one event larger than the bound is a page of one)', async () => {
    await writeBlobs(12);
    const batches: number[] = [];
    const result = await engine([blobsProjector(batches)], { rebuildBatchBytes: 250 * KB }).rebuild('blobs', { swap: true });
    expect(result.events).toBe(12);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
    // Without the byte bound the same rebuild reads all twelve in one page.
    const unbounded: number[] = [];
    await engine([blobsProjector(unbounded)], { rebuildBatchBytes: 1024 * 1024 * 1024 }).rebuild('blobs', { swap: true });
    expect(unbounded).toEqual([12]);
    const page = await store.readAll(START, 1000, { maxBytes: 10 * KB });
    expect(page.events).toHaveLength(1);
    expect(page.isEnd).toBe(false);
  });

  it('runs one rebuild at a time: a second, of any projection, is refused until the first ends', async () => {
    await writeBlobs(2, KB);
    const gate: { wait: Promise<void> | null; open?: () => void } = { wait: null };
    gate.wait = new Promise<void>((resolve) => (gate.open = resolve));
    const batches: number[] = [];
    const replicaA = engine([blobsProjector(batches, gate)]);
    const first = replicaA.rebuild('blobs', { swap: true });
    while (batches.length === 0) await new Promise((r) => setTimeout(r, 10));
    await expect(replicaA.rebuild('blobs', { swap: false })).rejects.toThrow(RebuildBusyError);
    // Another replica's engine (its own lease connection) sees the slot taken on a server. The embedded
    // database has one process and one backend: there the slot is this process's alone.
    const replicaB = engine([blobsProjector([])]);
    if (target === 'postgres') await expect(replicaB.reserveRebuild()).rejects.toThrow('Another rebuild is running');
    gate.wait = null;
    gate.open!();
    expect((await first).events).toBe(2);
    const slot = await replicaB.reserveRebuild();
    await slot.release();
    expect((await replicaA.rebuild('blobs', { swap: true })).events).toBe(2);
  });

  it('drops at start the side schema a crashed rebuild left, unless a live replica holds that projection', async () => {
    const side = rebuildSchemaName('public', 'blobs');
    const crashed = async () => {
      await pool.query(`CREATE SCHEMA ${side}`);
      await pool.query(`CREATE TABLE ${side}.blobs (id text PRIMARY KEY)`);
    };
    await crashed();
    await pool.query(`CREATE SCHEMA public_rebuild_unknown_projection`);
    await engine([blobsProjector([])]).start();
    expect(await schemaExists(pool, side)).toBe(false);
    // A projection this build does not know: maybe a newer replica's, so left alone.
    expect(await schemaExists(pool, 'public_rebuild_unknown_projection')).toBe(true);
    if (target !== 'postgres') return;
    // A replica running the projection may be rebuilding it (a version change): another replica's start keeps its side schema.
    await crashed();
    const replicaB = engine([blobsProjector([])]);
    await replicaB.start();
    expect(await schemaExists(pool, side)).toBe(true);
  });
});
