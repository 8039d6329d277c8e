import type { ModelOption, ModelType } from '@tempest/contracts';
import type { ModelPreferences } from '@tempest/domain';

/** A model the selectors offer (docs/api-accounts.md, Subscription and models): the shared contract's. */
export type { ModelOption, ModelType } from '@tempest/contracts';

/** The environment variables that make a provider's models available. */
export type ModelEnv = Partial<
  Record<'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' | 'GOOGLE_GENERATIVE_AI_API_KEY' | 'OPENAI_COMPATIBLE_BASE_URL' | 'OPENAI_COMPATIBLE_MODELS', string>
>;

export const OFFLINE_CHAT_MODEL = 'tempest-offline';
export const OFFLINE_IMAGE_MODEL = 'tempest-offline-image';

export const DEFAULT_MODEL_PREFERENCES: ModelPreferences = {
  base_model: OFFLINE_CHAT_MODEL,
  logic_model: OFFLINE_CHAT_MODEL,
  assistant_model: OFFLINE_CHAT_MODEL,
  image_generation_model: OFFLINE_IMAGE_MODEL,
};

/** Which kind of model each preference slot takes. */
export const PREFERENCE_SLOTS: Record<keyof ModelPreferences, ModelType> = {
  base_model: 'chat',
  logic_model: 'chat',
  assistant_model: 'chat',
  image_generation_model: 'image',
};

const FREE = { inputPer1k: 0, outputPer1k: 0 };

const OFFLINE: Record<ModelType, ModelOption> = {
  chat: {
    id: OFFLINE_CHAT_MODEL,
    name: 'Tempest Offline (built-in)',
    provider: 'tempest',
    description: 'Deterministic offline game builder that runs on this server; no network, no API key.',
    contextWindow: 32768,
    maxTokens: 4096,
    pricing: FREE,
  },
  image: {
    id: OFFLINE_IMAGE_MODEL,
    name: 'Tempest Offline Images (built-in)',
    provider: 'tempest',
    description: 'Generated SVG art made on this server; no network, no API key.',
    contextWindow: 4096,
    maxTokens: 0,
    pricing: FREE,
  },
};

type Provider = { key: keyof ModelEnv; chat: ModelOption[]; image: ModelOption[] };

// List prices and limits as the providers publish them (per 1,000 tokens).
const PROVIDERS: Provider[] = [
  {
    key: 'OPENAI_API_KEY',
    chat: [{ id: 'gpt-5', name: 'GPT-5', provider: 'openai', description: "OpenAI's flagship model.", contextWindow: 400_000, maxTokens: 128_000, pricing: { inputPer1k: 0.00125, outputPer1k: 0.01 } }],
    image: [{ id: 'dall-e-3', name: 'DALL·E 3', provider: 'openai', description: 'OpenAI image generation (priced per image).', contextWindow: 4000, maxTokens: 0, pricing: FREE }],
  },
  {
    key: 'ANTHROPIC_API_KEY',
    chat: [{ id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5', provider: 'anthropic', description: "Anthropic's model for coding and agents.", contextWindow: 200_000, maxTokens: 64_000, pricing: { inputPer1k: 0.003, outputPer1k: 0.015 } }],
    image: [],
  },
  {
    key: 'GOOGLE_GENERATIVE_AI_API_KEY',
    chat: [{ id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro', provider: 'google', description: "Google's reasoning model with a long context.", contextWindow: 1_048_576, maxTokens: 65_536, pricing: { inputPer1k: 0.00125, outputPer1k: 0.01 } }],
    image: [],
  },
];

const isSet = (value: string | undefined): boolean => (value ?? '').trim() !== '';

const compatibleModels = (env: ModelEnv): ModelOption[] => {
  if (!isSet(env.OPENAI_COMPATIBLE_BASE_URL)) return [];
  const ids = (env.OPENAI_COMPATIBLE_MODELS ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
  return ids.map((id) => ({
    id,
    name: id,
    provider: 'openai-compatible',
    description: 'Served by the OpenAI-compatible endpoint configured on this server.',
    contextWindow: 32768,
    maxTokens: 4096,
    pricing: FREE,
  }));
};

/** Pure: the built-in offline model, then the models of every provider whose key is configured. */
export const availableModels = (type: ModelType, env: ModelEnv): ModelOption[] => {
  const configured = PROVIDERS.filter((p) => isSet(env[p.key])).flatMap((p) => p[type]);
  const all = [OFFLINE[type], ...configured, ...(type === 'chat' ? compatibleModels(env) : [])];
  return all.filter((model, i) => all.findIndex((m) => m.id === model.id) === i);
};

/** Pure: chat models with what a turn costs in tokens: the offline model `offlineTokensPerTurn`, the others their usage (null). */
export const withTurnCost = (models: ModelOption[], type: ModelType, offlineTokensPerTurn: number): ModelOption[] =>
  type === 'image' ? models : models.map((m) => ({ ...m, tokensPerTurn: m.id === OFFLINE_CHAT_MODEL ? Math.max(0, Math.floor(offlineTokensPerTurn)) : null }));

export type PreferenceChange = { preferences: ModelPreferences } | { error: 'models.invalid_request' | 'models.unavailable'; field: string };

/** Pure: the preferences after a partial change, or why the change is refused (an unknown slot, a model not available). */
export const changePreferences = (current: ModelPreferences | null, changes: Record<string, unknown>, env: ModelEnv): PreferenceChange => {
  const preferences = { ...(current ?? DEFAULT_MODEL_PREFERENCES) };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(PREFERENCE_SLOTS, field) || typeof value !== 'string') return { error: 'models.invalid_request', field };
    const slot = field as keyof ModelPreferences;
    if (!availableModels(PREFERENCE_SLOTS[slot], env).some((m) => m.id === value)) return { error: 'models.unavailable', field };
    preferences[slot] = value;
  }
  return { preferences };
};
