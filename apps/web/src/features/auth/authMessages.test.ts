import { describe, expect, it } from '@jest/globals';
import {
  AUTH_MESSAGES,
  loginErrorMessage,
  needsVerification,
  serverErrorText,
  verifyOtpErrorMessage,
} from './authMessages';

describe('sign-in error messages', () => {
  it('says the credentials are wrong on a 401, whatever the body', () => {
    expect(loginErrorMessage({ status: 401, data: { error: 'Nope' } })).toBe('Wrong username or password.');
  });

  it("prefers the server's sentence, then the joined values of an error object, then 'Login failed'", () => {
    expect(loginErrorMessage({ status: 429, data: { success: false, error: 'Too many attempts.' } })).toBe(
      'Too many attempts.',
    );
    expect(loginErrorMessage({ status: 400, data: { error: { email: ['Required.'], password: 'Too short.' } } })).toBe(
      'Required. Too short.',
    );
    expect(loginErrorMessage({ status: 500, data: '<html>' })).toBe('Login failed');
    expect(loginErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' })).toBe(
      'Login failed',
    );
  });

  it('reports an unreachable server as a network error', () => {
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      AUTH_MESSAGES.network,
    );
  });

  it('recognises the unverified-email answer', () => {
    const data = { error: 'Please verify your email before logging in.', verification_required: true };
    const error = { status: 403, data };
    expect(needsVerification(error)).toBe(true);
    expect(needsVerification({ status: 403, data: { error: 'CSRF token missing or incorrect.' } })).toBe(false);
  });

  it('falls back to the reset message field and to the OTP catalogue strings', () => {
    expect(serverErrorText({ status: 'error', message: 'Invalid OTP' })).toBe('Invalid OTP');
    expect(serverErrorText({ error: '  ' })).toBeUndefined();
    expect(verifyOtpErrorMessage({ status: 400, data: {} })).toBe('Invalid OTP');
    expect(verifyOtpErrorMessage({ status: 500, data: {} })).toBe('Failed to verify OTP');
  });
});
