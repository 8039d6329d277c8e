import { describe, expect, it } from '@jest/globals';
import { gameActionErrorMessage } from './gameErrors';

describe('clone/delete dialog error messages', () => {
  it("prefixes the server's error", () => {
    const error = { status: 403, data: { error: 'Only the creator can change this game.', code: 'game.forbidden' } };
    expect(gameActionErrorMessage('deleting', error)).toBe('Error deleting game: Only the creator can change this game.');
  });

  it('joins validation details', () => {
    const error = { status: 400, data: { detail: [{ msg: 'id is not a uuid' }, 'game is locked'] } };
    expect(gameActionErrorMessage('deleting', error)).toBe('Validation error: id is not a uuid, game is locked');
  });

  it('falls back when the failure carries nothing readable', () => {
    expect(gameActionErrorMessage('cloning', { status: 'FETCH_ERROR', error: 'TypeError' })).toBe('An unexpected error occurred');
    expect(gameActionErrorMessage('deleting', { status: 500, data: '<html>' })).toBe('An unexpected error occurred');
  });
});
