import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { userStreamId } from '@tempest/domain';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp } from '../support/users.js';

const PROVIDER_KEYS = ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY', 'OPENAI_COMPATIBLE_BASE_URL', 'OPENAI_COMPATIBLE_MODELS'];
const OFFLINE = {
  base_model: 'tempest-offline',
  logic_model: 'tempest-offline',
  assistant_model: 'tempest-offline',
  image_generation_model: 'tempest-offline-image',
};

describe.each(databaseTargets())('models and model preferences on %s (only Anthropic configured)', (target) => {
  let app: TestApp;
  const saved = Object.fromEntries(PROVIDER_KEYS.map((k) => [k, process.env[k]]));

  beforeAll(async () => {
    for (const key of PROVIDER_KEYS) delete process.env[key];
    process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
    app = await startTestAppOn(target);
  });
  afterAll(async () => {
    await app?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('lists the built-in offline model first, then only the configured provider', async () => {
    const chat = await request(app.url).get('/api/user/models/available').query({ type: 'chat' });
    expect(chat.status).toBe(200);
    expect(chat.body.models[0]).toEqual({
      id: 'tempest-offline',
      name: 'Tempest Offline (built-in)',
      provider: 'tempest',
      description: 'Deterministic offline game builder that runs on this server; no network, no API key.',
      contextWindow: 32768,
      maxTokens: 4096,
      pricing: { inputPer1k: 0, outputPer1k: 0 },
      tokensPerTurn: 0,
    });
    expect(chat.body.models.map((m: { id: string }) => m.id)).toEqual(['tempest-offline', 'claude-sonnet-4-5']);
    // What a turn costs: the offline model nothing (OFFLINE_AGENT_TOKENS_PER_TURN unset), a provider model its usage.
    expect(chat.body.models[1].tokensPerTurn).toBeNull();
    const image = await request(app.url).get('/api/user/models/available?type=image');
    expect(image.body.models.map((m: { id: string; provider: string }) => [m.id, m.provider])).toEqual([['tempest-offline-image', 'tempest']]);
    expect(image.body.models[0]).not.toHaveProperty('tokensPerTurn');
  });

  it('refuses a model type other than chat or image', async () => {
    const response = await request(app.url).get('/api/user/models/available?type=video');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('models.invalid_type');
  });

  it('saves a partial change of preferences on top of the offline defaults, and keeps earlier choices', async () => {
    const { client, id } = await signUp(app.url);
    expect((await client.get('/api/me')).body.modelPreferences).toEqual(OFFLINE);

    const first = await client.post('/api/user/model-preferences', { logic_model: 'claude-sonnet-4-5' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ modelPreferences: { ...OFFLINE, logic_model: 'claude-sonnet-4-5' } });
    const second = await client.post('/api/user/model-preferences', { assistant_model: 'claude-sonnet-4-5' });
    expect(second.body.modelPreferences).toEqual({ ...OFFLINE, logic_model: 'claude-sonnet-4-5', assistant_model: 'claude-sonnet-4-5' });
    expect((await client.get('/api/me')).body.modelPreferences).toEqual(second.body.modelPreferences);

    const events = await app.infra.store.readStream(userStreamId(id));
    expect(events.filter((e) => e.type === 'ModelPreferencesChanged')).toHaveLength(2);
    expect(events.at(-1)!.metadata.actorId).toBe(id);
  });

  it.each([
    ['a provider that is not configured', { base_model: 'gpt-5' }, 'models.unavailable'],
    ['a chat model as the image model', { image_generation_model: 'tempest-offline' }, 'models.unavailable'],
    ['an image model as a chat model', { base_model: 'tempest-offline-image' }, 'models.unavailable'],
    ['a model id that does not exist', { assistant_model: 'no-such-model' }, 'models.unavailable'],
    ['an unknown slot', { favourite_model: 'tempest-offline' }, 'models.invalid_request'],
    ['a value that is not a string', { base_model: 7 }, 'models.invalid_request'],
  ])('refuses %s with "Failed to update model preferences" and changes nothing', async (_case, body, code) => {
    const { client, id } = await signUp(app.url);
    const before = (await app.infra.store.readStream(userStreamId(id))).length;
    const response = await client.post('/api/user/model-preferences', { logic_model: 'claude-sonnet-4-5', ...body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'Failed to update model preferences', code });
    expect((await client.get('/api/me')).body.modelPreferences).toEqual(OFFLINE);
    expect((await app.infra.store.readStream(userStreamId(id))).length).toBe(before);
  });

  it('asks a signed-out visitor to sign in before saving preferences', async () => {
    const response = await (await newClient(app.url)).post('/api/user/model-preferences', { base_model: 'tempest-offline' });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('auth.required');
  });
});
