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

  it("reads a proxy's HTML error page as 'Network response was not ok', and an empty message as 'An unknown error occurred'", () => {
    // fetchBaseQuery's JSON reader cannot parse an HTML body: a PARSING_ERROR that keeps the failed status.
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError: Unexpected token' })).toBe('Network response was not ok (HTTP 502)');
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: 'OK', error: 'SyntaxError' })).toBe('The server sent an unexpected response (HTTP 200).');
    expect(errorMessage({ status: 500, data: { error: '', code: 'internal' } })).toBe('An unknown error occurred');
    expect(errorMessage({ status: 500, data: { error: '  ', code: 'internal' } })).toBe('An unknown error occurred');
    expect(errorMessage({ status: 'CUSTOM_ERROR', error: '' })).toBe('An unknown error occurred');
    expect(errorMessage({ name: 'Error', message: '' })).toBe('An unknown error occurred');
  });
});
