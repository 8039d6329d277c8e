import type { OutOfTokensAnswer } from '@tempest/contracts';

const FALLBACK = 'Failed to generate game';
const UNREACHABLE = 'Unable to create your game right now. Please check your connection and try again.';

/** The 429 out_of_tokens message, with the refill sentence when the server says when (docs/api-agent.md, The prompt screen). */
export function outOfTokensMessage(nextAllocationDays?: number | null): string {
  const refill =
    typeof nextAllocationDays === 'number'
      ? ` Your weekly tokens will be refilled in ${nextAllocationDays} ${nextAllocationDays > 1 ? 'days' : 'day'}.`
      : '';
  return `You've run out of tokens.${refill} Purchase more tokens to continue creating games.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A 429 that names out_of_tokens (by `error_code` or `code`); the other fields are read with care. */
export function isOutOfTokens(status: unknown, data: unknown): data is Partial<OutOfTokensAnswer> {
  return status === 429 && isRecord(data) && (data.error_code === 'out_of_tokens' || data.code === 'out_of_tokens');
}

/** fetch's own failure ("TypeError: Failed to fetch") without the exception's class name. */
function thrownMessage(text: string): string {
  return text.replace(/^[A-Za-z]*Error:\s*/, '');
}

/**
 * A failed generate call (an RTK Query error) as the sentence to show (docs/api-agent.md, The prompt screen).
 * A non-OK answer shows the server's error (or 'Failed to generate game'); a request that never got
 * an answer is a thrown error.
 */
export function generationErrorMessage(error: unknown): string {
  if (!isRecord(error) || !('status' in error)) return UNREACHABLE;
  const { status, data } = error;
  if (isOutOfTokens(status, data)) return outOfTokensMessage(data.next_allocation_days);
  if (typeof status === 'number') return isRecord(data) && typeof data.error === 'string' && data.error ? data.error : FALLBACK;
  if (status === 'PARSING_ERROR') return FALLBACK;
  const text = typeof error.error === 'string' ? thrownMessage(error.error) : '';
  return text ? `Unable to create your game: ${text}. Please try again.` : UNREACHABLE;
}
