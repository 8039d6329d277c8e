import { describe, expect, it } from '@jest/globals';
import { errorMessage, UNREACHABLE_MESSAGE } from './apiError';

describe('the sentence shown for a failed request', () => {
  it("prefers the server's message, and falls back to the spec's strings", () => {
    expect(errorMessage({ status: 409, data: { error: 'File index.tsx already exists', code: 'frontend.file_exists' } })).toBe('File index.tsx already exists');
    expect(errorMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBe('Network response was not ok (HTTP 502)');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(UNREACHABLE_MESSAGE);
    expect(errorMessage({ name: 'Error' })).toBe('An unknown error occurred');
    expect(errorMessage(undefined)).toBe('An unknown error occurred');
  });
});
