import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StartGameAnswer } from '@tempest/contracts';
import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { PlaySessions, type StartedSession } from '../play-sessions.js';
import { PlaySources, type PlayVersion } from '../play-sources.js';
import type { Player } from '../player.js';

/** The shared contract's answer, checked here. */
export type { StartGameAnswer } from '@tempest/contracts';

export class StartGameCommand extends Command<StartGameAnswer> {
  constructor(
    readonly gameId: string,
    readonly user: ActiveUser | null,
    readonly player: Player,
    readonly onCanvas: boolean,
    readonly forceNew: boolean,
    /** Time travel: the checkpoint to play (editors only). */
    readonly travelTo: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(StartGameCommand)
export class StartGameHandler implements ICommandHandler<StartGameCommand> {
  constructor(
    private readonly sources: PlaySources,
    private readonly sessions: PlaySessions,
  ) {}

  async execute(command: StartGameCommand): Promise<StartGameAnswer> {
    const { gameId, player } = command;
    const version = await this.sources.versionFor(gameId, command.user, command.onCanvas, command.travelTo);
    // Time travel always starts from the checkpoint's entities, as they were.
    const fresh = command.forceNew || version.source === 'checkpoint';
    const session = (fresh ? null : await this.resumable(player.key, gameId, version)) ?? (await this.start(command, version));
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
  private async resumable(playerKey: string, gameId: string, version: PlayVersion): Promise<StartedSession | null> {
    const sessionId = await this.sessions.latest(playerKey, gameId, version.source);
    if (!sessionId) return null;
    const { state } = await this.sessions.read(sessionId);
    if (state.status !== 'started' || state.playerKey !== playerKey || state.gameId !== gameId) return null;
    return state.checkpointId === version.checkpointId ? state : null;
  }

  private async start(command: StartGameCommand, version: PlayVersion): Promise<StartedSession> {
    const { gameId, player, context } = command;
    const sessionId = randomUUID();
    const entityState = await this.sources.entityState(gameId, version);
    const data = { sessionId, gameId, playerKey: player.key, userId: player.userId, ...version, entityState, now: context.now };
    const result = await this.sessions.execute(sessionId, { type: 'StartPlaySession', data }, context.metadata);
    return result.state as StartedSession;
  }
}
