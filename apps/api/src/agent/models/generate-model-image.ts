import { generateImage, type ImageModel } from 'ai';
import type { TurnError } from './agent-events.js';
import { describeProviderError } from './stream-model-turn.js';

/** A generated image's bytes and their type, or why there is none. */
export type ModelImage = { ok: true; bytes: Buffer; mediaType: string } | { ok: false; error: TurnError };

/** One image from a provider's image model (1024×1024). Never throws: a failure is `{ ok: false }`, scrubbed of secrets. */
export const generateModelImage = async (model: ImageModel, prompt: string, scrub: (text: string) => string, abortSignal?: AbortSignal): Promise<ModelImage> => {
  try {
    const { image } = await generateImage({ model, prompt, n: 1, size: '1024x1024', maxRetries: 1, abortSignal });
    return { ok: true, bytes: Buffer.from(image.uint8Array), mediaType: image.mediaType };
  } catch (error) {
    return { ok: false, error: { code: 'model.provider_error', message: scrub(describeProviderError(error).replace('The model provider failed', 'The image model failed')) } };
  }
};
