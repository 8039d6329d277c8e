import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { AssetType } from '@tempest/domain';
import { agentActor, userActor } from '../../apps/api/src/assets/asset-actor.js';
import { assetCommands } from '../support/asset-commands.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { io, type Socket } from 'socket.io-client';
import { cookieOf } from '../support/sockets.js';
import { eventCount as countEvents } from '../support/refusals.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { sameDatabaseTwice, startTestAppOn, type TestApp } from '../support/test-app.js';
import { logIn, signUp, type Client } from '../support/users.js';

// Services: concurrent reviews of pending changes on many connections.

const context = () => {
  const now = new Date().toISOString();
  return { now, metadata: systemMetadata(now) };
};

/** Asset changes as the studio's endpoints and the agent make them (the write path they all share). */
const assets = (app: TestApp, userId: string, gameId: string) => {
  const writer = assetCommands(app);
  const me = userActor({ userId, isStaff: false } as Parameters<typeof userActor>[0]);
  const agent = agentActor({ userId, isStaff: false }, 'tempest-offline');
  return {
    create: (type: AssetType, content: Record<string, unknown>) => writer.create(gameId, type, content, me, context()).then((r) => r.assetId),
    edit: (id: string, patch: Record<string, unknown>) => writer.edit(gameId, id, { patch }, me, context()),
    agentEdit: (id: string, patch: Record<string, unknown>) => writer.edit(gameId, id, { patch }, agent, context()),
    agentCreate: (type: AssetType, content: Record<string, unknown>) => writer.create(gameId, type, content, agent, context()).then((r) => r.assetId),
  };
};

describe.each(databaseTargets())('versioning API on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let creatorId: string;
  let stranger: Client;
  let gameId: string;
  let a: ReturnType<typeof assets>;
  const eventCount = () => countEvents(app);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator, id: creatorId } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Versioned' }).expect(201)).body.id;
    a = assets(app, creatorId, gameId);
  });
  afterAll(async () => app?.close());

  it('lists revisions newest first, reads one, and diffs two', async () => {
    const id = await a.create('script', { name: 'main', content: 'x = 1' });
    await a.edit(id, { content: 'x = 2' });
    await a.edit(id, { content: 'x = 3' });
    const list = await creator.get(`/create/versioning/revisions/${id}/`).query({ asset_type: 'script' }).expect(200);
    expect(list.body).toMatchObject({ asset_id: id, asset_type: 'script', has_more: false });
    expect(list.body.revisions.map((r: { revision: number; data: { content: string } }) => [r.revision, r.data.content])).toEqual([
      [2, 'x = 3'],
      [1, 'x = 2'],
      [0, 'x = 1'],
    ]);
    expect(list.body.revisions[0]).toMatchObject({ cause: { kind: 'edit' }, changed_keys: ['content'], actor: { id: creatorId, kind: 'user' } });
    const limited = await creator.get(`/create/versioning/revisions/${id}/?limit=2`).expect(200);
    expect(limited.body).toMatchObject({ has_more: true, revisions: [{ revision: 2 }, { revision: 1 }] });
    const one = await creator.get(`/create/versioning/revisions/${id}/1/`).expect(200);
    expect(one.body.revision).toMatchObject({ revision: 1, data: { name: 'main', content: 'x = 2' } });
    const diff = await creator.get(`/create/versioning/diff/${id}/?from=0&to=2`).expect(200);
    expect(diff.body.changes).toEqual([{ key: 'content', before: 'x = 1', after: 'x = 3' }]);
  });

  it('refuses bad queries, strangers, unknown assets and revisions', async () => {
    const id = await a.create('prompt', { name: 'p', content: 'hi' });
    expect((await creator.get(`/create/versioning/revisions/${id}/?limit=0`)).status).toBe(400);
    expect((await creator.get(`/create/versioning/revisions/${id}/?limit=abc`)).status).toBe(400);
    expect((await creator.get(`/create/versioning/revisions/${id}/?asset_type=song`)).body.code).toBe('asset.invalid_type');
    expect((await creator.get(`/create/versioning/revisions/${id}/?asset_type=script`)).status).toBe(404);
    expect((await creator.get('/create/versioning/revisions/not-a-uuid/')).body.code).toBe('asset.invalid_id');
    expect((await creator.get(`/create/versioning/revisions/${id}/9/`)).body).toMatchObject({ code: 'asset.revision_not_found', error: 'Revision not found' });
    expect((await creator.get('/create/versioning/revisions/7d9f2c1e-0000-4000-8000-000000000000/')).status).toBe(404);
    const foreign = await stranger.get(`/create/versioning/revisions/${id}/`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('Only the creator can change this game.');
    expect((await stranger.get(`/create/versioning/working-tree/${gameId}/`)).status).toBe(403);
  });

  it('rolls back with a new event and keeps the history', async () => {
    const id = await a.create('tool', { name: 'jump', fields: [] });
    await a.edit(id, { name: 'leap' });
    const rolled = await creator.post('/create/versioning/rollback/', { asset_id: id, revision_id: 0, asset_type: 'tool' }).expect(200);
    expect(rolled.body).toMatchObject({ status: 'success', revision: 2, asset: { id, data: { name: 'jump' } }, position: expect.any(String) });
    const list = await creator.get(`/create/versioning/revisions/${id}/`).expect(200);
    expect(list.body.revisions.map((r: { name: string; cause: { kind: string } }) => [r.name, r.cause.kind])).toEqual([
      ['jump', 'rollback'],
      ['leap', 'edit'],
      ['jump', 'edit'],
    ]);
    const before = await eventCount();
    expect((await stranger.post('/create/versioning/rollback/', { asset_id: id, revision_id: 1 })).status).toBe(403);
    expect((await creator.post('/create/versioning/rollback/', { asset_id: id, revision_id: 42 })).body.code).toBe('asset.revision_not_found');
    expect((await creator.post('/create/versioning/rollback/', { asset_id: id, revision_id: -1 })).status).toBe(400);
    expect((await creator.post('/create/versioning/rollback/', { asset_id: id, revision_id: 1, force: true })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("lists an agent's changes as pending, accepts one, and rejects restoring the asset", async () => {
    const id = await a.create('script', { name: 'ai.py', content: 'v0' });
    const first = await a.agentEdit(id, { content: 'v1' });
    await a.agentEdit(id, { content: 'v2' });
    const created = await a.agentCreate('entity', { name: 'bat', entity_type: 'enemy' });
    const pending = await creator.get(`/create/versioning/pending-changes/${gameId}/`).expect(200);
    const mine = pending.body.pending_changes.filter((c: { asset_id: string }) => [id, created].includes(c.asset_id));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      asset_id: id,
      change_kind: 'edit',
      status: 'pending',
      before: { exists: true, data: { content: 'v0' } },
      after: { exists: true, data: { content: 'v1' } },
      actor: { kind: 'agent', model: 'tempest-offline', id: creatorId },
      assigned_to_id: creatorId,
    });
    const scripts = await creator.get(`/create/versioning/pending-changes/${gameId}/?asset_type=script&assigned_to_id=${creatorId}`).expect(200);
    expect(scripts.body.pending_changes.every((c: { asset_type: string }) => c.asset_type === 'script')).toBe(true);

    const accepted = await creator.post('/create/versioning/pending-changes/accept/', { change_id: first.state.status !== 'absent' && first.state.pending[0].changeId }).expect(200);
    expect(accepted.body.accepted).toHaveLength(1);
    const rejectId = mine[1].id;
    const rejected = await creator.post('/create/versioning/pending-changes/reject/', { change_ids: [rejectId] }).expect(200);
    expect(rejected.body.rejected).toEqual([rejectId]);
    const script = await creator.get(`/create/versioning/revisions/${id}/?limit=1`).expect(200);
    expect(script.body.revisions[0]).toMatchObject({ data: { content: 'v1' }, cause: { kind: 'reject' } });
    expect((await creator.post('/create/versioning/pending-changes/reject/', { change_id: rejectId })).status).toBe(409);

    const all = await creator.post('/create/versioning/pending-changes/reject-all/', { game_id: gameId, asset_type: 'entity' }).expect(200);
    expect(all.body.rejected).toContain(mine[2].id);
    const tree = await creator.get(`/create/versioning/working-tree/${gameId}/`).expect(200);
    expect(tree.body.working_tree.entities.map((e: { id: string }) => e.id)).not.toContain(created);
    const history = await creator.get(`/create/versioning/pending-changes/${gameId}/?status=all`).expect(200);
    expect(history.body.pending_changes.filter((c: { asset_id: string }) => [id, created].includes(c.asset_id)).map((c: { status: string }) => c.status)).toEqual([
      'accepted',
      'rejected',
      'rejected',
    ]);
  });

  it('refuses reviews by strangers, of unknown changes and with bad bodies, writing nothing', async () => {
    const id = await a.create('prompt', { name: 'q', content: 'a' });
    const change = await a.agentEdit(id, { content: 'b' });
    const changeId = change.state.status !== 'absent' ? change.state.pending[0].changeId : '';
    const before = await eventCount();
    expect((await stranger.post('/create/versioning/pending-changes/reject/', { change_id: changeId })).status).toBe(403);
    expect((await stranger.post('/create/versioning/pending-changes/accept-all/', { game_id: gameId })).status).toBe(403);
    expect((await creator.post('/create/versioning/pending-changes/accept/', { change_id: '7d9f2c1e-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await creator.post('/create/versioning/pending-changes/accept/', {})).status).toBe(400);
    expect((await creator.post('/create/versioning/pending-changes/accept/', { change_ids: 'x' })).status).toBe(400);
    expect((await creator.get(`/create/versioning/pending-changes/${gameId}/?status=maybe`)).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('undoes and redoes the creator’s edits; a new edit clears redo', async () => {
    const fresh = (await creator.post('/api/games').send({ name: 'Undo me' }).expect(201)).body.id;
    const b = assets(app, creatorId, fresh);
    const id = await b.create('script', { name: 'u.py', content: 'one' });
    await b.edit(id, { content: 'two' });
    const content = async () => {
      const tree = await creator.get(`/create/versioning/working-tree/${fresh}/`).expect(200);
      return tree.body.working_tree.scripts.find((s: { id: string }) => s.id === id)?.data.content ?? null;
    };
    const stack = await creator.get(`/create/versioning/undo-stack/${fresh}/`).expect(200);
    expect(stack.body).toMatchObject({ canUndo: true, canRedo: false, undoStack: [{ action: 'create' }, { action: 'edit', revision: 1 }] });

    const undone = await creator.post('/create/versioning/undo/', { game_id: fresh }).expect(200);
    expect(undone.body).toMatchObject({ status: 'success', undone: { assetId: id, revision: 1 }, canRedo: true });
    expect(await content()).toBe('one');
    await creator.post('/create/versioning/redo/', { game_id: fresh }).expect(200);
    expect(await content()).toBe('two');
    await creator.post('/create/versioning/undo/', { game_id: fresh }).expect(200);
    await creator.post('/create/versioning/undo/', { game_id: fresh }).expect(200);
    expect(await content()).toBeNull(); // the creation is undone: the script is (softly) gone
    await creator.post('/create/versioning/redo/', { game_id: fresh }).expect(200);
    expect(await content()).toBe('one');
    await b.edit(id, { content: 'three' });
    const after = await creator.get(`/create/versioning/undo-stack/${fresh}/`).expect(200);
    expect(after.body).toMatchObject({ canRedo: false, redoStack: [] });
    const nothing = await creator.post('/create/versioning/redo/', { game_id: fresh }).expect(200);
    expect(nothing.body).toMatchObject({ redone: null, position: null });
    expect((await stranger.post('/create/versioning/undo/', { game_id: fresh })).status).toBe(403);
    expect((await creator.post('/create/versioning/undo/', { game_id: 'nope' })).status).toBe(400);
  });

  it('keeps at most 100 undo entries, and two undos at once undo two changes, each once', async () => {
    const fresh = (await creator.post('/api/games').send({ name: 'Deep' }).expect(201)).body.id;
    const b = assets(app, creatorId, fresh);
    const id = await b.create('prompt', { name: 'deep', content: '0' });
    for (let i = 1; i <= 104; i++) await b.edit(id, { content: String(i) });
    const stack = await creator.get(`/create/versioning/undo-stack/${fresh}/`).expect(200);
    expect(stack.body.undoStack).toHaveLength(100);
    expect(stack.body.undoStack[0].revision).toBe(5);
    const [x, y] = await Promise.all([
      creator.post('/create/versioning/undo/', { game_id: fresh }),
      creator.post('/create/versioning/undo/', { game_id: fresh }),
    ]);
    expect([x.body.undone.revision, y.body.undone.revision].sort()).toEqual([103, 104]);
    const revisions = await creator.get(`/create/versioning/revisions/${id}/?limit=1`).expect(200);
    expect(revisions.body.revisions[0].data.content).toBe('102');
  });

  it('commits the working tree in a session: saved revisions move and unsaved flags clear', async () => {
    const fresh = (await creator.post('/api/games').send({ name: 'Commits' }).expect(201)).body.id;
    const b = assets(app, creatorId, fresh);
    const id = await b.create('tool', { name: 't' });
    const session = await creator.post('/create/versioning/sessions/', { game_id: fresh, name: 'Morning' }).expect(201);
    expect(session.body).toMatchObject({ session_id: expect.any(String), game_id: fresh, name: 'Morning' });
    let tree = await creator.get(`/create/versioning/working-tree/${fresh}/`).expect(200);
    expect(tree.body.working_tree.tools[0]).toMatchObject({ id, hasUnsavedChanges: true, lastSavedRevision: null });
    const commit = await creator.post('/create/versioning/revisions/', { game_id: fresh, session_id: session.body.session_id, message: 'first' }).expect(201);
    expect(commit.body).toMatchObject({ revision_head: commit.body.revision_id, assets: [{ asset_id: id, revision: 0 }] });
    tree = await creator.get(`/create/versioning/working-tree/${fresh}/`).expect(200);
    expect(tree.body).toMatchObject({ revision_head: commit.body.revision_id });
    expect(tree.body.working_tree.tools[0]).toMatchObject({ hasUnsavedChanges: false, lastSavedRevision: 0 });
    await creator.post('/create/versioning/checkpoints/', { game_id: fresh, message: 'Before the boss fight' }).expect(201);
    const list = await creator.get(`/create/versioning/checkpoints/${fresh}/`).expect(200);
    expect(list.body.checkpoints.map((c: { kind: string; message: string }) => [c.kind, c.message])).toEqual([
      ['checkpoint', 'Before the boss fight'],
      ['commit', 'first'],
    ]);
    expect((await creator.post('/create/versioning/revisions/', { game_id: fresh, session_id: '7d9f2c1e-0000-4000-8000-000000000000' })).body.code).toBe(
      'versioning.session_not_found',
    );
    expect((await creator.post('/create/versioning/revisions/', { game_id: fresh, asset_ids: ['7d9f2c1e-0000-4000-8000-000000000000'] })).status).toBe(404);
    expect((await stranger.post('/create/versioning/sessions/', { game_id: fresh })).status).toBe(403);
    expect((await creator.post('/create/versioning/checkpoints/', { game_id: fresh })).status).toBe(400);
  });

  it("tells every client in the game's room about an agent's change and a review, live", async () => {
    const id = await a.create('script', { name: 'live.py', content: 'a' });
    // A tab of the game's creator: its session cookie travels in the handshake (game rooms are private).
    const socket: Socket = io(app.url, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: cookieOf(creator) } });
    try {
      expect(await socket.emitWithAck('subscribe', { room: `game:${gameId}` })).toEqual({ ok: true, room: `game:${gameId}` });
      const updates: { readModel: string; id: string }[] = [];
      socket.on('readmodel.updated', (m) => updates.push(m));
      await a.agentEdit(id, { content: 'b' });
      // The message names the asset's type, so other tabs refetch only the script lists.
      await eventually(() => expect(updates).toContainEqual({ readModel: 'assets', id, assetType: 'script', position: expect.stringMatching(/^\d+\.\d+$/) }));
      updates.length = 0;
      await creator.post('/create/versioning/pending-changes/reject-all/', { game_id: gameId, asset_type: 'script' }).expect(200);
      await eventually(() => expect(updates).toContainEqual(expect.objectContaining({ readModel: 'assets', id, assetType: 'script' })));
      await creator.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'live' }).expect(201);
      await eventually(() => expect(updates).toContainEqual(expect.objectContaining({ readModel: 'versioning', id: gameId, assetType: null })));
    } finally {
      socket.disconnect();
    }
  });

  it('tags the changes made in a versioning session (X-Versioning-Session), and filters revisions by it', async () => {
    const session = (await creator.post('/create/versioning/sessions/', { game_id: gameId, name: 'tagging' }).expect(201)).body.session_id;
    const tagged = (path: string, body: object) => creator.post(path, body).set('X-Versioning-Session', session);
    const id = (await tagged(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'tagged.py' }).expect(201)).body.script.id;
    await creator.post(`/create/mechanic/scripts/${id}/save_raw/`, { raw_code: 'untagged = 1' }).expect(200);
    await tagged(`/create/mechanic/scripts/${id}/save_raw/`, { raw_code: 'tagged = 2' }).expect(200);
    const inSession = await creator.get(`/create/versioning/revisions/${id}/?session_id=${session}`).expect(200);
    expect(inSession.body.revisions.map((r: { revision: number; session_id: string }) => [r.revision, r.session_id])).toEqual([
      [2, session],
      [0, session],
    ]);
    const before = await eventCount();
    expect((await tagged(`/create/mechanic/scripts/${id}/save_raw/`, { raw_code: 'x' }).set('X-Versioning-Session', 'nope')).body.code).toBe(
      'versioning.invalid_session',
    );
    const other = (await creator.post('/api/games').send({ name: 'Other' }).expect(201)).body.id;
    const foreign = (await creator.post('/create/versioning/sessions/', { game_id: other }).expect(201)).body.session_id;
    const wrong = await creator.post(`/create/mechanic/scripts/${id}/save_raw/`, { raw_code: 'y' }).set('X-Versioning-Session', foreign);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: 'versioning.session_not_found', error: 'Versioning session not found' });
    expect(await eventCount()).toBe(before + 2); // only the other game and its session
  });

  it('every event names its actor; the agent’s name the model', async () => {
    const id = await a.create('logic_file', { name: 'flow', content: '' });
    await a.agentEdit(id, { content: 'agent' });
    const events = await app.infra.store.readStream(`asset-${id}`);
    expect(events.map((e) => [e.type, e.metadata.actorKind, e.metadata.actorId, e.metadata.model ?? null])).toEqual([
      ['AssetCreated', 'user', creatorId, null],
      ['AssetEdited', 'agent', creatorId, 'tempest-offline'],
    ]);
  });

  it('rebuilds every versioning table from the events into the same rows', async () => {
    await creator.get(`/create/versioning/working-tree/${gameId}/`).expect(200); // live rows hold every event
    const rebuilt = await app.infra.engine.rebuild('versioning', { swap: false });
    const order: Record<string, string> = {
      assets: 'id',
      asset_revisions: 'asset_id, revision',
      pending_changes: 'id',
      undo_stacks: 'id',
      versioning_sessions: 'id',
      versioning_commits: 'id',
    };
    for (const [table, by] of Object.entries(order)) {
      const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY ${by}`)).rows;
      const live = await rows(app.config.schema);
      expect({ table, rows: await rows(rebuilt.schema) }).toEqual({ table, rows: live });
      if (table !== 'versioning_sessions') expect(live.length).toBeGreaterThan(0);
    }
  });
});

describe.each(databaseTargets())('undo stacks across a restart on %s', (target) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('still undoes the right change after the server restarts', async () => {
    const db = await sameDatabaseTwice(target);
    cleanups.push(db.drop);
    const first = await db.start();
    const { client, id: userId, user } = await signUp(first.url);
    const gameId = (await client.post('/api/games').send({ name: 'Restart' }).expect(201)).body.id;
    const b = assets(first, userId, gameId);
    const id = await b.create('script', { name: 'r.py', content: 'a' });
    await b.edit(id, { content: 'b' });
    await b.edit(id, { content: 'c' });
    await client.post('/create/versioning/undo/', { game_id: gameId }).expect(200);
    await first.close();

    const second = await db.start();
    cleanups.push(() => second.close());
    const back = await logIn(second.url, user);
    const stack = await back.get(`/create/versioning/undo-stack/${gameId}/`).expect(200);
    expect(stack.body).toMatchObject({ canUndo: true, canRedo: true, redoStack: [{ revision: 2 }] });
    await back.post('/create/versioning/undo/', { game_id: gameId }).expect(200);
    const tree = await back.get(`/create/versioning/working-tree/${gameId}/`).expect(200);
    expect(tree.body.working_tree.scripts[0].data.content).toBe('a');
  });
});
