import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreateSessionSaveBody, EntityState, SessionSummary } from '@tempest/contracts';
import {
  currentCheckpoint,
  DomainError,
  isDomainError,
  sameRevisions,
  timelineDecider,
  timelineStreamId,
  type RestoreTimelineCheckpoint,
  type SaveState,
  type SaveVersion,
  type TimelineCommand,
  type TimelineNode,
} from '@tempest/domain';
import { DecisionRunner, formatPosition } from '@tempest/event-store';
import { gameRevisions } from '../../assets/game-manifest.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { readGameAccess } from '../../assets/game-access.js';
import type { CommandContext } from '../../common/actor.js';
import { checkpointsOf } from '../../checkpoints/checkpoint-state.js';
import { PlaySessions, type StartedSession } from '../play-sessions.js';
import { isPlayerOf, Players, type Player } from '../player.js';
import { SAVE_STATES, saveStateJson, stateErased, type CompressedState, type SaveStates, type StateJson } from './save-states.js';

/** A save's state as `prepareState` made it: its JSON, and its compression under way. */
export type PreparedState = { json: StateJson; compressing: Promise<CompressedState> };
import { saveDataOf, type Restored, type TimelineWrite } from './timeline-answers.js';

/**
 * Play-session timelines (docs/api-timeline.md): who may read or change one, the version of the game a
 * session plays, and the timeline's stream (one per lineage). Everything is read from streams.
 */
@Injectable()
export class SessionTimelines {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly sessions: PlaySessions,
    @Inject(SAVE_STATES) readonly saveStates: SaveStates,
    private readonly players: Players,
  ) {}

  /** The session, if the caller is its player or the game's creator; else 'Session not found' (nothing revealed). */
  async accessible(sessionId: string, player: Player | null, user: ActiveUser | null): Promise<StartedSession> {
    const { state } = await this.sessions.read(sessionId);
    if (state.status !== 'started') throw new DomainError('play.session_not_found', { sessionId });
    if (isPlayerOf(player, state.playerKey)) return state;
    if (user && (await readGameAccess(this.runner, state.gameId)).creatorId === user.userId) return state;
    throw new DomainError('play.session_not_found', { sessionId });
  }

  /** `lineage_id` given by a client must be the session's. */
  checkLineage(session: StartedSession, lineageId: string | null | undefined): void {
    if (lineageId && lineageId.toLowerCase() !== session.lineageId) throw new DomainError('timeline.lineage_mismatch', { lineageId, expected: session.lineageId });
  }

  read(lineageId: string) {
    return this.runner.read(timelineDecider, timelineStreamId(lineageId));
  }

  /** `cachedFirst`: decided first on the fold this process just read (no second read; a concurrent write makes it read and decide again). */
  async execute(lineageId: string, command: TimelineCommand, context: CommandContext, { cachedFirst = false } = {}): Promise<TimelineWrite> {
    const result = await this.runner.run({ decider: timelineDecider, streamId: timelineStreamId(lineageId), command }, { metadata: context.metadata, cachedFirst });
    return { ...result, position: result.position ? formatPosition(result.position) : null };
  }

  /**
   * A save's state made ready before anything else is done or read (it depends on the body alone): its JSON
   * (a state over the bound is refused here, 400) and its compression, started at once off the event loop.
   */
  prepareState(ecsState: unknown): PreparedState {
    const json = saveStateJson(ecsState);
    const compressing = this.saveStates.compress(json);
    compressing.catch(() => undefined); // awaited by save(); a save refused before leaves it unawaited
    return { json, compressing };
  }

  /**
   * A save state of the session: its ecs_state goes to the save-state store and the timeline records it.
   * A save the timeline refuses stores nothing: decided first on the timeline as it is (pure), then its
   * state is stored (`beforeStore` is told its size first: the player's byte budget), then the save
   * recorded (decided again: the runner retries on a concurrent write). The game's version, the timeline
   * and the session summary are read while the state is compressed (`prepareState`, off the event loop).
   */
  async save(session: StartedSession, body: CreateSessionSaveBody, { json, compressing }: PreparedState, context: CommandContext, beforeStore: (bytes: number) => Promise<void>) {
    const checkpointId = randomUUID();
    const reads = Promise.all([this.versionOf(session), this.read(session.lineageId), this.summary(session)]);
    const [version, before, summary] = await reads;
    const data = saveDataOf(body, { checkpointId, transitionId: randomUUID(), session, version, now: context.now });
    const command = (state: SaveState): TimelineCommand => ({ type: 'CreateTimelineCheckpoint', data: { ...data, state } });
    timelineDecider.decide(command({ hash: '', chars: json.chars, storedBytes: 0 }), before.state);
    const compressed = await compressing;
    await beforeStore(compressed.bytes.length);
    // The timeline was read just above: decided on that fold, not read a second time.
    const write = await this.execute(session.lineageId, command(await this.saveStates.put(compressed)), context, { cachedFirst: true });
    return { summary, checkpointId, lineageId: session.lineageId, write };
  }

  /**
   * A restore: the session's entities become the saved state's (PlaySessionRestored) and the timeline
   * records the restore, in one append — both are written or neither. A state the session cannot hold
   * (PlayStateTooLargeError) leaves the session as it is: the timeline alone records the restore, and
   * `runnerError` says why (spec 3 "Restore response": runner_synced false).
   */
  async restore(session: StartedSession, saved: SaveState, data: RestoreTimelineCheckpoint['data'], context: CommandContext): Promise<Restored & { session: StartedSession }> {
    const played = { type: 'RestorePlaySession' as const, data: { sessionId: session.sessionId, checkpointId: data.checkpointId, stateHash: saved.hash, stateSize: saved.chars, now: data.now } };
    const recorded = { decider: timelineDecider, streamId: timelineStreamId(session.lineageId), command: { type: 'RestoreTimelineCheckpoint' as const, data } };
    return this.sessions.serialized(session.sessionId, async () => {
      try {
        const [after, timeline] = await this.runner.run([this.sessions.part(session.sessionId, played), recorded], { metadata: context.metadata });
        const position = timeline.position ?? after.position;
        return { session: after.state as StartedSession, timeline: { ...timeline, position: position ? formatPosition(position) : null }, runnerError: null };
      } catch (error) {
        if (!isDomainError(error, 'play.state_too_large')) throw error;
        return { session, timeline: await this.execute(session.lineageId, recorded.command, context), runnerError: error.message };
      }
    });
  }

  /** A shown checkpoint of the lineage, its ecs_state as JSON text, and where the save-state store holds it. */
  async saved(lineageId: string, checkpointId: string): Promise<{ node: TimelineNode; json: string; saved: SaveState }> {
    const { state } = await this.read(lineageId);
    const node = state.nodes.get(checkpointId);
    if (!node || node.deleted) throw new DomainError('timeline.checkpoint_not_found', { checkpointId });
    if (node.stateHash === null) {
      // A save recorded before the store: its state goes there now (cleaned as every stored state is).
      const state = saveStateJson((await this.statesOf(lineageId, [node])).get(checkpointId));
      return { node, json: String(state.text), saved: await this.saveStates.put(await this.saveStates.compress(state)) };
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
      const [event] = await this.runner.store.readStream(timelineStreamId(lineageId), { fromRevision: BigInt(node.revision), maxCount: 1 });
      states.set(node.checkpointId, (event.data as { ecsState: EntityState }).ecsState);
    }
    return states;
  }

  /**
   * The version the session plays now: the checkpoint it plays (published or time travel), or the working
   * tree's revisions (the current creator checkpoint named when it records the same ones).
   */
  async versionOf(session: StartedSession): Promise<SaveVersion> {
    // From the game's manifest: every committed edit, without waiting for a read model (a save is a write). Both streams read at once.
    const [known, revisions] = await Promise.all([checkpointsOf(this.runner, session.gameId), session.source === 'working' ? gameRevisions(this.runner, session.gameId) : null]);
    if (!revisions) {
      const played = session.checkpointId ? known.checkpoints.get(session.checkpointId) : undefined;
      return { source: session.source, checkpointId: session.checkpointId, assets: [...(played?.assets ?? [])], frontends: [...(played?.frontends ?? [])] };
    }
    const { assets, frontends } = revisions;
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
