import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AuditChange, PlaytestAnswer, PlaytestResultEventData } from '@tempest/contracts';
import { playtestStreamId, type PlaytestRecordedData } from '@tempest/domain';
import { finishChunk, startScriptedServer, textChunk, toolCallChunks, usageChunk, type RecordedRequest, type ScriptedReply, type ScriptedServer } from '../support/scripted-openai-server.js';
import { grantTokens, makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { openStream } from '../support/agent.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { writtenBy } from '../support/refusals.js';
import type { SseEvent } from '../support/sse.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Services: the per-user playtest rate is counted in PostgreSQL, and must hold under parallel requests there.

const PROMPT = 'a space dodge game called Star Hopper';
/** An index.tsx that compiles and shows nothing: the playtest's `loads` check fails. */
const BLANK = 'export default function App() {\n  return null;\n}\n';

type File = { id: string; filename: string; content: string };

/** Issue 31 §1: the agent's build played, the creator's playtest route, PlaytestRecorded, and the staff's per-model rate. */
describe.each(databaseTargets())('the playtest on %s', (target) => {
  let app: TestApp;
  let server: ScriptedServer;
  let scripted: (request: RecordedRequest) => ScriptedReply = () => ({ kind: 'stream', chunks: [finishChunk('stop')] });
  let creator: Awaited<ReturnType<typeof signUp>>;
  let other: Client;
  let staff: Client;
  let gameId: string;
  let offlineSession: string;

  const recorded = async (id: string): Promise<PlaytestRecordedData[]> =>
    (await app.infra.store.readStream(playtestStreamId(id))).filter((e) => e.type === 'PlaytestRecorded').map((e) => e.data as PlaytestRecordedData);
  const files = async (id: string): Promise<File[]> => {
    const list = await creator.client.get(`/create/vibecode/api/games/${id}/frontends/`).expect(200);
    return (await creator.client.get(`/create/vibecode/api/games/${id}/frontends/${list.body.frontends[0].id}/`).expect(200)).body.files as File[];
  };
  const turn = async (sessionId: string, message: string): Promise<SseEvent[]> => {
    const stream = await openStream(creator.client, `/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent(message)}`);
    expect(stream.response.status).toBe(200);
    const events = await stream.all();
    expect(events.at(-1)).toMatchObject({ type: 'stream_end', data: { reason: 'complete' } });
    return events;
  };

  beforeAll(async () => {
    server = await startScriptedServer((request) => scripted(request));
    process.env.OPENAI_COMPATIBLE_BASE_URL = server.baseUrl;
    process.env.OPENAI_COMPATIBLE_MODELS = 'scripted-model';
    app = await startTestAppOn(target);
    creator = await signUp(app.url);
    other = (await signUp(app.url)).client;
    const staffUser = await signUp(app.url);
    await makeStaff(app, staffUser.id);
    staff = staffUser.client;
  }, 60_000);
  afterAll(async () => {
    delete process.env.OPENAI_COMPATIBLE_BASE_URL;
    delete process.env.OPENAI_COMPATIBLE_MODELS;
    await app?.close();
    await server?.close();
  });

  it('plays the offline agent’s build: playtest_result after the build’s tool_end, the report on the build, PlaytestRecorded, no tokens', async () => {
    gameId = (await creator.client.post('/create/api/creation/generate-game-from-prompt/', { prompt: PROMPT }).expect(200)).body.gameId;
    offlineSession = (await creator.client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id;
    const events = await turn(offlineSession, PROMPT);
    const results = events.filter((e) => e.type === 'playtest_result').map((e) => e.data as unknown as PlaytestResultEventData);
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(results.map((r) => r.round)).toEqual(results.map((_, i) => i + 1));
    // Every playtest_result follows the tool_end of the build that carries the same report.
    for (const result of results) {
      const index = events.findIndex((e) => e.type === 'playtest_result' && e.data.playtest_id === result.playtest_id);
      const build = events[index - 1];
      expect(build.type).toBe('tool_end');
      expect(build.data.result).toMatchObject({ command: 'npm run build', status: 'success', playtest: result });
      expect(result).toMatchObject({ max_rounds: 3, runner: expect.stringMatching(/^(dom|chromium)$/), checks: expect.any(Array) });
    }
    // The offline kinds are built to pass: its last build plays clean.
    const last = results.at(-1)!;
    expect({ passed: last.passed, failures: last.failures }).toEqual({ passed: true, failures: [] });
    expect((events.at(-1)?.data as { tokens: number }).tokens).toBe(0);

    const records = await recorded(gameId);
    expect(records.map((r) => r.playtestId)).toEqual(results.map((r) => r.playtest_id));
    expect(records[0]).toMatchObject({ gameId, trigger: 'agent', agentSessionId: offlineSession, turn: 1, model: 'tempest-offline', round: 1 });
    const [event] = (await app.infra.store.readStream(playtestStreamId(gameId))).slice(0, 1);
    expect(event.metadata).toMatchObject({ actorId: creator.id, actorKind: 'agent', model: 'tempest-offline', agentSessionId: offlineSession });

    // A reload replays the card: the transcript yields the same playtest_result.
    const transcript = (await creator.client.get(`/create/agentic/sessions/${offlineSession}/`).expect(200)).body;
    const replayed = transcript.turns[0].events.filter((e: { type: string }) => e.type === 'playtest_result').map((e: { data: unknown }) => e.data);
    expect(replayed).toEqual(results);
  }, 180_000);

  it('looks for the world the game was made from, also in a later conversation that only asks for a change', async () => {
    const later = (await creator.client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id;
    const results = (await turn(later, 'make it faster')).filter((e) => e.type === 'playtest_result').map((e) => e.data as unknown as PlaytestResultEventData);
    expect(results.length).toBeGreaterThanOrEqual(1);
    // "make it faster" names no world; the game's prompt does ("space", "dodge", "star", "hopper").
    expect(results.at(-1)!.checks.find((c) => c.id === 'world')).toMatchObject({ applies: true, passed: true, detail: null });
  }, 120_000);

  it('lets the creator and staff play the game on demand; others get 403, an unknown game 404, anonymous 401', async () => {
    const answer = (await creator.client.post(`/api/games/${gameId}/playtest/`).expect(200)).body as PlaytestAnswer;
    expect(answer).toMatchObject({ game_id: gameId, trigger: 'creator', passed: true, playtest_id: expect.any(String), at: expect.any(String) });
    expect(answer.checks.map((c) => c.id)).toEqual(['loads', 'no_errors', 'controls', 'help_keys', 'progress', 'not_over_early', 'restart', 'world']);
    expect(answer.frames.length).toBeGreaterThan(0);
    const byStaff = (await staff.post(`/api/games/${gameId}/playtest/`).expect(200)).body as PlaytestAnswer;
    expect(byStaff.passed).toBe(true);
    const records = await recorded(gameId);
    expect(records.slice(-2)).toEqual([
      expect.objectContaining({ playtestId: answer.playtest_id, trigger: 'creator', model: null, agentSessionId: null, round: null, passed: true }),
      expect.objectContaining({ playtestId: byStaff.playtest_id, trigger: 'creator' }),
    ]);

    const refusals = [
      await other.post(`/api/games/${gameId}/playtest/`).expect(403),
      await creator.client.post(`/api/games/${randomUUID()}/playtest/`).expect(404),
      await (await newClient(app.url)).post(`/api/games/${gameId}/playtest/`).expect(401),
      await creator.client.post('/api/games/not-a-game/playtest/').expect(400),
    ];
    expect(refusals.map((r) => r.body.code)).toEqual(['game.forbidden', 'game.not_found', 'auth.required', expect.any(String)]);
    expect(await writtenBy(app, ...refusals)).toEqual([]);
  }, 60_000);

  it('answers 422 with the build’s first error for a game whose build fails, and for one without frontend files', async () => {
    const empty = (await creator.client.post('/api/games', { name: 'Nothing Yet' }).expect(201)).body.id as string;
    const none = await creator.client.post(`/api/games/${empty}/playtest/`).expect(422);
    expect(none.body).toMatchObject({ code: 'playtest.no_frontend', error: 'The game has no frontend files to play. Add an index.tsx first.' });
    const broken = (await creator.client.post('/api/games', { name: 'Broken' }).expect(201)).body.id as string;
    await creator.client.post(`/create/vibecode/api/games/${broken}/frontends/save/`, { files: [{ filename: 'index.tsx', content: 'export default function App() { return <div>{missing}</div>; }\n' }] }).expect(200);
    const failed = await creator.client.post(`/api/games/${broken}/playtest/`).expect(422);
    expect(failed.body.code).toBe('playtest.build_failed');
    expect(failed.body.error).toMatch(/^The game's build failed, so it cannot be played: index\.tsx:1:\d+ .*missing/);
    expect(await recorded(broken)).toEqual([]);
  }, 60_000);

  it('allows 6 playtests a minute per user, also when they come at once', async () => {
    const user = await signUp(app.url);
    const game = (await user.client.post('/api/games', { name: 'Rate' }).expect(201)).body.id as string;
    const answers = await Promise.all(Array.from({ length: 9 }, () => user.client.post(`/api/games/${game}/playtest/`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(6).fill(422), ...Array(3).fill(429)]);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body).toMatchObject({ code: 'rate_limited', error: 'Too many playtests. Try again in a minute.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('a provider model gets the failed playtest as its build’s tool result, fixes the game and builds again', async () => {
    const index = (await files(gameId)).find((f) => f.filename === 'index.tsx')!;
    await grantTokens(app, creator.id, 10_000);
    await creator.client.post('/api/user/model-preferences', { base_model: 'scripted-model' }).expect(200);
    // A programmatic session starts with the user's model now (the offline session stays the offline model's).
    const session = (await creator.client.post('/create/agentic/stream/v2/init/', { game_id: gameId, metadata: { programmatic: true } }).expect(200)).body.data.session_id as string;
    const call = (id: string, name: string, input: object): ScriptedReply => ({ kind: 'stream', chunks: [...toolCallChunks(0, id, name, [JSON.stringify(input)]), finishChunk('tool_calls'), usageChunk(100, 10)] });
    const steps = [
      call('c1', 'edit_asset', { asset_id: index.id, content: BLANK }),
      call('c2', 'run_command', { command: 'npm run build' }),
      call('c3', 'edit_asset', { asset_id: index.id, content: index.content }),
      call('c4', 'run_command', { command: 'npm run build' }),
    ];
    const first = server.requests.length;
    scripted = (request) => {
      const tools = (request.body.messages ?? []).filter((m) => m.role === 'tool').length;
      return steps[tools] ?? { kind: 'stream', chunks: [textChunk('Fixed: the game shows again.'), finishChunk('stop'), usageChunk(100, 10)] };
    };
    const events = await turn(session, PROMPT);
    const results = events.filter((e) => e.type === 'playtest_result').map((e) => e.data as unknown as PlaytestResultEventData);
    expect(results.map((r) => ({ round: r.round, passed: r.passed }))).toEqual([
      { round: 1, passed: false },
      { round: 2, passed: true },
    ]);
    expect(results[0].checks.find((c) => c.id === 'loads')).toMatchObject({ passed: false });

    // The model's request after the first build carries the findings as that build's tool result.
    const third = server.requests[first + 2];
    const toolMessages = (third.body.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.stringify(m.content));
    expect(toolMessages).toHaveLength(2);
    expect(toolMessages[1]).toContain('Build succeeded. Playtest: ');
    expect(toolMessages[1]).toContain('Fix these and run the build again');
    expect(toolMessages[1]).toContain(results[0].failures[0].slice(0, 40).replace(/"/g, '\\"'));

    const records = (await recorded(gameId)).filter((r) => r.agentSessionId === session);
    expect(records.map((r) => ({ model: r.model, round: r.round, passed: r.passed, trigger: r.trigger, turn: r.turn }))).toEqual([
      { model: 'scripted-model', round: 1, passed: false, trigger: 'agent', turn: 1 },
      { model: 'scripted-model', round: 2, passed: true, trigger: 'agent', turn: 1 },
    ]);
  }, 120_000);

  it('shows staff each model’s agent playtests passed of run, and the change log says what was played in words', async () => {
    const summary = (await staff.get('/api/staff/changes/summary/').query({ game_id: gameId }).expect(200)).body;
    const offline = (await recorded(gameId)).filter((r) => r.model === 'tempest-offline');
    expect(summary.playtests).toEqual([
      { model: 'scripted-model', passed: 1, run: 2, rate: 0.5 },
      { model: 'tempest-offline', passed: offline.filter((r) => r.passed).length, run: offline.length, rate: offline.filter((r) => r.passed).length / offline.length },
    ]);
    const later = (await staff.get('/api/staff/changes/summary/').query({ game_id: gameId, from: new Date(Date.now() + 60_000).toISOString() }).expect(200)).body;
    expect(later.playtests).toEqual([]);

    const changes = await eventually(async () => {
      const list = (await staff.get('/api/staff/changes/').query({ game_id: gameId, event_type: 'PlaytestRecorded', limit: '50' }).expect(200)).body.changes as AuditChange[];
      expect(list.length).toBe((await recorded(gameId)).length);
      return list;
    });
    const failed = changes.find((c) => c.model === 'scripted-model' && c.summary.includes('failed'))!;
    const loads = (await recorded(gameId)).find((r) => r.model === 'scripted-model' && !r.passed)!.checks.find((c) => c.id === 'loads')!;
    expect(failed.summary).toMatch(/^played the game: \d+ of \d+ checks passed — failed: /);
    expect(failed.summary).toContain(loads.label.toLowerCase());
    expect(changes.filter((c) => c.actor.kind === 'user').map((c) => c.summary)).toEqual(expect.arrayContaining([expect.stringMatching(/^played the game: (\d+) of \1 checks passed$/)]));
  }, 60_000);

  it('shows the explorer’s readers what the playtest saw as their role may: staff the frames, analysts “[private]” for a draft', async () => {
    const analyst = await signUp(app.url);
    await makeAnalyst(app, analyst.id);
    const [newest] = (await staff.get('/api/analytics/events/').query({ event_type: 'PlaytestRecorded', stream: playtestStreamId(gameId), limit: '1' }).expect(200)).body.events as { position: string }[];
    const byStaff = (await staff.get(`/api/analytics/events/${newest.position}/`).expect(200)).body.data as PlaytestRecordedData;
    const byAnalyst = (await analyst.client.get(`/api/analytics/events/${newest.position}/`).expect(200)).body.data as Record<string, unknown>;
    expect(byStaff.frames.length).toBeGreaterThan(0);
    expect(byStaff.frames.every((f) => typeof f === 'string')).toBe(true);
    expect(byAnalyst).toMatchObject({ gameId, trigger: byStaff.trigger, passed: byStaff.passed, frames: '[private]', failures: '[private]' });
    expect((byAnalyst.checks as { label: string; detail: unknown }[]).map((c) => [c.label, c.detail])).toEqual(byStaff.checks.map((c) => [c.label, '[private]']));
  }, 60_000);

  it('gives the same change-log rows, playtests included, when the projection is rebuilt as live', async () => {
    await staff.get('/api/staff/changes/').query({ game_id: gameId }).expect(200);
    const rebuilt = await app.infra.engine.rebuild('audit-log', { swap: false });
    const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".audit_log WHERE event_type = 'PlaytestRecorded' ORDER BY position`)).rows;
    const live = await rows(app.config.schema);
    expect(live.length).toBe((await recorded(gameId)).length);
    expect(live.filter((r) => r.playtest !== null).length).toBeGreaterThan(0);
    expect(await rows(rebuilt.schema)).toEqual(live);
  }, 60_000);
});
