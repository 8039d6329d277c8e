// Play-session timelines through HTTP (spec 3 §7 "Session timeline", docs/api-timeline.md): create, list,
// restore, delete, reload, the branch graph, who may do what, and saves made on another version of the game.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { CreateSessionSaveAnswer, LeanSessionTimeline, RestoreSessionSaveAnswer, SessionTimelineAnswer } from '@tempest/contracts';
import { timelineStreamId } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import { PlaySessions, type StartedSession } from '../../apps/api/src/play/play-sessions.js';
import { SessionTimelines } from '../../apps/api/src/play/timeline/session-timelines.js';
import { SAVE_STATES } from '../../apps/api/src/play/timeline/save-states.js';
import { databaseTargets } from '../support/databases.js';
import { eventCount, refusedBy } from '../support/refusals.js';
import { connectSocket, type LiveSocket } from '../support/sockets.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { logIn, newClient, signUp, uniqueUser, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';

describe.each(databaseTargets())('session timelines on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let player: Client;
  let stranger: Client;
  let gameId: string;
  let heroId: string;
  const refused = refusedBy(() => app);

  const start = (client: Client, body: object = { forceNew: true }, canvas = true) => {
    const req = client.post(`/play/start-game/${gameId}/`);
    if (canvas) req.set('X-Creation-Canvas', 'true');
    return req.send(body);
  };
  const sessionOf = async (client: Client, canvas = true) => (await (await start(client, { forceNew: true }, canvas)).body).session_id as string;
  const create = (client: Client, sessionId: string, body: object) => client.post(`/play/timeline/${sessionId}/checkpoints/create/`, body);
  const created = async (client: Client, sessionId: string, body: object = {}) =>
    (await create(client, sessionId, { ecs_state: { [heroId]: { counter: { value: 1 } } }, ...body }).expect(200)).body as CreateSessionSaveAnswer;
  const list = async (client: Client, sessionId: string, query = '') =>
    (await client.get(`/play/timeline/${sessionId}/checkpoints/${query}`).expect(200)).body as SessionTimelineAnswer;
  const restore = (client: Client, sessionId: string, checkpointId: string) => client.post(`/play/timeline/${sessionId}/restore/`, { checkpoint_id: checkpointId });
  const setHero = (value: number) =>
    creator.post(`/create/entities/${gameId}/component-state/${heroId}/`, { component_state: { counter: { componentName: 'Counter', fieldData: { value } } } }).expect(200);
  const publish = async (title: string) => {
    const checkpointId = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title }).expect(200)).body.checkpoint_id as string;
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpointId, publish_message: title }).expect(200);
    return checkpointId;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    ({ client: player } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
  });
  // A new session of a game carries on its player's latest timeline (one save history across restarts and
  // devices): each case starts from a game of its own, so its timeline starts empty.
  beforeEach(async () => {
    gameId = (await creator.post('/api/games', { name: 'Save states' }).expect(201)).body.id;
    heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 1 } } } }).expect(201)).body.entity.id;
  });
  afterAll(async () => app?.close());

  it('creates checkpoints 10000 ms apart, each the child of the active one, and lists them with the graph (no ecs_state unless asked)', async () => {
    const sessionId = await sessionOf(creator);
    const first = await created(creator, sessionId, { type: 'game_start', marker_label: 'Game Start' });
    expect(first).toMatchObject({
      status: 'success',
      checkpoint_id: first.checkpoint.id,
      transition_id: null,
      preserve_parent: false,
      preserve_parent_count: 0,
      lineage_id: sessionId,
      checkpoint: {
        session_id: sessionId,
        game_id: gameId,
        tick: 1,
        timecode_ms: 0,
        marker_label: 'Game Start',
        type: 'game_start',
        trigger: 'game_start',
        parent_checkpoint_id: null,
        thumbnail_url: null,
        thumbnail_upload_url: `/play/timeline/${sessionId}/checkpoints/${first.checkpoint_id}/thumbnail/`,
        game_version: { source: 'working', asset_count: 1 },
      },
    });
    expect(first.checkpoint).not.toHaveProperty('ecs_state'); // the client has just sent it
    const second = await created(creator, sessionId, { marker_label: 'Before boss fight', description: 'Full health' });
    expect(second.checkpoint).toMatchObject({ timecode_ms: 10_000, tick: 2, parent_checkpoint_id: first.checkpoint_id, metadata: { description: 'Full health' } });
    expect(second.transition_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(second.timeline).toMatchObject({ main_path: [first.checkpoint_id, second.checkpoint_id], root_checkpoint_id: first.checkpoint_id });

    const listed = await list(creator, sessionId, `?minPosition=${second.position}`);
    expect(listed).toMatchObject({ status: 'success', error: null, caughtUp: true });
    expect(listed.timeline).toMatchObject({
      session_id: sessionId,
      current_session_id: sessionId,
      lineage_id: sessionId,
      previous_session_id: null,
      session_was_reassigned: false,
      main_path: [first.checkpoint_id, second.checkpoint_id],
      root_checkpoint_id: first.checkpoint_id,
    });
    expect(listed.timeline.checkpoints.map((c) => [c.marker_label, c.incoming_transitions, c.child_branches])).toEqual([
      ['Game Start', 0, [{ checkpoint_id: second.checkpoint_id, is_default: true }]],
      ['Before boss fight', 1, []],
    ]);
    expect(listed.timeline.checkpoints[0]).not.toHaveProperty('ecs_state');
    const withState = await list(creator, sessionId, `?include_state=true&lineage_id=${sessionId}`);
    expect(withState.timeline.checkpoints[1].ecs_state).toEqual({ [heroId]: { counter: { value: 1 } } });
    expect(withState.timeline).toEqual({ ...listed.timeline, checkpoints: listed.timeline.checkpoints.map((c, i) => ({ ...c, ecs_state: withState.timeline.checkpoints[i].ecs_state })) });
  });

  it("restores a checkpoint: the session's server-side state becomes the checkpoint's, and the next checkpoint branches from it", async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId, { ecs_state: { [heroId]: { counter: { value: 5 } } } });
    await creator.post(`/play/game-action/${sessionId}/`, { action: 'nothing' }); // unknown action: changes nothing
    const b = await created(creator, sessionId, { ecs_state: { [heroId]: { counter: { value: 9 } } } });
    const restored = (await restore(creator, sessionId, a.checkpoint_id).expect(200)).body as RestoreSessionSaveAnswer;
    expect(restored).toMatchObject({
      status: 'success',
      checkpoint: { id: a.checkpoint_id },
      restored_state: { [heroId]: { counter: { value: 5 } } },
      runner_synced: true,
      runner_sync_error: null,
      runner_entity_count: 1,
      preserve_parent_count: 3,
      game_version_changed: false,
      game_version: { source: 'working' },
    });
    const session = await app.infra.store.readStream(`play-session-${sessionId}`);
    // The session's event names the saved state (stored once, with the save), not a copy of it.
    const [saveEvent] = (await app.infra.store.readStream(timelineStreamId(a.lineage_id))).filter((e) => (e.data as { checkpointId?: string }).checkpointId === a.checkpoint_id);
    expect(session.at(-1)).toMatchObject({ type: 'PlaySessionRestored', data: { checkpointId: a.checkpoint_id, stateHash: (saveEvent.data as { stateHash: string }).stateHash } });
    expect(session.at(-1)!.data).not.toHaveProperty('entityState');
    // One append wrote both: the session's restore and the timeline's, side by side in the log.
    const recorded = (await app.infra.store.readStream(timelineStreamId(a.lineage_id))).at(-1)!;
    expect(recorded).toMatchObject({ type: 'TimelineCheckpointRestored', data: { checkpointId: a.checkpoint_id } });
    expect(Math.abs(Number(recorded.globalPosition - session.at(-1)!.globalPosition))).toBe(1);
    // Another process (no fold cached) reads the session with the saved state put back.
    const cold = new PlaySessions(new DecisionRunner(Object.create(app.infra.store) as EventStore), app.app.get(SAVE_STATES));
    expect((await cold.read(sessionId)).state).toMatchObject({ status: 'started', entityState: { [heroId]: { counter: { value: 5 } } } });
    // Resuming the session plays the restored state.
    const resumed = (await start(creator, { forceNew: false }).expect(200)).body;
    expect(resumed).toMatchObject({ session_id: sessionId, entity_state: { [heroId]: { counter: { value: 5 } } } });

    const c = await created(creator, sessionId, {});
    expect(c).toMatchObject({ checkpoint: { parent_checkpoint_id: a.checkpoint_id, timecode_ms: 20_000 }, preserve_parent: false, preserve_parent_count: 0 });
    const timeline = (await list(creator, sessionId, `?minPosition=${c.position}`)).timeline;
    expect(timeline.main_path).toEqual([a.checkpoint_id, c.checkpoint_id]);
    const byId = new Map(timeline.checkpoints.map((x) => [x.id, x]));
    expect(byId.get(a.checkpoint_id)).toMatchObject({
      incoming_transitions: 1, // b → a, the restore's back-edge
      child_branches: [
        { checkpoint_id: b.checkpoint_id, is_default: false },
        { checkpoint_id: c.checkpoint_id, is_default: true },
      ],
    });
    expect(byId.get(b.checkpoint_id)?.child_branches).toEqual([{ checkpoint_id: a.checkpoint_id, is_default: false }]);
    expect(timeline.branch_tree.map((e) => [e.checkpoint_id, e.is_reference])).toEqual([
      [a.checkpoint_id, false],
      [c.checkpoint_id, false],
      [b.checkpoint_id, false],
      [a.checkpoint_id, true],
    ]);
  });

  it('keeps the pending-branch parent with preserve_parent, and takes an explicit parent', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    await created(creator, sessionId);
    await restore(creator, sessionId, a.checkpoint_id).expect(200);
    const c = await created(creator, sessionId, { transition_metadata: { preserve_parent: true } });
    expect(c).toMatchObject({ preserve_parent: true, preserve_parent_count: 2, checkpoint: { parent_checkpoint_id: a.checkpoint_id } });
    const d = await created(creator, sessionId, { parent_checkpoint_id: c.checkpoint_id, timecode_ms: 99_000, tick: 7, branch_label: 'Left door' });
    expect(d.checkpoint).toMatchObject({ parent_checkpoint_id: c.checkpoint_id, timecode_ms: 99_000, tick: 7, branch_label: 'Left door' });
  });

  it('deletes a checkpoint (hidden, its children hang from its parent); a second delete is 404', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    const b = await created(creator, sessionId);
    const c = await created(creator, sessionId);
    await list(creator, sessionId, `?minPosition=${c.position}`);
    const deleted = await creator.delete(`/play/timeline/checkpoints/${b.checkpoint_id}/delete/`).expect(200);
    expect(deleted.body).toMatchObject({ status: 'success', checkpoint_id: b.checkpoint_id, error: null });
    const timeline = (await list(creator, sessionId, `?minPosition=${deleted.body.position}`)).timeline;
    expect(timeline.checkpoints.map((x) => x.id)).toEqual([a.checkpoint_id, c.checkpoint_id]);
    expect(timeline.main_path).toEqual([a.checkpoint_id, c.checkpoint_id]);
    await refused(() => creator.delete(`/play/timeline/checkpoints/${b.checkpoint_id}/delete/`), 404, 'timeline.checkpoint_not_found');
    await refused(() => restore(creator, sessionId, b.checkpoint_id), 404, 'timeline.checkpoint_not_found');
    await refused(() => creator.delete(`/play/timeline/checkpoints/${UNKNOWN_ID}/delete/`), 404);
    await refused(() => creator.delete('/play/timeline/checkpoints/not-a-uuid/delete/'), 400);
  });

  it('reloads with force_new: a new session carrying the lineage, so the timeline and its checkpoints go on', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    const reloaded = await creator.post(`/play/game/${gameId}/reload/?force_new=true`).set('X-Creation-Canvas', 'true').expect(200);
    expect(reloaded.body).toMatchObject({
      status: 'success',
      session_id: expect.not.stringMatching(sessionId),
      previous_session_id: sessionId,
      lineage_id: sessionId,
      session_was_reassigned: true,
      runner_session_valid: true,
      legacy_session_id: null,
      pool_session_id: null,
    });
    const next = reloaded.body.session_id as string;
    expect(reloaded.body.current_session_id).toBe(next);
    const b = await created(creator, next);
    expect(b.checkpoint).toMatchObject({ parent_checkpoint_id: a.checkpoint_id, lineage_id: sessionId, session_id: next, timecode_ms: 10_000 });
    const old = await list(creator, sessionId, `?minPosition=${b.position}`);
    expect(old.timeline).toMatchObject({ session_id: sessionId, current_session_id: next, session_was_reassigned: true });
    expect(old.timeline.checkpoints.map((x) => x.id)).toEqual([a.checkpoint_id, b.checkpoint_id]);
    // The restored checkpoint of the replaced session restores into the new one.
    expect((await restore(creator, next, a.checkpoint_id).expect(200)).body).toMatchObject({ runner_synced: true, checkpoint: { id: a.checkpoint_id } });
    // Without force_new the latest session resumes.
    const resumed = await creator.post(`/play/game/${gameId}/reload/`).set('X-Creation-Canvas', 'true').expect(200);
    expect(resumed.body).toMatchObject({ session_id: next, session_was_reassigned: false });
    await refused(() => creator.post(`/play/game/${gameId}/reload/?force_new=maybe`), 400, 'request.invalid');
    await refused(() => creator.post(`/play/game/${UNKNOWN_ID}/reload/?force_new=true`), 404, 'game.not_found');
  });

  it('attaches a thumbnail at the checkpoint\'s thumbnail_upload_url (multipart field thumbnail), served from the media store', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    // What the web app sends: a JPEG (docs/api-timeline.md, Limits).
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const url = a.checkpoint.thumbnail_upload_url!;
    const upload = (client: Client, bytes: Buffer, field = 'thumbnail') =>
      client.agent.post(url).set('X-CSRFToken', client.csrf).set('Accept', 'application/json').attach(field, bytes, { filename: 'shot.jpg', contentType: 'image/jpeg' });
    await refused(() => upload(stranger, jpeg), 404, 'play.session_not_found');
    await refused(() => upload(creator, Buffer.from('not an image at all')), 400, 'upload.not_an_image');
    await refused(() => upload(creator, png), 400, 'upload.not_an_image');
    await refused(() => upload(creator, jpeg, 'picture'), 400);
    const answer = await upload(creator, jpeg).expect(200);
    expect(answer.body).toEqual({ status: 'success', thumbnail_url: expect.stringMatching(/^\/media\/[0-9a-f]{64}$/), size_bytes: jpeg.length });
    const served = await creator.agent.get(answer.body.thumbnail_url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.body as Buffer, jpeg)).toBe(0);
    await refused(() => upload(creator, jpeg), 409, 'timeline.thumbnail_exists');
    const listed = (await list(creator, sessionId)).timeline.checkpoints[0];
    expect(listed).toMatchObject({ thumbnail_url: answer.body.thumbnail_url, thumbnail_upload_url: null, size_bytes: a.checkpoint.size_bytes + jpeg.length });
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    const bad = async (body: object, message: RegExp) => expect((await refused(() => create(creator, sessionId, body), 400)).body.error).toMatch(message);
    await bad({}, /ecs_state is required/);
    await bad({ ecs_state: [1] }, /ecs_state must be an object/);
    await bad({ ecs_state: {}, type: 'boss' }, /type must be one of manual, auto, error, game_start/);
    await bad({ ecs_state: {}, timecode_ms: -1 }, /timecode_ms must be 0 or more/);
    await bad({ ecs_state: {}, marker_label: 'x'.repeat(201) }, /marker_label must be at most 200 characters/);
    await bad({ ecs_state: {}, parent_checkpoint_id: UNKNOWN_ID }, /parent_checkpoint_id must be a checkpoint of this timeline/);
    // A state never saved before, refused with its save: compressed meanwhile, but not stored.
    const states = async () => Number((await app.infra.pool.query(`SELECT count(*) AS n FROM "${app.config.schema}".save_states`)).rows[0].n);
    const storedBefore = await states();
    await bad({ ecs_state: { [heroId]: { refused: { at: Date.now() } } }, parent_checkpoint_id: UNKNOWN_ID }, /parent_checkpoint_id must be a checkpoint of this timeline/);
    expect(await states()).toBe(storedBefore);
    await bad({ ecs_state: {}, lineage_id: UNKNOWN_ID }, /lineage_id must be the session's lineage/);
    await bad({ ecs_state: {}, transition_metadata: { preserve_parent: 'yes' } }, /preserve_parent must be true or false/);
    await bad({ ecs_state: {}, surprise: 1 }, /Unknown field "surprise"/);
    await refused(() => restore(creator, sessionId, 'nope'), 400, 'request.invalid');
    await refused(() => restore(creator, sessionId, UNKNOWN_ID), 404, 'timeline.checkpoint_not_found');
    await refused(() => creator.post(`/play/timeline/${sessionId}/restore/`, { checkpoint_id: a.checkpoint_id, lineage_id: UNKNOWN_ID }), 400, 'timeline.lineage_mismatch');
    await refused(() => creator.get(`/play/timeline/${sessionId}/checkpoints/?include_state=yes`), 400);
    await refused(() => creator.get(`/play/timeline/${sessionId}/checkpoints/?lineage_id=${UNKNOWN_ID}`), 400, 'timeline.lineage_mismatch');
    await refused(() => creator.get('/play/timeline/not-a-session/checkpoints/'), 400, 'play.invalid_session_id');
    await refused(() => create(creator, UNKNOWN_ID, { ecs_state: {} }), 404, 'play.session_not_found');
  });

  it("refuses a save whose name is blank (the play dock's save dialog, issue 30) and writes nothing; stores a name and description trimmed", async () => {
    const sessionId = await sessionOf(creator);
    const first = await created(creator, sessionId, { marker_label: 'First' });
    const states = async () => Number((await app.infra.pool.query(`SELECT count(*) AS n FROM "${app.config.schema}".save_states`)).rows[0].n);
    const storedBefore = await states();
    for (const label of ['', '   ', ' \t\n ']) {
      // A state never saved before: refused, it is not stored either.
      const answer = await refused(() => create(creator, sessionId, { ecs_state: { [heroId]: { blank: { at: Date.now() } } }, marker_label: label }), 400, 'request.invalid');
      expect(answer.body.error).toBe('marker_label must not be blank: name the save, or leave marker_label out');
      expect(answer.body.details).toEqual([{ field: 'marker_label', messages: [answer.body.error] }]);
    }
    expect(await states()).toBe(storedBefore);
    const listed = await list(creator, sessionId, `?minPosition=${first.position}`);
    expect(listed.timeline.checkpoints.map((c) => c.marker_label)).toEqual(['First']);
    // Left out, the label stays optional (spec 3 §7 lists it without a rule): a save without a name.
    const unnamed = await created(creator, sessionId, { type: 'auto' });
    expect(unnamed.checkpoint.marker_label).toBe('');
    const trimmed = await created(creator, sessionId, { marker_label: '  Before the boss  ', description: ' Full health \n' });
    expect(trimmed.checkpoint).toMatchObject({ marker_label: 'Before the boss', description: 'Full health', metadata: { description: 'Full health' } });
    const after = await list(creator, sessionId, `?minPosition=${trimmed.position}`);
    expect(after.timeline.checkpoints.map((c) => c.marker_label)).toEqual(['First', '', 'Before the boss']);
  });

  it('holds a 1 MB state, refuses a larger one (over 1,000,000 characters of JSON, or a body over 4 MB: 400)', async () => {
    const sessionId = await sessionOf(creator);
    const big = { [heroId]: { blob: { text: 'x'.repeat(999_900) } } };
    const made = await created(creator, sessionId, { ecs_state: big });
    expect(made.checkpoint.size_bytes).toBeGreaterThan(999_900);
    expect((await restore(creator, sessionId, made.checkpoint_id).expect(200)).body).toMatchObject({ runner_synced: true, restored_state: big });
    // The event names the state; the state itself sits, compressed, in the save-state store (once).
    const [event] = (await app.infra.store.readStream(timelineStreamId(made.lineage_id))).filter((e) => (e.data as { checkpointId?: string }).checkpointId === made.checkpoint_id);
    expect(JSON.stringify(event.data).length).toBeLessThan(2_000);
    expect(event.data).toMatchObject({ stateHash: expect.stringMatching(/^[0-9a-f]{64}$/), stateSize: made.checkpoint.size_bytes });
    const again = await created(creator, sessionId, { ecs_state: big });
    const stored = await app.infra.pool.query(`SELECT size_bytes FROM "${app.config.schema}".save_states WHERE hash = $1`, [(event.data as { stateHash: string }).stateHash]);
    expect(stored.rows).toEqual([{ size_bytes: expect.any(Number) }]);
    expect(stored.rows[0].size_bytes).toBeLessThan(20_000);
    expect((await restore(creator, sessionId, again.checkpoint_id).expect(200)).body.restored_state).toEqual(big);
    const over = { [heroId]: { blob: { text: 'x'.repeat(1_000_001) } } };
    expect((await refused(() => create(creator, sessionId, { ecs_state: over }), 400, 'timeline.state_too_large')).body.error).toMatch(
      /^The checkpoint state is 1,000,0\d\d characters of JSON; a checkpoint holds at most 1,000,000\.$/,
    );
    const huge = await refused(() => create(creator, sessionId, { ecs_state: { [heroId]: { blob: { text: 'x'.repeat(4_300_000) } } } }), 400, 'request.too_large');
    expect(huge.body.error).toBe('The request body is larger than the limit of 4mb');
  });

  it("stores a clean state's text as sent, cleans any other as before, and refuses hostile text in either (the body's own bytes: Save states)", async () => {
    const sessionId = await sessionOf(creator);
    const send = (text: string) => creator.post(`/play/timeline/${sessionId}/checkpoints/create/`).type('application/json').send(text);
    // The restore answers the stored JSON as it is, first.
    const storedText = async (checkpointId: string) => {
      const { text } = await restore(creator, sessionId, checkpointId).expect(200);
      expect(text.startsWith('{"restored_state":')).toBe(true);
      return text.slice('{"restored_state":'.length, text.indexOf(',"status":"success"'));
    };
    // As a game sends it: kept as its text, not parsed and written again (which would write 1.5 for 1.50).
    const clean = `{"${heroId}":{"hp":{"value":1.50,"at":-0.25,"tags":["a","é😀\\n"],"none":null}}}`;
    const a = (await send(`{"marker_label":"clean","ecs_state":${clean},"type":"manual"}`).expect(200)).body as CreateSessionSaveAnswer;
    expect(await storedText(a.checkpoint_id)).toBe(clean);
    expect(a.checkpoint.size_bytes).toBe(clean.length);
    // Anything else is parsed and cleaned as before: an id in upper case, whitespace, an exponent, a non-object component.
    const sloppy = `{ "ecs_state": { "${heroId.toUpperCase()}": { "hp": { "value": 3e0 }, "dropped": 1 }, "not-an-id": {} } }`;
    const b = (await send(sloppy).expect(200)).body as CreateSessionSaveAnswer;
    expect(await storedText(b.checkpoint_id)).toBe(`{"${heroId}":{"hp":{"value":3}}}`);
    // The last of two members of one name counts, as JSON.parse has it.
    const c = (await send(`{"ecs_state":${clean},"ecs_state":{"${heroId}":{"hp":{"value":4}}}}`).expect(200)).body as CreateSessionSaveAnswer;
    expect(await storedText(c.checkpoint_id)).toBe(`{"${heroId}":{"hp":{"value":4}}}`);
    const events = await eventCount(app);
    await refused(() => send(`{"ecs_state":{"${heroId}":{"hp":{"name":"a\\u0000b"}}}}`), 400, 'request.nul_character');
    await refused(() => send(`{"ecs_state":{"${heroId}":{"hp":{"__proto__":{"x":1}}}}}`), 400, 'request.invalid');
    await refused(() => send(`{"ecs_state":{"${heroId}":{"hp":{"value":3}}},"__proto__":{}}`), 400, 'request.invalid');
    await refused(() => send(`{"ecs_state":{"${heroId}":{"hp":{"value":3}}},"marker_label":}`), 400, 'request.malformed_json');
    await refused(() => send(`{"ecs_state":{"${heroId}":{"hp":{"value":3}}},"surprise":1}`), 400, 'request.invalid');
    await refused(() => send(`{"ecs_state":{"${heroId}":{"hp":${'['.repeat(70)}${']'.repeat(70)}}}}`), 400, 'request.too_deep');
    expect(await eventCount(app)).toBe(events);
  });

  it('records the restore alone when the session cannot hold the state (runner not synced), and writes both or neither otherwise', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    const timelines = app.app.get(SessionTimelines);
    const sessions = app.app.get(PlaySessions);
    const session = (await sessions.read(sessionId)).state as StartedSession;
    const metadata = { actorId: null, actorKind: 'system' as const, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: new Date().toISOString() };
    const context = { metadata, now: metadata.timestamp };
    const data = { checkpointId: a.checkpoint_id, sessionId, transitionId: randomUUID(), timecodeMs: null, now: context.now };
    const before = (await app.infra.store.readStream(`play-session-${sessionId}`)).length;
    const timelineBefore = (await app.infra.store.readStream(timelineStreamId(sessionId))).length;
    // A state over the session's bound (only a save recorded before the bound could be one).
    const tooLarge = await timelines.restore(session, { hash: 'f'.repeat(64), chars: 1_000_001, storedBytes: 0 }, data, context);
    expect(tooLarge.runnerError).toMatch(/1,?000,?001/);
    expect(await app.infra.store.readStream(`play-session-${sessionId}`)).toHaveLength(before);
    const recorded = await app.infra.store.readStream(timelineStreamId(sessionId));
    expect(recorded).toHaveLength(timelineBefore + 1);
    expect(recorded.at(-1)).toMatchObject({ type: 'TimelineCheckpointRestored', data: { checkpointId: a.checkpoint_id } });
    // An append that fails (here: the store refuses it) leaves both streams as they were.
    const timelineEvents = (await app.infra.store.readStream(timelineStreamId(sessionId))).length;
    const appendMany = app.infra.store.appendMany.bind(app.infra.store);
    app.infra.store.appendMany = async () => {
      throw new Error('the database went away');
    };
    try {
      const stored = (await app.infra.store.readStream(timelineStreamId(sessionId))).find((e) => e.type === 'TimelineCheckpointCreated')!.data as { stateHash: string };
      await expect(timelines.restore(session, { hash: stored.stateHash, chars: 40, storedBytes: 0 }, { ...data, transitionId: randomUUID() }, context)).rejects.toThrow('the database went away');
    } finally {
      app.infra.store.appendMany = appendMany;
    }
    expect(await app.infra.store.readStream(`play-session-${sessionId}`)).toHaveLength(before);
    expect(await app.infra.store.readStream(timelineStreamId(sessionId))).toHaveLength(timelineEvents);
  });

  it('restores a save recorded before the save-state store, whose event holds its state', async () => {
    const sessionId = await sessionOf(creator);
    const first = await created(creator, sessionId);
    const checkpointId = randomUUID();
    const [made] = (await app.infra.store.readStream(timelineStreamId(first.lineage_id))).filter((e) => e.type === 'TimelineCheckpointCreated');
    const { stateHash: _hash, ...data } = made.data as Record<string, unknown>;
    const old = { ...data, checkpointId, transitionId: randomUUID(), parentCheckpointId: first.checkpoint_id, tick: 2, timecodeMs: 10_000, ecsState: { [heroId]: { counter: { value: 77 } } } };
    const stream = await app.infra.store.readStream(timelineStreamId(first.lineage_id));
    await app.infra.store.append(timelineStreamId(first.lineage_id), [{ id: randomUUID(), type: 'TimelineCheckpointCreated', data: old, metadata: made.metadata }], BigInt(stream.length - 1));
    const restored = (await restore(creator, sessionId, checkpointId).expect(200)).body as RestoreSessionSaveAnswer;
    expect(restored).toMatchObject({ runner_synced: true, restored_state: { [heroId]: { counter: { value: 77 } } } });
    const withState = await list(creator, sessionId, '?include_state=true');
    expect(withState.timeline.checkpoints.map((c) => c.ecs_state)).toEqual([{ [heroId]: { counter: { value: 1 } } }, { [heroId]: { counter: { value: 77 } } }]);
  });

  it("keeps another user's timeline from them: 404 for every call, nothing written", async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    await list(creator, sessionId, `?minPosition=${a.position}`);
    await refused(() => stranger.get(`/play/timeline/${sessionId}/checkpoints/`), 404, 'play.session_not_found');
    await refused(() => create(stranger, sessionId, { ecs_state: {} }), 404, 'play.session_not_found');
    await refused(() => restore(stranger, sessionId, a.checkpoint_id), 404, 'play.session_not_found');
    await refused(() => stranger.delete(`/play/timeline/checkpoints/${a.checkpoint_id}/delete/`), 404, 'timeline.checkpoint_not_found');
    await refused(() => stranger.post(`/play/start-game/${gameId}/`, { saveId: a.checkpoint_id, sessionId }), 404);
    const anonymous = await newClient(app.url);
    await refused(() => anonymous.get(`/play/timeline/${sessionId}/checkpoints/`), 404);
    await refused(() => anonymous.post(`/play/timeline/${sessionId}/restore/`, { checkpoint_id: a.checkpoint_id }), 404);
  });

  it("carries a player's save history into every new session of the game: a restart, an expired browser session, another device; a save from the same point on two devices branches; nobody else sees it", async () => {
    await publish('Version one');
    const anonymous = await newClient(app.url);
    const account = uniqueUser();
    const { client: phone } = await signUp(app.url, account);
    const laptop = await logIn(app.url, account);
    const first = await sessionOf(phone, false);
    const start = await created(phone, first, { marker_label: 'Start' });
    // The laptop has no stored session of this game: it asks for a new one (X-Force-Clear), as a browser does after 30 minutes.
    const onLaptop = (await laptop.post(`/play/start-game/${gameId}/`).set('X-Force-Clear', 'true').send({ isTrail: false, enableDebug: false, forceNew: true }).expect(200)).body.session_id as string;
    expect(onLaptop).not.toBe(first);
    const seen = await list(laptop, onLaptop, `?minPosition=${start.position}`);
    expect(seen.timeline).toMatchObject({ session_id: onLaptop, lineage_id: first, previous_session_id: first });
    expect(seen.timeline.checkpoints.map((c) => c.marker_label)).toEqual(['Start']);
    // Both devices save from the same point: two branches, neither overwrites the other.
    const fromPhone = await created(phone, first, { marker_label: 'Phone', parent_checkpoint_id: start.checkpoint_id });
    const fromLaptop = await created(laptop, onLaptop, { marker_label: 'Laptop', parent_checkpoint_id: start.checkpoint_id });
    const both = await list(phone, first, `?minPosition=${fromLaptop.position}`);
    expect(both.timeline.checkpoints.map((c) => c.marker_label).sort()).toEqual(['Laptop', 'Phone', 'Start']);
    expect(both.timeline.checkpoints.find((c) => c.id === start.checkpoint_id)?.child_branches.map((b) => b.checkpoint_id).sort())
      .toEqual([fromPhone.checkpoint_id, fromLaptop.checkpoint_id].sort());
    // A restart (a forced start again) goes on with the same saves.
    const restarted = await sessionOf(phone, false);
    expect((await list(phone, restarted)).timeline).toMatchObject({ lineage_id: first, previous_session_id: onLaptop });
    // Another account and an anonymous visitor: neither reads nor joins it; their own new sessions start empty timelines.
    for (const other of [stranger, anonymous]) {
      for (const sessionId of [first, onLaptop, restarted]) await refused(() => other.get(`/play/timeline/${sessionId}/checkpoints/`), 404, 'play.session_not_found');
      const own = await sessionOf(other, false);
      const theirs = await list(other, own);
      expect(theirs.timeline).toMatchObject({ lineage_id: own, previous_session_id: null, checkpoints: [] });
    }
  });

  it("lets a player save on the published version, says when a restore crosses versions, and plays the save on its own version; the creator reads the player's timeline", async () => {
    await setHero(10);
    const v1 = await publish('Version one');
    const sessionId = await sessionOf(player, false);
    const save = await created(player, sessionId, { ecs_state: { [heroId]: { counter: { value: 11 } } } });
    expect(save.checkpoint.game_version).toEqual({ source: 'published', checkpoint_id: v1, asset_count: 1 });

    await setHero(20);
    const v2 = await publish('Version two');
    const reloaded = (await player.post(`/play/game/${gameId}/reload/?force_new=true`).expect(200)).body;
    expect(reloaded).toMatchObject({ previous_session_id: sessionId, lineage_id: sessionId });
    const restored = (await restore(player, reloaded.session_id, save.checkpoint_id).expect(200)).body as RestoreSessionSaveAnswer;
    expect(restored).toMatchObject({
      runner_synced: true,
      restored_state: { [heroId]: { counter: { value: 11 } } },
      game_version_changed: true,
      game_version: { source: 'published', checkpoint_id: v1 },
      session_game_version: { source: 'published', checkpoint_id: v2 },
    });

    // "Play it on that version": a new session of checkpoint v1, from the save's entities, on the same timeline.
    const onOld = await player.post(`/play/start-game/${gameId}/`, { saveId: save.checkpoint_id, sessionId: reloaded.session_id }).expect(200);
    expect(onOld.body).toMatchObject({ status: 'success', source: 'checkpoint', entity_state: { [heroId]: { counter: { value: 11 } } } });
    const again = (await restore(player, onOld.body.session_id, save.checkpoint_id).expect(200)).body as RestoreSessionSaveAnswer;
    expect(again).toMatchObject({ game_version_changed: false, session_game_version: { source: 'checkpoint', checkpoint_id: v1 } });
    await refused(() => player.post(`/play/start-game/${gameId}/`, { saveId: save.checkpoint_id }), 400, 'request.invalid');

    // The game's creator reads (and may restore) the player's timeline.
    const seen = await list(creator, sessionId);
    expect(seen.timeline.checkpoints.map((c) => c.id)).toContain(save.checkpoint_id);

    // The frame of that version: served to the player of that session (and its editors), to nobody else.
    const frontendId = (await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: 'export {};' }] }).expect(200)).body.frontendId as string;
    const frame = (client: Client, session: string) =>
      client.get(`/create/vibecode/serve/${frontendId}/`).query({ source: 'checkpoint', checkpoint: v1, session }).redirects(0);
    await frame(player, onOld.body.session_id).expect(302);
    await frame(player, reloaded.session_id).expect(403);
    await frame(stranger, onOld.body.session_id).expect(403);
    // Without the checkpoint, or with two of anything: refused, never a 500.
    for (const query of [`session=${onOld.body.session_id}`, `checkpoint=${v1}&checkpoint=${v1}&session=${onOld.body.session_id}`, `checkpoint=${v1}&session=${onOld.body.session_id}&session=x`]) {
      const answer = await player.get(`/create/vibecode/serve/${frontendId}/?source=checkpoint&${query}`).redirects(0);
      expect([query, answer.status]).toEqual([query, expect.any(Number)]);
      expect(answer.status === 400 || answer.status === 403).toBe(true);
    }
  });

  it('refuses to play a save once its game is unpublished or deleted, as a start without a save is refused', async () => {
    const gameOf = async (name: string) => {
      const id = (await creator.post('/api/games', { name }).expect(201)).body.id as string;
      const checkpointId = (await creator.post(`/create/checkpoint/${id}/create/`, { title: name }).expect(200)).body.checkpoint_id as string;
      await creator.post(`/create/checkpoint/${id}/publish/`, { checkpoint_id: checkpointId, publish_message: name }).expect(200);
      const sessionId = (await player.post(`/play/start-game/${id}/`, { forceNew: true }).expect(200)).body.session_id as string;
      const saveId = (await create(player, sessionId, { ecs_state: {} }).expect(200)).body.checkpoint_id as string;
      // Playable while published.
      await player.post(`/play/start-game/${id}/`, { saveId, sessionId }).expect(200);
      return { id, body: { saveId, sessionId } };
    };
    const unpublished = await gameOf('Unpublished later');
    await creator.post(`/create/checkpoint/${unpublished.id}/unpublish/`).expect(200);
    const deleted = await gameOf('Deleted later');
    await creator.post(`/create/delete-game/${deleted.id}`).expect(200);
    for (const game of [unpublished, deleted]) {
      const plain = await refused(() => player.post(`/play/start-game/${game.id}/`, { forceNew: true }), 404, 'game.not_found');
      const withSave = await refused(() => player.post(`/play/start-game/${game.id}/`, game.body), 404, 'game.not_found');
      expect(withSave.body.error).toBe(plain.body.error);
    }
  });

  it('refuses to play a save made on working-tree changes no checkpoint records (409), with nothing written', async () => {
    await setHero(30);
    const sessionId = await sessionOf(creator);
    const save = await created(creator, sessionId);
    expect(save.checkpoint.game_version).toMatchObject({ source: 'working', checkpoint_id: null });
    const before = await eventCount(app);
    const response = await creator.post(`/play/start-game/${gameId}/`, { saveId: save.checkpoint_id, sessionId });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'timeline.version_unrecorded' });
    expect(await eventCount(app)).toBe(before);
  });

  it("sends the timeline's room a message for each create, restore, delete and reload; only the session's player and the game's creator may join it", async () => {
    await publish('For visitors');
    const visitor = await newClient(app.url);
    const sessionId = (await start(visitor, { forceNew: true }, false).expect(200)).body.session_id as string;
    const room = `timeline:${sessionId}`; // a lineage is named by its first session
    const sockets: LiveSocket[] = [];
    const socketOf = async (client: Client | null) => {
      const socket = await connectSocket(app.url, client);
      sockets.push(socket);
      return socket;
    };
    try {
      const [tab, creatorTab, strangerTab, anonymousTab] = await Promise.all([socketOf(visitor), socketOf(creator), socketOf(stranger), socketOf(null)]);
      expect(await tab.subscribe({ room })).toEqual({ ok: true, room });
      expect(await creatorTab.subscribe({ room })).toEqual({ ok: true, room });
      expect(await strangerTab.subscribe({ room })).toEqual({ ok: false, error: 'Session not found', code: 'play.session_not_found' });
      expect(await anonymousTab.subscribe({ room })).toMatchObject({ ok: false, code: 'play.session_not_found' });
      expect(await tab.subscribe({ room: `timeline:${UNKNOWN_ID}` })).toMatchObject({ ok: false, code: 'play.session_not_found' });
      expect(await tab.subscribe({ room: 'timeline:not-a-uuid' })).toEqual({ ok: false, error: 'Unknown room' });

      const messages = (socket: LiveSocket) => socket.received.filter((m) => m.readModel === 'branch-graph' && m.id === sessionId);
      const heard = async (count: number) => {
        for (const deadline = Date.now() + 10_000; Date.now() < deadline && (messages(tab).length < count || messages(creatorTab).length < count); ) await new Promise((r) => setTimeout(r, 25));
        expect(messages(tab)).toHaveLength(count);
        expect(messages(creatorTab)).toHaveLength(count);
      };
      const a = await created(visitor, sessionId);
      await heard(1);
      expect(messages(tab)[0].position).toBe(a.position);
      const b = await created(visitor, sessionId);
      await heard(2);
      await restore(visitor, sessionId, a.checkpoint_id).expect(200);
      await heard(3);
      await visitor.delete(`/play/timeline/checkpoints/${b.checkpoint_id}/delete/`).expect(200);
      await heard(4);
      await visitor.post(`/play/game/${gameId}/reload/?force_new=true`).expect(200);
      await heard(5);
      // Another user's tab heard nothing of it, before or after its refusal.
      expect(strangerTab.received.filter((m) => m.readModel === 'branch-graph')).toEqual([]);
      expect(anonymousTab.received.filter((m) => m.readModel === 'branch-graph')).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('answers the list after a thumbnail, a delete, a restore and a new checkpoint', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    const b = await created(creator, sessionId);
    const first = await list(creator, sessionId, `?minPosition=${b.position}`);
    expect(first.timeline.checkpoints.map((c) => c.id)).toEqual([a.checkpoint_id, b.checkpoint_id]);
    // Changes to listed checkpoints (a thumbnail, a delete), a restore's edge and a new checkpoint.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 9)]);
    await creator.agent.post(a.checkpoint.thumbnail_upload_url!).set('X-CSRFToken', creator.csrf).attach('thumbnail', jpeg, { filename: 'a.jpg', contentType: 'image/jpeg' }).expect(200);
    const deleted = (await creator.delete(`/play/timeline/checkpoints/${b.checkpoint_id}/delete/`).expect(200)).body.position as string;
    await list(creator, sessionId, `?minPosition=${deleted}`);
    await restore(creator, sessionId, a.checkpoint_id).expect(200);
    const c = await created(creator, sessionId);
    const held = await list(creator, sessionId, `?minPosition=${c.position}`);
    expect(held.timeline.checkpoints.map((x) => [x.id, x.thumbnail_url !== null, x.incoming_transitions])).toEqual([
      [a.checkpoint_id, true, 0],
      [c.checkpoint_id, false, 1],
    ]);
  });

  it('answers the lean list and pages of it: the newest first, then older ones by next_before, each the graph of its own checkpoints', async () => {
    const sessionId = await sessionOf(creator);
    // a → b → (c deleted) → d, a restore of b, then e from b: a → b → {d, e}.
    const a = await created(creator, sessionId);
    const b = await created(creator, sessionId);
    const c = await created(creator, sessionId);
    const d = await created(creator, sessionId);
    await creator.delete(`/play/timeline/checkpoints/${c.checkpoint_id}/delete/`).expect(200);
    await restore(creator, sessionId, b.checkpoint_id).expect(200);
    const e = await created(creator, sessionId);
    const at = `minPosition=${e.position}`;
    const full = await list(creator, sessionId, `?${at}`);
    // Lean: the same graph, each checkpoint with the fields the views draw only, no branch_tree.
    const lean = await list(creator, sessionId, `?${at}&lean=true`);
    const { branch_tree: _tree, ...graph } = full.timeline;
    const fields = ['id', 'tick', 'timecode_ms', 'marker_label', 'description', 'thumbnail_url', 'trigger', 'type', 'branch_label', 'parent_checkpoint_id', 'created_at', 'child_branches', 'incoming_transitions'] as const;
    expect(lean.timeline).toEqual({ ...graph, checkpoints: full.timeline.checkpoints.map((x) => Object.fromEntries(fields.map((f) => [f, x[f]]))) });
    // A page holding every checkpoint is the whole list, with has_more false.
    expect((await list(creator, sessionId, `?${at}&limit=500`)).timeline).toEqual({ ...full.timeline, has_more: false, next_before: null });
    // Pages of two: d and e (the newest, after b), then a and b; c, deleted, is in none.
    const newest = (await list(creator, sessionId, `?${at}&lean=true&limit=2`)).timeline as LeanSessionTimeline;
    expect(newest.checkpoints.map((x) => x.id)).toEqual([d.checkpoint_id, e.checkpoint_id]);
    expect(newest).toMatchObject({ has_more: true, next_before: expect.stringMatching(/^\d+$/), root_checkpoint_id: d.checkpoint_id, main_path: [d.checkpoint_id] });
    const older = (await list(creator, sessionId, `?${at}&lean=true&limit=2&before=${newest.next_before}`)).timeline;
    expect(older.checkpoints.map((x) => x.id)).toEqual([a.checkpoint_id, b.checkpoint_id]);
    expect(older).toMatchObject({ has_more: false, next_before: null, root_checkpoint_id: a.checkpoint_id, main_path: [a.checkpoint_id, b.checkpoint_id] });
    // b's branches and restores here are those between a and b: none (d and e are on the newer page).
    expect(older.checkpoints[1]).toMatchObject({ child_branches: [], incoming_transitions: 1 });
    expect(full.timeline.checkpoints.find((x) => x.id === b.checkpoint_id)!.child_branches.map((x) => x.checkpoint_id)).toEqual([d.checkpoint_id, e.checkpoint_id]);
    for (const [query, message] of [
      ['limit=0', /limit must be a whole number from 1 to 500/],
      ['limit=501', /limit must be a whole number from 1 to 500/],
      ['limit=2.5', /limit must be a whole number/],
      ['limit=2&before=-1', /before must be a whole number/],
      ['before=5', /before needs limit/],
      ['lean=yes', /lean must be true or false/],
      ['include_state=true&lean=true', /include_state cannot be combined with lean or limit/],
      ['include_state=true&limit=5', /include_state cannot be combined with lean or limit/],
    ] as const) {
      expect((await refused(() => creator.get(`/play/timeline/${sessionId}/checkpoints/?${query}`), 400, 'request.invalid')).body.error).toMatch(message);
    }
  });

  it('rebuilds the branch graph from the events into the same rows as the live run', async () => {
    const sessionId = await sessionOf(creator);
    const a = await created(creator, sessionId);
    await created(creator, sessionId);
    await restore(creator, sessionId, a.checkpoint_id).expect(200);
    const c = await created(creator, sessionId);
    await list(creator, sessionId, `?minPosition=${c.position}`);
    const rebuilt = await app.infra.engine.rebuild('branch-graph', { swap: false });
    const rows = async (schema: string, table: string, key: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY ${key}`)).rows;
    for (const [table, key] of [['branch_nodes', 'checkpoint_id'], ['branch_transitions', 'transition_id']]) {
      const live = await rows(app.config.schema, table, key);
      expect(live.length).toBeGreaterThan(3);
      expect(await rows(rebuilt.schema, table, key)).toEqual(live);
    }
  });
});
