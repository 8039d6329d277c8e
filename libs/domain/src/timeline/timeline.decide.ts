import { PENDING_BRANCH_USE_COUNT, SESSION_SAVE_SPACING_MS } from '@tempest/contracts';
import { assertNever, type Decider } from '../shared/decider.js';
import type { CreateTimelineCheckpoint, RestoreTimelineCheckpoint, TimelineCommand } from './timeline.commands.js';
import { TIMELINE_MAX_SAVES, TIMELINE_STATE_MAX_CHARS } from './timeline.limits.js';
import type { TimelineEvent } from './timeline.events.js';
import { branchGraph } from './timeline.graph.js';
import { evolveTimeline, initialTimelineState, visibleNodes, type TimelineNode, type TimelineState } from './timeline.state.js';
import { DomainError } from '../shared/errors.js';


/** A save's ecs_state is bounded as a play session's is (checked before it is stored, and again by the decider). */
export const checkSaveStateSize = (chars: number): void => {
  if (chars > TIMELINE_STATE_MAX_CHARS) throw new DomainError('timeline.state_too_large', { size: chars, limit: TIMELINE_STATE_MAX_CHARS });
};

const shown = (state: TimelineState, checkpointId: string): TimelineNode => {
  const node = state.nodes.get(checkpointId);
  if (!node || node.deleted) throw new DomainError('timeline.checkpoint_not_found', { checkpointId });
  return node;
};

/** Spec 3 §5: the active checkpoint, then the last on the main path, then the last in the list. */
export const defaultParentOf = (state: TimelineState): string | null => {
  if (state.activeId && !state.nodes.get(state.activeId)?.deleted) return state.activeId;
  const nodes = visibleNodes(state);
  return branchGraph(nodes, []).mainPath.at(-1) ?? nodes.at(-1)?.checkpointId ?? null;
};

/** Spec 3 §5: the latest timecode plus 10000 ms, or 0. */
export const nextTimecodeOf = (state: TimelineState): number => {
  const nodes = visibleNodes(state);
  return nodes.length === 0 ? 0 : Math.max(...nodes.map((n) => n.timecodeMs)) + SESSION_SAVE_SPACING_MS;
};

/**
 * The parent: the one asked for, else the pending-branch parent (a restored checkpoint), else the default.
 * Branching from the pending parent with preserve_parent keeps it for its remaining uses (one fewer each
 * time, cleared at 0); without preserve_parent the pending parent is used once and cleared.
 */
const parentAndMetadata = (d: CreateTimelineCheckpoint['data'], state: TimelineState) => {
  if (d.parentCheckpointId !== undefined) {
    if (d.parentCheckpointId !== null && !state.nodes.get(d.parentCheckpointId)) throw new DomainError('timeline.parent_not_found', { parentCheckpointId: d.parentCheckpointId });
    const preserve = d.preserveParent === true && d.parentCheckpointId !== null;
    const count = preserve ? Math.max(0, (d.preserveParentCount ?? PENDING_BRANCH_USE_COUNT) - 1) : 0;
    return { parentId: d.parentCheckpointId, preserve, count };
  }
  const pending = state.pending && state.pending.uses > 0 ? state.pending : null;
  if (pending) {
    const preserve = d.preserveParent === true;
    return { parentId: pending.checkpointId, preserve, count: preserve ? Math.max(0, (d.preserveParentCount ?? pending.uses) - 1) : 0 };
  }
  return { parentId: defaultParentOf(state), preserve: false, count: 0 };
};

const create = ({ data: d }: CreateTimelineCheckpoint, state: TimelineState): TimelineEvent[] => {
  if (state.nodes.has(d.checkpointId)) throw new DomainError('timeline.checkpoint_exists', { checkpointId: d.checkpointId });
  if (state.nodes.size >= TIMELINE_MAX_SAVES) throw new DomainError('timeline.full', { limit: TIMELINE_MAX_SAVES });
  checkSaveStateSize(d.state.chars);
  const { parentId, preserve, count } = parentAndMetadata(d, state);
  return [
    {
      type: 'TimelineCheckpointCreated',
      data: {
        checkpointId: d.checkpointId,
        sessionId: d.sessionId,
        gameId: d.gameId,
        lineageId: d.lineageId,
        tick: d.tick ?? state.order.length + 1,
        timecodeMs: d.timecodeMs ?? nextTimecodeOf(state),
        markerLabel: d.markerLabel,
        description: d.description,
        trigger: d.trigger ?? d.checkpointType,
        checkpointType: d.checkpointType,
        branchLabel: d.branchLabel,
        parentCheckpointId: parentId,
        transitionId: parentId === null ? null : d.transitionId,
        transitionMetadata: { preserve_parent: preserve, preserve_parent_count: count },
        stateHash: d.state.hash,
        stateSize: d.state.chars,
        version: d.version,
        at: d.now,
      },
    },
  ];
};

/** The restored checkpoint becomes active and the pending-branch parent (use count 3); the move from the active one is a transition. */
const restore = ({ data: d }: RestoreTimelineCheckpoint, state: TimelineState): TimelineEvent[] => {
  const node = shown(state, d.checkpointId);
  const from = state.activeId && state.activeId !== node.checkpointId && !state.nodes.get(state.activeId)?.deleted ? state.activeId : null;
  return [
    {
      type: 'TimelineCheckpointRestored',
      data: {
        checkpointId: node.checkpointId,
        sessionId: d.sessionId,
        fromCheckpointId: from,
        transitionId: from === null ? null : d.transitionId,
        timecodeMs: d.timecodeMs ?? node.timecodeMs,
        useCount: PENDING_BRANCH_USE_COUNT,
        at: d.now,
      },
    },
  ];
};

export const decideTimeline = (command: TimelineCommand, state: TimelineState): TimelineEvent[] => {
  switch (command.type) {
    case 'CreateTimelineCheckpoint':
      return create(command, state);
    case 'RestoreTimelineCheckpoint':
      return restore(command, state);
    case 'AttachTimelineThumbnail': {
      const { checkpointId, thumbnailUrl, sizeBytes, now } = command.data;
      if (shown(state, checkpointId).thumbnailUrl !== null) throw new DomainError('timeline.thumbnail_exists', { checkpointId });
      return [{ type: 'TimelineThumbnailAttached', data: { checkpointId, thumbnailUrl, sizeBytes, at: now } }];
    }
    case 'DeleteTimelineCheckpoint':
      shown(state, command.data.checkpointId);
      return [{ type: 'TimelineCheckpointDeleted', data: { checkpointId: command.data.checkpointId, at: command.data.now } }];
    default:
      return assertNever(command);
  }
};

export const timelineDecider: Decider<TimelineState, TimelineCommand, TimelineEvent> = {
  initialState: initialTimelineState,
  evolve: evolveTimeline,
  decide: decideTimeline,
};
