import type { SaveGameVersion } from '@tempest/contracts';
import { TIMELINE_STREAM_PREFIX, type TimelineEvent, type TimelineNode } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';

/** A checkpoint of the branch graph: the timeline fold's checkpoint (no ecs_state) with its game version as answers show it (docs/api-timeline.md). */
export type BranchNode = Omit<TimelineNode, 'version' | 'revision' | 'stateHash'> & { gameVersion: SaveGameVersion };

/** The timeline fold's checkpoint as the graph shows it. */
export const branchNodeOf = ({ version, revision: _revision, stateHash: _hash, ...node }: TimelineNode): BranchNode => ({
  ...node,
  gameVersion: { source: version.source, checkpoint_id: version.checkpointId, asset_count: version.assets.length },
});

/**
 * A row of `branch_nodes`; `seq` (the creating event's global position) orders a lineage the same in a
 * rebuild, and `updated_seq` is the position of the last event that changed the row: a reader holding a
 * lineage reads only the rows changed since (BranchGraphReads).
 */
export type BranchNodeRow = { checkpoint_id: string; lineage_id: string; seq: number; updated_seq: number; node: BranchNode; state_hash: string | null };
/** A row of `branch_players`: the signed-in player of a lineage (visitors have none), whose erasure reaches its saves. */
export type BranchPlayerRow = { lineage_id: string; user_id: string };

/** The player a session's start names for its lineage (its own id when it starts one), or null for a visitor. */
export const branchPlayerOf = (recorded: RecordedEvent): BranchPlayerRow | null => {
  if (recorded.type !== 'PlaySessionStarted') return null;
  const { userId, lineageId, sessionId } = recorded.data as { userId: string | null; lineageId?: string; sessionId: string };
  return userId ? { lineage_id: lineageId ?? sessionId, user_id: userId } : null;
};

/** What an erased player's checkpoints keep (docs/personal-data.md, Erasure): their words and screenshots go. */
export const ERASED_NODE_FIELDS: Partial<BranchNode> = { markerLabel: '', description: '', branchLabel: null, thumbnailUrl: null, thumbnailSize: 0 };
/** A row of `branch_transitions`: a parent → its child (branch), or the active checkpoint → the one restored. */
export type BranchTransitionRow = { transition_id: string; lineage_id: string; seq: number; from_id: string; to_id: string; kind: 'branch' | 'restore' };

const timelineEvent = (recorded: RecordedEvent): TimelineEvent | null =>
  recorded.streamId.startsWith(TIMELINE_STREAM_PREFIX) ? (recorded as unknown as TimelineEvent) : null;

export const nodeKeyOf = (recorded: RecordedEvent): string | null => {
  const event = timelineEvent(recorded);
  return event && event.type !== 'TimelineCheckpointRestored' ? event.data.checkpointId : null;
};

/** Pure: the node row after one event. A deleted checkpoint keeps its row, marked. */
export const evolveNodeRow = (row: BranchNodeRow | null, recorded: RecordedEvent): BranchNodeRow | null => {
  const event = timelineEvent(recorded);
  switch (event?.type) {
    case 'TimelineCheckpointCreated': {
      const { ecsState: _state, stateHash, version, at, ...d } = event.data;
      const gameVersion = { source: version.source, checkpoint_id: version.checkpointId, asset_count: version.assets.length };
      const node: BranchNode = { ...d, gameVersion, createdAt: at, thumbnailUrl: null, thumbnailSize: 0, deleted: false };
      const seq = Number(recorded.globalPosition);
      return { checkpoint_id: d.checkpointId, lineage_id: d.lineageId, seq, updated_seq: seq, node, state_hash: stateHash ?? null };
    }
    case 'TimelineThumbnailAttached':
      return row && { ...row, updated_seq: Number(recorded.globalPosition), node: { ...row.node, thumbnailUrl: event.data.thumbnailUrl, thumbnailSize: event.data.sizeBytes } };
    case 'TimelineCheckpointDeleted':
      return row && { ...row, updated_seq: Number(recorded.globalPosition), node: { ...row.node, deleted: true } };
    default:
      return row;
  }
};

const transitionOf = (recorded: RecordedEvent): Omit<BranchTransitionRow, 'seq' | 'lineage_id'> | null => {
  const event = timelineEvent(recorded);
  if (event?.type === 'TimelineCheckpointCreated' && event.data.transitionId && event.data.parentCheckpointId) {
    return { transition_id: event.data.transitionId, from_id: event.data.parentCheckpointId, to_id: event.data.checkpointId, kind: 'branch' };
  }
  if (event?.type === 'TimelineCheckpointRestored' && event.data.transitionId && event.data.fromCheckpointId) {
    return { transition_id: event.data.transitionId, from_id: event.data.fromCheckpointId, to_id: event.data.checkpointId, kind: 'restore' };
  }
  return null;
};

export const transitionKeyOf = (recorded: RecordedEvent): string | null => transitionOf(recorded)?.transition_id ?? null;

/** Pure: a transition row is written once, by the event that makes it. */
export const evolveTransitionRow = (row: BranchTransitionRow | null, recorded: RecordedEvent): BranchTransitionRow | null => {
  const transition = transitionOf(recorded);
  if (!transition) return row;
  const lineageId = recorded.streamId.slice(TIMELINE_STREAM_PREFIX.length);
  return { ...transition, lineage_id: lineageId, seq: Number(recorded.globalPosition) };
};
