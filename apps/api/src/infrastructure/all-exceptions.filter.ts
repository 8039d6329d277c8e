import { DomainError } from '@tempest/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Catch, Inject, type ArgumentsHost, type ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from './tokens.js';
import { refusalLogLevel, toHttpError } from '../common/error-mapping.js';

const API_PREFIXES = ['/api', '/health', '/socket.io'];

/**
 * The one exception filter: every error leaves as `{ error, code, details }` with the right status.
 * A browser navigating to a path the server has no route for gets the web app (its client-side routes).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly webIndex: string | null;

  constructor(
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const index = config.webDist ? join(config.webDist, 'index.html') : null;
    this.webIndex = index && existsSync(index) ? index : null;
  }

  private wantsWebApp(request: Request): boolean {
    if (!this.webIndex || request.method !== 'GET') return false;
    if (API_PREFIXES.some((p) => request.path === p || request.path.startsWith(`${p}/`))) return false;
    return request.accepts(['json', 'html']) === 'html';
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    let { status, body, headers } = toHttpError(exception);
    if (exception instanceof NotFoundException && /^Cannot \w+ /.test(exception.message)) {
      if (this.wantsWebApp(request)) return void response.sendFile(this.webIndex!);
      body = { error: `No route ${request.method} ${request.path}`, code: 'route.not_found' };
    }
    const level = refusalLogLevel(exception, status);
    if (level === 'warn') this.logger.warn({ code: (exception as DomainError).code }, 'request refused: unavailable');
    else if (level === 'error') this.logger.error({ err: exception }, 'request failed');
    if (response.headersSent) return;
    if (headers) response.set(headers);
    response.status(status).json(body);
  }
}
