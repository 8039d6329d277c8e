import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gameStreamId, tokenStreamId } from '@tempest/domain';
import { analyzePrompt, buildGame, tickSeconds } from '@tempest/offline-model';
import { lintFiles } from '@tempest/frontend-compiler';
import { readEventStream, spokenText, type SseEvent } from '../support/sse.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { makeStaff } from '../support/account-fixtures.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type File = { id: string; filename: string; content: string };
type ToolEnd = { tool: string; result: { success: boolean; asset_name?: string; message?: string; status?: string } };

const cookieOf = (client: Client) => ({ cookie: client.cookies().map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrftoken': client.csrf });

/** One agent turn over the event stream, to its end. */
const send = async (client: Client, sessionId: string, message: string): Promise<SseEvent[]> => {
  const stream = await readEventStream(`${client.url}/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent(message)}`, cookieOf(client));
  expect(stream.response.status).toBe(200);
  const events = await stream.all();
  expect({ type: events.at(-1)?.type, reason: events.at(-1)?.data.reason, error: events.at(-1)?.data.error }).toEqual({ type: 'stream_end', reason: 'complete', error: undefined });
  return events;
};

const toolEnds = (events: SseEvent[]): ToolEnd[] => events.filter((e) => e.type === 'tool_end').map((e) => e.data as unknown as ToolEnd);

describe.each(databaseTargets())('the offline agent on %s', (target) => {
  let app: TestApp;
  let creator: Client;

  const files = async (client: Client, gameId: string): Promise<File[]> => {
    const list = await client.get(`/create/vibecode/api/games/${gameId}/frontends/`).expect(200);
    const project = await client.get(`/create/vibecode/api/games/${gameId}/frontends/${list.body.frontends[0].id}/`).expect(200);
    return project.body.files as File[];
  };
  const file = async (client: Client, gameId: string, name: string) => (await files(client, gameId)).find((f) => f.filename === name)?.content ?? '';
  const compile = async (gameId: string) => (await creator.post('/create/vibecode/api/compile/', { gameId, useServerFiles: true }).expect(200)).body as { success: boolean; error: string | null };
  const open = async (client: Client, gameId: string): Promise<string> =>
    (await client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    const signed = await signUp(app.url);
    creator = signed.client;
    // Several offline builds and edits: more than a week's allowance.
    const metadata = { actorId: null, actorKind: 'system' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
    await app.app.get(TokenLedger).purchase(signed.id, { amount: 100_000, note: 'test', by: null }, metadata);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('adds follow-up edits up, in one session and in the next one, through the plan in rules.py', async () => {
    const prompt = 'a forest snake game';
    const gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    const sessionId = await open(creator, gameId);
    await send(creator, sessionId, prompt);
    const tick = /useTicker\('tick', ([\d.]+)/.exec(await file(creator, gameId, 'index.tsx'))?.[1];
    const speed = [0.55, 0.42, 0.32, 0.24, 0.17].indexOf(Number(tick)) + 1;
    expect(speed).toBeGreaterThan(0);

    const renamed = await send(creator, sessionId, 'rename it to Viper Vale');
    expect(spokenText(renamed)).toContain('Renamed the game to "Viper Vale"');
    expect(spokenText(renamed)).toContain('The game itself is renamed too.');
    // The plan is read back from the game before the edit, once: rules.py is then written without a second read.
    expect(toolEnds(renamed)[0]).toMatchObject({ tool: 'read_asset', result: { success: true, asset_name: 'rules.py' } });
    expect(toolEnds(renamed).filter((t) => t.tool === 'read_asset' && t.result.asset_name === 'rules.py')).toHaveLength(1);
    expect(toolEnds(renamed).find((t) => t.tool === 'edit_asset' && t.result.asset_name === 'rules.py')?.result.success).toBe(true);
    // The game itself is renamed (its card: the studio header and the play page), as the agent.
    await eventually(async () => expect((await creator.get(`/create/fetch-game-card/${gameId}/`).expect(200)).body.title).toBe('Viper Vale'));
    const renames = (await app.infra.store.readStream(gameStreamId(gameId))).filter((e) => e.type === 'GameRenamed');
    expect(renames.map((e) => [e.data, e.metadata.actorKind, e.metadata.model])).toEqual([[expect.objectContaining({ name: 'Viper Vale' }), 'agent', expect.any(String)]]);
    await send(creator, sessionId, 'make it red');
    const faster = await send(creator, sessionId, 'make it faster');
    expect(toolEnds(faster).find((t) => t.tool === 'run_command')?.result).toMatchObject({ success: true, status: 'success' });

    const index = await file(creator, gameId, 'index.tsx');
    expect(await file(creator, gameId, 'components/Hud.tsx')).toContain('"Viper Vale"');
    expect(index).toContain('#ef4444');
    expect(index).toContain(`useTicker('tick', ${tickSeconds(speed + 1)}`);

    // A new session of the same game (here: staff's own session) starts from the game's plan, not from scratch.
    const staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    const staffSession = await open(staff.client, gameId);
    expect(staffSession).not.toBe(sessionId);
    const timed = await send(staff.client, staffSession, 'add a 30 second timer');
    expect(toolEnds(timed).filter((t) => t.tool === 'create_asset').map((t) => t.result.asset_name)).toEqual(['Round timer']);
    const after = await file(creator, gameId, 'index.tsx');
    expect(await file(creator, gameId, 'components/Hud.tsx')).toContain('"Viper Vale"');
    expect(after).toContain('#ef4444');
    expect(after).toContain(`useTicker('tick', ${tickSeconds(speed + 1)}`);
    expect(await compile(gameId)).toMatchObject({ success: true, error: null });
  }, 180_000);

  it('rebuilds the game as another kind on "make it a <genre>": the old kind\'s files and entities go, it compiles and lints clean, and its rules play', async () => {
    const prompt = 'a forest snake game';
    const gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    const sessionId = await open(creator, gameId);
    await send(creator, sessionId, prompt);
    const snake = analyzePrompt(prompt);
    expect((await files(creator, gameId)).map((f) => f.filename)).toContain('components/Grid.tsx');

    const events = await send(creator, sessionId, 'turn it into a tower defense game');
    expect(spokenText(events)).toMatch(/^Rebuilt it as a tower-defense game\. I updated .*\. The game itself is renamed too\.$/);
    const defense = buildGame({ ...snake, kind: 'defense', title: 'Forest Defense' });
    const stored = await files(creator, gameId);
    expect(stored.map((f) => f.filename).sort()).toEqual(defense.frontendFiles.map((f) => f.filename).sort());
    const entities = (await creator.get(`/create/entities/${gameId}/`).expect(200)).body.entities as { name: string }[];
    expect(entities.map((e) => e.name).sort()).toEqual(defense.entities.map((e) => e.name).sort());
    await eventually(async () => expect((await creator.get(`/create/fetch-game-card/${gameId}/`).expect(200)).body.title).toBe('Forest Defense'));
    expect(await compile(gameId)).toMatchObject({ success: true, error: null });
    expect((await lintFiles(stored)).lintIssues).toEqual([]);

    // rules.py is the new kind's: a shot fired from the tower flies along its lane.
    const play = (await creator.post(`/play/start-game/${gameId}/`).set('X-Creation-Canvas', 'true').send({ isTrail: false, enableDebug: true, forceNew: true }).expect(200)).body as { session_id: string };
    const fired = await creator.post(`/play/game-action/${play.session_id}/`, { action: 'fire', args: {} }).expect(200);
    const state = Object.values(fired.body.entity_state as Record<string, { defense?: { shots: number[][]; lane: number } }>).find((e) => e.defense !== undefined)?.defense;
    expect(state?.shots).toEqual([[1, state?.lane]]);
    expect(spokenText(await send(creator, sessionId, 'make it a tower defense game'))).toBe('Nothing to change: it is already a tower-defense game.');
  }, 180_000);

  it('fixes the line a build error names and keeps the creator’s other edits; a whole rewrite only when asked', async () => {
    const prompt = 'a space dodge game called Star Hopper';
    const gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    const sessionId = await open(creator, gameId);
    await send(creator, sessionId, prompt);
    const index = (await files(creator, gameId)).find((f) => f.filename === 'index.tsx');
    if (!index) throw new Error('no index.tsx');
    const update = (content: string) => creator.post(`/create/vibecode/api/games/${gameId}/frontends/update-file/`, { file_id: index.id, filename: 'index.tsx', content }).expect(200);
    // A hand edit at the top, and a one-line type error further down.
    const note = '// my own note: keep this';
    const broken = `${note}\n${index.content.replace('export default function App() {', "export default function App() {\n  const lives: number = 'three';")}`;
    await update(broken);
    const failed = await compile(gameId);
    expect(failed.success).toBe(false);
    expect(failed.error).toMatch(/Location: index\.tsx:\d+:\d+/);

    const events = await send(creator, sessionId, `Fix this build error:\n\n${failed.error ?? ''}`);
    expect(toolEnds(events).map((t) => t.tool)).toEqual(['read_asset', 'read_asset', 'edit_asset', 'run_command', 'stop_conversation']);
    expect(spokenText(events)).toMatch(/^In index\.tsx I removed line \d+, which isn't in the version I generated; the rest of the file stays as you left it\. I'm running the build\. The build passes\.$/);
    const after = await file(creator, gameId, 'index.tsx');
    expect(after).toBe(`${note}\n${index.content}`);
    expect(await compile(gameId)).toMatchObject({ success: true, error: null });

    // A file the creator rewrote beyond a small edit: it asks, and writes nothing.
    await update('export default function App( {\n  return <div>;\n');
    const rewritten = await compile(gameId);
    const asked = await send(creator, sessionId, `Fix this build error:\n\n${rewritten.error ?? ''}`);
    expect(toolEnds(asked).map((t) => t.tool)).toEqual(['read_asset', 'read_asset', 'stop_conversation']);
    expect(spokenText(asked)).toMatch(/^I can't fix index\.tsx:\d+(:\d+)? with a small edit: .*If you want that, send: "Rewrite index\.tsx from the game plan"\.$/);
    expect(await file(creator, gameId, 'index.tsx')).toContain('export default function App( {');

    // Asked in so many words, it writes the file again and the build passes.
    const again = await send(creator, sessionId, 'Rewrite index.tsx from the game plan');
    expect(toolEnds(again).map((t) => t.tool)).toEqual(['read_asset', 'read_asset', 'edit_asset', 'run_command', 'stop_conversation']);
    expect(spokenText(again)).toMatch(/^Wrote index\.tsx again from the game plan; your hand edits to it are replaced .*The build passes\.$/);
    expect(await file(creator, gameId, 'index.tsx')).toBe(index.content);
    // The creator's version is one step away: the rewrite is the agent's pending change, and rejecting it
    // restores the file as it was (the undo stack holds the creator's own edits only; docs/api-assets.md).
    const pending = await creator.get(`/create/versioning/pending-changes/${gameId}/?status=pending`).expect(200);
    const rewrite = (pending.body.pending_changes as { id: string; asset_id: string; revision: number }[])
      .filter((c) => c.asset_id === index.id)
      .sort((x, y) => y.revision - x.revision)[0];
    await creator.post('/create/versioning/pending-changes/reject/', { change_id: rewrite.id }).expect(200);
    expect(await file(creator, gameId, 'index.tsx')).toBe('export default function App( {\n  return <div>;\n');
  }, 120_000);

  it('builds from the prompt and its text attachment, and says it cannot look at the image', async () => {
    const text = 'It is a snake game in a lava cave, called "Fire Fang".';
    const items = [
      { id: 't', type: 'file_upload', name: 'idea.txt', data: { filename: 'idea.txt', mimeType: 'text/plain', size: text.length, content: `data:text/plain;base64,${Buffer.from(text).toString('base64')}` } },
      { id: 'i', type: 'file_upload', name: 'pasted-image.png', data: { filename: 'pasted-image.png', mimeType: 'image/png', size: 8, content: 'data:image/png;base64,iVBORw0KGgo=' } },
    ];
    const prompt = 'Make the game described in my notes';
    const generated = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt, context_items: items }).expect(200);
    const gameId = generated.body.gameId as string;
    // The studio opens the dashboard and sends the prompt with the attachments to init.
    const sessionId = (await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, message: prompt, context_items: items }).expect(200)).body.data.session_id as string;
    const stream = await readEventStream(`${creator.url}/create/agentic/stream/v2/${sessionId}/`, cookieOf(creator));
    const events = await stream.all();
    const said = spokenText(events);
    expect(said).toMatch(/^I can't look at images offline \("pasted-image\.png"\); I used your text\. /);
    expect(said).toContain('I made a lava snake game called "Fire Fang"');
    expect(await file(creator, gameId, 'components/Hud.tsx')).toContain('"Fire Fang"');
    await eventually(async () => expect((await creator.get(`/create/fetch-game-card/${gameId}/`).expect(200)).body.title).toBe('Fire Fang'));
  }, 120_000);

  it('says plainly that it only edits games it built, when the game has no plan line', async () => {
    const gameId = (await creator.post('/api/games', { name: 'Hand made' }).expect(201)).body.id as string;
    await creator
      .post(`/create/vibecode/api/games/${gameId}/frontends/update-file/`, { filename: 'index.tsx', content: 'export default function App() {\n  return <p>Hi</p>;\n}\n' })
      .expect(200);
    const events = await send(creator, await open(creator, gameId), 'make it red');
    expect(spokenText(events)).toContain('I can only change games I built myself offline');
    expect(events.filter((e) => e.type === 'tool_start')).toEqual([]);
  }, 60_000);

  it('refuses in one plain sentence what a kind cannot do, and removes a timer', async () => {
    const prompt = 'a quiz about animals with a 30 second timer';
    const gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    const sessionId = await open(creator, gameId);
    await send(creator, sessionId, prompt);
    const zombies = await send(creator, sessionId, 'add zombies as enemies');
    expect(spokenText(zombies)).toMatch(/^I can't make that change offline: a quiz game has no enemies I can add to, so I can't add zombies to it\. For a quiz game I can /);
    expect(toolEnds(zombies).map((t) => t.tool)).toEqual(['read_asset']);
    const removed = await send(creator, sessionId, 'remove the timer');
    expect(spokenText(removed)).toMatch(/^Removed the timer\. /);
    expect(toolEnds(removed).filter((t) => t.tool === 'delete_asset').map((t) => t.result.asset_name)).toEqual(['Round timer']);
  }, 120_000);
});

/** A new user trying the studio: the offline model costs the host nothing, so by default it takes no tokens (issue 17 item 6). */
describe.each(databaseTargets())('trying the offline agent out on %s', (target) => {
  const build = async (client: Client, prompt: string): Promise<SseEvent[]> => {
    const gameId = (await client.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    const sessionId = (await client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;
    return send(client, sessionId, prompt);
  };
  const consumed = async (app: TestApp, userId: string) =>
    (await app.infra.store.readStream(tokenStreamId(userId))).filter((e) => e.type === 'TokensConsumed').map((e) => e.data as { amount: number; model: string; reason: string });

  it('lets a new user build more than three games in a row with the default settings, taking no tokens', async () => {
    const app = await startTestAppOn(target);
    try {
      const { client, id } = await signUp(app.url);
      const ledger = app.app.get(TokenLedger);
      const allowance = await ledger.balanceOf(id);
      expect(allowance).toBe(1000);
      // Five builds: at 180-450 tokens each (the old estimate) the weekly 1,000 ran out after the third.
      for (const prompt of ['a space dodge game', 'a forest snake game', 'a quiz about dinosaurs', 'a candy match-3 puzzle', 'a haunted mansion adventure']) {
        const events = await build(client, prompt);
        expect(events.at(-1)?.data).toMatchObject({ reason: 'complete', tokens: 0, usage: { totalTokens: expect.any(Number) } });
        expect((events.at(-1)?.data.usage as { totalTokens: number }).totalTokens).toBeGreaterThan(0);
      }
      expect(await ledger.balanceOf(id)).toBe(allowance);
      // No zero-amount debits crowd the history.
      expect(await consumed(app, id)).toEqual([]);
      const models = await client.get('/api/user/models/available?type=chat').expect(200);
      expect(models.body.models[0]).toMatchObject({ id: 'tempest-offline', tokensPerTurn: 0 });
    } finally {
      await app.close();
    }
  }, 240_000);

  it('charges a configured amount per offline turn (OFFLINE_AGENT_TOKENS_PER_TURN) and says so in the model list', async () => {
    const app = await startTestAppOn(target, { offlineAgentTokensPerTurn: 40 });
    try {
      const { client, id } = await signUp(app.url);
      const ledger = app.app.get(TokenLedger);
      const allowance = await ledger.balanceOf(id);
      const events = await build(client, 'a forest snake game');
      expect(events.at(-1)?.data).toMatchObject({ reason: 'complete', tokens: 40 });
      expect(await ledger.balanceOf(id)).toBe(allowance - 40);
      expect(await consumed(app, id)).toEqual([expect.objectContaining({ amount: 40, model: 'tempest-offline', reason: 'Agent chat' })]);
      const models = await client.get('/api/user/models/available?type=chat').expect(200);
      expect(models.body.models[0]).toMatchObject({ id: 'tempest-offline', tokensPerTurn: 40 });
    } finally {
      await app.close();
    }
  }, 120_000);
});
