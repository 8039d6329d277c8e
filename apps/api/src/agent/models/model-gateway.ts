import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError } from '@tempest/domain';
import { availableModels, OFFLINE_CHAT_MODEL, OFFLINE_IMAGE_MODEL } from '../../models/model-catalogue.js';
import type { AgentStreamEvent, AgentTurnRequest, ProviderModel } from './agent-events.js';
import { AGENT_MODEL_ENV, type AgentModelEnv, redact, secretsOf } from './agent-model-env.js';
import { generateModelImage, type ModelImage } from './generate-model-image.js';
import { generateModelReply, type ModelReply, type ReplyRequest } from './generate-model-reply.js';
import { OfflineModelProvider } from './offline-model.provider.js';
import { streamModelTurn } from './stream-model-turn.js';
import { ZERO_USAGE } from './token-usage.js';

/**
 * What a catalogue id resolves to: a provider's language model, or the offline marker — `tempest-offline` is
 * the built-in offline model (OfflineModelProvider), with no model call and no network.
 */
export type ResolvedModel =
  | { kind: 'provider'; modelId: string; provider: string; model: ProviderModel }
  | { kind: 'offline'; modelId: typeof OFFLINE_CHAT_MODEL };

const trimmed = (value: string | undefined): string | undefined => {
  const out = (value ?? '').trim();
  return out === '' ? undefined : out;
};

/**
 * Resolves catalogue ids to models — providers' (keys and base URLs from the environment only) and the
 * built-in offline model — and streams agent turns from them. Without an offline provider (a gateway made by
 * hand, in tests and benches) `tempest-offline` is refused with `model.offline`.
 */
@Injectable()
export class ModelGateway {
  private readonly secrets: string[];

  constructor(
    @Inject(AGENT_MODEL_ENV) private readonly env: AgentModelEnv,
    @Optional() private readonly offline?: OfflineModelProvider,
  ) {
    this.secrets = secretsOf(env);
  }

  /** The model behind a chat model id of the catalogue; throws `model.not_configured` for any other id. */
  resolve(modelId: string): ResolvedModel {
    const option = availableModels('chat', this.env).find((m) => m.id === modelId);
    if (!option) throw new DomainError('model.not_configured', { modelId });
    if (option.id === OFFLINE_CHAT_MODEL) return { kind: 'offline', modelId: OFFLINE_CHAT_MODEL };
    return { kind: 'provider', modelId, provider: option.provider, model: this.providerModel(option.provider, modelId) };
  }

  /**
   * One agent turn as normalised events, ending with exactly one `finish`. A provider's turn never throws: an
   * unknown id, a provider failure or an abort end the stream with a `finish` that says so. The offline model's
   * turn runs the tools in this process, and a failure of the server under them is thrown, as a tool's is.
   */
  async *streamAgentTurn(request: AgentTurnRequest): AsyncGenerator<AgentStreamEvent> {
    let resolved: ResolvedModel;
    try {
      resolved = this.resolve(request.modelId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      yield { type: 'finish', reason: 'error', usage: ZERO_USAGE, error: { code: 'model.not_configured', message } };
      return;
    }
    if (resolved.kind === 'offline' && this.offline) return yield* this.offline.streamAgentTurn(request);
    if (resolved.kind === 'offline') {
      const message = `Model '${resolved.modelId}' is run by the built-in offline agent, not by a provider`;
      yield { type: 'finish', reason: 'error', usage: ZERO_USAGE, error: { code: 'model.offline', message } };
      return;
    }
    yield* streamModelTurn(resolved.model, request, (text) => redact(text, this.secrets));
  }

  /** One non-streaming answer of a provider model (no tools); `model.not_configured` / `model.offline` like streamAgentTurn. */
  async generateReply(request: ReplyRequest): Promise<ModelReply> {
    let resolved: ResolvedModel;
    try {
      resolved = this.resolve(request.modelId);
    } catch (error) {
      return { ok: false, error: { code: 'model.not_configured', message: error instanceof Error ? error.message : String(error) }, usage: ZERO_USAGE };
    }
    if (resolved.kind === 'offline') {
      return { ok: false, error: { code: 'model.offline', message: `Model '${resolved.modelId}' is run by the built-in offline agent, not by a provider` }, usage: ZERO_USAGE };
    }
    return generateModelReply(resolved.model, request, (text) => redact(text, this.secrets));
  }

  /** Whether an image model id is a provider's model configured here (else the offline SVG is drawn). */
  hasImageModel(modelId: string | null | undefined): modelId is string {
    return typeof modelId === 'string' && modelId !== OFFLINE_IMAGE_MODEL && availableModels('image', this.env).some((m) => m.id === modelId && m.provider === 'openai');
  }

  /** One image from a configured provider image model (OpenAI's, e.g. dall-e-3), as a data URL. */
  async generateImage(modelId: string, prompt: string, abortSignal?: AbortSignal): Promise<ModelImage> {
    if (!this.hasImageModel(modelId)) return { ok: false, error: { code: 'model.not_configured', message: `Image model '${modelId}' is not configured on this server` } };
    const model = createOpenAI({ apiKey: trimmed(this.env.OPENAI_API_KEY), baseURL: this.openaiBaseUrl() }).image(modelId);
    return generateModelImage(model, prompt, (text) => redact(text, this.secrets), abortSignal);
  }

  private openaiBaseUrl(): string | undefined {
    return trimmed(this.env.OPENAI_BASE_URL)?.replace(/\/+$/, '');
  }

  private providerModel(provider: string, modelId: string): ProviderModel {
    switch (provider) {
      case 'openai':
        return createOpenAI({ apiKey: trimmed(this.env.OPENAI_API_KEY), baseURL: this.openaiBaseUrl() })(modelId);
      case 'anthropic':
        return createAnthropic({ apiKey: trimmed(this.env.ANTHROPIC_API_KEY) })(modelId);
      case 'google':
        return createGoogleGenerativeAI({ apiKey: trimmed(this.env.GOOGLE_GENERATIVE_AI_API_KEY) })(modelId);
      case 'openai-compatible':
        return createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: (trimmed(this.env.OPENAI_COMPATIBLE_BASE_URL) ?? '').replace(/\/+$/, ''),
          apiKey: trimmed(this.env.OPENAI_COMPATIBLE_API_KEY),
          includeUsage: true,
        })(modelId);
      default:
        // A catalogue provider this layer does not know yet: refuse rather than guess.
        throw new DomainError('model.not_configured', { modelId });
    }
  }
}
