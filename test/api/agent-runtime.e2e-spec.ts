import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { randomUUID } from 'node:crypto';
import {
  finishChunk,
  startScriptedServer,
  textChunk,
  toolCallChunks,
  usageChunk,
  type ScriptedReply,
  type ScriptedServer,
} from '../support/scripted-openai-server.js';
import { AGENT_PROGRAMMATIC_TIMEOUT_MS } from '@tempest/domain';
import { AgentRuntime } from '../../apps/api/src/agent/runtime/agent-runtime.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { openStream } from '../support/agent.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { readEventStream } from '../support/sse.js';
import { writtenBy } from '../support/refusals.js';
import { signUp, type Client } from '../support/users.js';

const PROMPT = 'a space dodge game called Star Hopper';
let scriptedReply: (body: { messages?: { role: string }[] }) => ScriptedReply = () => ({ kind: 'stream', chunks: [finishChunk('stop')] });

describe.each(databaseTargets())('agent runtime on %s', (target) => {
  let app: TestApp;
  let server: ScriptedServer;
  let creator: Client;
  let creatorId: string;
  let other: Client;
  let ledger: TokenLedger;
  let gameId: string;
  let sessionId: string;

  beforeAll(async () => {
    server = await startScriptedServer((request) => scriptedReply(request.body));
    process.env.OPENAI_COMPATIBLE_BASE_URL = server.baseUrl;
    process.env.OPENAI_COMPATIBLE_MODELS = 'scripted-model';
    // The model layer reads its environment when the app starts.
    app = await startTestAppOn(target);
    const signed = await signUp(app.url);
    creator = signed.client;
    creatorId = signed.id;
    other = (await signUp(app.url)).client;
    ledger = app.app.get(TokenLedger);
  }, 60_000);
  afterAll(async () => {
    delete process.env.OPENAI_COMPATIBLE_BASE_URL;
    delete process.env.OPENAI_COMPATIBLE_MODELS;
    await app?.close();
    await server?.close();
  });

  it('refuses bad bodies with 400, writing nothing', async () => {
    const answers: request.Response[] = [];
    for (const body of [{}, { prompt: '   ' }, { prompt: 5 }, { prompt: 'x'.repeat(10_001) }, { prompt: 'ok', extra: 1 }, { prompt: 'ok', context_items: 'no' }]) {
      const response = await creator.post('/create/api/creation/generate-game-from-prompt/', body).expect(400);
      expect(response.body).toMatchObject({ code: 'request.invalid', error: expect.any(String) });
      answers.push(response);
    }
    for (const body of [{}, { game_id: 'nope' }, { game_id: randomUUID(), message: 5 }]) {
      answers.push(await creator.post('/create/agentic/stream/v2/init/', body).expect(400));
    }
    expect(await writtenBy(app, ...answers)).toEqual([]);
  });

  it('generates a game named from the prompt and opens a session on it', async () => {
    const generated = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: `  ${PROMPT}  ` }).expect(200);
    gameId = generated.body.gameId;
    expect(gameId).toEqual(expect.any(String));
    // The games read model catches up on its own (generate-game-from-prompt answers only { gameId }, no position).
    await eventually(async () => expect((await creator.get(`/create/fetch-game-card/${gameId}/`).expect(200)).body.title).toBe('Star Hopper'));
    const init = await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, metadata: { source: 'prompt' } }).expect(200);
    expect(init.body).toEqual({ success: true, data: { session_id: expect.any(String) } });
    sessionId = init.body.data.session_id;
    const again = await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200);
    expect(again.body.data.session_id).toBe(sessionId);
    const refused = await other.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(403);
    expect(refused.body.code).toBe('game.forbidden');
    await other.get(`/create/agentic/stream/v2/${sessionId}/?message=hi`).expect(404);
  });

  it('builds the game with the offline model over the event stream', async () => {
    const balance = await ledger.balanceOf(creatorId);
    const stream = await openStream(creator, `/create/agentic/stream/v2/${sessionId}/?request_id=r1&message=${encodeURIComponent(PROMPT)}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const events = await stream.all();
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('stream_init');
    expect(events[0].data).toMatchObject({ session_id: sessionId, request_id: 'r1', model: 'tempest-offline' });
    expect(types.at(-1)).toBe('stream_end');
    expect(events.at(-1)?.data).toMatchObject({ reason: 'complete', tokens: expect.any(Number) });
    expect(types.slice(1, 3)).toEqual(['message_start', 'message_chunk']);
    expect(types).toContain('message_end');
    const starts = events.filter((e) => e.type === 'tool_start');
    const ends = events.filter((e) => e.type === 'tool_end');
    expect(starts.length).toBeGreaterThan(5);
    expect(ends.map((e) => e.data.tool_call_id)).toEqual(starts.map((e) => e.data.tool_call_id));
    expect(ends.every((e) => (e.data.result as { success: boolean }).success)).toBe(true);
    expect(starts.map((e) => e.data.tool)).toEqual(expect.arrayContaining(['create_asset', 'generate_image', 'run_command', 'stop_conversation']));
    // Its build was played (issue 31): the report follows the build's tool_end.
    expect(types[types.indexOf('playtest_result') - 1]).toBe('tool_end');
    const changes = events.filter((e) => e.type === 'asset_change');
    const created = ends.filter((e) => e.data.tool === 'create_asset').map((e) => (e.data.result as { asset_id: string }).asset_id);
    expect(changes.filter((e) => e.data.operation === 'create').map((e) => e.data.asset_id)).toEqual(created);
    expect(changes[0].data.invalidate_tags).toEqual(expect.arrayContaining([`game-assets:${gameId}`]));
    // Each entity it created is announced as an entity change too, right after its asset_change.
    const createdEntities = ends.filter((e) => e.data.tool === 'create_asset' && (e.data.result as { asset_type: string }).asset_type === 'entity');
    const entityChanges = events.filter((e) => e.type === 'entity_change');
    expect(entityChanges.map((e) => e.data.entity_id)).toEqual(createdEntities.map((e) => (e.data.result as { asset_id: string }).asset_id));
    expect(entityChanges[0].data).toMatchObject({ operation: 'create', name: expect.any(String), entity_type: expect.any(String), status: 'pending' });
    expect(types[types.indexOf('entity_change') - 1]).toBe('asset_change');

    const pending = await creator.get(`/create/versioning/pending-changes/${gameId}/`).expect(200);
    const changed = pending.body.pending_changes as { asset_id: string; asset_type: string; actor: { kind: string; model: string } }[];
    expect(changed.length).toBeGreaterThanOrEqual(created.length);
    expect(changed.every((c) => c.actor.kind === 'agent' && c.actor.model === 'tempest-offline')).toBe(true);
    expect(new Set(changed.map((c) => c.asset_type))).toEqual(new Set(['entity', 'script', 'prompt', 'tool', 'frontend_file']));
    const compiled = await creator.post('/create/vibecode/api/compile/', { gameId, useServerFiles: true }).expect(200);
    expect(compiled.body).toMatchObject({ success: true });
    // The cover it drew is the game's: its card (and every list, the play page) shows it.
    const cover = ends.find((e) => e.data.tool === 'generate_image')!.data.result as { media: { url: string } };
    expect(cover.media.url).toMatch(/^\/media\//);
    await eventually(async () => expect((await creator.get(`/create/fetch-game-card/${gameId}/`).expect(200)).body.image).toBe(cover.media.url));
    // The offline model costs the host nothing: by default (OFFLINE_AGENT_TOKENS_PER_TURN unset) it takes no tokens.
    expect(events.at(-1)?.data).toMatchObject({ tokens: 0 });
    expect(await ledger.balanceOf(creatorId)).toBe(balance);
  }, 120_000);

  it("refuses the dashboard's auto start once a turn has run on the game (another browser opened its address): 409, nothing written", async () => {
    const refused = await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, message: PROMPT, metadata: { source: 'auto_start' } }).expect(409);
    expect(refused.body).toMatchObject({ code: 'agent.first_prompt_sent', error: "This game's first prompt has been sent already" });
    expect(await writtenBy(app, refused)).toEqual([]);
    // The creator's own messages go on as before.
    expect((await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id).toBe(sessionId);
    // A game no turn has run on takes its auto start.
    const fresh = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a classic snake game' }).expect(200)).body.gameId as string;
    await creator.post('/create/agentic/stream/v2/init/', { game_id: fresh, metadata: { source: 'auto_start' } }).expect(200);
  });

  it('starts a turn from a GET only when it cannot be cross-site: CSRF header, or Sec-Fetch-Site same-origin', async () => {
    const forged = await creator.get(`/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent('delete everything')}`).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(forged.body).toMatchObject({ error: 'CSRF token missing or incorrect.', code: 'csrf.failed' });
    const bare = await creator.get(`/create/agentic/stream/v2/${sessionId}/?message=hi`).expect(403);
    const wrong = await creator.get(`/create/agentic/stream/v2/${sessionId}/?message=hi`).set('X-CSRFToken', 'not-the-cookie-value-at-all').expect(403);
    expect(await writtenBy(app, forged, bare, wrong)).toEqual([]);
    // The web app's way: an EventSource on the studio's own page (the browser sends Sec-Fetch-Site itself).
    const cookie = creator.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
    const browser = await readEventStream(`${creator.url}/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent('add multiplayer over the network')}`, { cookie, 'sec-fetch-site': 'same-origin' });
    expect(browser.response.status).toBe(200);
    expect((await browser.all()).at(-1)?.type).toBe('stream_end');
    // The web app: the message travels in the init POST (CSRF-checked) and the GET only opens the stream.
    await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, message: 'add an online leaderboard' }).expect(200);
    const plain = await readEventStream(`${creator.url}/create/agentic/stream/v2/${sessionId}/?request_id=r0`, { cookie });
    expect(plain.response.status).toBe(200);
    expect((await plain.all()).at(-1)?.data).toMatchObject({ reason: 'complete' });
  }, 60_000);

  it('answers a follow-up it cannot do offline in plain words', async () => {
    // A message given to init is sent by the next stream request that names none.
    const init = await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, message: 'add multiplayer over the network' }).expect(200);
    expect(init.body.data.session_id).toBe(sessionId);
    const stream = await openStream(creator, `/create/agentic/stream/v2/${sessionId}/`);
    const events = await stream.all();
    const text = events.filter((e) => e.type === 'message_chunk').map((e) => e.data.content).join('');
    expect(text).toMatch(/^I can't make that change offline: /);
    // It only read the game's plan (rules.py) and changed nothing.
    expect(events.filter((e) => e.type === 'tool_start').map((e) => e.data.tool)).toEqual(['read_asset']);
    expect(events.filter((e) => e.type === 'asset_change')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'stream_end', data: { reason: 'complete' } });
    await creator.get(`/create/agentic/stream/v2/${sessionId}/`).expect(400);
  }, 60_000);

  it('edits the assets a supported follow-up changes', async () => {
    const events = await (await openStream(creator, `/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent('make it faster')}`)).all();
    const text = events.filter((e) => e.type === 'message_chunk').map((e) => e.data.content).join('');
    expect(text).toContain('Made it faster');
    const edits = events.filter((e) => e.type === 'tool_end' && e.data.tool === 'edit_asset');
    expect(edits.length).toBeGreaterThan(0);
    expect(edits.every((e) => (e.data.result as { success: boolean }).success)).toBe(true);
    expect(events.filter((e) => e.type === 'asset_change' && e.data.operation === 'update')).toHaveLength(edits.length);
    expect(events.at(-1)).toMatchObject({ type: 'stream_end', data: { reason: 'complete' } });
  }, 60_000);

  it('interrupts the offline build between tool calls', async () => {
    const game = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a forest snake game' }).expect(200)).body.gameId;
    const session = (await creator.post('/create/agentic/stream/v2/init/', { game_id: game }).expect(200)).body.data.session_id;
    const stream = await openStream(creator, `/create/agentic/stream/v2/${session}/?message=${encodeURIComponent('a forest snake game')}`);
    expect(await stream.next('tool_end')).not.toBeNull();
    await creator.post(`/create/agentic/stream/v2/${session}/interrupt/`).expect(200);
    const events = await stream.all();
    expect(events.at(-1)).toMatchObject({ type: 'stream_end', data: { reason: 'interrupted' } });
    expect(events.some((e) => e.type === 'tool_start' && e.data.tool === 'stop_conversation')).toBe(false);
    const recorded = (await app.infra.store.readStream(`agent-session-${session}`)).map((e) => e.type);
    expect(recorded).toEqual(expect.arrayContaining(['StreamInterrupted', 'StreamEnded']));
    // The session is free again.
    const next = await openStream(creator, `/create/agentic/stream/v2/${session}/?message=${encodeURIComponent('make it slower')}`);
    expect(next.response.status).toBe(200);
    expect((await next.all()).at(-1)?.type).toBe('stream_end');
  }, 60_000);

  describe('with a configured model', () => {
    let modelGame: string;
    let modelSession: string;
    beforeAll(async () => {
      await creator.post('/api/user/model-preferences', { base_model: 'scripted-model' }).expect(200);
      const metadata = { actorId: null, actorKind: 'system' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
      await ledger.purchase(creatorId, { amount: 10_000, note: 'test', by: null }, metadata);
      modelGame = (await creator.post('/api/games', { name: 'Scripted' }).expect(201)).body.id;
      modelSession = (await creator.post('/create/agentic/stream/v2/init/', { game_id: modelGame }).expect(200)).body.data.session_id;
    });

    it('refuses a second message while a turn runs (409) and interrupts it', async () => {
      scriptedReply = () => ({ kind: 'stream', chunks: [textChunk('Thinking about it')], hang: true });
      const stream = await openStream(creator, `/create/agentic/stream/v2/${modelSession}/?message=slow`);
      expect((await stream.next('message_chunk'))?.data.content).toBe('Thinking about it');
      const busy = await creator.get(`/create/agentic/stream/v2/${modelSession}/?message=again`).set('X-CSRFToken', creator.csrf).expect(409);
      expect(busy.body).toMatchObject({ error: 'Streaming in progress - cannot start a new session yet', code: 'agent.streaming_in_progress' });
      await creator.post(`/create/agentic/stream/v2/${modelSession}/interrupt/`).expect(200);
      const end = await stream.next('stream_end');
      expect(end?.data.reason).toBe('interrupted');
    }, 30_000);

    it('runs the model, which creates an asset through the tools, and charges its usage', async () => {
      scriptedReply = (body) =>
        (body.messages ?? []).some((m) => m.role === 'tool')
          ? { kind: 'stream', chunks: [textChunk('Made the hero.'), finishChunk('stop'), usageChunk(300, 7)] }
          : {
              kind: 'stream',
              chunks: [...toolCallChunks(0, 'call_1', 'create_asset', ['{"asset_type":"entity","name":"Hero",', '"fields":{"entity_type":"player"}}']), finishChunk('tool_calls'), usageChunk(200, 30)],
            };
      const balance = await ledger.balanceOf(creatorId);
      const stream = await openStream(creator, `/create/agentic/stream/v2/${modelSession}/?message=${encodeURIComponent('make a hero')}`);
      const events = await stream.all();
      expect(events.map((e) => e.type)).toEqual(['stream_init', 'tool_start', 'tool_end', 'asset_change', 'entity_change', 'message_start', 'message_chunk', 'message_end', 'stream_end']);
      expect(events[4].data).toMatchObject({ operation: 'create', entity_id: (events[2].data.result as { asset_id: string }).asset_id, name: 'Hero', entity_type: 'player' });
      expect(events.at(-1)?.data).toMatchObject({ reason: 'complete', usage: { inputTokens: 500, outputTokens: 37, totalTokens: 537 }, tokens: 537 });
      const assetId = (events[2].data.result as { asset_id: string }).asset_id;
      const pending = await creator.get(`/create/versioning/pending-changes/${modelGame}/`).expect(200);
      expect(pending.body.pending_changes).toEqual([expect.objectContaining({ asset_id: assetId, actor: expect.objectContaining({ kind: 'agent', model: 'scripted-model' }) })]);
      expect(await ledger.balanceOf(creatorId)).toBe(balance - 537);
      expect(server.requests.at(-1)?.body.model).toBe('scripted-model');
    }, 30_000);
    it('announces a search of the game\'s assets as search_query', async () => {
      scriptedReply = (body) =>
        (body.messages ?? []).some((m) => m.role === 'tool')
          ? { kind: 'stream', chunks: [textChunk('Found it.'), finishChunk('stop'), usageChunk(10, 2)] }
          : { kind: 'stream', chunks: [...toolCallChunks(0, 'call_s', 'run_command', ['{"command":"grep -i hero"}']), finishChunk('tool_calls'), usageChunk(10, 5)] };
      const events = await (await openStream(creator, `/create/agentic/stream/v2/${modelSession}/?message=${encodeURIComponent('where is the hero?')}`)).all();
      const types = events.map((e) => e.type);
      expect(types.slice(0, 4)).toEqual(['stream_init', 'tool_start', 'tool_end', 'search_query']);
      expect(events[3].data).toMatchObject({ query: 'hero', match_count: (events[2].data.result as { match_count: number }).match_count });
      expect(events[3].data.match_count).toBeGreaterThan(0);
    }, 30_000);

    it('gives the model the attachments sent to init: text as text, images as image parts, named again by id', async () => {
      scriptedReply = () => ({ kind: 'stream', chunks: [textChunk('Noted.'), finishChunk('stop'), usageChunk(50, 2)] });
      const idea = { id: 'idea-1', type: 'file_upload', name: 'idea.txt', data: { filename: 'idea.txt', mimeType: 'text/plain', size: 22, content: `data:text/plain;base64,${Buffer.from('A lava world of dragons').toString('base64')}` } };
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      const sketch = { id: 'sketch-1', type: 'file_upload', name: 'sketch.png', data: `data:image/png;base64,${png}` };
      const init = await creator.post('/create/agentic/stream/v2/init/', { game_id: modelGame, context_items: [idea, sketch] }).expect(200);
      expect(init.body.data.session_id).toBe(modelSession);
      const refs = encodeURIComponent(JSON.stringify([{ id: 'idea-1', type: 'file_upload' }, { id: 'sketch-1', type: 'file_upload' }]));
      const events = await (await openStream(creator, `/create/agentic/stream/v2/${modelSession}/?message=${encodeURIComponent('use my notes')}&context_items=${refs}`)).all();
      expect(events.at(-1)?.data.reason).toBe('complete');
      const last = server.requests.at(-1)!.body.messages!.filter((m) => m.role === 'user').at(-1)!;
      expect(last.content).toEqual([
        { type: 'text', text: 'use my notes' },
        { type: 'text', text: 'Attached file "idea.txt":\nA lava world of dragons' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
      ]);
      // The session records the attachments by id, type and name only.
      const received = (await app.infra.store.readStream(`agent-session-${modelSession}`)).filter((e) => e.type === 'UserMessageReceived').at(-1)!;
      expect((received.data as { contextItems: unknown }).contextItems).toEqual([
        { id: 'idea-1', type: 'file_upload', name: 'idea.txt' },
        { id: 'sketch-1', type: 'file_upload', name: 'sketch.png' },
      ]);
    }, 30_000);

    it('refuses an attachment over 10 MB or not a data URL at init, writing nothing', async () => {
      const big = { id: 'big', type: 'file_upload', name: 'big.txt', data: { filename: 'big.txt', mimeType: 'text/plain', size: 10_485_761, content: `data:text/plain;base64,${Buffer.alloc(10_485_761, 97).toString('base64')}` } };
      const tooBig = await creator.post('/create/agentic/stream/v2/init/', { game_id: modelGame, message: 'hi', context_items: [big] }).expect(400);
      expect(tooBig.body).toMatchObject({ code: 'request.invalid', error: 'File "big.txt" is too large. Maximum size is 10MB.' });
      const url = await creator.post('/create/agentic/stream/v2/init/', { game_id: modelGame, context_items: [{ id: 'u', type: 'file_upload', name: 'u.png', data: 'https://example.com/u.png' }] }).expect(400);
      expect(url.body.error).toContain('data URL');
      const prompt = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a game', context_items: [big] }).expect(400);
      expect(await writtenBy(app, tooBig, url, prompt)).toEqual([]);
    }, 60_000);

    it('times a programmatic session out after 5 minutes: the turn in flight is ended, later messages refused', async () => {
      const runtime = app.app.get(AgentRuntime);
      const init = (metadata: object) => creator.post('/create/agentic/stream/v2/init/', { game_id: modelGame, metadata }).expect(200);
      const programmatic = (await init({ programmatic: true })).body.data.session_id as string;
      expect(programmatic).not.toBe(modelSession);
      const started = (await app.infra.store.readStream(`agent-session-${programmatic}`))[0];
      expect(started).toMatchObject({ type: 'AgentSessionStarted', data: { programmatic: true } });
      const startedAt = Date.parse((started.data as { at: string }).at);
      try {
        // The runtime's clock one second before the session's 5 minutes are up; the model never finishes.
        const base = Date.now();
        runtime.clock = () => new Date(startedAt + AGENT_PROGRAMMATIC_TIMEOUT_MS - 1_000 + (Date.now() - base));
        scriptedReply = () => ({ kind: 'stream', chunks: [textChunk('Working')], hang: true });
        const stream = await openStream(creator, `/create/agentic/stream/v2/${programmatic}/?message=slow`);
        const events = await stream.all();
        expect(events.filter((e) => e.type === 'error').map((e) => e.data)).toEqual([{ code: 'agent.session_timed_out', message: 'This agent session has timed out' }]);
        expect(events.at(-1)).toMatchObject({ type: 'stream_end', data: { reason: 'interrupted' } });
        const recorded = (await app.infra.store.readStream(`agent-session-${programmatic}`)).map((e) => [e.type, (e.data as { by?: string }).by]);
        expect(recorded).toEqual(expect.arrayContaining([['SessionTimedOut', undefined], ['StreamInterrupted', 'system'], ['StreamEnded', undefined]]));
        const refused = await creator.get(`/create/agentic/stream/v2/${programmatic}/?message=again`).set('X-CSRFToken', creator.csrf).expect(409);
        expect(refused.body).toMatchObject({ code: 'agent.session_timed_out', error: 'This agent session has timed out' });
        // A new programmatic init starts a new session; the creator's own session never times out.
        expect((await init({ programmatic: true })).body.data.session_id).not.toBe(programmatic);
        scriptedReply = () => ({ kind: 'stream', chunks: [textChunk('Still here.'), finishChunk('stop'), usageChunk(5, 2)] });
        const own = await (await openStream(creator, `/create/agentic/stream/v2/${modelSession}/?message=hello`)).all();
        expect(own.at(-1)?.data.reason).toBe('complete');
      } finally {
        runtime.clock = () => new Date();
      }
    }, 30_000);

    it('refuses a message to a programmatic session older than 5 minutes, recording its time-out first', async () => {
      const runtime = app.app.get(AgentRuntime);
      const session = (await creator.post('/create/agentic/stream/v2/init/', { game_id: modelGame, metadata: { programmatic: true } }).expect(200)).body.data.session_id as string;
      try {
        const startedAt = Date.parse(((await app.infra.store.readStream(`agent-session-${session}`))[0].data as { at: string }).at);
        runtime.clock = () => new Date(startedAt + AGENT_PROGRAMMATIC_TIMEOUT_MS + 1_000);
        const refused = await creator.get(`/create/agentic/stream/v2/${session}/?message=hi`).set('X-CSRFToken', creator.csrf).expect(409);
        expect(refused.body.code).toBe('agent.session_timed_out');
        const types = (await app.infra.store.readStream(`agent-session-${session}`)).map((e) => e.type);
        expect(types).toEqual(['AgentSessionStarted', 'SessionTimedOut']);
      } finally {
        runtime.clock = () => new Date();
      }
    }, 30_000);

    it('reports a provider failure as llm_error, checkpoints the game and ends the stream in error, still charging the call', async () => {
      scriptedReply = () => ({ kind: 'status', status: 400, body: JSON.stringify({ error: { message: 'bad request upstream' } }) });
      const balance = await ledger.balanceOf(creatorId);
      const events = await (await openStream(creator, `/create/agentic/stream/v2/${modelSession}/?message=hello`)).all();
      expect(events.map((e) => e.type)).toEqual(['stream_init', 'llm_error', 'checkpoint_created', 'stream_end']);
      expect(events[1].data).toMatchObject({ code: 'model.provider_error', message: expect.any(String) });
      expect(events[2].data).toMatchObject({ checkpoint_id: expect.any(String), title: expect.stringMatching(/^Agent Failure: /) });
      expect(events[3].data).toMatchObject({ reason: 'error', error: { code: 'model.provider_error' }, tokens: 1 });
      expect(await ledger.balanceOf(creatorId)).toBe(balance - 1);
      const recorded = (await app.infra.store.readStream(`agent-session-${modelSession}`)).map((e) => e.type);
      expect(recorded.filter((t) => t === 'FailureCheckpointRecorded')).toHaveLength(1);
      // A real checkpoint of trigger agent_failure on the game's timeline, made by the agent with its model.
      const timeline = await creator.get(`/create/checkpoint/${modelGame}/timeline/`).expect(200);
      expect(timeline.body.checkpoints).toContainEqual(
        expect.objectContaining({ checkpoint_id: events[2].data.checkpoint_id, trigger: 'agent_failure', title: events[2].data.title, actor: expect.objectContaining({ kind: 'agent' }) }),
      );
    }, 30_000);
  });

  it('refuses a user without tokens: 429 on generation, an out_of_tokens error on the stream', async () => {
    const broke = await signUp(app.url);
    const game = (await broke.client.post('/api/games', { name: 'Broke' }).expect(201)).body.id;
    const metadata = { actorId: null, actorKind: 'system' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
    const balance = await ledger.balanceOf(broke.id);
    await ledger.consume(broke.id, { model: 'tempest-offline', inputTokens: 0, outputTokens: 0, amount: balance, reason: 'test' }, metadata);
    const refused = await broke.client.post('/create/api/creation/generate-game-from-prompt/', { prompt: PROMPT }).expect(429);
    expect(refused.body).toMatchObject({ error: "You've run out of tokens.", error_code: 'out_of_tokens', next_allocation_days: expect.any(Number) });
    const session = (await broke.client.post('/create/agentic/stream/v2/init/', { game_id: game }).expect(200)).body.data.session_id;
    const events = await (await openStream(broke.client, `/create/agentic/stream/v2/${session}/?message=hi`)).all();
    expect(events.map((e) => e.type)).toEqual(['stream_init', 'error', 'stream_end']);
    expect(events[1].data).toMatchObject({ code: 'out_of_tokens', message: "You've run out of tokens." });
    expect(events[2].data).toMatchObject({ reason: 'error', tokens: 0 });
    // Running out of tokens is not an agent failure: the game is not checkpointed for it.
    const checkpoints = await broke.client.get(`/create/checkpoint/${game}/timeline/`).expect(200);
    expect(checkpoints.body.checkpoints).toEqual([]);
  }, 30_000);
});
