import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toHttpError } from '../common/error-mapping.js';

/** Sign-in endpoints answer `{ success: false, error, code }` (spec 1 §7: "success, user, error"). */
@Catch()
export class SuccessFalseFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = toHttpError(exception);
    host.switchToHttp().getResponse<Response>().status(status).json({ success: false, ...body });
  }
}

/** Password-reset endpoints answer `{ status: 'error', message, code }` (spec: "status 'success' or message"). */
@Catch()
export class StatusErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = toHttpError(exception);
    host.switchToHttp().getResponse<Response>().status(status).json({ status: 'error', message: body.error, code: body.code, details: body.details });
  }
}
