import { assertNever } from '../shared/decider.js';
import type { TimelineCheckpointCreated, TimelineEvent } from './timeline.events.js';

/** A checkpoint as the timeline's fold keeps it: everything but its ecs_state, which is in the save-state store (`stateHash`). */
export type TimelineNode = Omit<TimelineCheckpointCreated['data'], 'ecsState' | 'stateHash' | 'at'> & {
  /** null for a save recorded before the save-state store: its event (`revision`) holds the state. */
  stateHash: string | null;
  thumbnailUrl: string | null;
  thumbnailSize: number;
  createdAt: string;
  deleted: boolean;
  /** The stream revision of the event that made it. */
  revision: number;
};

/** A move between two checkpoints: `branch` from a parent to a new checkpoint, `restore` from the active one to the one restored. */
export type TimelineTransition = { transitionId: string; from: string; to: string; kind: 'branch' | 'restore' };

export type TimelineState = {
  /** Events folded: the revision the next one gets. */
  events: number;
  nodes: ReadonlyMap<string, TimelineNode>;
  /** Checkpoint ids in the order they were made. */
  order: readonly string[];
  transitions: readonly TimelineTransition[];
  /** The checkpoint last made (not 'auto') or restored. */
  activeId: string | null;
  /** The pending-branch parent and how many more checkpoints branch from it (spec 3 §4, Session timeline). */
  pending: { checkpointId: string; uses: number } | null;
};

export const initialTimelineState = (): TimelineState => ({ events: 0, nodes: new Map(), order: [], transitions: [], activeId: null, pending: null });

const withNode = (state: TimelineState, node: TimelineNode): ReadonlyMap<string, TimelineNode> => new Map(state.nodes).set(node.checkpointId, node);

export const evolveTimeline = (state: TimelineState, event: TimelineEvent): TimelineState => {
  const next = { ...state, events: state.events + 1 };
  switch (event.type) {
    case 'TimelineCheckpointCreated': {
      const { ecsState: _state, stateHash, at, version, ...d } = event.data;
      const node: TimelineNode = { ...d, stateHash: stateHash ?? null, version, createdAt: at, thumbnailUrl: null, thumbnailSize: 0, deleted: false, revision: state.events };
      const transitions = d.parentCheckpointId && d.transitionId ? [...state.transitions, { transitionId: d.transitionId, from: d.parentCheckpointId, to: d.checkpointId, kind: 'branch' as const }] : state.transitions;
      const { preserve_parent, preserve_parent_count } = d.transitionMetadata;
      const pending = preserve_parent && preserve_parent_count > 0 && d.parentCheckpointId ? { checkpointId: d.parentCheckpointId, uses: preserve_parent_count } : null;
      const activeId = d.checkpointType === 'auto' ? state.activeId : d.checkpointId;
      return { ...next, nodes: withNode(state, node), order: [...state.order, d.checkpointId], transitions, activeId, pending };
    }
    case 'TimelineCheckpointRestored': {
      const d = event.data;
      const transitions = d.fromCheckpointId && d.transitionId ? [...state.transitions, { transitionId: d.transitionId, from: d.fromCheckpointId, to: d.checkpointId, kind: 'restore' as const }] : state.transitions;
      return { ...next, transitions, activeId: d.checkpointId, pending: { checkpointId: d.checkpointId, uses: d.useCount } };
    }
    case 'TimelineThumbnailAttached': {
      const node = state.nodes.get(event.data.checkpointId);
      if (!node) return next;
      return { ...next, nodes: withNode(state, { ...node, thumbnailUrl: event.data.thumbnailUrl, thumbnailSize: event.data.sizeBytes }) };
    }
    case 'TimelineCheckpointDeleted': {
      const node = state.nodes.get(event.data.checkpointId);
      if (!node) return next;
      const activeId = state.activeId === node.checkpointId ? null : state.activeId;
      const pending = state.pending?.checkpointId === node.checkpointId ? null : state.pending;
      return { ...next, nodes: withNode(state, { ...node, deleted: true }), activeId, pending };
    }
    default:
      return assertNever(event);
  }
};

/** The checkpoints shown: not deleted, in the order they were made. */
export const visibleNodes = (state: TimelineState): TimelineNode[] =>
  state.order.map((id) => state.nodes.get(id)!).filter((node) => !node.deleted);

type Revisions = { assets: readonly { assetId: string; revision: number }[]; frontends: readonly { frontendId: string; revision: number }[] };

/** Two records of a game name the same revisions of every asset and frontend project. */
export const sameRevisions = (a: Revisions, b: Revisions): boolean => {
  const key = (r: Revisions) => JSON.stringify([r.assets.map((x) => `${x.assetId}:${x.revision}`).sort(), r.frontends.map((f) => `${f.frontendId}:${f.revision}`).sort()]);
  return key(a) === key(b);
};
