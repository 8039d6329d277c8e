import { isOutOfTokens, outOfTokensMessage } from '../creation/generationErrors';

/** Spec 1 §8's sentence for any failure of the code assistant. */
export const ASSISTANT_FAILED = 'Failed to send message to assistant';

/**
 * Pure: what to add under ASSISTANT_FAILED for a failed call (an RTK Query error): the out-of-tokens
 * sentence, the server's error (a 400's reason, a model's failure), or nothing when no answer came.
 */
export function assistantErrorDetail(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status, data } = error as { status: unknown; data?: unknown };
  if (isOutOfTokens(status, data)) return outOfTokensMessage(data.next_allocation_days);
  const message = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof status === 'number' && typeof message === 'string' && message.trim() !== '' ? message : null;
}
