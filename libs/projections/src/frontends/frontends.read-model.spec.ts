import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { frontendsProjector } from './frontends.projector.js';
import { evolveFrontendProjectRow } from './frontends.read-model.js';

const frontendId = 'f0000000-0000-4000-8000-000000000001';
const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const recorded = (type: string, revision: bigint, data: unknown): RecordedEvent => ({
  id: `e-${revision}`,
  type,
  streamId: `frontend-${frontendId}`,
  revision,
  globalPosition: revision + 1n,
  schemaVersion: 1,
  data,
  metadata: { actorId: null, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});
const settings = { enable_websocket: false, tailwind_config: {} };
const created = recorded('FrontendProjectCreated', 0n, {
  frontendId,
  gameId,
  name: 'Game Frontend',
  description: 'Custom game UI',
  entryPoint: 'index.tsx',
  settings,
  at: '2026-11-23T10:00:00.000Z',
});

describe('frontends read model', () => {
  it('given a created and an updated project, holds the new values and both times', () => {
    const updated = recorded('FrontendProjectUpdated', 1n, { frontendId, gameId, name: 'HUD', description: '', settings: { ...settings, tailwind_config: { a: 1 } }, at: '2026-11-23T11:00:00.000Z' });
    expect([created, updated].reduce(evolveFrontendProjectRow, null)).toEqual({
      id: frontendId,
      game_id: gameId,
      name: 'HUD',
      description: '',
      entry_point: 'index.tsx',
      settings: { enable_websocket: false, tailwind_config: { a: 1 } },
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T11:00:00.000Z',
    });
  });

  it("ignores an update of a project it has never seen, and tells the game's room", () => {
    expect(evolveFrontendProjectRow(null, recorded('FrontendProjectUpdated', 1n, { frontendId, gameId, at: 't' }))).toBeNull();
    expect(frontendsProjector.changesOf!(created)).toEqual([{ readModel: 'frontends', id: frontendId, rooms: [`game:${gameId}`] }]);
  });
});
