import { describe, expect, it } from '@jest/globals';
import { evolveGame, gameDecider, initialGameState, type GameCommand, type GameEvent, type GameState, type PublishGame } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const checkpointId = '9c0ffee0-0000-4000-8000-00000000000a';
const now = '2026-11-23T10:00:00.000Z';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const spec = deciderSpecification(gameDecider);
const created: GameEvent = { type: 'GameCreated', data: { gameId, name: 'Star Miner', description: '', createdAt: now, creatorId, creatorName: 'ada' } };
const asCreator = { actorId: creatorId, isStaff: false };
const asStranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false };
const asStaff = { actorId: 'bad00000-0000-4000-8000-000000000003', isStaff: true };
const publish = (over: Partial<PublishGame['data']> = {}): PublishGame => ({
  type: 'PublishGame',
  data: { gameId, checkpointId, checkpointFound: true, message: ' First release ', now, ...asCreator, ...over },
});
const unpublish = (actor = asCreator, at = now): GameCommand => ({ type: 'UnpublishGame', data: { gameId, now: at, ...actor } });
const published: GameEvent = { type: 'GamePublished', data: { gameId, checkpointId, message: 'First release', publishedAt: now, by: creatorId } };

describe('publishing a game', () => {
  it('publishes a checkpoint of the game, trimming the message', () => {
    spec.given(created).when(publish()).then([published]);
  });

  it('records who published and when in the state, and unpublishing clears it', () => {
    expect(given(created, published)).toMatchObject({ published: { checkpointId, at: now, by: creatorId } });
    const later = '2026-11-24T10:00:00.000Z';
    const unpublished: GameEvent = { type: 'GameUnpublished', data: { gameId, checkpointId, unpublishedAt: later, by: creatorId } };
    spec.given(created, published).when(unpublish(asCreator, later)).then([unpublished]);
    expect(given(created, published, unpublished)).toMatchObject({ published: null });
  });

  it('publishing the published checkpoint again or unpublishing a draft changes nothing', () => {
    spec.given(created, published).when(publish()).thenNothing();
    spec.given(created).when(unpublish()).thenNothing();
  });

  it('lets staff publish, not other users', () => {
    spec
      .given(created)
      .when(publish({ ...asStaff }))
      .then([{ type: 'GamePublished', data: { gameId, checkpointId, message: 'First release', publishedAt: now, by: asStaff.actorId } }]);
    spec.given(created).when(publish({ ...asStranger })).thenThrows({ code: 'game.forbidden' });
    spec.given(created, published).when(unpublish(asStranger)).thenThrows({ code: 'game.forbidden' });
  });

  it('refuses an unknown checkpoint, a long message and a missing or deleted game', () => {
    spec.given(created).when(publish({ checkpointFound: false })).thenThrows({ code: 'checkpoint.not_found', category: 'not_found', message: 'Checkpoint not found' });
    spec.given(created).when(publish({ message: 'x'.repeat(501) })).thenThrows({ code: 'game.invalid_publish_message' });
    spec.given().when(publish()).thenThrows({ code: 'game.not_found' });
    const deleted: GameEvent = { type: 'GameDeleted', data: { gameId, deletedAt: now, by: creatorId } };
    spec.given(created, deleted).when(publish()).thenThrows({ code: 'game.not_found' });
  });
});
