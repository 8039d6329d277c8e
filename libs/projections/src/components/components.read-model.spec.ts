import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { componentsProjector } from './components.projector.js';
import { evolveComponentRow, toComponentView } from './components.read-model.js';

const componentId = '5e1c0a00-0000-4000-8000-00000000c0de';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const staffId = 'c0ffee00-0000-4000-8000-000000000001';
const recorded = (type: string, revision: bigint, data: unknown): RecordedEvent => ({
  id: `e-${revision}`,
  type,
  streamId: `component-${componentId}`,
  revision,
  globalPosition: revision + 1n,
  schemaVersion: 1,
  data,
  metadata: { actorId: staffId, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});
const snapshot = { componentId, slug: 'health', name: 'Health', aliases: ['hp'], category: 'stats', gameId, fieldSchema: { hp: { default: 100 } } };
const registered = recorded('ComponentRegistered', 0n, { ...snapshot, createdAt: '2026-11-22T10:00:00.000Z', createdBy: staffId });

describe('components read model', () => {
  it('given a registered and an updated component, holds the whole new component and both times', () => {
    const updated = recorded('ComponentUpdated', 1n, {
      ...snapshot,
      slug: 'vitality',
      aliases: ['hp', 'life'],
      previousSlug: 'health',
      changed: ['slug', 'aliases'],
      updatedAt: '2026-11-22T11:00:00.000Z',
      updatedBy: staffId,
    });
    const row = [registered, updated].reduce(evolveComponentRow, null);
    expect(toComponentView(row!)).toEqual({
      id: componentId,
      slug: 'vitality',
      name: 'Health',
      aliases: ['hp', 'life'],
      category: 'stats',
      gameId,
      game_id: gameId,
      fieldSchema: { hp: { default: 100 } },
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T11:00:00.000Z',
      createdBy: staffId,
    });
  });

  it('removes a deleted component and ignores an update of one it has never seen', () => {
    const deleted = recorded('ComponentDeleted', 1n, { componentId, slug: 'health', gameId, deletedAt: 't', by: staffId });
    expect([registered, deleted].reduce(evolveComponentRow, null)).toBeNull();
    expect(evolveComponentRow(null, recorded('ComponentUpdated', 1n, { ...snapshot, updatedAt: 't' }))).toBeNull();
  });

  it("tells the game's room about a game's component, and the components room about a global one", () => {
    expect(componentsProjector.changesOf!(registered)).toEqual([{ readModel: 'components', id: componentId, rooms: [`game:${gameId}`] }]);
    const global = recorded('ComponentRegistered', 0n, { ...snapshot, gameId: null, createdAt: 't', createdBy: staffId });
    expect(componentsProjector.changesOf!(global)).toEqual([{ readModel: 'components', id: componentId, rooms: ['components'] }]);
  });
});
