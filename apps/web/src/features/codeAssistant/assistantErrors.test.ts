import { describe, expect, it } from '@jest/globals';
import { assistantErrorDetail } from './assistantErrors';

describe('the code assistant failure detail', () => {
  it("says the spec's out-of-tokens sentence, the server's reason, or nothing", () => {
    expect(assistantErrorDetail({ status: 429, data: { error: "You've run out of tokens.", code: 'out_of_tokens', error_code: 'out_of_tokens', next_allocation_days: 2 } }))
      .toBe("You've run out of tokens. Your weekly tokens will be refilled in 2 days. Purchase more tokens to continue creating games.");
    expect(assistantErrorDetail({ status: 400, data: { error: 'message must not be empty', code: 'request.invalid' } })).toBe('message must not be empty');
    expect(assistantErrorDetail({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeNull();
    expect(assistantErrorDetail({ status: 502, data: '<html>' })).toBeNull();
  });
});
