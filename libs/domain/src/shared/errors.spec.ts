import { describe, expect, it } from '@jest/globals';
import { DomainError, ERROR_CATEGORIES, ERRORS, isDomainError, type ErrorCode, type ErrorEntry } from './errors.js';

const entries = Object.entries(ERRORS) as [ErrorCode, ErrorEntry][];

/** Details that satisfy any entry's message, fields and retry time (they read at most these). */
const anyDetails = { size: 1, limit: 2, bytes: 1, limitBytes: 2, slug: 's', gameId: 'g', name: 'n', componentId: 'c', filename: 'f', position: '1', latest: '0', action: 'a', scripts: ['x', 'y'], field: 'f', projection: 'p', known: [], modelId: 'm', nextAllocationDays: 1, retryAfterSeconds: 1, timeoutMs: 2000, length: 3, error: 'e' };

describe('the error catalogue', () => {
  it('has one entry per answered (code, status): a code is reused only by an entry that names it for a second category', () => {
    const seen = new Map<string, string>();
    for (const [key, entry] of entries) {
      const answered = `${entry.code ?? key} ${entry.category}`;
      expect(seen.get(answered)).toBeUndefined();
      seen.set(answered, key);
      if (entry.code !== undefined) {
        expect(ERRORS[entry.code as ErrorCode]).toBeDefined();
        expect(ERRORS[entry.code as ErrorCode].category).not.toBe(entry.category);
      }
    }
  });

  it('gives every code a known category and a message for people', () => {
    for (const [key, entry] of entries) {
      expect(ERROR_CATEGORIES).toContain(entry.category);
      expect(key).toMatch(/^[a-z_]+(\.[a-z_]+)*$/);
      const message = typeof entry.message === 'string' ? entry.message : (entry.message as (d: object) => string)(anyDetails);
      expect(message.trim().length).toBeGreaterThan(0);
      expect(message).not.toContain('undefined');
    }
  });

  it('builds the error from its code: the message from the catalogue, from the details, or worded by the throw site', () => {
    const plain = new DomainError('game.not_found', { gameId: 'g1' });
    expect(plain).toBeInstanceOf(Error);
    expect(plain).toMatchObject({ key: 'game.not_found', code: 'game.not_found', category: 'not_found', message: 'Game not found', details: { gameId: 'g1' } });
    expect(new DomainError('frontend.file_exists', { filename: 'App.tsx' }).message).toBe('File App.tsx already exists');
    expect(new DomainError('component.forbidden', { gameId: null }).message).toBe('Only staff can change global components.');
    const worded = new DomainError('request.invalid', 'message is required', { field: 'message' });
    expect(worded).toMatchObject({ code: 'request.invalid', category: 'validation', message: 'message is required', details: { field: 'message' } });
    expect(new DomainError('user.not_found').details).toBeUndefined();
  });

  it('refuses at compile time an unknown code, missing details or a wording the entry does not take', () => {
    const unthrown = [
      // @ts-expect-error an unknown code does not compile
      () => new DomainError('game.no_such_code'),
      // @ts-expect-error the message names the file: its details are required
      () => new DomainError('frontend.file_exists'),
      // @ts-expect-error a fixed message is not worded at the throw site
      () => new DomainError('game.not_found', 'Gone', { gameId: 'g1' }),
      // @ts-expect-error a rule of a field is worded where it is checked
      () => new DomainError('request.invalid', { field: 'x' }),
    ];
    expect(unthrown).toHaveLength(4);
  });

  it('keeps details that only feed the answer fields off the answer', () => {
    const error = new DomainError('out_of_tokens', { nextAllocationDays: 2 });
    expect(error.fields).toEqual({ error_code: 'out_of_tokens', next_allocation_days: 2 });
    expect(error.answeredDetails).toBeUndefined();
    expect(new DomainError('play.storage_quota', 'Too much stored today', { retryAfterSeconds: 30 }).retryAfterSeconds).toBe(30);
    expect(new DomainError('game.not_found').retryAfterSeconds).toBeUndefined();
  });

  it('tells one refusal from another by its key', () => {
    const error: unknown = new DomainError('asset.already_exists', { assetId: 'a' });
    expect(isDomainError(error, 'asset.already_exists')).toBe(true);
    expect(isDomainError(error, 'asset.not_found')).toBe(false);
    expect(isDomainError(new Error('asset.already_exists'), 'asset.already_exists')).toBe(false);
  });
});
