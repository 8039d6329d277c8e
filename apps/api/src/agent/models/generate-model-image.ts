import { generateImage, type ImageModel } from 'ai';
import type { TurnError } from './agent-events.js';
import { describeProviderError } from './stream-model-turn.js';

/** A generated image as a data URL, or why there is none. */
export type ModelImage = { ok: true; url: string; mediaType: string } | { ok: false; error: TurnError };

/** One image from a provider's image model (1024×1024). Never throws: a failure is `{ ok: false }`, scrubbed of secrets. */
export const generateModelImage = async (model: ImageModel, prompt: string, scrub: (text: string) => string, abortSignal?: AbortSignal): Promise<ModelImage> => {
  try {
    const { image } = await generateImage({ model, prompt, n: 1, size: '1024x1024', maxRetries: 1, abortSignal });
    return { ok: true, url: `data:${image.mediaType};base64,${image.base64}`, mediaType: image.mediaType };
  } catch (error) {
    return { ok: false, error: { code: 'model.provider_error', message: scrub(describeProviderError(error).replace('The model provider failed', 'The image model failed')) } };
  }
};
