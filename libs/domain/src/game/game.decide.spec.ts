import { describe, expect, it } from '@jest/globals';
import { decideGame, evolveGame, initialGameState, type GameEvent, type GameState } from '../index.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const now = '2026-11-22T10:00:00.000Z';
const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const creator = { creatorId, creatorName: 'ada' };
const created: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Star Miner', description: 'Mine stars', createdAt: now, ...creator } };
const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };

describe('game decider', () => {
  it('creates a game with a trimmed name and description', () => {
    const events = decideGame({ type: 'CreateGame', data: { gameId, name: '  Star Miner ', description: ' Mine stars ', now, ...creator } }, given());
    expect(events).toEqual([created]);
  });

  it('refuses to create a game twice', () => {
    expect(() => decideGame({ type: 'CreateGame', data: { gameId, name: 'Again', description: '', now, ...creator } }, given(created))).toThrow(
      expect.objectContaining({ code: 'game.already_exists', category: 'conflict' }),
    );
  });

  it.each([[''], ['   '], ['x'.repeat(101)]])('refuses the name %j', (name) => {
    expect(() => decideGame({ type: 'CreateGame', data: { gameId, name, description: '', now, ...creator } }, given())).toThrow(
      expect.objectContaining({ code: 'game.invalid_name', category: 'validation' }),
    );
  });

  it('refuses a description over 2000 characters', () => {
    const description = 'd'.repeat(2001);
    expect(() => decideGame({ type: 'CreateGame', data: { gameId, name: 'ok', description, now, ...creator } }, given())).toThrow(
      expect.objectContaining({ code: 'game.invalid_description' }),
    );
  });

  it('renames a game and remembers the previous name', () => {
    const events = decideGame({ type: 'RenameGame', data: { gameId, name: 'Star Miner II', now, ...asCreator } }, given(created));
    expect(events).toEqual([
      { type: 'GameRenamed', data: { gameId, name: 'Star Miner II', previousName: 'Star Miner', renamedAt: now } },
    ]);
    expect(given(created, ...events)).toMatchObject({ status: 'active', name: 'Star Miner II' });
  });

  it('records nothing when the name does not change', () => {
    expect(decideGame({ type: 'RenameGame', data: { gameId, name: ' Star Miner ', now, ...asCreator } }, given(created))).toEqual([]);
  });

  it('cannot rename a game that does not exist', () => {
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'x', now, ...asCreator } }, given())).toThrow(
      expect.objectContaining({ code: 'game.not_found', category: 'not_found' }),
    );
  });

  it('lets only the creator or staff rename a game', () => {
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'Mine now', now, ...asStranger } }, given(created))).toThrow(
      expect.objectContaining({ code: 'game.forbidden', category: 'forbidden', message: 'Only the creator can change this game.' }),
    );
    expect(decideGame({ type: 'RenameGame', data: { gameId, name: 'Staff fix', now, ...asStaff } }, given(created))).toHaveLength(1);
  });

  it('deletes a game for its creator; the deleted game can no longer be changed', () => {
    const events = decideGame({ type: 'DeleteGame', data: { gameId, now, ...asCreator } }, given(created));
    expect(events).toEqual([{ type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } }]);
    expect(() => decideGame({ type: 'DeleteGame', data: { gameId, now, ...asStranger } }, given(created))).toThrow(
      expect.objectContaining({ code: 'game.forbidden' }),
    );
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'x', now, ...asCreator } }, given(created, ...events))).toThrow(
      expect.objectContaining({ code: 'game.not_found' }),
    );
  });

  it('treats a game created before accounts as ownerless: staff only', () => {
    const legacy: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Old', description: '', createdAt: now } };
    expect(() => decideGame({ type: 'RenameGame', data: { gameId, name: 'New', now, ...asCreator } }, given(legacy))).toThrow(
      expect.objectContaining({ code: 'game.forbidden' }),
    );
  });
});
