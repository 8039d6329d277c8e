import { describe, expect, it } from '@jest/globals';
import { evolveGame, gameDecider, initialGameState, remixName, type GameCommand, type GameEvent, type GameState } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const sourceId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const cloneId = '1c2f8b63-7c5a-4a1f-8c3b-2a3b4c5d6e7f';
const now = '2026-11-26T10:00:00.000Z';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const remixer = { actorId: 'c0ffee00-0000-4000-8000-000000000002', isStaff: false };
const staff = { actorId: 'c0ffee00-0000-4000-8000-000000000003', isStaff: true };
const publishedCheckpoint = 'aaaaaaaa-0000-4000-8000-000000000001';
const currentCheckpoint = 'aaaaaaaa-0000-4000-8000-000000000002';
const completedCheckpoint = 'aaaaaaaa-0000-4000-8000-000000000003';

const given = (...events: GameEvent[]): GameState => events.reduce(evolveGame, initialGameState());
const spec = deciderSpecification(gameDecider);

const sourceCreated: GameEvent = {
  type: 'GameCreated',
  data: { gameId: sourceId, name: 'Star Miner', description: 'Mine stars', createdAt: now, creatorId, creatorName: 'ada' },
};
const cloneable: GameEvent = { type: 'GameDetailsUpdated', data: { gameId: sourceId, isCloneable: true, nsfw: true, categoryTags: 'space', updatedAt: now } };
const published: GameEvent = { type: 'GamePublished', data: { gameId: sourceId, checkpointId: publishedCheckpoint, message: '', publishedAt: now, by: creatorId } };

const clone = (source: GameState, actor = remixer): GameCommand => ({
  type: 'CloneGame',
  data: { gameId: cloneId, creatorName: 'bob', sourceGameId: sourceId, source, currentCheckpointId: currentCheckpoint, now, ...actor },
});
const cloneCreated = (checkpointId: string | null, by = remixer.actorId, creatorName = 'bob'): GameEvent => ({
  type: 'GameCreated',
  data: {
    gameId: cloneId,
    name: 'Star Miner (remix)',
    description: 'Mine stars',
    createdAt: now,
    creatorId: by,
    creatorName,
    clonedFrom: { gameId: sourceId, checkpointId, title: 'Star Miner' },
  },
});
const cloneDetails: GameEvent = { type: 'GameDetailsUpdated', data: { gameId: cloneId, nsfw: true, categoryTags: 'space', updatedAt: now } };

describe('cloning a game', () => {
  it('given a published cloneable game, when another user clones it, then a hidden copy of the published checkpoint is theirs', () => {
    const source = given(sourceCreated, cloneable, published);
    spec.given().when(clone(source)).then([cloneCreated(publishedCheckpoint), cloneDetails]);
    expect(given(cloneCreated(publishedCheckpoint))).toMatchObject({ status: 'active', creatorId: remixer.actorId, cloning: true, isCloneable: false });
  });

  it('given their own draft, when the creator clones it, then the copy is of the current checkpoint', () => {
    const source = given(sourceCreated);
    const own = { actorId: creatorId, isStaff: false };
    spec.given().when(clone(source, own)).then([cloneCreated(currentCheckpoint, creatorId, 'bob')]);
  });

  it("given a game with custom dashboards, the clone gets them, ids kept, and numbers its next one after them", () => {
    const dashboard = { id: 5, name: 'Lore', code: 'lore', icon: 'map', layoutType: 'static' as const, initialComponents: ['prompt-editor' as const] };
    const source = given(sourceCreated, { type: 'DashboardCreated', data: { gameId: sourceId, dashboard, createdAt: now } });
    const own = { actorId: creatorId, isStaff: false };
    const copied: GameEvent = { type: 'DashboardCreated', data: { gameId: cloneId, dashboard, createdAt: now } };
    spec.given().when(clone(source, own)).then([cloneCreated(currentCheckpoint, creatorId, 'bob'), copied]);
    expect(given(cloneCreated(currentCheckpoint), copied)).toMatchObject({ customDashboards: [dashboard], lastDashboardId: 5 });
  });

  it('given a published game that is not cloneable, when another user clones it, then it is refused', () => {
    spec.given().when(clone(given(sourceCreated, published))).thenThrows({ code: 'game.not_cloneable', category: 'forbidden', message: 'This game cannot be cloned.' });
  });

  it("given someone else's draft (cloneable or not), when a user clones it, then the game is not found", () => {
    spec.given().when(clone(given(sourceCreated, cloneable))).thenThrows({ code: 'game.not_found', category: 'not_found' });
  });

  it('given a missing, deleted or still-cloning source, then the game is not found', () => {
    spec.given().when(clone(given())).thenThrows({ code: 'game.not_found' });
    const deleted: GameEvent = { type: 'GameDeleted', data: { gameId: sourceId, deletedAt: now, by: creatorId } };
    spec.given().when(clone(given(sourceCreated, cloneable, published, deleted))).thenThrows({ code: 'game.not_found' });
    spec.given().when(clone(given(cloneCreated(publishedCheckpoint)))).thenThrows({ code: 'game.not_found' });
  });

  it('given a published game that is not cloneable, staff may clone its published checkpoint', () => {
    spec.given().when(clone(given(sourceCreated, published), staff)).then([cloneCreated(publishedCheckpoint, staff.actorId)]);
  });

  it('given a clone being copied, when it completes, then it is shown; when it fails, then it is gone', () => {
    const completed: GameEvent = {
      type: 'GameCloneCompleted',
      data: { gameId: cloneId, sourceGameId: sourceId, creatorId: remixer.actorId, checkpointId: completedCheckpoint, assetCount: 3, completedAt: now },
    };
    spec
      .given(cloneCreated(publishedCheckpoint))
      .when({ type: 'CompleteClone', data: { gameId: cloneId, checkpointId: completedCheckpoint, assetCount: 3, now } })
      .then([completed]);
    expect(given(cloneCreated(publishedCheckpoint), completed)).toMatchObject({ status: 'active', cloning: false });
    const failed: GameEvent = { type: 'GameCloneFailed', data: { gameId: cloneId, sourceGameId: sourceId, reason: 'boom', failedAt: now } };
    spec.given(cloneCreated(publishedCheckpoint)).when({ type: 'FailClone', data: { gameId: cloneId, reason: 'boom', now } }).then([failed]);
    expect(given(cloneCreated(publishedCheckpoint), failed)).toEqual({ status: 'deleted', gameId: cloneId });
  });

  it('given a finished clone or a game made from scratch, completing or failing a clone is refused', () => {
    const done: GameEvent = {
      type: 'GameCloneCompleted',
      data: { gameId: cloneId, sourceGameId: sourceId, creatorId: remixer.actorId, checkpointId: completedCheckpoint, assetCount: 0, completedAt: now },
    };
    spec.given(cloneCreated(null), done).when({ type: 'FailClone', data: { gameId: cloneId, reason: 'late', now } }).thenThrows({ code: 'game.not_cloning' });
    spec.given(sourceCreated).when({ type: 'CompleteClone', data: { gameId: sourceId, checkpointId: completedCheckpoint, assetCount: 0, now } }).thenThrows({ code: 'game.not_cloning' });
  });

  it('names the remix after its source, within the name limit', () => {
    expect(remixName('Star Miner')).toBe('Star Miner (remix)');
    expect(remixName('x'.repeat(100))).toHaveLength(100);
  });
});
