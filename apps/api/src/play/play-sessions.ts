import { Inject, Injectable } from '@nestjs/common';
import {
  PLAY_STATE_MAX_CHARS,
  playIndexDecider,
  playIndexStreamId,
  playSessionDecider,
  playSessionStreamId,
  type PlaySessionCommand,
  type PlaySessionEvent,
  type PlaySessionState,
  type PlaySource,
  sanitizeEntityState,
} from '@tempest/domain';
import { DecisionRunner, type EventMetadata, type Hydrate, type Part } from '@tempest/event-store';
import { keyedQueue } from '../common/keyed-queue.js';
import { SAVE_STATES, stateErased, type SaveStates } from './timeline/save-states.js';

export type StartedSession = Extract<PlaySessionState, { status: 'started' }>;

/**
 * Play sessions (`play-session-<id>` streams) and each player's index of them
 * (`play-index-<game>-<source>-<player>`, one PlaySessionOpened per new session: the last one is
 * the session a start without force-clear resumes). Both read from the streams, never stale.
 */
@Injectable()
export class PlaySessions {
  /** Actions of one session run one at a time in this process (each builds on the state the last left). */
  readonly serialized = keyedQueue();

  constructor(
    private readonly runner: DecisionRunner,
    @Inject(SAVE_STATES) private readonly saveStates: SaveStates,
  ) {}

  /**
   * A start and a restore name their state (PlaySessionStarted / PlaySessionRestored `stateHash`): the fold
   * gets the state itself.
   */
  private readonly hydrate: Hydrate = async (events) => {
    const hashOf = (e: (typeof events)[number]) => {
      const data = e.data as { stateHash?: string; entityState?: unknown };
      return (e.type === 'PlaySessionRestored' || e.type === 'PlaySessionStarted') && data.stateHash && data.entityState === undefined ? data.stateHash : null;
    };
    const hashes = events.map(hashOf).filter((h): h is string => h !== null);
    if (hashes.length === 0) return events;
    const states = await this.saveStates.getMany(hashes);
    return events.map((e) => {
      const hash = hashOf(e);
      if (hash === null) return e;
      const entityState = states.get(hash);
      if (!entityState) throw stateErased();
      return { ...e, data: { ...(e.data as object), entityState } };
    });
  };

  async read(sessionId: string): Promise<{ state: PlaySessionState; revision: number }> {
    const { state, revision } = await this.runner.read(playSessionDecider, playSessionStreamId(sessionId), { hydrate: this.hydrate });
    return { state, revision: Number(revision) };
  }

  /**
   * The player's newest session of this game and source, or null. Several keys (a visitor's, then its key
   * from before hashed visitor ids: player.ts keysOf): the newest session under the first key that has one.
   */
  async latest(playerKeys: string | readonly string[], gameId: string, source: PlaySource): Promise<string | null> {
    for (const playerKey of typeof playerKeys === 'string' ? [playerKeys] : playerKeys) {
      const [last] = await this.runner.store.readStream(playIndexStreamId(playerKey, gameId, source), { direction: 'backwards', maxCount: 1 });
      if (last) return (last.data as { sessionId: string }).sessionId;
    }
    return null;
  }

  /**
   * A new session's starting state goes to the save-state store first and the event names it (every session
   * of one version starts from the same state: one row, however many sessions; the event stays small). A
   * state over the bound is not stored: the decider refuses it.
   */
  private async stored(command: PlaySessionCommand): Promise<PlaySessionCommand> {
    if (command.type !== 'StartPlaySession' || command.data.stateHash !== undefined) return command;
    const json = JSON.stringify(sanitizeEntityState(command.data.entityState));
    if (json.length > PLAY_STATE_MAX_CHARS) return command;
    const { hash } = await this.saveStates.put(await this.saveStates.compress(json));
    return { ...command, data: { ...command.data, stateHash: hash } };
  }

  /** Appends the session's events (at `expectedRevision` when given), then, for a new session, indexes it. */
  async execute(sessionId: string, given: PlaySessionCommand, metadata: EventMetadata, expectedRevision?: number) {
    const command = await this.stored(given);
    const result = await this.runner.run({ decider: playSessionDecider, streamId: playSessionStreamId(sessionId), command, expectedRevision, hydrate: this.hydrate }, { metadata });
    if (command.type === 'StartPlaySession') {
      const { playerKey, gameId, source, now } = command.data;
      const opened = { type: 'OpenPlaySession' as const, data: { sessionId, now } };
      await this.runner.run({ decider: playIndexDecider, streamId: playIndexStreamId(playerKey, gameId, source), command: opened }, { metadata });
    }
    return result;
  }

  /**
   * Records what `decide` makes of the session's state (a game action): decided on the state this process folded
   * and appended at its revision; when another replica wrote the session first, decided again on what it wrote.
   */
  record(sessionId: string, decide: (state: PlaySessionState) => Promise<PlaySessionCommand>, metadata: EventMetadata) {
    return this.runner.run({ decider: playSessionDecider, streamId: playSessionStreamId(sessionId), command: decide, hydrate: this.hydrate }, { metadata, cachedFirst: true });
  }

  /** The session's part of a change written with other streams' in one append (`runner.run(parts)`): its stream and claim checks. */
  part(sessionId: string, command: PlaySessionCommand): Part<PlaySessionState, PlaySessionCommand, PlaySessionEvent> {
    return { decider: playSessionDecider, streamId: playSessionStreamId(sessionId), command, hydrate: this.hydrate };
  }
}
