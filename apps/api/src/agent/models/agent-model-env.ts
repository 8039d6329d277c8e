import type { ModelEnv } from '../../models/model-catalogue.js';

/**
 * The catalogue's environment plus the settings only the model layer needs: an optional key for the
 * OpenAI-compatible server (Ollama and llama.cpp need none; vLLM and hosted gateways often do) and an
 * optional base URL for the OpenAI provider.
 */
export type AgentModelEnv = ModelEnv & {
  OPENAI_COMPATIBLE_API_KEY?: string;
  /** Where the OpenAI provider sends its requests (default OpenAI's own API): a proxy, or a test server. */
  OPENAI_BASE_URL?: string;
};

/** Injection token: the model layer's environment, read once at start-up. */
export const AGENT_MODEL_ENV = Symbol('AGENT_MODEL_ENV');

export const agentModelEnvFrom = (env: NodeJS.ProcessEnv): AgentModelEnv => ({
  OPENAI_API_KEY: env.OPENAI_API_KEY,
  ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
  GOOGLE_GENERATIVE_AI_API_KEY: env.GOOGLE_GENERATIVE_AI_API_KEY,
  OPENAI_COMPATIBLE_BASE_URL: env.OPENAI_COMPATIBLE_BASE_URL,
  OPENAI_COMPATIBLE_MODELS: env.OPENAI_COMPATIBLE_MODELS,
  OPENAI_COMPATIBLE_API_KEY: env.OPENAI_COMPATIBLE_API_KEY,
  OPENAI_BASE_URL: env.OPENAI_BASE_URL,
});

/** The secret values of an environment, so messages can be scrubbed of them. */
export const secretsOf = (env: AgentModelEnv): string[] =>
  [env.OPENAI_API_KEY, env.ANTHROPIC_API_KEY, env.GOOGLE_GENERATIVE_AI_API_KEY, env.OPENAI_COMPATIBLE_API_KEY]
    .map((value) => (value ?? '').trim())
    .filter((value) => value.length >= 4);

/** Pure: `text` with every secret replaced, for error messages that leave the model layer. */
export const redact = (text: string, secrets: string[]): string =>
  secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
