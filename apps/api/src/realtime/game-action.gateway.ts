import { Catch, Inject, Logger, UseFilters, type ArgumentsHost, type WsExceptionFilter } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { GAME_ACTION, type GameActionReply } from '@tempest/contracts';
import { DomainError, looksLikeUuid } from '@tempest/domain';
import type { Socket } from 'socket.io';
import { socketCommandContext } from '../common/actor.js';
import { toHttpError } from '../common/error-mapping.js';
import { inRequestBudget } from '../common/request-budget.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { GameAction } from '../play/game-action.js';
import { GameActionMessageDto } from '../play/play.dto.js';
import { PLAYER_COOKIE, Players, type Player } from '../play/player.js';
import { cookieIn, RoomAccessPolicy } from './room-access.js';
import { sameOriginOnly } from './socket-access.js';

type SocketData = { visitor?: Player | null };

/** A refusal as the POST would answer it: status, body, Retry-After (docs/api-frontends.md §5). */
const replyOf = (error: unknown): GameActionReply => {
  const { status, body, headers } = toHttpError(error);
  const retryAfter = Number(headers?.['Retry-After']);
  return Number.isFinite(retryAfter) ? { status, body, retryAfter } : { status, body };
};

/**
 * Every refusal of a game action over the socket, the global pipes' (NUL, nesting, the DTO's rules) and the
 * handler's, through the message's ack in the POST's shape; logged as the HTTP filter logs it (a busy refusal
 * one warning line, anything at 500 and above an error).
 */
@Catch()
class GameActionExceptionsFilter implements WsExceptionFilter {
  private readonly logger = new Logger('GameActionGateway');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = replyOf(exception);
    if (exception instanceof DomainError && exception.category === 'unavailable') this.logger.warn(`game action refused: ${exception.code}`);
    else if (reply.status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const ack = host.getArgs<unknown[]>().find((arg): arg is (reply: unknown) => void => typeof arg === 'function');
    ack?.(reply);
  }
}

/**
 * Game actions over the tab's socket (issue 32): the POST /play/game-action/ route's work — the same body rules,
 * player, play limits, event-byte budget, admission gate and idempotent action id (GameAction.run) — without
 * HTTP's per-request cost (about a millisecond of the studio's CPU before any work: bench/play-load/results.md).
 * The player is the socket's handshake's: its session cookie, else its `tempest_player` cookie; a handshake
 * without either is answered `play.socket_without_player`, and the tab opens its socket again (the cookie is set
 * by the first start-game, often after the socket connected). The socket's own origin check (sameOriginOnly)
 * stands in for the POST's CSRF check.
 */
@WebSocketGateway({ serveClient: false, allowRequest: sameOriginOnly })
@UseFilters(new GameActionExceptionsFilter())
export class GameActionGateway {
  constructor(
    private readonly access: RoomAccessPolicy,
    private readonly players: Players,
    private readonly gameAction: GameAction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @SubscribeMessage(GAME_ACTION)
  async act(@ConnectedSocket() socket: Socket, @MessageBody() message: GameActionMessageDto): Promise<GameActionReply> {
    const { sessionId, ...body } = message;
    if (!looksLikeUuid(sessionId)) throw new DomainError('play.invalid_session_id');
    const { headers, address } = socket.handshake;
    const user = await this.access.userOf(headers);
    // A visitor's player (a keyed hash of the handshake's cookie, which never changes) is made once per socket.
    const player = user ? this.players.known(user, null) : ((socket.data as SocketData).visitor ??= this.players.known(null, cookieIn(headers.cookie, PLAYER_COOKIE)));
    if (!player) throw new DomainError('play.socket_without_player');
    const call = { sessionId: sessionId.toLowerCase(), origin: { player, signedIn: user !== null, address }, body, context: socketCommandContext(user?.userId ?? null) };
    return { status: 200, body: await inRequestBudget(this.config.eventBytesPerRequest, () => this.gameAction.run(call)) };
  }
}
