import { Inject, Logger, type ArgumentMetadata } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection } from '@nestjs/websockets';
import { GAME_ACTION, type GameActionReply } from '@tempest/contracts';
import { DomainError, looksLikeUuid } from '@tempest/domain';
import type { Socket } from 'socket.io';
import { socketCommandContext } from '../common/actor.js';
import { refusalLogLevel, toHttpError } from '../common/error-mapping.js';
import { hostileTextPipe } from '../common/body-parsing.js';
import { inRequestBudget } from '../common/request-budget.js';
import { validationPipe } from '../common/validation.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { GameAction, type GameActionAnswer } from '../play/game-action.js';
import { GameActionMessageDto } from '../play/play.dto.js';
import { PLAYER_COOKIE, Players, type PlayOrigin } from '../play/player.js';
import { cookieIn, RoomAccessPolicy } from './room-access.js';
import { sameOriginOnly } from './socket-access.js';

/**
 * Made once per socket and kept while its user stays the same: a visitor's player (a keyed hash of the handshake's
 * cookie, which never changes) and the origin the play limits count (their keyed hashes are made once per origin).
 */
type SocketData = { origin?: { userId: string | null; origin: PlayOrigin } };

/** A message is checked as the POST's body is, by the same pipes. */
const MESSAGE_BODY: ArgumentMetadata = { type: 'body', metatype: GameActionMessageDto };

/** A refusal as the POST would answer it: status, body, Retry-After (docs/api-frontends.md §5). */
const replyOf = (error: unknown): GameActionReply => {
  const { status, body, headers } = toHttpError(error);
  const retryAfter = Number(headers?.['Retry-After']);
  return Number.isFinite(retryAfter) ? { status, body, retryAfter } : { status, body };
};

/**
 * Game actions over the tab's socket (issue 32): the POST /play/game-action/ route's work — the same body rules,
 * player, play limits, event-byte budget, admission gate and idempotent action id (GameAction.run) — without
 * HTTP's per-request cost (about a millisecond of the studio's CPU before any work: bench/play-load/results.md).
 * The player is the socket's handshake's: its session cookie, else its `tempest_player` cookie; a handshake
 * without either is answered `play.socket_without_player`, and the tab opens its socket again (the cookie is set
 * by the first start-game, often after the socket connected). The socket's own origin check (sameOriginOnly)
 * stands in for the POST's CSRF check.
 *
 * It listens on each socket itself rather than through `@SubscribeMessage`: Nest's per-message pipeline (its
 * RxJS streams, execution context and exception zone) took about 4 % of the studio's main thread at a thousand
 * actions a second. The message passes the same pipes as the POST's body — hostile text (NUL, lone surrogates,
 * prototype keys, nesting), then the DTO's rules — and every refusal is answered through the ack in the POST's
 * shape, logged as the HTTP filter logs it.
 */
@WebSocketGateway({ serveClient: false, allowRequest: sameOriginOnly })
export class GameActionGateway implements OnGatewayConnection {
  private readonly logger = new Logger('GameActionGateway');

  constructor(
    private readonly access: RoomAccessPolicy,
    private readonly players: Players,
    private readonly gameAction: GameAction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handleConnection(socket: Socket): void {
    socket.on(GAME_ACTION, (message: unknown, ack?: unknown) => {
      void this.answer(socket, message).then((reply) => typeof ack === 'function' && ack(reply));
    });
  }

  /** The action's answer, or its refusal, as the POST would answer it. */
  private async answer(socket: Socket, message: unknown): Promise<GameActionReply> {
    try {
      const checked = (await validationPipe.transform(hostileTextPipe.transform(message, MESSAGE_BODY), MESSAGE_BODY)) as GameActionMessageDto;
      return { status: 200, body: await this.act(socket, checked) };
    } catch (error) {
      const reply = replyOf(error);
      const level = refusalLogLevel(error, reply.status);
      if (level === 'warn') this.logger.warn(`game action refused: ${(error as DomainError).code}`);
      else if (level === 'error') this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return reply;
    }
  }

  private async act(socket: Socket, message: GameActionMessageDto): Promise<GameActionAnswer> {
    const { sessionId, ...body } = message;
    if (!looksLikeUuid(sessionId)) throw new DomainError('play.invalid_session_id');
    const { headers, address } = socket.handshake;
    const user = await this.access.userOf(headers);
    const userId = user?.userId ?? null;
    const data = socket.data as SocketData;
    if (data.origin?.userId !== userId) {
      const player = user ? this.players.known(user, null) : this.players.known(null, cookieIn(headers.cookie, PLAYER_COOKIE));
      if (!player) throw new DomainError('play.socket_without_player');
      data.origin = { userId, origin: { player, signedIn: user !== null, address } };
    }
    const call = { sessionId: sessionId.toLowerCase(), origin: data.origin.origin, body, context: socketCommandContext(userId) };
    return inRequestBudget(this.config.eventBytesPerRequest, () => this.gameAction.run(call));
  }
}
