import { Catch, Logger, type ArgumentsHost, type WsExceptionFilter } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { toHttpError } from '../common/error-mapping.js';

/**
 * What a socket gets when a message is refused before or inside its handler (the global pipes refuse NUL,
 * lone surrogates, prototype keys and nesting deeper than 64 levels): the usual `{ ok: false, error, code }`
 * through the message's ack, or as an `exception` event when it asked for none. Nest's default filter
 * answers "Internal server error" without an ack and echoes the whole payload back, which for a deeply
 * nested payload throws again (JSON.stringify overflows) and leaves the client waiting.
 */
@Catch()
export class RealtimeExceptionsFilter implements WsExceptionFilter {
  private readonly logger = new Logger('RealtimeGateway');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = toHttpError(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const answer = { ok: false, error: body.error, code: body.code };
    // The handler's arguments: the socket, the message's data, its ack callback (when asked for), the event name.
    const [socket, ...rest] = host.getArgs<[Socket, ...unknown[]]>();
    const ack = rest.find((arg): arg is (reply: unknown) => void => typeof arg === 'function');
    if (ack) ack(answer);
    else socket.emit('exception', answer);
  }
}
