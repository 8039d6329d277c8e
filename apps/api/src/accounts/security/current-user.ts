import { createParamDecorator, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../common/api-error.js';
import type { ActiveUser } from '../user-directory.js';

/** The signed-in user of a request (set by the session middleware), or null. */
export type RequestWithUser = Request & { user?: ActiveUser | null; sessionToken?: string | null };

export const userOf = (request: Request): ActiveUser | null => (request as RequestWithUser).user ?? null;

/** Parameter decorator: the signed-in user (use with AuthGuard), or null where signing in is optional. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  userOf(ctx.switchToHttp().getRequest<Request>()),
);

/** 401 unless signed in. */
@Injectable()
export class AuthGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (!userOf(ctx.switchToHttp().getRequest<Request>())) {
      throw new ApiError(401, 'auth.required', 'Authentication required');
    }
    return true;
  }
}

/** 403 unless the signed-in user is staff. */
@Injectable()
export class StaffGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = userOf(ctx.switchToHttp().getRequest<Request>());
    if (!user) throw new ApiError(401, 'auth.required', 'Authentication required');
    if (!user.isStaff) throw new ApiError(403, 'auth.staff_only', 'Only staff can do this.');
    return true;
  }
}

/** True for staff and analysts: who may read the change log (docs/api-audit.md). */
export const canReadChangeLog = (user: ActiveUser | null): boolean => user !== null && (user.isStaff || user.isAnalyst);

/** 403 unless the signed-in user is staff or an analyst; the refusal says nothing more. */
@Injectable()
export class AnalystGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = userOf(ctx.switchToHttp().getRequest<Request>());
    if (!user) throw new ApiError(401, 'auth.required', 'Authentication required');
    if (!canReadChangeLog(user)) throw new ApiError(403, 'auth.analyst_only', 'Only staff and analysts can do this.');
    return true;
  }
}
