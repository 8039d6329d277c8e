import { Catch, type ArgumentsHost, type ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { toHttpError } from './error-mapping.js';

/** The one exception filter: every error leaves as `{ error, code, details }` with the right status. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    let { status, body } = toHttpError(exception);
    if (exception instanceof NotFoundException && /^Cannot \w+ /.test(exception.message)) {
      body = { error: `No route ${request.method} ${request.path}`, code: 'route.not_found' };
    }
    if (status >= 500) this.logger.error({ err: exception }, 'request failed');
    if (response.headersSent) return;
    response.status(status).json(body);
  }
}
