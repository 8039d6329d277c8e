import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { undoStackKeyOf } from './undo-stack.read-model.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const userId = 'c0ffee00-0000-4000-8000-000000000001';
const created = (cause: unknown): RecordedEvent => ({
  id: 'e-0',
  type: 'AssetCreated',
  streamId: 'asset-a1',
  revision: 0n,
  globalPosition: 1n,
  schemaVersion: 1,
  data: { assetId: 'a1', gameId, assetType: 'prompt', at: 't', cause, pendingChangeId: null, sessionId: null, data: { name: 'intro' } },
  metadata: { actorId: userId, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

describe('undo stacks', () => {
  it('given a creator creating an asset, puts it on their stack', () => {
    expect(undoStackKeyOf(created({ kind: 'edit' }))).toEqual({ id: `${gameId}:${userId}`, gameId, userId });
  });

  it("given a clone's copy, puts it on nobody's stack: the remix starts with nothing to undo", () => {
    expect(undoStackKeyOf(created({ kind: 'clone' }))).toBeNull();
  });
});
