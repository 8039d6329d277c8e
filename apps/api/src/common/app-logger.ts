import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's start-up chatter (every module and route it wires) goes to debug; the rest stays as it is. */
const BOOTSTRAP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'WebSocketsController', 'NestApplication']);

@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...optional: unknown[]): void {
    const context = optional[optional.length - 1];
    if (typeof context === 'string' && BOOTSTRAP_CONTEXTS.has(context)) return super.debug(message, ...optional);
    super.log(message, ...optional);
  }
}
