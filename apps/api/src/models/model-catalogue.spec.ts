import { describe, expect, it } from '@jest/globals';
import { availableModels, changePreferences, DEFAULT_MODEL_PREFERENCES, withTurnCost } from './model-catalogue.js';

const ids = (type: 'chat' | 'image', env: Record<string, string>) => availableModels(type, env).map((m) => m.id);

describe('model catalogue', () => {
  it('offers only the built-in offline models when no provider is configured', () => {
    expect(availableModels('chat', {})).toEqual([
      {
        id: 'tempest-offline',
        name: 'Tempest Offline (built-in)',
        provider: 'tempest',
        description: 'Deterministic offline game builder that runs on this server; no network, no API key.',
        contextWindow: 32768,
        maxTokens: 4096,
        pricing: { inputPer1k: 0, outputPer1k: 0 },
      },
    ]);
    expect(ids('image', {})).toEqual(['tempest-offline-image']);
  });

  it('adds the models of each provider whose key is set, and only those', () => {
    expect(ids('chat', { ANTHROPIC_API_KEY: 'sk-ant' })).toEqual(['tempest-offline', 'claude-sonnet-4-5']);
    expect(ids('chat', { OPENAI_API_KEY: 'sk', GOOGLE_GENERATIVE_AI_API_KEY: 'g' })).toEqual(['tempest-offline', 'gpt-5', 'gemini-2.5-pro']);
    expect(ids('image', { OPENAI_API_KEY: 'sk' })).toEqual(['tempest-offline-image', 'dall-e-3']);
    expect(ids('image', { ANTHROPIC_API_KEY: 'sk-ant' })).toEqual(['tempest-offline-image']);
    expect(availableModels('chat', { ANTHROPIC_API_KEY: 'k' })[1]).toMatchObject({ name: 'Claude Sonnet 4.5', provider: 'anthropic' });
  });

  it('treats an empty or blank key as not set', () => {
    expect(ids('chat', { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '  ' })).toEqual(['tempest-offline']);
  });

  it('lists the models of an OpenAI-compatible endpoint by their ids', () => {
    const env = { OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_COMPATIBLE_MODELS: 'llama3.1:8b, qwen2.5-coder ,,' };
    expect(ids('chat', env)).toEqual(['tempest-offline', 'llama3.1:8b', 'qwen2.5-coder']);
    expect(availableModels('chat', env)[1]).toMatchObject({ name: 'llama3.1:8b', provider: 'openai-compatible' });
    expect(ids('chat', { OPENAI_COMPATIBLE_MODELS: 'llama3.1:8b' })).toEqual(['tempest-offline']); // no endpoint, no models
    expect(ids('image', env)).toEqual(['tempest-offline-image']);
  });
});

describe('changing model preferences', () => {
  const env = { ANTHROPIC_API_KEY: 'k', OPENAI_API_KEY: 'k' };

  it('merges a partial change into the defaults, then into what was chosen before', () => {
    const first = changePreferences(null, { logic_model: 'claude-sonnet-4-5' }, env);
    expect(first).toEqual({ preferences: { ...DEFAULT_MODEL_PREFERENCES, logic_model: 'claude-sonnet-4-5' } });
    const second = changePreferences('preferences' in first ? first.preferences : null, { image_generation_model: 'dall-e-3' }, env);
    expect(second).toEqual({
      preferences: { base_model: 'tempest-offline', logic_model: 'claude-sonnet-4-5', assistant_model: 'tempest-offline', image_generation_model: 'dall-e-3' },
    });
  });

  it('refuses a model that is not available, or of the wrong kind for the slot', () => {
    expect(changePreferences(null, { base_model: 'gemini-2.5-pro' }, env)).toEqual({ error: 'models.unavailable', field: 'base_model' });
    expect(changePreferences(null, { base_model: 'dall-e-3' }, env)).toEqual({ error: 'models.unavailable', field: 'base_model' });
    expect(changePreferences(null, { image_generation_model: 'tempest-offline' }, env)).toEqual({
      error: 'models.unavailable',
      field: 'image_generation_model',
    });
  });

  it('refuses an unknown slot or a value that is not a string', () => {
    expect(changePreferences(null, { favourite_model: 'gpt-5' }, env)).toEqual({ error: 'models.invalid_request', field: 'favourite_model' });
    expect(changePreferences(null, { base_model: 42 }, env)).toEqual({ error: 'models.invalid_request', field: 'base_model' });
    expect(changePreferences(null, { constructor: 'gpt-5' }, env)).toEqual({ error: 'models.invalid_request', field: 'constructor' });
  });

  it('says what a chat turn costs: the offline model its configured amount (0: free), provider models their usage', () => {
    const env = { ANTHROPIC_API_KEY: 'sk-ant' };
    expect(withTurnCost(availableModels('chat', env), 'chat', 0).map((m) => [m.id, m.tokensPerTurn])).toEqual([['tempest-offline', 0], ['claude-sonnet-4-5', null]]);
    expect(withTurnCost(availableModels('chat', env), 'chat', 30)[0].tokensPerTurn).toBe(30);
    expect(withTurnCost(availableModels('image', env), 'image', 30)[0]).not.toHaveProperty('tokensPerTurn');
  });
});
