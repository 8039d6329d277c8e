import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AuditChange } from '@tempest/contracts';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { makeStaff } from '../support/account-fixtures.js';
import { readEventStream } from '../support/sse.js';
import { assetCommands } from '../support/asset-commands.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { connectSocket, type LiveSocket } from '../support/sockets.js';
import { captureServerErrors, type ServerErrorLog } from '../support/server-errors.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Services: pg_trgm's free-text indexes and a rebuild with COPY equal to the live log.

type Change = AuditChange;
const SESSION_A = randomUUID();

/** Issue 16 (first server slice): the change log for staff and analysts, and a game's own log for its creator. */
describe.each(databaseTargets())('the change log on %s', (target) => {
  let app: TestApp;
  let errors: ServerErrorLog;
  let ada: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let staff: Client;
  let analyst: Awaited<ReturnType<typeof signUp>>;
  let anonymous: Client;
  let gameId: string;
  let introId: string;

  const agentContext = (agentSessionId: string | null) => {
    const now = new Date().toISOString();
    return { now, metadata: { ...systemMetadata(now), ...(agentSessionId ? { agentSessionId } : {}) } };
  };
  const agentCreate = async (model: string, name: string, session: string | null) =>
    (await assetCommands(app).create(gameId, 'prompt', { name, description: '', content: `${name} speaks` }, agentActor({ userId: ada.id, isStaff: false }, model), agentContext(session))).assetId as string;
  const pendingOf = async (assetId: string) =>
    ((await ada.client.get(`/create/versioning/pending-changes/${gameId}/`).query({ status: 'pending' }).expect(200)).body.pending_changes as { id: string; asset_id: string }[]).find((c) => c.asset_id === assetId)!.id;
  const list = async (query: Record<string, string>, client: Client = staff): Promise<{ changes: Change[]; next_before: string | null }> =>
    (await client.get('/api/staff/changes/').query(query).expect(200)).body;
  const gameTypes = async (query: Record<string, string> = {}) => (await list({ game_id: gameId, ...query })).changes.map((c) => c.event_type);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    errors = captureServerErrors();
    ada = await signUp(app.url);
    bob = await signUp(app.url);
    const staffUser = await signUp(app.url);
    await makeStaff(app, staffUser.id);
    staff = staffUser.client;
    analyst = await signUp(app.url);
    anonymous = await newClient(app.url);

    gameId = (await ada.client.post('/api/games', { name: 'Audit Arcade', description: '' }).expect(201)).body.id;
    introId = (await ada.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: 'intro', content: 'Hello' }).expect(201)).body.data.id;
    await ada.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id: introId, content: 'Hello, miner' }).expect(200);
    const boss = await agentCreate('model-a', 'boss', SESSION_A);
    const villain = await agentCreate('model-a', 'villain', SESSION_A);
    const ghost = await agentCreate('model-b', 'ghost', null);
    await ada.client.post('/create/versioning/pending-changes/accept/', { change_id: await pendingOf(boss) }).expect(200);
    await ada.client.post('/create/versioning/pending-changes/reject/', { change_id: await pendingOf(villain) }).expect(200);
    await ada.client.post('/create/versioning/pending-changes/reject/', { change_id: await pendingOf(ghost) }).expect(200);
    const checkpoint = (await ada.client.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'first cut' }).expect(201)).body.checkpoint_id;
    await ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint, publish_message: 'v1' }).expect(200);
  });
  afterAll(async () => {
    errors?.restore();
    await app?.close();
  });

  it('staff make an analyst (only staff may); the account answers say so', async () => {
    expect((await ada.client.post(`/api/staff/users/${analyst.id}/analyst/`, { is_analyst: true })).status).toBe(403);
    expect((await anonymous.post(`/api/staff/users/${analyst.id}/analyst/`, { is_analyst: true })).status).toBe(401);
    expect((await staff.post(`/api/staff/users/${randomUUID()}/analyst/`, { is_analyst: true })).status).toBe(404);
    expect((await staff.post(`/api/staff/users/${analyst.id}/analyst/`, { is_analyst: 'yes' })).body).toMatchObject({ error: 'is_analyst must be true or false' });
    const made = await staff.post(`/api/staff/users/${analyst.id}/analyst/`, { is_analyst: true }).expect(200);
    expect(made.body).toMatchObject({ userId: analyst.id, is_analyst: true, position: expect.any(String) });
    expect((await staff.post(`/api/staff/users/${analyst.id}/analyst/`, { is_analyst: true }).expect(200)).body.position).toBeNull();
    expect((await analyst.client.get('/api/me').expect(200)).body).toMatchObject({ isAnalyst: true, isStaff: false });
    expect((await ada.client.get('/api/me').expect(200)).body.isAnalyst).toBe(false);
  });

  it('lets staff and analysts read the log, refuses everyone else without a word, and a game’s log to its creator only', async () => {
    const newest = (await list({})).changes[0].position;
    for (const path of ['/api/staff/changes/', '/api/staff/changes/summary/', `/api/staff/changes/${newest}/`]) {
      expect((await anonymous.get(path)).status).toBe(401);
      const refused = await bob.client.get(path);
      expect([refused.status, refused.body.details ?? null]).toEqual([403, null]);
      expect((await analyst.client.get(path)).status).toBe(200);
      expect((await staff.get(path)).status).toBe(200);
    }
    const own = `/api/games/${gameId}/audit/`;
    expect((await anonymous.get(own)).status).toBe(401);
    expect((await bob.client.get(own)).status).toBe(404);
    expect((await bob.client.get(`/api/games/${randomUUID()}/audit/`)).status).toBe(404);
    expect((await bob.client.get(`${own}?limit=0`)).status).toBe(404);
    for (const reader of [ada.client, analyst.client, staff]) expect((await reader.get(own).expect(200)).body.changes.length).toBe(13);
  });

  it('lists a game’s changes newest first, with who, which model and a one-line summary', async () => {
    const { changes } = await list({ game_id: gameId });
    expect(changes.map((c) => `${c.event_type}: ${c.summary}`)).toEqual([
      "GamePublished: published checkpoint 'first cut' of game 'Audit Arcade'",
      "RevisionCommitted: made checkpoint 'first cut' (2 assets)",
      "AssetDeleted: removed prompt 'ghost' after rejected changes",
      "PendingChangesRejected: rejected 1 pending change to prompt 'ghost'",
      "AssetDeleted: removed prompt 'villain' after rejected changes",
      "PendingChangesRejected: rejected 1 pending change to prompt 'villain'",
      "PendingChangesAccepted: accepted 1 pending change to prompt 'boss'",
      "AssetCreated: created prompt 'ghost' (pending review)",
      "AssetCreated: created prompt 'villain' (pending review)",
      "AssetCreated: created prompt 'boss' (pending review)",
      "AssetEdited: edited prompt 'intro'",
      "AssetCreated: created prompt 'intro'",
      "GameCreated: created game 'Audit Arcade'",
    ]);
    const boss = changes.find((c) => c.summary === "created prompt 'boss' (pending review)")!;
    expect(boss).toMatchObject({ actor: { id: ada.id, kind: 'agent', username: ada.user.username }, model: 'model-a', agent_session_id: SESSION_A, game_name: 'Audit Arcade', asset_type: 'prompt', subject_name: 'boss' });
    expect(changes.every((c) => c.game_id === gameId && c.game_name === 'Audit Arcade')).toBe(true);
  });

  it('combines filters, with known answers', async () => {
    expect(await gameTypes({ actor_kind: 'agent' })).toEqual(['AssetCreated', 'AssetCreated', 'AssetCreated']);
    expect((await list({ game_id: gameId, model: 'model-a' })).changes.map((c) => c.subject_name)).toEqual(['villain', 'boss']);
    expect((await list({ agent_session_id: SESSION_A })).changes.map((c) => c.subject_name)).toEqual(['villain', 'boss']);
    const reviews = (await list({ game_id: gameId, event_type: 'PendingChangesAccepted,PendingChangesRejected' })).changes;
    expect(reviews.map((c) => [c.subject_name, c.outcome, c.reviewed_model])).toEqual([['ghost', 'rejected', 'model-b'], ['villain', 'rejected', 'model-a'], ['boss', 'accepted', 'model-a']]);
    const repeated = await staff.get('/api/staff/changes/').query(`game_id=${gameId}&event_type=PendingChangesAccepted&event_type=GamePublished`).expect(200);
    expect(repeated.body.changes.map((c: Change) => c.event_type)).toEqual(['GamePublished', 'PendingChangesAccepted']);
    expect((await list({ user_id: ada.id, asset_type: 'prompt', actor_kind: 'user', event_type: 'AssetCreated,AssetEdited' })).changes.map((c) => c.summary)).toEqual(["edited prompt 'intro'", "created prompt 'intro'"]);
    expect((await list({ game_id: gameId, q: 'BOSS' })).changes.map((c) => c.summary)).toEqual(["accepted 1 pending change to prompt 'boss'", "created prompt 'boss' (pending review)"]);
    expect((await list({ game_id: gameId, q: '100%_' })).changes).toEqual([]);
    expect((await list({ game_id: gameId, from: '2999-01-01T00:00:00Z' })).changes).toEqual([]);
    expect((await list({ game_id: gameId, to: '2000-01-01' })).changes).toEqual([]);
    const registered = (await list({ user_id: ada.id, event_type: 'UserRegistered' })).changes;
    expect(registered.map((c) => c.summary)).toEqual([`registered '${ada.user.username}' (password)`]);
  });

  it('pages by position without gaps or repeats', async () => {
    const all = (await list({ game_id: gameId, limit: '200' })).changes.map((c) => c.position);
    const walked: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page: { changes: Change[]; next_before: string | null } = await list({ game_id: gameId, limit: '3', ...(before ? { before } : {}) });
      walked.push(...page.changes.map((c) => c.position));
      before = page.next_before;
      if (!before) break;
    }
    expect(walked).toEqual(all);
    expect(new Set(walked).size).toBe(all.length);
    expect(all.map(BigInt)).toEqual([...all.map(BigInt)].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)));
  });

  it('counts changes per model and actor kind, and the review rate per model', async () => {
    const summary = (await analyst.client.get('/api/staff/changes/summary/').query({ game_id: gameId }).expect(200)).body;
    expect(summary.reviews).toEqual([
      { model: 'model-a', accepted: 1, rejected: 1, rate: 0.5 },
      { model: 'model-b', accepted: 0, rejected: 1, rate: 0 },
    ]);
    expect(summary.by_model).toEqual(expect.arrayContaining([{ model: 'model-a', count: 2 }, { model: 'model-b', count: 1 }]));
    expect(summary.by_actor_kind.find((k: { actor_kind: string }) => k.actor_kind === 'agent')).toEqual({ actor_kind: 'agent', count: 3 });
    expect(summary.total).toBe((await list({ game_id: gameId })).changes.length);
  });

  it('charts the log per UTC day: events by type, agent vs human edits, games created and published', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { from: `${day(-1)}T00:00:00Z`, to: `${day(2)}T00:00:00Z` };
    const charts = (await analyst.client.get('/api/staff/changes/charts/').query(range).expect(200)).body;
    expect(charts.days).toEqual([day(-1), day(0), day(1)]);
    const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    const ofType = (type: string) => sum(charts.events_by_type.filter((r: { event_type: string }) => r.event_type === type));
    // The app is this suite's alone: one game, made and published; five prompts made, one edited, two removed.
    expect([ofType('GameCreated'), ofType('GamePublished'), ofType('AssetCreated'), ofType('AssetEdited'), ofType('AssetDeleted')]).toEqual([1, 1, 4, 1, 2]);
    expect(ofType('UserRegistered')).toBe(4);
    const edits = (kind: string) => sum(charts.edits_by_actor.filter((r: { actor_kind: string }) => r.actor_kind === kind));
    expect([edits('user'), edits('agent')]).toEqual([4, 3]);
    expect(charts.games_by_day.reduce((n: [number, number], r: { created: number; published: number }) => [n[0] + r.created, n[1] + r.published], [0, 0])).toEqual([1, 1]);
    expect(charts.tokens_by_model).toEqual([]);
    const empty = (await staff.get('/api/staff/changes/charts/').query({ from: '2001-01-01', to: '2001-01-03' }).expect(200)).body;
    expect(empty).toEqual({ from: '2001-01-01T00:00:00.000Z', to: '2001-01-03T00:00:00.000Z', days: ['2001-01-01', '2001-01-02'], events_by_type: [], edits_by_actor: [], tokens_by_model: [], games_by_day: [] });
    expect((await staff.get('/api/staff/changes/charts/').expect(200)).body.days).toHaveLength(30);
    expect((await anonymous.get('/api/staff/changes/charts/')).status).toBe(401);
    expect([(await bob.client.get('/api/staff/changes/charts/')).status, (await ada.client.get('/api/staff/changes/charts/')).status]).toEqual([403, 403]);
    for (const [query, error] of [
      ['from=2020-01-01&to=2021-06-01', 'from and to must be at most 366 days apart'],
      ['from=2026-02-02&to=2026-01-01', 'to must not be before from'],
      ['to=soon', 'to must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z'],
    ]) expect([(await staff.get(`/api/staff/changes/charts/?${query}`)).status, (await staff.get(`/api/staff/changes/charts/?${query}`)).body.error]).toEqual([400, error]);
  });

  it('opens a game’s change from its own log for its creator, and nothing of another game or account', async () => {
    const edit = (await list({ game_id: gameId, event_type: 'AssetEdited' })).changes[0];
    const own = (await ada.client.get(`/api/games/${gameId}/audit/${edit.position}/`).expect(200)).body;
    expect(own.diff.changes).toEqual([{ key: 'content', before: 'Hello', after: 'Hello, miner' }]);
    const registered = (await list({ event_type: 'UserRegistered', user_id: ada.id })).changes[0];
    expect((await ada.client.get(`/api/games/${gameId}/audit/${registered.position}/`)).status).toBe(404);
    expect((await bob.client.get(`/api/games/${gameId}/audit/${edit.position}/`)).status).toBe(404);
    expect((await bob.client.get(`/api/games/${gameId}/audit/x/`)).status).toBe(404);
    expect((await anonymous.get(`/api/games/${gameId}/audit/${edit.position}/`)).status).toBe(401);
    expect((await ada.client.get(`/api/games/${gameId}/audit/0/`)).status).toBe(400);
    // An analyst reads the same change of this published game with the actor as a pseudonym (docs/personal-data.md).
    const seen = (await analyst.client.get(`/api/games/${gameId}/audit/${edit.position}/`).expect(200)).body.change;
    expect(seen).toEqual({ ...edit, actor: { ...edit.actor, username: expect.stringMatching(/^pseudonym:[0-9a-f]{32}$/) } });
  });

  it('opens one change with its event and, for an asset edit, the content before and after; secrets stay out', async () => {
    const edit = (await list({ game_id: gameId, event_type: 'AssetEdited', q: 'intro' })).changes[0];
    const detail = (await staff.get(`/api/staff/changes/${edit.position}/`).expect(200)).body;
    expect(detail.change).toEqual(edit);
    expect(detail.metadata).toMatchObject({ actorId: ada.id, actorKind: 'user' });
    expect(detail.diff.changes).toEqual([{ key: 'content', before: 'Hello', after: 'Hello, miner' }]);
    const registered = (await list({ event_type: 'UserRegistered', q: ada.user.username })).changes[0];
    const account = (await analyst.client.get(`/api/staff/changes/${registered.position}/`).expect(200)).body;
    expect(account.data).toMatchObject({ userId: ada.id, passwordHash: '[redacted]' });
    expect(account.diff).toBeNull();
    expect((await staff.get('/api/staff/changes/999999999/')).status).toBe(404);
  });

  it('answers bad parameters with a 400 naming them, never a 5xx', async () => {
    const bad: [string, string][] = [
      ['limit=0', 'limit must be a whole number from 1 to 200'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['before=abc', 'before must be a position (a whole number from 1)'],
      ['before=0', 'before must be a position (a whole number from 1)'],
      ['game_id=nope', 'game_id must be a UUID'],
      ['actor_kind=robot', 'actor_kind must be one of user, agent, system'],
      ['asset_type=spaceship', 'asset_type must be one of script, logic_file, entity, prompt, tool, frontend_file, component, frontend'],
      ['event_type=UserLoggedIn', 'event_type UserLoggedIn is not a type of change the log records'],
      ['from=yesterday', 'from must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z'],
      ['from=2026-02-02&to=2026-01-01', 'to must not be before from'],
      ['model=a&model=b', 'model must be given once, as text'],
      [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ];
    for (const [query, error] of bad) {
      const answer = await staff.get(`/api/staff/changes/?${query}`);
      expect([query, answer.status, answer.body.error]).toEqual([query, 400, error]);
    }
    expect((await staff.get('/api/staff/changes/-1/')).status).toBe(400);
    expect((await staff.get('/api/staff/changes/summary/?user_id=1')).status).toBe(400);
    expect((await ada.client.get(`/api/games/${gameId}/audit/?limit=x`)).status).toBe(400);
    expect(errors.take()).toEqual([]);
  });

  it('lets only staff and analysts join the staff room, where every change is heard live; a game’s room hears its own', async () => {
    const sockets: LiveSocket[] = [];
    try {
      const open = async (client: Client | null) => {
        const live = await connectSocket(app.url, client);
        sockets.push(live);
        return live;
      };
      const [staffSocket, analystSocket, creatorSocket, bobSocket, anonymousSocket] = await Promise.all([open(staff), open(analyst.client), open(ada.client), open(bob.client), open(null)]);
      expect(await staffSocket.subscribe({ room: 'staff' })).toEqual({ ok: true, room: 'staff' });
      expect(await analystSocket.subscribe({ room: 'staff' })).toEqual({ ok: true, room: 'staff' });
      expect(await bobSocket.subscribe({ room: 'staff' })).toEqual({ ok: false, error: 'Only staff and analysts can do this.', code: 'auth.analyst_only' });
      expect(await bobSocket.subscribe({ room: 'STAFF' })).toMatchObject({ ok: false, code: 'auth.analyst_only' });
      expect(await anonymousSocket.subscribe({ room: 'staff' })).toMatchObject({ ok: false, code: 'auth.required' });
      expect(await creatorSocket.subscribe({ room: `game:${gameId}` })).toEqual({ ok: true, room: `game:${gameId}` });
      await ada.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id: introId, content: 'Hello again' }).expect(200);
      const heard = expect.objectContaining({ readModel: 'audit-log', id: gameId });
      await eventually(() => {
        for (const live of [staffSocket, analystSocket, creatorSocket]) expect(live.received).toContainEqual(heard);
      });
      expect([bobSocket.received, anonymousSocket.received]).toEqual([[], []]);
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it('gives the same rows when rebuilt as live', async () => {
    await list({});
    const rebuilt = await app.infra.engine.rebuild('audit-log', { swap: false });
    for (const [table, order] of [['audit_log', 'position'], ['audit_log_refs', 'key']]) {
      const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY ${order}`)).rows;
      const live = await rows(app.config.schema);
      expect(live.length).toBeGreaterThan(10);
      expect(await rows(rebuilt.schema)).toEqual(live);
    }
  });
});

/** A real agent turn (the offline model): every change it makes names its conversation and model. */
describe.each(databaseTargets())('an agent turn in the change log on %s', (target) => {
  let app: TestApp;
  afterAll(async () => app?.close());

  it('files the turn’s changes under its agent session, as the agent with its model', async () => {
    // The offline model is free by default; charged here, its token movement is one of the turn's changes.
    app = await startTestAppOn(target, { offlineAgentTokensPerTurn: 30 });
    const creator = await signUp(app.url);
    const staffUser = await signUp(app.url);
    await makeStaff(app, staffUser.id);
    const metadata = { ...systemMetadata(new Date().toISOString()) };
    await app.app.get(TokenLedger).purchase(creator.id, { amount: 100_000, note: 'test', by: null }, metadata);
    const gameId = (await creator.client.post('/api/games', { name: 'Star Hopper', description: '' }).expect(201)).body.id as string;
    const sessionId = (await creator.client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;
    const cookies = { cookie: creator.client.cookies().map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrftoken': creator.client.csrf };
    const stream = await readEventStream(`${app.url}/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent('a space dodge game called Star Hopper')}`, cookies);
    expect(stream.response.status).toBe(200);
    await stream.all();

    const changes = (await staffUser.client.get('/api/staff/changes/').query({ agent_session_id: sessionId, limit: '200' }).expect(200)).body.changes as Change[];
    const assets = changes.filter((c) => c.event_type === 'AssetCreated');
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((c) => c.actor.kind === 'agent' && c.model === 'tempest-offline' && c.game_id === gameId)).toBe(true);
    expect(changes.some((c) => c.event_type === 'TokensConsumed' && c.model === 'tempest-offline')).toBe(true);
    const summary = (await staffUser.client.get('/api/staff/changes/summary/').query({ game_id: gameId, actor_kind: 'agent' }).expect(200)).body;
    expect(summary.by_model).toEqual([{ model: 'tempest-offline', count: summary.total }]);
    const consumed = await app.infra.pool.query<{ tokens: string }>(
      `SELECT coalesce(sum((data->>'amount')::bigint), 0)::text AS tokens FROM "${app.config.schema}".events WHERE type = 'TokensConsumed'`,
    );
    const charts = (await staffUser.client.get('/api/staff/changes/charts/').expect(200)).body;
    expect(charts.tokens_by_model).toEqual([{ model: 'tempest-offline', tokens: Number(consumed.rows[0].tokens) }]);
    expect(Number(consumed.rows[0].tokens)).toBeGreaterThan(0);
  }, 120_000);
});
