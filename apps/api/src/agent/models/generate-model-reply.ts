import { generateText } from 'ai';
import type { ModelMessage, ProviderModel, TurnError, TurnUsage } from './agent-events.js';
import { describeProviderError } from './stream-model-turn.js';
import { normaliseUsage, ZERO_USAGE } from './token-usage.js';

export type ReplyRequest = { modelId: string; system: string; messages: ModelMessage[]; maxRetries?: number; abortSignal?: AbortSignal };

/** One answer of a model without tools or streaming, or why there is none; the usage is what the provider reported. */
export type ModelReply = { ok: true; text: string; usage: TurnUsage } | { ok: false; error: TurnError; usage: TurnUsage };

/** One non-streaming model call (the code assistant). Never throws: a provider failure is `{ ok: false }`, scrubbed of secrets. */
export const generateModelReply = async (model: ProviderModel, request: ReplyRequest, scrub: (text: string) => string): Promise<ModelReply> => {
  try {
    const result = await generateText({
      model,
      system: request.system,
      messages: request.messages,
      maxRetries: request.maxRetries ?? 2,
      abortSignal: request.abortSignal,
    });
    return { ok: true, text: result.text, usage: normaliseUsage(result.totalUsage) };
  } catch (error) {
    return { ok: false, error: { code: 'model.provider_error', message: scrub(describeProviderError(error)) }, usage: ZERO_USAGE };
  }
};
