import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { StartGameAnswer } from '@tempest/contracts';
import { DomainError, TIMELINE_MAX_SAVES } from '@tempest/domain';
import type { ActiveUser } from '../accounts/user-directory.js';
import type { CommandContext } from '../common/actor.js';
import { PlaySessions, type StartedSession } from './play-sessions.js';
import { PlaySources, type PlayVersion, type TravelTarget } from './play-sources.js';
import { isPlayerOf, keysOf, type Player } from './player.js';
import { SessionTimelines } from './timeline/session-timelines.js';

/** The shared contract's answer, checked here. */
export type { StartGameAnswer } from '@tempest/contracts';

export type StartGameRequest = {
  gameId: string;
  user: ActiveUser | null;
  player: Player;
  onCanvas: boolean;
  forceNew: boolean;
  /** Time travel: the checkpoint (editors only) or the moment (editors and analysts) to play. */
  travelTo: TravelTarget | null;
  context: CommandContext;
  /** Play a save state of this session's timeline on the version it was made on. */
  save: { saveId: string; sessionId: string } | null;
};

/** Start or resume a play session (docs/api-frontends.md §5), time travel, a save played on its own version, and reload. */
@Injectable()
export class StartGame {
  constructor(
    private readonly sources: PlaySources,
    private readonly sessions: PlaySessions,
    private readonly timelines: SessionTimelines,
  ) {}

  async run(command: StartGameRequest): Promise<StartGameAnswer> {
    if (command.save) return this.playSave(command, command.save);
    const { gameId, player } = command;
    const version = await this.sources.versionFor(gameId, command.user, command.onCanvas, command.travelTo);
    // Time travel always starts from the entities as they were, at the checkpoint or the moment.
    const travel = version.source === 'checkpoint' || version.source === 'moment';
    const resumed = command.forceNew || travel ? null : await this.resumable(player, gameId, version);
    // A new session of the current version carries on the player's save history (their latest session's
    // lineage): a restart, an expired browser session and another device all see the same saves.
    const session = resumed ?? (await this.start(command, version, null, travel ? null : await this.replaced(player, gameId, version)));
    return this.answer(gameId, session, version);
  }

  /**
   * The session a new one replaces: the player's latest started session of this game and source, whose
   * lineage (timeline) it carries on — unless that timeline is full (then a new one starts, so saving goes on).
   */
  private async replaced(player: Player, gameId: string, version: PlayVersion): Promise<{ sessionId: string; lineageId: string } | null> {
    const latest = await this.latestStarted(player, gameId, version);
    if (!latest) return null;
    const { state } = await this.timelines.read(latest.lineageId);
    return state.nodes.size >= TIMELINE_MAX_SAVES ? null : { sessionId: latest.sessionId, lineageId: latest.lineageId };
  }

  private async latestStarted(player: Player, gameId: string, version: PlayVersion): Promise<StartedSession | null> {
    const latestId = await this.sessions.latest(keysOf(player), gameId, version.source);
    const latest = latestId ? (await this.sessions.read(latestId)).state : null;
    return latest?.status === 'started' && isPlayerOf(player, latest.playerKey) && latest.gameId === gameId ? latest : null;
  }

  /**
   * Restart (spec 3 §4): with `forceNew` a new session of the same player, game and source, carrying the
   * lineage (and so the timeline) of the session it replaces; without it, the latest session resumes.
   * `reassigned`: the session answered is not the latest one.
   */
  async reload(command: Omit<StartGameRequest, 'travelTo' | 'save'>): Promise<{ session: StartedSession; reassigned: boolean }> {
    const { gameId, player, user } = command;
    const version = await this.sources.versionFor(gameId, user, command.onCanvas);
    const previous = await this.latestStarted(player, gameId, version);
    const resumed = previous && !command.forceNew && previous.checkpointId === version.checkpointId ? previous : null;
    const session = resumed ?? (await this.start(command, version, null, await this.replaced(player, gameId, version)));
    return { session, reassigned: session !== previous };
  }

  private async answer(gameId: string, session: StartedSession, version: PlayVersion): Promise<StartGameAnswer> {
    return {
      status: 'success',
      session_id: session.sessionId,
      entity_state: session.entityState,
      initialization_error: null,
      error: null,
      source: version.source,
      frontend_id: await this.sources.frontendId(gameId, version),
    };
  }

  /** The player's latest session of this game and source; a published one only while its checkpoint is still the published one. */
  private async resumable(player: Player, gameId: string, version: PlayVersion): Promise<StartedSession | null> {
    const latest = await this.latestStarted(player, gameId, version);
    return latest?.checkpointId === version.checkpointId ? latest : null;
  }

  /**
   * A save state played on the version it was made on (docs/api-timeline.md, Game version): a new session
   * of that creator checkpoint, from the save's entities, carrying on the timeline of the session it came
   * from. Its player (or the game's creator) only, while the game may be played; a save made on working-tree changes no checkpoint
   * records cannot be played so (409), only restored into the version playing.
   */
  private async playSave(command: StartGameRequest, save: { saveId: string; sessionId: string }): Promise<StartGameAnswer> {
    const { gameId, player, user } = command;
    // A save is no ticket past the game's own door: deleted, or unpublished to anyone but its editors, is
    // the same 404 a start without a save gets.
    await this.sources.versionFor(gameId, user, command.onCanvas);
    const from = await this.timelines.accessible(save.sessionId, player.isNew ? null : player, user);
    if (from.gameId !== gameId) throw new DomainError('play.session_not_found', { sessionId: save.sessionId });
    const { node, json } = await this.timelines.saved(from.lineageId, save.saveId);
    const checkpointId = node.version.checkpointId;
    if (!checkpointId) {
      throw new DomainError('timeline.version_unrecorded', {
        checkpointId: save.saveId,
      });
    }
    if (!(await this.sources.hasCheckpoint(gameId, checkpointId))) throw new DomainError('checkpoint.not_found', { checkpointId });
    const version: PlayVersion = { source: 'checkpoint', checkpointId };
    const session = await this.start(command, version, JSON.parse(json), { sessionId: from.sessionId, lineageId: from.lineageId });
    return this.answer(gameId, session, version);
  }

  private async start(
    command: Pick<StartGameRequest, 'gameId' | 'player' | 'context'>,
    version: PlayVersion,
    state: unknown = null,
    replaces: { sessionId: string; lineageId: string } | null = null,
  ): Promise<StartedSession> {
    const { gameId, player, context } = command;
    const sessionId = randomUUID();
    const entityState = state ?? (await this.sources.entityState(gameId, version));
    const data = { sessionId, gameId, playerKey: player.key, userId: player.userId, ...version, entityState, replaces, now: context.now };
    const result = await this.sessions.execute(sessionId, { type: 'StartPlaySession', data }, context.metadata);
    return result.state as StartedSession;
  }
}
