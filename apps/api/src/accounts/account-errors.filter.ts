import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toHttpError } from '../common/error-mapping.js';

const logger = new Logger('AccountErrors');

/** Maps the error, logging the unexpected ones (a 500 must never pass silently). */
const mapped = (exception: unknown) => {
  const result = toHttpError(exception);
  if (result.status >= 500) logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return result;
};

/** Sign-in endpoints answer `{ success: false, error, code }`, as their successes answer `{ success: true, user }` (docs/api-accounts.md). */
@Catch()
export class SuccessFalseFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body, headers } = mapped(exception);
    host.switchToHttp().getResponse<Response>().set(headers ?? {}).status(status).json({ success: false, ...body });
  }
}

/** Password-reset endpoints answer `{ status: 'error', message, code }`, as their successes answer `{ status: 'success', message }` (docs/api-accounts.md). */
@Catch()
export class StatusErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body, headers } = mapped(exception);
    host.switchToHttp().getResponse<Response>().set(headers ?? {}).status(status).json({ status: 'error', message: body.error, error: body.error, code: body.code, details: body.details });
  }
}
