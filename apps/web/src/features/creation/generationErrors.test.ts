import { describe, expect, it } from '@jest/globals';
import { generationErrorMessage, outOfTokensMessage } from './generationErrors';

describe('the out-of-tokens message', () => {
  it('says when the weekly tokens come back, in days', () => {
    expect(outOfTokensMessage(3)).toBe(
      "You've run out of tokens. Your weekly tokens will be refilled in 3 days. Purchase more tokens to continue creating games.",
    );
    expect(outOfTokensMessage(1)).toBe(
      "You've run out of tokens. Your weekly tokens will be refilled in 1 day. Purchase more tokens to continue creating games.",
    );
  });

  it('leaves the refill sentence out when the server does not say', () => {
    expect(outOfTokensMessage(undefined)).toBe("You've run out of tokens. Purchase more tokens to continue creating games.");
    expect(outOfTokensMessage(null)).toBe("You've run out of tokens. Purchase more tokens to continue creating games.");
  });
});

describe('generation failures', () => {
  it('turns a 429 out_of_tokens answer into the out-of-tokens message', () => {
    const data = {
      error: "You've run out of tokens.",
      code: 'out_of_tokens',
      error_code: 'out_of_tokens',
      next_allocation_days: 2,
    };
    expect(generationErrorMessage({ status: 429, data })).toBe(outOfTokensMessage(2));
    expect(generationErrorMessage({ status: 429, data: { error: 'x', error_code: 'out_of_tokens' } })).toBe(outOfTokensMessage());
  });

  it("shows the server's error for another non-OK answer, else the fallback", () => {
    expect(generationErrorMessage({ status: 400, data: { error: 'prompt must not be empty', code: 'request.invalid' } })).toBe(
      'prompt must not be empty',
    );
    expect(generationErrorMessage({ status: 429, data: { error: 'Too many requests' } })).toBe('Too many requests');
    expect(generationErrorMessage({ status: 502, data: null })).toBe('Failed to generate game');
    expect(
      generationErrorMessage({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'SyntaxError: x' }),
    ).toBe('Failed to generate game');
  });

  it('explains a request that failed before any answer', () => {
    expect(generationErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Unable to create your game: Failed to fetch. Please try again.',
    );
    expect(generationErrorMessage({ status: 'FETCH_ERROR', error: '' })).toBe(
      'Unable to create your game right now. Please check your connection and try again.',
    );
    expect(generationErrorMessage('boom')).toBe(
      'Unable to create your game right now. Please check your connection and try again.',
    );
  });
});
