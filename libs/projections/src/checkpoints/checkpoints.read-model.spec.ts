import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { checkpointIdOf, evolveCheckpointRow } from './checkpoints.read-model.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const checkpointId = '9c0ffee0-0000-4000-8000-00000000000a';
const userId = 'c0ffee00-0000-4000-8000-000000000001';
const at = '2026-11-26T10:00:00.000Z';
const recorded = (type: string, position: bigint, data: unknown, over: Partial<RecordedEvent> = {}): RecordedEvent => ({
  id: `e-${position}`,
  type,
  streamId: `versioning-${gameId}`,
  revision: position,
  globalPosition: position,
  schemaVersion: 1,
  data,
  metadata: { actorId: userId, actorKind: 'agent', model: 'gpt', correlationId: 'c', causationId: null, requestId: null, timestamp: at },
  ...over,
});
const created = recorded('CheckpointCreated', 7n, {
  checkpointId, gameId, trigger: 'ai_complete', title: 'AI: snake', description: '', message: 'm', isStarred: false,
  assets: [{ assetId: 'a', revision: 1 }, { assetId: 'b', revision: 0 }], frontends: [], agent: { sessionId: 's', turn: 2 }, sessionId: null, rollback: null, at, by: userId,
});

describe('checkpoints read model', () => {
  it('holds a checkpoint with its actor from the metadata, its agent turn and its place in the timeline', () => {
    expect(evolveCheckpointRow(null, created)).toEqual({
      checkpoint_id: checkpointId, game_id: gameId, seq: 7, trigger: 'ai_complete', title: 'AI: snake', description: '', message: 'm', is_starred: false, deleted: false,
      actor_id: userId, actor_kind: 'agent', model: 'gpt', agent_session_id: 's', agent_turn: 2, session_id: null, asset_count: 2, rollback_to: null, rollback_from: null, created_at: at,
    });
  });

  it('stars and hides it; a named commit of kind checkpoint is a manual checkpoint, a commit is none', () => {
    const starred = recorded('CheckpointStarToggled', 8n, { checkpointId, gameId, isStarred: true, at, by: userId });
    const deleted = recorded('CheckpointDeleted', 9n, { checkpointId, gameId, at, by: userId });
    expect([created, starred, deleted].reduce(evolveCheckpointRow, null)).toMatchObject({ is_starred: true, deleted: true });
    const commit = { commitId: checkpointId, gameId, sessionId: null, kind: 'checkpoint', message: 'Release', assets: [], at, by: userId };
    expect(evolveCheckpointRow(null, recorded('RevisionCommitted', 3n, commit))).toMatchObject({ trigger: 'manual', title: 'Release', message: 'Release' });
    expect(checkpointIdOf(recorded('RevisionCommitted', 3n, { ...commit, kind: 'commit' }))).toBeNull();
    expect(checkpointIdOf({ ...created, streamId: `versioning-session-${gameId}` })).toBeNull();
  });
});
