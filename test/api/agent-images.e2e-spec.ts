import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  finishChunk,
  imageJson,
  startScriptedServer,
  textChunk,
  toolCallChunks,
  usageChunk,
  type ScriptedReply,
  type ScriptedServer,
} from '../support/scripted-openai-server.js';
import { START } from '@tempest/event-store';
import { readEventStream, type SseEvent } from '../support/sse.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const KEY = 'sk-test-images-0123456789';
// A 1×1 PNG, as an image model answers in base64.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const drawsThePng = (): ScriptedReply => ({ kind: 'json', body: imageJson(PNG) });
let imageReply: () => ScriptedReply = drawsThePng;

/** The chat model: creates the hero, then asks for its picture, then says it is done. */
const chat = (body: { messages?: { role: string }[] }): ScriptedReply => {
  const results = (body.messages ?? []).filter((m) => m.role === 'tool').length;
  if (results === 0) {
    return { kind: 'stream', chunks: [...toolCallChunks(0, 'call_hero', 'create_asset', ['{"asset_type":"entity","name":"Hero","fields":{"entity_type":"player"}}']), finishChunk('tool_calls'), usageChunk(20, 5)] };
  }
  if (results === 1) {
    return { kind: 'stream', chunks: [...toolCallChunks(0, 'call_img', 'generate_image', ['{"prompt":"a brave red fox knight","assign_to_entity":"Hero"}']), finishChunk('tool_calls'), usageChunk(30, 5)] };
  }
  return { kind: 'stream', chunks: [textChunk('Done.'), finishChunk('stop'), usageChunk(40, 2)] };
};

describe.each(databaseTargets())('generate_image with the user\'s image model on %s', (target) => {
  let app: TestApp;
  let server: ScriptedServer;
  let creator: Client;

  const turn = async (message: string): Promise<SseEvent[]> => {
    const gameId = (await creator.post('/api/games', { name: 'Fox' }).expect(201)).body.id as string;
    const sessionId = (await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;
    const cookie = creator.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
    return (await readEventStream(`${creator.url}/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent(message)}`, { cookie, 'x-csrftoken': creator.csrf })).all();
  };
  const imageEnd = (events: SseEvent[]) => events.find((e) => e.type === 'tool_end' && e.data.tool === 'generate_image')?.data.result as Record<string, unknown>;

  beforeAll(async () => {
    imageReply = drawsThePng; // the tests below change it; each database starts from a working model
    server = await startScriptedServer((request) => chat(request.body), () => imageReply());
    process.env.OPENAI_COMPATIBLE_BASE_URL = server.baseUrl;
    process.env.OPENAI_COMPATIBLE_MODELS = 'scripted-model';
    process.env.OPENAI_API_KEY = KEY;
    process.env.OPENAI_BASE_URL = server.baseUrl;
    app = await startTestAppOn(target);
    creator = (await signUp(app.url)).client;
    await creator.post('/api/user/model-preferences', { base_model: 'scripted-model', image_generation_model: 'dall-e-3' }).expect(200);
  }, 60_000);
  afterAll(async () => {
    for (const key of ['OPENAI_COMPATIBLE_BASE_URL', 'OPENAI_COMPATIBLE_MODELS', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete process.env[key];
    await app?.close();
    await server?.close();
  });

  it('draws with dall-e-3 through the ai SDK and sets the picture on the entity', async () => {
    const events = await turn('make a fox hero with a picture');
    expect(events.at(-1)?.data.reason).toBe('complete');
    // The picture goes to the media store; the tool result and the entity's event carry its address only.
    const url = `/media/${createHash('sha256').update(Buffer.from(PNG, 'base64')).digest('hex')}`;
    expect(imageEnd(events)).toMatchObject({
      success: true,
      prompt: 'a brave red fox knight',
      media: { url, tags: ['brave', 'red', 'fox', 'knight'] },
      assigned_to_entity: 'Hero',
    });
    const served = await fetch(`${app.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG);
    // The log as its readers see it (stored, private fields are encrypted: docs/architecture.md, Field encryption).
    const logged: string[] = [];
    for (let from = START; ; ) {
      const page = await app.infra.store.readAll(from, 1000);
      logged.push(...page.events.map((e) => JSON.stringify(e.data)));
      if (page.isEnd || page.events.length === 0) break;
      from = page.next;
    }
    expect(logged.filter((data) => data.includes('data:image'))).toEqual([]);
    expect(logged.filter((data) => data.includes(url)).length).toBeGreaterThanOrEqual(2); // the entity's image edit and the tool's result
    const request = server.imageRequests.at(-1)!;
    expect(request.body).toMatchObject({ model: 'dall-e-3', prompt: 'a brave red fox knight', n: 1, size: '1024x1024' });
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    const heroChanges = events.filter((e) => e.type === 'entity_change').map((e) => e.data.operation);
    expect(heroChanges).toEqual(['create', 'update']);
  }, 60_000);

  it('fails the tool when the image model answers bytes that are not an image, storing nothing', async () => {
    imageReply = () => ({ kind: 'json', body: imageJson(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')) });
    const stored = async () => Number((await app.infra.pool.query(`SELECT count(*) AS n FROM "${app.config.schema}".media`)).rows[0].n);
    const before = await stored();
    const result = imageEnd(await turn('make a fox hero with a picture'));
    expect(result).toMatchObject({ success: false, error: expect.stringContaining('The image model answered something that is not a JPEG, PNG, WebP or GIF image') });
    expect(result.media).toBeUndefined();
    expect(await stored()).toBe(before);
  }, 60_000);

  it('fails the tool honestly when the image model fails: no stand-in picture', async () => {
    imageReply = () => ({ kind: 'status', status: 400, body: JSON.stringify({ error: { message: 'Your request was rejected by the safety system' } }) });
    const before = server.imageRequests.length;
    const events = await turn('make a fox hero with a picture');
    expect(events.at(-1)?.data.reason).toBe('complete');
    const result = imageEnd(events);
    expect(result).toMatchObject({ success: false, error: expect.stringContaining('The image model failed (HTTP 400)') });
    expect(result.error).toContain('rejected by the safety system');
    expect(result.media).toBeUndefined();
    expect(server.imageRequests.length).toBe(before + 1);
    expect(events.filter((e) => e.type === 'entity_change').map((e) => e.data.operation)).toEqual(['create']);
  }, 60_000);
});
