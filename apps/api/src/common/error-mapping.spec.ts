import { describe, expect, it } from '@jest/globals';
import { NotFoundException } from '@nestjs/common';
import { GameNotFoundError, InvalidGameNameError } from '@tempest/domain';
import { InvalidEventDataError, WrongExpectedVersionError } from '@tempest/event-store';
import { ApiError } from './api-error.js';
import { toHttpError } from './error-mapping.js';

describe('errors to HTTP', () => {
  it('maps domain categories to statuses with the stable code', () => {
    expect(toHttpError(new InvalidGameNameError())).toEqual({
      status: 400,
      body: { error: 'Game name must be 1 to 100 characters', code: 'game.invalid_name', details: undefined },
    });
    expect(toHttpError(new GameNotFoundError('g1')).status).toBe(404);
  });

  it('answers a version conflict with 409 and the current revision', () => {
    const { status, body } = toHttpError(new WrongExpectedVersionError('game-1', 0n, 3n));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'stream.wrong_expected_version', details: { currentRevision: 3 } });
    expect(toHttpError(new WrongExpectedVersionError('game-1', 0n, 'no_stream')).body.details).toEqual({ currentRevision: null });
  });

  it('turns unstorable data into a 400 and HTTP errors into their status', () => {
    expect(toHttpError(new InvalidEventDataError('game-1', 'NUL')).status).toBe(400);
    expect(toHttpError(new ApiError(400, 'request.invalid', 'bad'))).toEqual({
      status: 400,
      body: { error: 'bad', code: 'request.invalid', details: undefined },
    });
    expect(toHttpError(new NotFoundException()).body.code).toBe('route.not_found');
  });

  it('never leaks an unknown error message', () => {
    expect(toHttpError(new Error('password=hunter2 at db'))).toEqual({
      status: 500,
      body: { error: 'Internal server error', code: 'internal' },
    });
  });
});
