import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { evolveGameListRow, toGameListItem } from './game-list.read-model.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const recorded = (type: string, revision: bigint, data: unknown): RecordedEvent => ({
  id: `e-${revision}`,
  type,
  streamId: `game-${gameId}`,
  revision,
  globalPosition: revision + 1n,
  schemaVersion: 1,
  data,
  metadata: { actorId: null, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

describe('games list read model', () => {
  it('given a created and a renamed game, holds the new name, the revision and both times', () => {
    const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
    const created = recorded('GameCreated', 0n, { gameId, name: 'Star Miner', description: 'Mine', createdAt: '2026-11-22T10:00:00.000Z', creatorId, creatorName: 'ada' });
    const renamed = recorded('GameRenamed', 1n, { gameId, name: 'Star Miner II', previousName: 'Star Miner', renamedAt: '2026-11-22T11:00:00.000Z' });
    const row = [created, renamed].reduce(evolveGameListRow, null);
    expect(toGameListItem(row!)).toEqual({
      id: gameId,
      name: 'Star Miner II',
      description: 'Mine',
      revision: 1,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T11:00:00.000Z',
      creator: { id: creatorId, name: 'ada', avatar: `/api/users/${creatorId}/avatar.svg` },
    });
  });

  it('drops a deleted game from the list', () => {
    const created = recorded('GameCreated', 0n, { gameId, name: 'Gone', description: '', createdAt: 't' });
    const deleted = recorded('GameDeleted', 1n, { gameId, deletedAt: 't2', by: 'u' });
    expect([created, deleted].reduce(evolveGameListRow, null)).toBeNull();
  });

  it('ignores a rename of a game it has never seen, and events of other types', () => {
    const renamed = recorded('GameRenamed', 1n, { gameId, name: 'x', previousName: 'y', renamedAt: 't' });
    expect(evolveGameListRow(null, renamed)).toBeNull();
    expect(evolveGameListRow(null, recorded('SomethingElse', 0n, {}))).toBeNull();
  });
});
