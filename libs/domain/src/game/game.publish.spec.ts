import { describe, expect, it } from '@jest/globals';
import { decideGame, evolveGame, initialGameState, type GameEvent, type GameState, type PublishGame } from '../index.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const checkpointId = '9c0ffee0-0000-4000-8000-00000000000a';
const now = '2026-11-23T10:00:00.000Z';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const created: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Star Miner', description: '', createdAt: now, creatorId, creatorName: 'ada' } };
const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };
const publish = (over: Partial<PublishGame['data']> = {}): PublishGame => ({
  type: 'PublishGame',
  data: { gameId, checkpointId, checkpointFound: true, message: ' First release ', now, ...asCreator, ...over },
});
const published: GameEvent = { type: 'GamePublished', data: { gameId, checkpointId, message: 'First release', publishedAt: now, by: creatorId } };

describe('publishing a game', () => {
  it('publishes a checkpoint of the game, trimming the message', () => {
    expect(decideGame(publish(), given(created))).toEqual([published]);
  });

  it('records who published and when in the state, and unpublishing clears it', () => {
    expect(given(created, published)).toMatchObject({ published: { checkpointId, at: now, by: creatorId } });
    const later = '2026-11-24T10:00:00.000Z';
    const events = decideGame({ type: 'UnpublishGame', data: { gameId, now: later, ...asCreator } }, given(created, published));
    expect(events).toEqual([{ type: 'GameUnpublished', data: { gameId, checkpointId, unpublishedAt: later, by: creatorId } }]);
    expect(given(created, published, ...events)).toMatchObject({ published: null });
  });

  it('publishing the published checkpoint again or unpublishing a draft changes nothing', () => {
    expect(decideGame(publish(), given(created, published))).toEqual([]);
    expect(decideGame({ type: 'UnpublishGame', data: { gameId, now, ...asCreator } }, given(created))).toEqual([]);
  });

  it('lets staff publish, not other users', () => {
    expect(decideGame(publish({ ...asStaff }), given(created))).toHaveLength(1);
    expect(() => decideGame(publish({ ...asStranger }), given(created))).toThrow(expect.objectContaining({ code: 'game.forbidden' }));
    expect(() => decideGame({ type: 'UnpublishGame', data: { gameId, now, ...asStranger } }, given(created, published))).toThrow(
      expect.objectContaining({ code: 'game.forbidden' }),
    );
  });

  it('refuses an unknown checkpoint, a long message and a missing or deleted game', () => {
    expect(() => decideGame(publish({ checkpointFound: false }), given(created))).toThrow(
      expect.objectContaining({ code: 'checkpoint.not_found', category: 'not_found', message: 'Checkpoint not found' }),
    );
    expect(() => decideGame(publish({ message: 'x'.repeat(501) }), given(created))).toThrow(expect.objectContaining({ code: 'game.invalid_publish_message' }));
    expect(() => decideGame(publish(), given())).toThrow(expect.objectContaining({ code: 'game.not_found' }));
    const deleted: GameEvent = { type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } };
    expect(() => decideGame(publish(), given(created, deleted))).toThrow(expect.objectContaining({ code: 'game.not_found' }));
  });
});
