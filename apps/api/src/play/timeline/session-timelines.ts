import { Inject, Injectable } from '@nestjs/common';
import type { EntityState, SaveGameVersion, SessionCheckpoint, SessionSummary, SessionTimeline } from '@tempest/contracts';
import {
  branchGraph,
  currentCheckpoint,
  PlaySessionNotFoundError,
  PlayStateTooLargeError,
  sameRevisions,
  TimelineCheckpointNotFoundError,
  TimelineLineageMismatchError,
  timelineDecider,
  timelineStreamId,
  type BranchGraph,
  type ChildBranch,
  type GraphTransition,
  type RestoreTimelineCheckpoint,
  type SaveState,
  type SaveVersion,
  type TimelineCommand,
  type TimelineNode,
  type TimelineState,
} from '@tempest/domain';
import { DecisionRunner, formatPosition, type EventStore } from '@tempest/event-store';
import { branchNodeOf, type BranchNode } from '@tempest/projections';
import { gameRevisions } from '../../checkpoints/game-revisions.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { readGameAccess } from '../../assets/game-access.js';
import type { CommandContext } from '../../common/actor.js';
import { readCheckpoints } from '../../checkpoints/checkpoint-state.js';
import { aggregateStream, handleCommand, handleTogether } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { PlaySessions, type StartedSession } from '../play-sessions.js';
import { isPlayerOf, Players, type Player } from '../player.js';
import { SAVE_STATES, saveStateJson, stateErased, type SaveStates } from './save-states.js';

/** Where a checkpoint's thumbnail is uploaded (multipart field `thumbnail`). */
export const thumbnailUploadUrl = (sessionId: string, checkpointId: string): string => `/play/timeline/${sessionId}/checkpoints/${checkpointId}/thumbnail/`;

export const gameVersionOf = (version: SaveVersion): SaveGameVersion => ({ source: version.source, checkpoint_id: version.checkpointId, asset_count: version.assets.length });

type CheckpointFields = Omit<SessionCheckpoint, 'child_branches' | 'incoming_transitions'>;

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
export const sessionCheckpointOf = (node: BranchNode, graph: BranchGraph, ecsState?: EntityState): SessionCheckpoint => ({
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
    checkpoints: shown.map((n) => sessionCheckpointOf(n, graph, states?.get(n.checkpointId))),
    main_path: graph.mainPath,
    root_checkpoint_id: graph.rootId,
    branch_tree: graph.tree,
  };
};

/** A checkpoint of the branch graph with its own fields ready as JSON (`checkpointJsonOf`), kept by a reader of its lineage. */
export type ReadyCheckpoint = { node: BranchNode; json: string };

/** A checkpoint's own fields as JSON text, without the closing brace: `timelineGraphJson` adds the graph's two. */
export const checkpointJsonOf = (node: BranchNode): string => JSON.stringify(checkpointFieldsOf(node)).slice(0, -1);

const childBranchesJson = (branches: readonly ChildBranch[] | undefined): string =>
  `[${(branches ?? []).map((c) => `{"checkpoint_id":${JSON.stringify(c.checkpoint_id)},"is_default":${c.is_default}}`).join(',')}]`;

/**
 * `timelineOf`'s graph part — checkpoints, main_path, root_checkpoint_id, branch_tree — as JSON text (the
 * members of an object, without braces), from checkpoints whose own JSON is ready: a read of thousands of
 * checkpoints builds no object per checkpoint and serializes only what the graph decides.
 */
export const timelineGraphJson = (checkpoints: readonly ReadyCheckpoint[], transitions: readonly GraphTransition[]): string => {
  const graph = branchGraph(
    checkpoints.map((c) => c.node),
    transitions,
  );
  const shown = checkpoints.filter((c) => !c.node.deleted).sort((a, b) => a.node.timecodeMs - b.node.timecodeMs);
  const answers = shown.map(
    ({ node, json }) => `${json},"child_branches":${childBranchesJson(graph.childBranches.get(node.checkpointId))},"incoming_transitions":${graph.incoming.get(node.checkpointId) ?? 0}}`,
  );
  return `"checkpoints":[${answers.join(',')}],"main_path":${JSON.stringify(graph.mainPath)},"root_checkpoint_id":${JSON.stringify(graph.rootId)},"branch_tree":${JSON.stringify(graph.tree)}`;
};

export const nodesOf = (state: TimelineState): BranchNode[] => state.order.map((id) => branchNodeOf(state.nodes.get(id)!));

/**
 * Play-session timelines (docs/api-timeline.md): who may read or change one, the version of the game a
 * session plays, and the timeline's stream (one per lineage). Everything is read from streams.
 */
@Injectable()
export class SessionTimelines {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sessions: PlaySessions,
    private readonly runner: DecisionRunner,
    @Inject(SAVE_STATES) readonly saveStates: SaveStates,
    private readonly players: Players,
  ) {}

  /** The session, if the caller is its player or the game's creator; else 'Session not found' (nothing revealed). */
  async accessible(sessionId: string, player: Player | null, user: ActiveUser | null): Promise<StartedSession> {
    const { state } = await this.sessions.read(sessionId);
    if (state.status !== 'started') throw new PlaySessionNotFoundError(sessionId);
    if (isPlayerOf(player, state.playerKey)) return state;
    if (user && (await readGameAccess(this.store, state.gameId)).creatorId === user.userId) return state;
    throw new PlaySessionNotFoundError(sessionId);
  }

  /** `lineage_id` given by a client must be the session's. */
  checkLineage(session: StartedSession, lineageId: string | null | undefined): void {
    if (lineageId && lineageId.toLowerCase() !== session.lineageId) throw new TimelineLineageMismatchError(lineageId, session.lineageId);
  }

  read(lineageId: string) {
    return aggregateStream(this.store, timelineDecider, timelineStreamId(lineageId));
  }

  async execute(lineageId: string, command: TimelineCommand, context: CommandContext) {
    const result = await handleCommand(this.store, timelineDecider, timelineStreamId(lineageId), command, { metadata: context.metadata });
    return { ...result, position: result.position ? formatPosition(result.position) : null };
  }

  /**
   * A restore: the session's entities become the saved state's (PlaySessionRestored) and the timeline
   * records the restore, in one append — both are written or neither. A state the session cannot hold
   * (PlayStateTooLargeError) leaves the session as it is: the timeline alone records the restore, and
   * `runnerError` says why (spec 3 "Restore response": runner_synced false).
   */
  async restore(session: StartedSession, saved: SaveState, data: RestoreTimelineCheckpoint['data'], context: CommandContext) {
    const played = { type: 'RestorePlaySession' as const, data: { sessionId: session.sessionId, checkpointId: data.checkpointId, stateHash: saved.hash, stateSize: saved.chars, now: data.now } };
    const recorded = { decider: timelineDecider, streamId: timelineStreamId(session.lineageId), command: { type: 'RestoreTimelineCheckpoint' as const, data } };
    return this.sessions.serialized(session.sessionId, async () => {
      try {
        const [after, timeline] = await handleTogether(this.store, [this.sessions.part(session.sessionId, played), recorded], { metadata: context.metadata });
        const position = timeline.position ?? after.position;
        return { session: after.state as StartedSession, timeline: { ...timeline, position: position ? formatPosition(position) : null }, runnerError: null };
      } catch (error) {
        if (!(error instanceof PlayStateTooLargeError)) throw error;
        return { session, timeline: await this.execute(session.lineageId, recorded.command, context), runnerError: error.message };
      }
    });
  }

  /** A shown checkpoint of the lineage, its ecs_state as JSON text, and where the save-state store holds it. */
  async saved(lineageId: string, checkpointId: string): Promise<{ node: TimelineNode; json: string; saved: SaveState }> {
    const { state } = await this.read(lineageId);
    const node = state.nodes.get(checkpointId);
    if (!node || node.deleted) throw new TimelineCheckpointNotFoundError(checkpointId);
    if (node.stateHash === null) {
      // A save recorded before the store: its state goes there now (cleaned as every stored state is).
      const json = saveStateJson((await this.statesOf(lineageId, [node])).get(checkpointId));
      return { node, json, saved: await this.saveStates.put(await this.saveStates.compress(json)) };
    }
    const json = (await this.saveStates.jsonOf([node.stateHash])).get(node.stateHash);
    if (json === undefined) throw stateErased();
    return { node, json, saved: { hash: node.stateHash, chars: node.stateSize, storedBytes: 0 } };
  }

  /** Every checkpoint's ecs_state (include_state=true). */
  async states(lineageId: string): Promise<Map<string, EntityState>> {
    const { state } = await this.read(lineageId);
    return this.statesOf(lineageId, [...state.nodes.values()]);
  }

  /** From the save-state store; a save recorded before it holds its state in its own event. */
  private async statesOf(lineageId: string, nodes: readonly TimelineNode[]): Promise<Map<string, EntityState>> {
    const stored = await this.saveStates.getMany(nodes.flatMap((n) => (n.stateHash ? [n.stateHash] : [])));
    const states = new Map<string, EntityState>();
    for (const node of nodes) {
      if (node.stateHash) {
        const found = stored.get(node.stateHash);
        if (found) states.set(node.checkpointId, found);
        continue;
      }
      const [event] = await this.store.readStream(timelineStreamId(lineageId), { fromRevision: BigInt(node.revision), maxCount: 1 });
      states.set(node.checkpointId, (event.data as { ecsState: EntityState }).ecsState);
    }
    return states;
  }

  /**
   * The version the session plays now: the checkpoint it plays (published or time travel), or the working
   * tree's revisions (the current creator checkpoint named when it records the same ones).
   */
  async versionOf(session: StartedSession): Promise<SaveVersion> {
    const known = (await readCheckpoints(this.store, session.gameId)).state;
    if (session.source !== 'working') {
      const played = session.checkpointId ? known.checkpoints.get(session.checkpointId) : undefined;
      return { source: session.source, checkpointId: session.checkpointId, assets: [...(played?.assets ?? [])], frontends: [...(played?.frontends ?? [])] };
    }
    // From the game's manifest: every committed edit, without waiting for a read model (a save is a write).
    const { assets, frontends } = await gameRevisions(this.runner, session.gameId);
    const now = { assets, frontends };
    const current = currentCheckpoint(known);
    const named = current && sameRevisions(current, now) ? current.checkpointId : null;
    return { source: 'working', checkpointId: named, ...now };
  }

  /** Spec 3 "Session summary": the session asked for, and the newest session of its lineage (its player's). */
  async summary(session: StartedSession): Promise<SessionSummary> {
    let current = session.sessionId;
    const latest = await this.sessions.latest([this.players.currentKeyOf(session.playerKey), session.playerKey], session.gameId, session.source);
    if (latest && latest !== session.sessionId) {
      const { state } = await this.sessions.read(latest);
      if (state.status === 'started' && state.lineageId === session.lineageId) current = latest;
    }
    return {
      session_id: session.sessionId,
      current_session_id: current,
      previous_session_id: session.previousSessionId,
      legacy_session_id: null,
      lineage_id: session.lineageId,
      session_was_reassigned: current !== session.sessionId,
      runner_session_valid: true,
      pool_session_id: null,
    };
  }
}
