import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AuditChange, ExplorerEvent, ExportJob, MomentAssetAnswer, MomentTreeAnswer } from '@tempest/contracts';
import { PRIVATE_READS_STREAM, type PrivateContentRead } from '@tempest/domain';
import type { EventMetadata } from '@tempest/event-store';
import { UserDirectory } from '../../apps/api/src/accounts/user-directory.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { downloadOf, exportRows } from '../support/export-files.js';
import { captureServerErrors, type ServerErrorLog } from '../support/server-errors.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Private content the tests look for (and must not find): an unpublished game's prompt, checkpoint and chat.
const HIDDEN = { prompt: 'plan-hidden', code: 'PRIVATE-CODE-A', checkpoint: 'cp-hidden-A', chat: 'PRIVATE-CHAT-A' };
const SHOWN = { prompt: 'intro-open', code: 'PUBLIC-CODE-B', chat: 'CHAT-OF-B' };
const PSEUDONYM = /^pseudonym:[0-9a-f]{32}$/;
const LEGACY_EMAIL = `legacy.${randomUUID().slice(0, 8)}@example.com`;

/** Issue 28 §2: who sees which personal data, on every surface (docs/personal-data.md). */
describe.each(databaseTargets())('personal data by role on %s', (target) => {
  let app: TestApp;
  let errors: ServerErrorLog;
  let creator: Awaited<ReturnType<typeof signUp>>;
  let staff: Awaited<ReturnType<typeof signUp>>;
  let analyst: Client;
  const game = { hidden: '', shown: '' };
  const prompts = { hidden: '', shown: '' };
  const sessions = { hidden: randomUUID(), shown: randomUUID() };

  const pseudonym = (text: string) => `pseudonym:${app.infra.secret.hash('pseudonym', text.trim().toLowerCase())}`;
  const reads = async (): Promise<PrivateContentRead['data'][]> =>
    (await app.infra.store.readStream(PRIVATE_READS_STREAM).catch(() => [])).map((e) => e.data as PrivateContentRead['data']);
  /** Runs `read` and answers the PrivateContentRead events it appended. */
  const readsOf = async (read: () => Promise<unknown>) => {
    const before = (await reads()).length;
    await read();
    return (await reads()).slice(before);
  };
  const events = async (client: Client, query: Record<string, string>) =>
    ((await client.get('/api/analytics/events/').query({ limit: '200', ...query }).expect(200)).body.events as ExplorerEvent[]);
  const event = async (client: Client, position: string) => (await client.get(`/api/analytics/events/${position}/`).expect(200)).body;
  const positionOf = async (query: Record<string, string>) => (await events(staff.client, query))[0].position;
  const chat = async (gameId: string, sessionId: string, content: string) => {
    const metadata: EventMetadata = { actorId: creator.id, actorKind: 'user', model: null, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: new Date().toISOString() };
    const at = metadata.timestamp;
    await app.infra.store.append(`agent-session-${sessionId}`, [
      { id: randomUUID(), type: 'AgentSessionStarted', data: { sessionId, gameId, userId: creator.id, modelId: 'm', programmatic: false, metadata: {}, at }, metadata },
      { id: randomUUID(), type: 'UserMessageReceived', data: { sessionId, messageId: randomUUID(), streamId: randomUUID(), content, contextItems: [], hiddenInstructions: '', at }, metadata },
    ]);
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    errors = captureServerErrors();
    creator = await signUp(app.url);
    staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    const a = await signUp(app.url);
    await makeAnalyst(app, a.id);
    analyst = a.client;
    for (const which of ['hidden', 'shown'] as const) {
      game[which] = (await creator.client.post('/api/games', { name: `Game ${which}`, description: '' }).expect(201)).body.id;
      const [name, content] = which === 'hidden' ? [HIDDEN.prompt, HIDDEN.code] : [SHOWN.prompt, SHOWN.code];
      prompts[which] = (await creator.client.post(`/create/mechanic/create-prompt-library-object/${game[which]}/`, { name, content }).expect(201)).body.data.id;
      const component_state = { note: { componentName: 'Note', fieldData: { text: `STATE-${which}` } } };
      await creator.client.post(`/create/entities/${game[which]}/create_entity/`, { entity_type: 'hero', component_state }).expect(201);
      const message = which === 'hidden' ? HIDDEN.checkpoint : 'release';
      const checkpoint = (await creator.client.post('/create/versioning/checkpoints/', { game_id: game[which], message }).expect(201)).body.checkpoint_id;
      if (which === 'shown') await creator.client.post(`/create/checkpoint/${game[which]}/publish/`, { checkpoint_id: checkpoint }).expect(200);
      await chat(game[which], sessions[which], which === 'hidden' ? HIDDEN.chat : SHOWN.chat);
    }
    // A claim recorded before names were hashed: the plain email in the stream name.
    const metadata = systemMetadata(new Date().toISOString());
    await app.infra.store.append(`useremail-${LEGACY_EMAIL}`, [{ id: randomUUID(), type: 'NameClaimed', data: { userId: randomUUID(), at: metadata.timestamp }, metadata }], 'no_stream');
  });
  afterAll(async () => {
    errors?.restore();
    await app?.close();
  });

  it('explorer: analysts see email and username streams hashed, may not search into them, and read personal fields as the same pseudonyms', async () => {
    const { email, username } = creator.user;
    const claimed = app.app.get(UserDirectory).claimOf('email', email).hashed;
    const listed = await events(analyst, { category: 'useremail' });
    expect(listed.length).toBeGreaterThanOrEqual(4);
    // Claims are named by a keyed hash, shown as they are; a claim recorded under the plain email is pseudonymised.
    expect(listed.every((e) => /^useremail-(hmac|pseudonym):[0-9a-f]{32}$/.test(e.stream_id))).toBe(true);
    expect(listed.map((e) => e.stream_id)).toEqual(expect.arrayContaining([claimed, `useremail-${pseudonym(LEGACY_EMAIL)}`]));
    expect(JSON.stringify(listed)).not.toContain(email);
    expect(JSON.stringify(listed)).not.toContain(LEGACY_EMAIL);
    // Whether the email exists or not, the answer is the same refusal: nothing is confirmed.
    for (const query of [{ prefix: `useremail-${email.slice(0, 8)}` }, { prefix: 'useremail-nobody@example.com' }, { stream: `useremail-${LEGACY_EMAIL}` }, { prefix: `username-${username}` }, { prefix: 'useremail-hmac:' }]) {
      const refused = await analyst.get('/api/analytics/events/').query(query);
      expect([refused.status, refused.body.code]).toEqual([403, 'analytics.personal_stream']);
    }
    // A listed hashed name can be followed, as any other stream the explorer shows.
    expect((await events(analyst, { stream: claimed })).map((e) => [e.stream_id, e.event_type])).toEqual([[claimed, 'NameClaimed']]);
    expect((await events(analyst, { prefix: 'useremail-' })).length).toBe(listed.length);
    expect((await events(staff.client, { prefix: `useremail-${LEGACY_EMAIL}` })).map((e) => e.stream_id)).toEqual([`useremail-${LEGACY_EMAIL}`]);
    expect((await events(staff.client, { prefix: `useremail-${email}` }))).toEqual([]);

    const registered = await positionOf({ stream: `user-${creator.id}`, event_type: 'UserRegistered' });
    const seen = await event(analyst, registered);
    expect(seen.data).toMatchObject({ userId: creator.id, email: pseudonym(email), username: pseudonym(username), passwordHash: '[redacted]' });
    expect(JSON.stringify(seen)).not.toMatch(new RegExp(`${email}|${username}`));
    const full = await readsOf(async () => expect((await event(staff.client, registered)).data).toMatchObject({ email, username, passwordHash: '[redacted]' }));
    expect(full).toEqual([]); // no private content in an account's registration: nothing to record
  });

  it("explorer: private content of an unpublished game's chat and assets is \"[private]\" to analysts, a published game's is shown; a staff read is one event", async () => {
    const hiddenChat = await positionOf({ stream: `agent-session-${sessions.hidden}`, event_type: 'UserMessageReceived' });
    const shownChat = await positionOf({ stream: `agent-session-${sessions.shown}`, event_type: 'UserMessageReceived' });
    expect((await event(analyst, hiddenChat)).data).toMatchObject({ content: '[private]', hiddenInstructions: '[private]', sessionId: sessions.hidden });
    expect((await event(analyst, shownChat)).data).toMatchObject({ content: SHOWN.chat });
    const hiddenAsset = await positionOf({ stream: `asset-${prompts.hidden}`, event_type: 'AssetCreated' });
    expect((await event(analyst, hiddenAsset)).data).toMatchObject({ gameId: game.hidden, data: '[private]' });
    expect(JSON.stringify((await event(analyst, await positionOf({ stream: `asset-${prompts.shown}`, event_type: 'AssetCreated' }))).data)).toContain(SHOWN.code);

    const recorded = await readsOf(async () => expect((await event(staff.client, hiddenChat)).data).toMatchObject({ content: HIDDEN.chat }));
    expect(recorded).toEqual([{ readerId: staff.id, route: `GET /api/analytics/events/${hiddenChat}/`, streamIds: [`agent-session-${sessions.hidden}`], streamCount: 1, count: 1, at: expect.any(String) }]);
    expect(JSON.stringify(recorded)).not.toContain(HIDDEN.chat);
    // Staff (and analysts) see the reads in the explorer, on their own stream.
    expect((await events(staff.client, { stream: PRIVATE_READS_STREAM })).length).toBeGreaterThanOrEqual(1);
  });

  it("change log: usernames as pseudonyms and an unpublished game's names hidden for analysts, in rows, search and one change; staff see them, recorded", async () => {
    const rows = async (client: Client, query: Record<string, string>) => (await client.get('/api/staff/changes/').query({ limit: '200', ...query }).expect(200)).body.changes as AuditChange[];
    const hidden = await rows(analyst, { game_id: game.hidden });
    const prompt = (c: AuditChange) => c.event_type === 'AssetCreated' && c.asset_type === 'prompt';
    expect(hidden.find(prompt)).toMatchObject({ subject_name: '[private]', summary: expect.stringContaining('[private]'), actor: { id: creator.id, username: pseudonym(creator.user.username) } });
    expect(JSON.stringify(hidden)).not.toMatch(new RegExp(`${HIDDEN.prompt}|${HIDDEN.checkpoint}|${creator.user.username}`));
    expect((await rows(analyst, { game_id: game.shown })).find(prompt)).toMatchObject({ subject_name: SHOWN.prompt });
    const account = (await rows(analyst, { event_type: 'UserRegistered' })).find((c) => c.stream_id === `user-${creator.id}`)!;
    expect(account).toMatchObject({ subject_name: pseudonym(creator.user.username), summary: expect.stringContaining(pseudonym(creator.user.username)) });
    // Free text never finds a name the analyst cannot see; staff find it.
    expect(await rows(analyst, { q: creator.user.username })).toEqual([]);
    expect(await rows(analyst, { q: HIDDEN.prompt })).toEqual([]);
    expect((await rows(staff.client, { q: creator.user.username })).length).toBeGreaterThan(0);

    const created = hidden.find(prompt)!;
    const detail = (await analyst.get(`/api/staff/changes/${created.position}/`).expect(200)).body;
    expect(detail.data).toMatchObject({ gameId: game.hidden, data: '[private]' });
    expect(JSON.stringify(detail)).not.toContain(HIDDEN.code);
    const recorded = await readsOf(async () => expect(JSON.stringify((await staff.client.get(`/api/staff/changes/${created.position}/`).expect(200)).body.data)).toContain(HIDDEN.code));
    expect(recorded).toEqual([expect.objectContaining({ readerId: staff.id, route: `GET /api/staff/changes/${created.position}/`, streamIds: [`asset-${prompts.hidden}`] })]);
    const listing = await readsOf(() => rows(staff.client, { game_id: game.hidden }));
    expect(listing).toHaveLength(1); // one event for the whole page
    expect(listing[0].count).toBeGreaterThanOrEqual(2);
  });

  it("time travel: an unpublished game's names and content are \"[private]\" to analysts, a published game's are shown; staff reads recorded", async () => {
    const position = (await app.infra.store.lastCommittedPosition()).position.toString();
    const tree = async (client: Client, gameId: string) => (await client.get(`/api/analytics/games/${gameId}/tree/`).query({ position }).expect(200)).body as MomentTreeAnswer;
    const asset = async (client: Client, gameId: string, assetId: string) =>
      (await client.get(`/api/analytics/games/${gameId}/tree/${assetId}/`).query({ position }).expect(200)).body as MomentAssetAnswer;
    expect((await tree(analyst, game.hidden)).assets.map((a) => a.name)).toEqual(['[private]', '[private]']);
    expect((await tree(analyst, game.shown)).assets.map((a) => a.name).sort()).toEqual(['hero', SHOWN.prompt]);
    const seen = await asset(analyst, game.hidden, prompts.hidden);
    expect(seen.then).toMatchObject({ name: '[private]' });
    expect(Object.values(seen.then!.data).every((v) => v === '[private]')).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(HIDDEN.code);
    expect(JSON.stringify(await asset(analyst, game.shown, prompts.shown))).toContain(SHOWN.code);
    const recorded = await readsOf(async () => expect(JSON.stringify(await asset(staff.client, game.hidden, prompts.hidden))).toContain(HIDDEN.code));
    expect(recorded).toEqual([expect.objectContaining({ readerId: staff.id, streamIds: [`asset-${prompts.hidden}`], count: 1 })]);
  });

  it("play: a visitor's key is a pseudonym in the play index's name and in the session, and an unpublished game's state is \"[private]\"", async () => {
    const visitor = await newClient(app.url);
    const played = (await visitor.post(`/play/start-game/${game.shown}/`).send({}).expect(200)).body;
    const drafted = (await creator.client.post(`/play/start-game/${game.hidden}/`).send({}).expect(200)).body;
    const [raw] = await events(staff.client, { prefix: `play-index-${game.shown}-published-visitor-` });
    const visitorPart = /-(visitor-.+)$/.exec(raw.stream_id)![1];
    const indexed = await events(analyst, { prefix: `play-index-${game.shown}-` });
    expect(indexed.map((e) => e.stream_id)).toEqual([`play-index-${game.shown}-published-${pseudonym(visitorPart)}`]);
    expect(JSON.stringify(indexed)).not.toContain(visitorPart);
    const refused = await analyst.get('/api/analytics/events/').query({ prefix: raw.stream_id });
    expect([refused.status, refused.body.code]).toEqual([403, 'analytics.personal_stream']);

    const started = (sessionId: string) => positionOf({ stream: `play-session-${sessionId}`, event_type: 'PlaySessionStarted' });
    const shown = (await event(analyst, await started(played.session_id))).data;
    // The starting state is named by its hash in the save-state store, never copied into the log (docs/api-timeline.md).
    expect(shown).toMatchObject({ gameId: game.shown, playerKey: pseudonym(visitorPart), stateHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(shown)).not.toContain('STATE-shown');
    const hidden = (await event(analyst, await started(drafted.session_id))).data;
    expect(hidden).toMatchObject({ gameId: game.hidden, playerKey: pseudonym(`user-${creator.id}`) });
    expect(JSON.stringify(hidden)).not.toContain('STATE-hidden');
    expect((await event(staff.client, await started(drafted.session_id))).data).toMatchObject({ playerKey: `user-${creator.id}`, stateHash: hidden.stateHash });
  });

  const exportOf = async (client: Client, format: 'jsonl' | 'csv' | 'parquet') => {
    let job = (await client.post('/api/analytics/exports/', { format, filters: {} }).expect(202)).body.export as ExportJob;
    for (let i = 0; i < 300 && (job.status === 'queued' || job.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await client.get(`/api/analytics/exports/${job.id}/`).expect(200)).body.export;
    }
    expect(job.status).toBe('done');
    const file = await downloadOf(client, `/api/analytics/exports/${job.id}/download`);
    return { job, text: file.bytes.toString('utf8'), rows: await exportRows(format, false, file.bytes) };
  };

  it.each(['jsonl', 'csv', 'parquet'] as const)('exports as %s: analysts get the same pseudonyms, no email and no private content of an unpublished game', async (format) => {
    const { text, rows } = await exportOf(analyst, format);
    const all = JSON.stringify(rows);
    for (const hidden of [creator.user.email, creator.user.username, HIDDEN.code, HIDDEN.chat, HIDDEN.checkpoint, HIDDEN.prompt]) {
      expect([hidden, all.includes(hidden)]).toEqual([hidden, false]);
      if (format !== 'parquet') expect([hidden, text.includes(hidden)]).toEqual([hidden, false]);
    }
    expect(all).toContain(SHOWN.code);
    expect(all).toContain(SHOWN.chat);
    expect(rows.find((r) => r.stream_id === app.app.get(UserDirectory).claimOf('email', creator.user.email).hashed)).toBeDefined();
    expect(rows.find((r) => r.stream_id === `useremail-${pseudonym(LEGACY_EMAIL)}`)).toBeDefined();
    expect(all).not.toContain(LEGACY_EMAIL);
    const registered = rows.find((r) => r.stream_id === `user-${creator.id}` && r.event_type === 'UserRegistered');
    expect(registered?.data).toMatchObject({ email: pseudonym(creator.user.email), passwordHash: '[redacted]' });
    const sessions = rows.filter((r) => r.event_type === 'PlaySessionStarted');
    expect(sessions.length).toBeGreaterThanOrEqual(2); // the play test's two sessions
    expect(sessions.every((r) => PSEUDONYM.test(String((r.data as { playerKey: string }).playerKey)))).toBe(true);
    expect(all).not.toContain('STATE-hidden');
    expect(all).toContain('STATE-shown');
  });

  it('exports for staff with the full values, and records the export as one private read', async () => {
    const recorded = await readsOf(async () => {
      const { rows } = await exportOf(staff.client, 'jsonl');
      const all = JSON.stringify(rows);
      expect(all).toContain(creator.user.email);
      expect(all).toContain(HIDDEN.chat);
      expect(all).not.toMatch(/"passwordHash":"(?!\[redacted\])/);
    });
    expect(recorded).toEqual([expect.objectContaining({ readerId: staff.id, route: expect.stringMatching(/^POST \/api\/analytics\/exports\/ \(export [0-9a-f-]{36}\)$/) })]);
    expect(recorded[0].count).toBeGreaterThanOrEqual(4);
    expect(errors.take()).toEqual([]);
  });
});
