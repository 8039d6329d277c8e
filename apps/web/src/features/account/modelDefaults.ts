import type { ModelType } from '@tempest/contracts';
import type { ModelChoice } from './accountTypes';

/** The default chat model, and the image model used by default and as the fallback. */
export const DEFAULT_CHAT_MODEL = 'gpt-5';
export const DEFAULT_IMAGE_MODEL = 'dall-e-3';

// Fallback chat models, one per provider, used when the model list cannot be loaded. The Claude id is the
// provider's published alias for Claude Sonnet 4.5.
const FALLBACK_CHAT_MODELS: ModelChoice[] = [
  { id: 'gpt-5', name: 'GPT-5', provider: 'openai' },
  { id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5', provider: 'anthropic' },
  { id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro', provider: 'google' },
];

const FALLBACK_IMAGE_MODELS: ModelChoice[] = [{ id: DEFAULT_IMAGE_MODEL, name: 'DALL·E 3', provider: 'openai' }];

/** Used when GET /api/user/models/available fails; the failure itself is not shown. */
export function fallbackModels(type: ModelType): ModelChoice[] {
  return type === 'chat' ? FALLBACK_CHAT_MODELS : FALLBACK_IMAGE_MODELS;
}
