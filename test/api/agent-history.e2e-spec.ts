import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AgentSessions } from '../../apps/api/src/agent/runtime/agent-sessions.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { readEventStream, type SseEvent } from '../support/sse.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Turn = { index: number; stream_id: string; user_message: { message_id: string; content: string }; events: { type: string; data: Record<string, unknown>; at: string }[] };
type Summary = { session_id: string; game_id: string; first_prompt: string; turn_count: number; model: string; started_at: string; updated_at: string };

const cookieOf = (client: Client) => ({ cookie: client.cookies().map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrftoken': client.csrf });
const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';

/** One agent turn over the live event stream, to its end. */
const send = async (client: Client, sessionId: string, message: string): Promise<SseEvent[]> => {
  const stream = await readEventStream(`${client.url}/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent(message)}`, cookieOf(client));
  expect(stream.response.status).toBe(200);
  return stream.all();
};

/** The events as the chat replays them: the live stream's, without the text's chunks (each message_end has the whole text). */
const replayable = (events: SseEvent[]) => events.filter((e) => e.type !== 'message_chunk').map(({ type, data }) => ({ type, data }));

describe.each(databaseTargets())('past agent conversations on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let creatorId: string;
  let gameId: string;
  const sessions: string[] = [];
  const live: SseEvent[][] = [];

  /** A new session of the game, as after a server restart (the in-process index forgets the open one). */
  const newSession = async (): Promise<string> => {
    app.app.get(AgentSessions).remember(creatorId, gameId, false, unknownId);
    const sessionId = (await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;
    sessions.push(sessionId);
    return sessionId;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    const signed = await signUp(app.url);
    [creator, creatorId] = [signed.client, signed.id];
    const metadata = { actorId: null, actorKind: 'system' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
    await app.app.get(TokenLedger).purchase(signed.id, { amount: 100_000, note: 'test', by: null }, metadata);
    const prompt = 'a space dodge game called Star Hopper';
    gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    // Conversation A: the build and a follow-up; B: a request it can't do; C: a recolour.
    const a = await newSession();
    live.push(await send(creator, a, prompt), await send(creator, a, 'make it faster'));
    live.push(await send(creator, await newSession(), 'add online multiplayer'));
    live.push(await send(creator, await newSession(), 'make it red'));
  }, 180_000);
  afterAll(async () => app?.close());

  it('lists the game’s conversations, most recently active first, paged with has_more', async () => {
    const first = await creator.get(`/create/agentic/sessions/?game_id=${gameId}&limit=2`).expect(200);
    expect(first.body).toMatchObject({ has_more: true, limit: 2, offset: 0 });
    expect(first.body.sessions.map((s: Summary) => s.session_id)).toEqual([sessions[2], sessions[1]]);
    expect(first.body.sessions[0]).toEqual({
      session_id: sessions[2], game_id: gameId, user_id: creatorId, model: 'tempest-offline', programmatic: false,
      started_at: expect.any(String), updated_at: expect.any(String), first_prompt: 'make it red', turn_count: 1,
    });
    const rest = await creator.get(`/create/agentic/sessions/?game_id=${gameId}&limit=2&offset=2`).expect(200);
    expect(rest.body.has_more).toBe(false);
    expect(rest.body.sessions).toEqual([expect.objectContaining({ session_id: sessions[0], first_prompt: 'a space dodge game called Star Hopper', turn_count: 2 })]);
    // The default page holds all three; a session opened without a message is no conversation.
    await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200);
    const all = await creator.get(`/create/agentic/sessions/?game_id=${gameId}`).expect(200);
    expect(all.body).toMatchObject({ has_more: false, limit: 20 });
    expect(all.body.sessions.map((s: Summary) => s.session_id)).toEqual([sessions[2], sessions[1], sessions[0]]);
  });

  it('answers a transcript whose events equal what the live stream sent, turn by turn', async () => {
    const answer = await creator.get(`/create/agentic/sessions/${sessions[0]}/`).expect(200);
    expect(answer.body).toMatchObject({ total_turns: 2, has_earlier: false, session: { session_id: sessions[0], turn_count: 2 } });
    const turns = answer.body.turns as Turn[];
    expect(turns.map((t) => t.user_message.content)).toEqual(['a space dodge game called Star Hopper', 'make it faster']);
    for (const [i, turn] of turns.entries()) {
      const sent = replayable(live[i]);
      const replayed = turn.events.map(({ type, data }) => ({ type, data }));
      // The live stream_init carries the client's request id; the transcript the recorded message's id.
      expect(replayed[0]).toEqual({ ...sent[0], data: { ...sent[0].data, request_id: turn.user_message.message_id } });
      const media = replayed.findIndex((e) => e.type === 'tool_end' && e.data.tool === 'generate_image');
      if (media >= 0) {
        const link = ((replayed[media].data.result as { media: { url: string } }).media.url);
        const inline = ((sent[media].data.result as { media: { url: string } }).media.url);
        if (link.startsWith('/create/agentic/sessions/')) {
          // A large drawn image is a link the chat loads: the same picture.
          const image = await creator.get(link).buffer(true).expect(200);
          expect(`data:${image.headers['content-type']};base64,${Buffer.from(image.body as Buffer).toString('base64')}`.length).toBeGreaterThan(1000);
          replayed[media] = sent[media];
        } else expect(link).toBe(inline);
      }
      expect(replayed.slice(1)).toEqual(sent.slice(1));
      expect(turn.events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    }
    expect(turns[1].events.map((e) => e.type)).toContain('asset_change');
    expect(turns[1].events.at(-1)?.type).toBe('stream_end');
  });

  it('pages the turns of a long conversation: newest first, earlier ones on request', async () => {
    const newest = await creator.get(`/create/agentic/sessions/${sessions[0]}/?turns=1`).expect(200);
    expect(newest.body).toMatchObject({ total_turns: 2, has_earlier: true });
    expect(newest.body.turns.map((t: Turn) => t.index)).toEqual([1]);
    const earlier = await creator.get(`/create/agentic/sessions/${sessions[0]}/?turns=1&before=1`).expect(200);
    expect(earlier.body).toMatchObject({ has_earlier: false });
    expect(earlier.body.turns.map((t: Turn) => t.user_message.content)).toEqual(['a space dodge game called Star Hopper']);
  });

  it('keeps the transcript bounded: no image data over 16 KB inline', async () => {
    const answer = await creator.get(`/create/agentic/sessions/${sessions[0]}/`).expect(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/data:[^"]{16385,}/);
  });

  it('links a drawn image over 16 KB instead of inlining it, and the link answers the picture to the creator', async () => {
    // A provider's picture (1–3 MB) as a tool result, recorded on a session as the runtime records one.
    const sessionId = await newSession();
    const sessions$ = app.app.get(AgentSessions);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40_000, 7)]);
    const url = `data:image/png;base64,${png.toString('base64')}`;
    const metadata = { actorId: creatorId, actorKind: 'user' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
    const now = new Date().toISOString();
    const streamId = '3b1f0c2e-1111-4111-8111-111111111111';
    await sessions$.execute(sessionId, { type: 'ReceiveUserMessage', data: { userId: creatorId, messageId: 'm1', streamId, content: 'draw a ship', contextItems: [], hiddenInstructions: '', now } }, metadata);
    await sessions$.execute(sessionId, { type: 'StartToolCall', data: { streamId, toolCallId: 'call_img', tool: 'generate_image', input: { prompt: 'ship' }, now } }, metadata);
    const result = { success: true, message: 'ok', operation_type: 'generate_image', error: null, asset_type: null, asset_name: null, asset_id: null, timestamp: now, prompt: 'ship', media: { url, tags: [] }, assigned_to_entity: null };
    await sessions$.execute(sessionId, { type: 'RecordToolResult', data: { streamId, toolCallId: 'call_img', tool: 'generate_image', result, now } }, metadata);
    await sessions$.execute(sessionId, { type: 'EndStream', data: { streamId, reason: 'complete', usage: undefined, now } }, metadata);

    const answer = await creator.get(`/create/agentic/sessions/${sessionId}/`).expect(200);
    expect(JSON.stringify(answer.body).length).toBeLessThan(5_000);
    const end = (answer.body.turns as Turn[])[0].events.find((e) => e.type === 'tool_end');
    const link = (end?.data.result as { media: { url: string } }).media.url;
    expect(link).toBe(`/create/agentic/sessions/${sessionId}/?media=call_img`);
    const image = await creator.get(link).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, png)).toBe(0);
    sessions.pop();
  });

  it('refuses a stranger and an anonymous caller, who learn nothing', async () => {
    const stranger = (await signUp(app.url)).client;
    const list = await stranger.get(`/create/agentic/sessions/?game_id=${gameId}`);
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('game.forbidden');
    const unknownGame = await stranger.get(`/create/agentic/sessions/?game_id=${unknownId}`);
    expect(unknownGame.status).toBe(404);
    // Someone else's conversation answers exactly as one that does not exist.
    const theirs = await stranger.get(`/create/agentic/sessions/${sessions[0]}/`);
    const none = await stranger.get(`/create/agentic/sessions/${unknownId}/`);
    expect([theirs.status, none.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual({ ...none.body, details: { sessionId: sessions[0] } });
    expect(JSON.stringify(theirs.body)).not.toMatch(/Star Hopper|space dodge/);
    const media = await stranger.get(`/create/agentic/sessions/${sessions[0]}/?media=x`);
    expect(media.status).toBe(404);
    expect(media.body).toEqual({ ...none.body, details: { sessionId: sessions[0] } });
    expect((await request(app.url).get(`/create/agentic/sessions/?game_id=${gameId}`)).status).toBe(401);
    expect((await request(app.url).get(`/create/agentic/sessions/${sessions[0]}/`)).status).toBe(401);
  });

  it('answers 400 for bad ids and paging values, never 5xx', async () => {
    for (const path of [
      '/create/agentic/sessions/',
      '/create/agentic/sessions/?game_id=abc',
      `/create/agentic/sessions/?game_id=${gameId}&limit=0`,
      `/create/agentic/sessions/?game_id=${gameId}&limit=51`,
      `/create/agentic/sessions/?game_id=${gameId}&limit=x`,
      `/create/agentic/sessions/?game_id=${gameId}&offset=-1`,
      '/create/agentic/sessions/not-a-uuid/',
      `/create/agentic/sessions/${sessions[0]}/?turns=0`,
      `/create/agentic/sessions/${sessions[0]}/?before=-2`,
      `/create/agentic/sessions/${sessions[0]}/?media=x&n=abc`,
    ]) {
      const answer = await creator.get(path);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 400, code: 'request.invalid' });
    }
    expect((await creator.get(`/create/agentic/sessions/${unknownId}/`)).status).toBe(404);
    expect((await creator.get(`/create/agentic/sessions/${sessions[0]}/?media=nothing`)).body.code).toBe('agent.media_not_found');
  });

  it('rebuilds the agent_sessions read model from the events into the same rows', async () => {
    const table = (schema: string) => `"${schema}".agent_sessions`;
    await eventually(async () => {
      const { rows } = await app.infra.pool.query(`SELECT session_id FROM ${table(app.config.schema)} WHERE game_id = $1`, [gameId]);
      expect(rows.length).toBeGreaterThanOrEqual(3);
    });
    const rebuilt = await app.infra.engine.rebuild('agent_sessions', { swap: false });
    const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM ${table(schema)} ORDER BY session_id`)).rows;
    const current = await rows(app.config.schema);
    expect(current.length).toBeGreaterThan(0);
    expect(await rows(rebuilt.schema)).toEqual(current);
  });
});
