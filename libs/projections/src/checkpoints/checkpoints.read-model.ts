import type { CheckpointStreamEvent } from '@tempest/domain';
import type { CheckpointTriggerName } from '@tempest/contracts';
import type { RecordedEvent } from '@tempest/event-store';

/** A row of `checkpoints`: one checkpoint of a game's timeline (docs/api-checkpoints.md). */
export type CheckpointRow = {
  checkpoint_id: string;
  game_id: string;
  /** The event's global position: the timeline's order (newest first), the same in a rebuild. */
  seq: number;
  trigger: CheckpointTriggerName;
  title: string;
  description: string;
  message: string;
  is_starred: boolean;
  deleted: boolean;
  actor_id: string | null;
  actor_kind: 'user' | 'agent' | 'system';
  model: string | null;
  agent_session_id: string | null;
  agent_turn: number | null;
  session_id: string | null;
  asset_count: number;
  rollback_to: string | null;
  rollback_from: string | null;
  created_at: string;
};

const VERSIONING_PREFIX = 'versioning-';

/** The checkpoint an event of a game's versioning stream is about (a named commit of kind checkpoint too). */
export const checkpointIdOf = (recorded: RecordedEvent): string | null => {
  if (!recorded.streamId.startsWith(VERSIONING_PREFIX) || recorded.streamId.startsWith(`${VERSIONING_PREFIX}session-`)) return null;
  const event = recorded as unknown as CheckpointStreamEvent;
  switch (event.type) {
    case 'RevisionCommitted':
      return event.data.kind === 'checkpoint' ? event.data.commitId : null;
    case 'CheckpointCreated':
    case 'CheckpointStarToggled':
    case 'CheckpointDeleted':
      return event.data.checkpointId;
    default:
      return null;
  }
};

const actorOf = (recorded: RecordedEvent) => ({
  actor_id: recorded.metadata.actorId ?? null,
  actor_kind: recorded.metadata.actorKind ?? 'user',
  model: recorded.metadata.model ?? null,
});

const created = (recorded: RecordedEvent, event: Extract<CheckpointStreamEvent, { type: 'CheckpointCreated' }>): CheckpointRow => {
  const d = event.data;
  return {
    checkpoint_id: d.checkpointId,
    game_id: d.gameId,
    seq: Number(recorded.globalPosition),
    trigger: d.trigger,
    title: d.title,
    description: d.description,
    message: d.message,
    is_starred: d.isStarred,
    deleted: false,
    ...actorOf(recorded),
    agent_session_id: d.agent?.sessionId ?? null,
    agent_turn: d.agent?.turn ?? null,
    session_id: d.sessionId,
    asset_count: d.assets.length,
    rollback_to: d.rollback?.toCheckpointId ?? null,
    rollback_from: d.rollback?.fromCheckpointId ?? null,
    created_at: d.at,
  };
};

/** Pure: the row after one event. A deleted checkpoint keeps its row, marked, so a rebuild equals the live run. */
export const evolveCheckpointRow = (row: CheckpointRow | null, recorded: RecordedEvent): CheckpointRow | null => {
  const event = recorded as unknown as CheckpointStreamEvent;
  switch (event.type) {
    case 'CheckpointCreated':
      return created(recorded, event);
    case 'RevisionCommitted': {
      const d = event.data;
      const legacy = { ...d, checkpointId: d.commitId, trigger: 'manual' as const, title: d.message, description: '', isStarred: false, frontends: [], agent: null, rollback: null };
      return created(recorded, { type: 'CheckpointCreated', data: legacy });
    }
    case 'CheckpointStarToggled':
      return row && { ...row, is_starred: event.data.isStarred };
    case 'CheckpointDeleted':
      return row && { ...row, deleted: true };
    default:
      return row;
  }
};
