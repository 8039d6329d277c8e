import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { databaseTargets, freshDatabase, type TestDatabase, testPool } from '../../../../test/support/databases.js';
import { tableNameIn } from '../engine/rebuild.js';
import type { ReadDb } from '../read-db.js';
import type { PendingChangeRow, RevisionRow } from './revisions.read-model.js';
import { versioningProjector } from './versioning.projector.js';
import { insertRows } from './versioning.tables.js';
import {
  assetOfGame,
  assetRevisions,
  assetsAtRevisions,
  gameCommits,
  pendingChanges,
  pendingChangesByIds,
  presentAssets,
  revisionHead,
} from './versioning.queries.js';
import type { AssetRow } from './working-tree.read-model.js';

// Services: the versioning read model's queries on a server's plans.

// Rows are written as the projector stores them; the queries are what the API runs on them.
const game = randomUUID();
const otherGame = randomUUID();
const user = randomUUID();
const session = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();
// Ids in a known order, so "by id" ties are checkable.
const ids = ['1', '2', '3', '4', '5'].map((d) => `0000000${d}-0000-4000-8000-000000000000`);

const asset = (id: string, over: Partial<AssetRow>): AssetRow => ({
  id,
  game_id: game,
  asset_type: 'script',
  name: `asset ${id.slice(7, 8)}`,
  data: { name: `asset ${id.slice(7, 8)}` },
  status: 'present',
  revision: 1,
  last_saved_revision: null,
  pending_count: 0,
  created_at: at(0),
  updated_at: at(0),
  updated_by: user,
  updated_by_kind: 'user',
  updated_by_model: null,
  ...over,
});

const revision = (assetId: string, n: number, over: Partial<RevisionRow> = {}): RevisionRow => ({
  asset_id: assetId,
  revision: n,
  game_id: game,
  asset_type: 'script',
  event_id: randomUUID(),
  event_type: n === 0 ? 'AssetCreated' : 'AssetEdited',
  exists: true,
  data: { name: 'a', code: `v${n}` },
  name: 'a',
  cause: { kind: 'edit' },
  changed_keys: [],
  actor_id: user,
  actor_kind: 'user',
  model: null,
  session_id: null,
  pending_change_id: null,
  at: at(n),
  ...over,
});

const pending = (id: string, over: Partial<PendingChangeRow>): PendingChangeRow => ({
  id,
  game_id: game,
  asset_id: ids[0],
  asset_type: 'script',
  asset_name: 'a',
  revision: 1,
  change_kind: 'edit',
  status: 'pending',
  before: { exists: true, data: {} },
  after: { exists: true, data: {} },
  actor_id: user,
  actor_kind: 'agent',
  model: 'm',
  assigned_to_id: user,
  created_at: at(0),
  resolved_at: null,
  resolved_by: null,
  ...over,
});

describe.each(databaseTargets())('versioning queries on %s', (target) => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: ReadDb;

  beforeAll(async () => {
    database = await freshDatabase(target);
    pool = testPool(database.connectionString, 2);
    await pool.query('CREATE SCHEMA q');
    const tx = { query: async <R>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as R[] };
    db = { ...tx, table: tableNameIn('q') };
    await versioningProjector.createTables(tx, db.table);
    await versioningProjector.createIndexes!(tx, db.table);
    await insertRows(tx, db.table('assets'), [
      asset(ids[2], { created_at: at(1) }),
      asset(ids[1], { created_at: at(1), asset_type: 'entity' }),
      asset(ids[0], { created_at: at(2) }),
      asset(ids[3], { status: 'deleted' }),
      asset(ids[4], { game_id: otherGame }),
    ], '');
    await insertRows(tx, db.table('asset_revisions'), [
      revision(ids[0], 0),
      revision(ids[0], 1, { session_id: session }),
      revision(ids[0], 2),
      revision(ids[0], 3, { session_id: session }),
      revision(ids[2], 0, { asset_type: 'script' }),
      revision(ids[2], 1, { event_type: 'AssetDeleted', exists: false, data: null }),
      revision(ids[1], 0, { asset_type: 'entity' }),
    ], '');
    await insertRows(tx, db.table('pending_changes'), [
      pending(ids[1], { created_at: at(3), revision: 1 }),
      pending(ids[0], { created_at: at(3), revision: 0 }),
      pending(ids[2], { created_at: at(1), status: 'accepted', asset_type: 'entity' }),
      pending(ids[3], { created_at: at(0), assigned_to_id: null }),
      pending(ids[4], { game_id: otherGame }),
    ], '');
    await insertRows(tx, db.table('versioning_commits'), [
      { id: ids[0], game_id: game, session_id: null, kind: 'checkpoint', message: 'first', assets: [{ assetId: ids[0], revision: 1 }], created_at: at(5), created_by: user },
      { id: ids[1], game_id: game, session_id: null, kind: 'commit', message: 'second', assets: [], created_at: at(6), created_by: user },
    ], '');
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('lists the present assets of a game, oldest first and by id on a tie, of the types asked', async () => {
    expect((await presentAssets(db, game)).map((a) => a.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect((await presentAssets(db, game, ['script'])).map((a) => a.id)).toEqual([ids[2], ids[0]]);
    expect(await presentAssets(db, game, [])).toEqual([]);
  });

  it('finds one asset only in its own game, of the types asked, and a deleted one only when asked', async () => {
    expect(await assetOfGame(db, game, ids[0])).toMatchObject({ id: ids[0], type: 'script', gameId: game, hasUnsavedChanges: true });
    expect(await assetOfGame(db, otherGame, ids[0])).toBeNull();
    expect(await assetOfGame(db, game, ids[0], { types: ['entity'] })).toBeNull();
    expect(await assetOfGame(db, game, ids[3])).toBeNull();
    expect(await assetOfGame(db, game, ids[3], { includeDeleted: true })).toMatchObject({ id: ids[3] });
  });

  it('pages revisions newest first, says when there are more, and keeps to one session when named', async () => {
    const page = await assetRevisions(db, ids[0], 2, null);
    expect(page.revisions.map((r) => r.revision)).toEqual([3, 2]);
    expect(page.hasMore).toBe(true);
    expect(await assetRevisions(db, ids[0], 4, null)).toMatchObject({ hasMore: false });
    const inSession = await assetRevisions(db, ids[0], 10, session);
    expect(inSession.revisions.map((r) => r.revision)).toEqual([3, 1]);
  });

  it('filters pending changes by status, type and assignee, oldest first then by revision', async () => {
    const all = await pendingChanges(db, game, { status: 'all' });
    expect(all.map((c) => c.id)).toEqual([ids[3], ids[2], ids[0], ids[1]]);
    expect((await pendingChanges(db, game, { status: 'pending' })).map((c) => c.id)).toEqual([ids[3], ids[0], ids[1]]);
    expect((await pendingChanges(db, game, { status: 'all', assetType: 'entity' })).map((c) => c.id)).toEqual([ids[2]]);
    expect((await pendingChanges(db, game, { status: 'pending', assignedToId: user })).map((c) => c.id)).toEqual([ids[0], ids[1]]);
  });

  it('finds pending changes by id in any game, and an id that is no uuid matches nothing', async () => {
    const found = await pendingChangesByIds(db, [ids[4], 'not-a-uuid', ids[2]]);
    expect(found.map((c) => c.id).sort()).toEqual([ids[2], ids[4]]);
  });

  it('reads a checkpoint: each asset at the revision recorded, by asset id, of the types asked, without deleted ones', async () => {
    const recorded = [
      { assetId: ids[2], revision: 1 },
      { assetId: ids[0], revision: 1 },
      { assetId: ids[1], revision: 0 },
    ];
    expect(await assetsAtRevisions(db, game, recorded, ['script', 'entity'])).toEqual([
      { id: ids[0], type: 'script', data: { name: 'a', code: 'v1' }, revision: 1 },
      { id: ids[1], type: 'entity', data: { name: 'a', code: 'v0' }, revision: 0 },
    ]);
    expect((await assetsAtRevisions(db, game, recorded, ['entity'])).map((a) => a.id)).toEqual([ids[1]]);
  });

  it('answers commits and checkpoints newest first, the newest being the revision head', async () => {
    const commits = await gameCommits(db, game);
    expect(commits.map((c) => [c.checkpoint_id, c.kind])).toEqual([
      [ids[1], 'commit'],
      [ids[0], 'checkpoint'],
    ]);
    expect(commits[1]).toMatchObject({ assets: [{ asset_id: ids[0], revision: 1 }], created_at: at(5) });
    expect(await revisionHead(db, game)).toBe(ids[1]);
    expect(await revisionHead(db, otherGame)).toBeNull();
  });
});
