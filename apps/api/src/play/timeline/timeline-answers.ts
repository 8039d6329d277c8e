import type {
  LeanSessionTimeline,
  LeanSessionSave,
  TimelinePage,
  CreateSessionSaveAnswer,
  CreateSessionSaveBody,
  DeleteSessionSaveAnswer,
  EntityState,
  ReloadGameAnswer,
  RestoreSessionSaveAnswer,
  SaveGameVersion,
  SessionSave,
  SessionSummary,
  SessionTimeline,
  SessionTimelineAnswer,
  ThumbnailUploadAnswer,
} from '@tempest/contracts';
import {
  branchGraph,
  sameRevisions,
  type BranchGraph,
  type ChildBranch,
  type CreateTimelineCheckpoint,
  type GraphTransition,
  type SaveVersion,
  type TimelineEvent,
  type TimelineNode,
  type TimelineState,
} from '@tempest/domain';
import { branchNodeOf, type BranchNode } from '@tempest/projections';

/*
 * The timeline routes' answers (docs/api-timeline.md, the contract's timeline.ts), built by pure functions
 * from what the routes read and wrote: the controller only passes them on. Two answers are written as
 * text, not objects — the list (thousands of checkpoints, their JSON kept by the lineage's reader) and a
 * restore (up to a megabyte of saved state, sent as stored) — and must parse to the same shapes.
 */

/** Where a checkpoint's thumbnail is uploaded (multipart field `thumbnail`). */
export const thumbnailUploadUrl = (sessionId: string, checkpointId: string): string => `/play/timeline/${sessionId}/checkpoints/${checkpointId}/thumbnail/`;

export const gameVersionOf = (version: SaveVersion): SaveGameVersion => ({ source: version.source, checkpoint_id: version.checkpointId, asset_count: version.assets.length });

type CheckpointFields = Omit<SessionSave, 'child_branches' | 'incoming_transitions'>;

/** A checkpoint's own fields as the API answers them (the graph adds child_branches and incoming_transitions). */
const checkpointFieldsOf = (node: BranchNode, ecsState?: EntityState): CheckpointFields => ({
  id: node.checkpointId,
  session_id: node.sessionId,
  game_id: node.gameId,
  tick: node.tick,
  timecode_ms: node.timecodeMs,
  marker_label: node.markerLabel,
  description: node.description,
  metadata: { description: node.description },
  thumbnail_url: node.thumbnailUrl,
  thumbnail_upload_url: node.thumbnailUrl === null ? thumbnailUploadUrl(node.sessionId, node.checkpointId) : null,
  trigger: node.trigger,
  type: node.checkpointType,
  branch_label: node.branchLabel,
  parent_checkpoint_id: node.parentCheckpointId,
  lineage_id: node.lineageId,
  transition_metadata: node.transitionMetadata,
  ...(ecsState === undefined ? {} : { ecs_state: ecsState }),
  size_bytes: node.stateSize + node.thumbnailSize,
  game_version: node.gameVersion,
  created_at: node.createdAt,
});

/** A checkpoint as the API answers it; the graph gives its branches and incoming transitions. */
export const sessionSaveOf = (node: BranchNode, graph: BranchGraph, ecsState?: EntityState): SessionSave => ({
  ...checkpointFieldsOf(node, ecsState),
  child_branches: (graph.childBranches.get(node.checkpointId) ?? []).map((c) => ({ checkpoint_id: c.checkpoint_id, is_default: c.is_default })),
  incoming_transitions: graph.incoming.get(node.checkpointId) ?? 0,
});

/** The timeline answer from a lineage's checkpoints (the fold's or the branch-graph read model's) and transitions. */
export const timelineOf = (
  summary: SessionSummary,
  nodes: readonly BranchNode[],
  transitions: readonly GraphTransition[],
  states: ReadonlyMap<string, EntityState> | null = null,
): SessionTimeline => {
  const graph = branchGraph(nodes, transitions);
  const shown = nodes.filter((n) => !n.deleted).sort((a, b) => a.timecodeMs - b.timecodeMs);
  return {
    ...summary,
    checkpoints: shown.map((n) => sessionSaveOf(n, graph, states?.get(n.checkpointId))),
    main_path: graph.mainPath,
    root_checkpoint_id: graph.rootId,
    branch_tree: graph.tree,
  };
};

/** A checkpoint of the branch graph with its own fields ready as JSON (`checkpointJsonOf`), kept by a reader of its lineage. */
export type ReadySave = { node: BranchNode; json: string };

/** A checkpoint's own fields as JSON text, without the closing brace: `timelineGraphJson` adds the graph's two. */
export const saveJsonOf = (node: BranchNode): string => JSON.stringify(checkpointFieldsOf(node)).slice(0, -1);

/** A checkpoint's own fields as the lean list has them (`LeanSessionSave`), as `saveJsonOf` writes them. */
export const leanSaveJsonOf = (node: BranchNode): string => {
  const fields: Omit<LeanSessionSave, 'child_branches' | 'incoming_transitions'> = {
    id: node.checkpointId,
    tick: node.tick,
    timecode_ms: node.timecodeMs,
    marker_label: node.markerLabel,
    description: node.description,
    thumbnail_url: node.thumbnailUrl,
    trigger: node.trigger,
    type: node.checkpointType,
    branch_label: node.branchLabel,
    parent_checkpoint_id: node.parentCheckpointId,
    created_at: node.createdAt,
  };
  return JSON.stringify(fields).slice(0, -1);
};

/** The lean list's timeline (`lean=true`) of a timeline answer: what `timelineGraphJson` writes with `leanSaveJsonOf` and no tree. */
export const leanTimelineOf = ({ branch_tree: _tree, checkpoints, ...timeline }: SessionTimeline): LeanSessionTimeline => ({
  ...timeline,
  checkpoints: checkpoints.map((c) => ({
    id: c.id, tick: c.tick, timecode_ms: c.timecode_ms, marker_label: c.marker_label, description: c.description, thumbnail_url: c.thumbnail_url, trigger: c.trigger,
    type: c.type, branch_label: c.branch_label, parent_checkpoint_id: c.parent_checkpoint_id, created_at: c.created_at, child_branches: c.child_branches, incoming_transitions: c.incoming_transitions,
  })),
});

const childBranchesJson = (branches: readonly ChildBranch[] | undefined): string =>
  `[${(branches ?? []).map((c) => `{"checkpoint_id":${JSON.stringify(c.checkpoint_id)},"is_default":${c.is_default}}`).join(',')}]`;

/**
 * `timelineOf`'s graph part — checkpoints, main_path, root_checkpoint_id, branch_tree — as JSON text (the
 * members of an object, without braces), from checkpoints whose own JSON is ready: a read of thousands of
 * checkpoints builds no object per checkpoint and serializes only what the graph decides.
 */
export const timelineGraphJson = (checkpoints: readonly ReadySave[], transitions: readonly GraphTransition[], { tree = true }: { tree?: boolean } = {}): string => {
  const graph = branchGraph(
    checkpoints.map((c) => c.node),
    transitions,
    { tree },
  );
  const shown = checkpoints.filter((c) => !c.node.deleted).sort((a, b) => a.node.timecodeMs - b.node.timecodeMs);
  const answers = shown.map(
    ({ node, json }) => `${json},"child_branches":${childBranchesJson(graph.childBranches.get(node.checkpointId))},"incoming_transitions":${graph.incoming.get(node.checkpointId) ?? 0}}`,
  );
  const branchTree = tree ? `,"branch_tree":${JSON.stringify(graph.tree)}` : '';
  return `"checkpoints":[${answers.join(',')}],"main_path":${JSON.stringify(graph.mainPath)},"root_checkpoint_id":${JSON.stringify(graph.rootId)}${branchTree}`;
};

export const nodesOf = (state: TimelineState): BranchNode[] => state.order.map((id) => branchNodeOf(state.nodes.get(id)!));

/** The session a save is made in. */
type PlayedSession = { sessionId: string; gameId: string; lineageId: string };

/** A save's fields as the timeline records them, from the request's body (its state is stored, then added). */
export const saveDataOf = (
  body: Omit<CreateSessionSaveBody, 'ecs_state' | 'lineage_id'>,
  { checkpointId, transitionId, session, version, now }: { checkpointId: string; transitionId: string; session: PlayedSession; version: SaveVersion; now: string },
): Omit<CreateTimelineCheckpoint['data'], 'state'> => ({
  checkpointId,
  transitionId,
  sessionId: session.sessionId,
  gameId: session.gameId,
  lineageId: session.lineageId,
  checkpointType: body.type ?? 'manual',
  markerLabel: body.marker_label?.trim() ?? '',
  description: body.description?.trim() ?? '',
  trigger: body.trigger ?? null,
  branchLabel: body.branch_label ?? null,
  tick: body.tick ?? null,
  timecodeMs: body.timecode_ms ?? null,
  // undefined: the timeline's default parent; null: a new root.
  parentCheckpointId: body.parent_checkpoint_id === undefined ? undefined : (body.parent_checkpoint_id?.toLowerCase() ?? null),
  preserveParent: body.transition_metadata?.preserve_parent ?? null,
  preserveParentCount: body.transition_metadata?.preserve_parent_count ?? null,
  version,
  now,
});

/** A timeline write as the routes answer it: the decided events, the timeline after them, and where to wait for them. */
export type TimelineWrite = { events: TimelineEvent[]; state: TimelineState; position: string | null };

/** GET …/checkpoints with include_state: the answer as objects (each checkpoint carries its ecs_state). */
export const timelineAnswer = (timeline: SessionTimeline, caughtUp: boolean): SessionTimelineAnswer => ({ status: 'success', timeline, error: null, caughtUp });

/** GET …/checkpoints: `timelineAnswer` written as text, the graph part ready (`timelineGraphJson`); a page's bounds after it. */
export const timelineAnswerJson = (summary: SessionSummary, graphJson: string, caughtUp: boolean, page?: TimelinePage): string => {
  const pageJson = page ? `,"has_more":${page.has_more},"next_before":${JSON.stringify(page.next_before)}` : '';
  return `{"status":"success","timeline":${JSON.stringify(summary).slice(0, -1)},${graphJson}${pageJson}},"error":null,"caughtUp":${caughtUp}}`;
};

/**
 * A save's answer: the timeline after it, and the new checkpoint — shown, since it is in the timeline;
 * without its ecs_state (the client has just sent it, up to 1 MB).
 */
export const savedAnswer = ({ summary, checkpointId, lineageId, write }: { summary: SessionSummary; checkpointId: string; lineageId: string; write: TimelineWrite }): CreateSessionSaveAnswer => {
  const [event] = write.events;
  if (event?.type !== 'TimelineCheckpointCreated') throw new Error('The checkpoint was not recorded');
  const timeline = timelineOf(summary, nodesOf(write.state), write.state.transitions);
  const node = write.state.nodes.get(checkpointId)!;
  return {
    status: 'success',
    message: 'Checkpoint created',
    timeline,
    checkpoint_id: checkpointId,
    transition_id: event.data.transitionId,
    checkpoint: timeline.checkpoints.find((c) => c.id === checkpointId)!,
    preserve_parent: node.transitionMetadata.preserve_parent,
    preserve_parent_count: node.transitionMetadata.preserve_parent_count,
    lineage_id: lineageId,
    position: write.position,
  };
};

/** What a restore did: the session after it (unchanged when it could not hold the state: `runnerError`), and the timeline's write. */
export type Restored = { session: { entityState: EntityState }; timeline: TimelineWrite; runnerError: string | null };

/**
 * A restore's answer (spec 3 "Restore response" plus the game versions) as text: `restored_state` is the
 * stored JSON as it is (up to a megabyte neither parsed nor written again), the checkpoint without it.
 */
export const restoreAnswerJson = (node: TimelineNode, stateJson: string, restored: Restored, playing: SaveVersion): string => {
  const { state, position } = restored.timeline;
  const answer: Omit<RestoreSessionSaveAnswer, 'restored_state'> = {
    status: 'success',
    checkpoint: sessionSaveOf(branchNodeOf(node), branchGraph(nodesOf(state), state.transitions)),
    runner_synced: restored.runnerError === null,
    runner_sync_error: restored.runnerError,
    runner_entity_count: Object.keys(restored.session.entityState).length,
    preserve_parent_count: state.pending?.uses ?? 0,
    game_version_changed: !sameRevisions(node.version, playing),
    game_version: gameVersionOf(node.version),
    session_game_version: gameVersionOf(playing),
    position,
  };
  return `{"restored_state":${stateJson},${JSON.stringify(answer).slice(1)}`;
};

export const thumbnailAnswer = (stored: { url: string; sizeBytes: number }): ThumbnailUploadAnswer => ({ status: 'success', thumbnail_url: stored.url, size_bytes: stored.sizeBytes });

export const deletedAnswer = (checkpointId: string, write: Pick<TimelineWrite, 'position'>): DeleteSessionSaveAnswer => ({
  status: 'success',
  checkpoint_id: checkpointId,
  error: null,
  position: write.position,
});

/** A reload's answer: the session's summary, reassigned when the session answered is not the latest one. */
export const reloadAnswer = (summary: SessionSummary, reassigned: boolean): ReloadGameAnswer => ({ status: 'success', ...summary, session_was_reassigned: reassigned });
