import { describe, expect, it } from '@jest/globals';
import { NotFoundException } from '@nestjs/common';
import { DomainError, ERROR_CATEGORIES } from '@tempest/domain';
import { InvalidEventDataError, WrongExpectedVersionError } from '@tempest/event-store';
import { ApiError } from './api-error.js';
import { refusalLogLevel, STATUS, toHttpError } from './error-mapping.js';

describe('errors to HTTP', () => {
  it('maps domain categories to statuses with the stable code', () => {
    expect(toHttpError(new DomainError('game.invalid_name'))).toEqual({
      status: 400,
      body: { error: 'Game name must be 1 to 100 characters', code: 'game.invalid_name', details: undefined },
    });
    expect(toHttpError(new DomainError('game.not_found', { gameId: 'g1' }))).toEqual({
      status: 404,
      body: { error: 'Game not found', code: 'game.not_found', details: { gameId: 'g1' } },
    });
    expect(toHttpError(new DomainError('export.expired', { expired_at: null })).status).toBe(410);
    expect(toHttpError(new DomainError('request.too_large', { bytes: 3_145_728, limitBytes: 2_097_152 }))).toEqual({
      status: 413,
      body: {
        error: 'This change would write 3 MB of events; one request may write at most 2 MB (2097152 bytes). Make the change in smaller parts.',
        code: 'request.too_large',
        details: { bytes: 3_145_728, limitBytes: 2_097_152 },
      },
    });
    expect(toHttpError(new DomainError('model.provider_error', 'The model provider failed: 500', { modelId: 'gpt-5' })).status).toBe(502);
  });

  it('maps every category to a status', () => {
    for (const category of ERROR_CATEGORIES) expect(STATUS[category]).toBeGreaterThanOrEqual(400);
    expect(new Set(Object.values(STATUS)).size).toBe(ERROR_CATEGORIES.length);
  });

  it('answers a second status of one code with that code (a download while exports are off)', () => {
    expect(toHttpError(new DomainError('analytics.exports_off')).status).toBe(403);
    expect(toHttpError(new DomainError('analytics.exports_off.download'))).toEqual({
      status: 404,
      body: { error: 'Exports are turned off. Ask staff to turn them on.', code: 'analytics.exports_off', details: undefined },
    });
  });

  it('sends the fields and headers an entry adds, byte for byte as before', () => {
    const tokens = toHttpError(new DomainError('out_of_tokens', { nextAllocationDays: 3 }));
    expect(tokens.status).toBe(429);
    expect(JSON.stringify(tokens.body)).toBe('{"error_code":"out_of_tokens","next_allocation_days":3,"error":"You\'ve run out of tokens.","code":"out_of_tokens"}');
    const verify = toHttpError(new DomainError('auth.verification_required'));
    expect(JSON.stringify(verify.body)).toBe('{"verification_required":true,"error":"Please verify your email before logging in.","code":"auth.verification_required"}');
    const limited = toHttpError(new DomainError('rate_limited', 'Too many clones. Try again later.', { retryAfterSeconds: 42 }));
    expect(limited).toEqual({
      status: 429,
      body: { error: 'Too many clones. Try again later.', code: 'rate_limited', details: { retryAfterSeconds: 42 } },
      headers: { 'Retry-After': '42' },
    });
    expect(toHttpError(new DomainError('game.not_found')).headers).toBeUndefined();
  });

  it('answers a version conflict with 409 and the current revision', () => {
    const { status, body } = toHttpError(new WrongExpectedVersionError('game-1', 0n, 3n));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'stream.wrong_expected_version', details: { currentRevision: 3 } });
    expect(toHttpError(new WrongExpectedVersionError('game-1', 0n, 'no_stream')).body.details).toEqual({ currentRevision: null });
  });

  it('turns unstorable data into a 400 and transport errors into their status', () => {
    expect(toHttpError(new InvalidEventDataError('game-1', 'NUL')).status).toBe(400);
    expect(toHttpError(new ApiError(415, 'request.unsupported_media_type', 'bad'))).toEqual({
      status: 415,
      body: { error: 'bad', code: 'request.unsupported_media_type', details: undefined },
    });
    expect(toHttpError(new NotFoundException()).body.code).toBe('route.not_found');
  });

  it('never leaks an unknown error message', () => {
    expect(toHttpError(new Error('password=hunter2 at db'))).toEqual({
      status: 500,
      body: { error: 'Internal server error', code: 'internal' },
    });
  });

  it('logs a busy refusal as one warning, a failure as an error, and a client mistake not at all', () => {
    const cases = [new DomainError('play.busy'), new Error('boom'), new DomainError('game.invalid_name'), new NotFoundException()];
    expect(cases.map((error) => refusalLogLevel(error, toHttpError(error).status))).toEqual(['warn', 'error', null, null]);
  });
});
