import type { ModelEnv } from './model-catalogue.js';

/** Injection token: the provider keys of the environment, read once at start-up. */
export const MODEL_ENV = Symbol('MODEL_ENV');

export const modelEnvFrom = (env: NodeJS.ProcessEnv): ModelEnv => ({
  OPENAI_API_KEY: env.OPENAI_API_KEY,
  ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
  GOOGLE_GENERATIVE_AI_API_KEY: env.GOOGLE_GENERATIVE_AI_API_KEY,
  OPENAI_COMPATIBLE_BASE_URL: env.OPENAI_COMPATIBLE_BASE_URL,
  OPENAI_COMPATIBLE_MODELS: env.OPENAI_COMPATIBLE_MODELS,
});
