import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { grantTokens } from '../support/account-fixtures.js';
import { readEventStream, spokenText, type SseEvent } from '../support/sse.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Script = { id: string; name: string };
type Turn = { user_message: { content: string; context_items: { id: string; type: string; name: string }[] } };

const cookieOf = (client: Client) => ({ cookie: client.cookies().map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrftoken': client.csrf });

/**
 * The chat's context items (docs/api-agent.md, Context items): a follow-up sent as the web app sends it — the
 * message and the game's assets in the init POST, then the stream with a request id only — reaches the agent.
 */
describe.each(databaseTargets())('assets attached to a follow-up on %s', (target) => {
  let app: TestApp;
  let creator: Client;

  /** The init POST with its message and context items, then the turn's stream to its end. */
  const sendWith = async (gameId: string, message: string, contextItems: unknown[]): Promise<{ sessionId: string; events: SseEvent[] }> => {
    const init = await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, message, context_items: contextItems }).expect(200);
    const sessionId = init.body.data.session_id as string;
    const stream = await readEventStream(`${creator.url}/create/agentic/stream/v2/${sessionId}/?request_id=r-${Date.now()}`, cookieOf(creator));
    expect(stream.response.status).toBe(200);
    const events = await stream.all();
    expect(events.at(-1)).toMatchObject({ type: 'stream_end', data: { reason: 'complete' } });
    return { sessionId, events };
  };
  const scriptsOf = async (gameId: string): Promise<Script[]> =>
    (await creator.post(`/create/mechanic/retrieve-custom-scripts/${gameId}/`, { scriptIds: [] }).expect(200)).body.scripts as Script[];
  const newGame = async (prompt: string): Promise<string> => {
    const gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    await sendWith(gameId, prompt, []);
    return gameId;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    const signed = await signUp(app.url);
    creator = signed.client;
    // Five offline builds and an edit: more than a week's allowance.
    await grantTokens(app, signed.id, 100_000);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('gives the offline agent the attached script: its answer names it, and the session records it under its real name', async () => {
    const gameId = await newGame('a forest snake game');
    const rules = (await scriptsOf(gameId)).find((s) => s.name === 'rules.py')!;
    expect(rules).toBeDefined();
    // The name a client sends is not trusted: the server names the asset as the game has it.
    const { sessionId, events } = await sendWith(gameId, 'make this faster', [{ id: rules.id, type: 'script', name: 'not its name' }]);
    const said = spokenText(events);
    expect(said).toMatch(/^You attached the script `rules\.py` \(\d+ lines\)\./);
    expect(said).toContain('Made it faster.');

    const transcript = await creator.get(`/create/agentic/sessions/${sessionId}/`).expect(200);
    const turn = (transcript.body.turns as Turn[]).find((t) => t.user_message.content === 'make this faster');
    expect(turn?.user_message.context_items).toEqual([{ id: rules.id, type: 'script', name: 'rules.py' }]);
  }, 120_000);

  it('refuses an asset of another game, a wrong type and an unknown type with a 400 that names the item, and records nothing', async () => {
    const mine = await newGame('a space dodge game');
    const other = await newGame('a desert maze game');
    const theirs = (await scriptsOf(other))[0];
    const sessionId = (await creator.post('/create/agentic/stream/v2/init/', { game_id: mine }).expect(200)).body.data.session_id as string;
    const before = (await creator.get(`/create/agentic/sessions/${sessionId}/`).expect(200)).body.total_turns as number;

    const foreign = await creator.post('/create/agentic/stream/v2/init/', { game_id: mine, message: 'make this faster', context_items: [{ id: theirs.id, type: 'script', name: 'x' }] }).expect(400);
    expect(foreign.body).toMatchObject({ code: 'request.invalid', error: `context_items[0]: this game has no script with id ${theirs.id}` });
    const mineScript = (await scriptsOf(mine))[0];
    const wrongType = await creator.post('/create/agentic/stream/v2/init/', { game_id: mine, message: 'hi', context_items: [{ id: mineScript.id, type: 'entity' }] }).expect(400);
    expect(wrongType.body.error).toBe(`context_items[0]: this game has no entity with id ${mineScript.id}`);
    const notAnId = await creator.post('/create/agentic/stream/v2/init/', { game_id: mine, message: 'hi', context_items: [{ id: 'rules.py', type: 'script' }] }).expect(400);
    expect(notAnId.body.error).toBe('context_items[0]: this game has no script with id rules.py');
    const unknown = await creator.post('/create/agentic/stream/v2/init/', { game_id: mine, message: 'hi', context_items: [{ id: mineScript.id, type: 'component' }] }).expect(400);
    expect(unknown.body.error).toBe("context_items[0].type must be 'file_upload' or an asset type (script, logic_file, entity, prompt, tool, frontend_file)");
    // Prompt-to-game has no game yet: attachments only.
    const generate = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a game', context_items: [{ id: mineScript.id, type: 'script' }] }).expect(400);
    expect(generate.body.error).toBe("context_items[0].type must be 'file_upload'");

    expect((await creator.get(`/create/agentic/sessions/${sessionId}/`).expect(200)).body.total_turns).toBe(before);
  }, 120_000);
});
