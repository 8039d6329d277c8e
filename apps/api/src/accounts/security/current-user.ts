import { createParamDecorator, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { ActiveUser } from '../user-directory.js';
import { DomainError } from '@tempest/domain';

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
      throw new DomainError('auth.required');
    }
    return true;
  }
}

/** 403 unless the signed-in user is staff. */
@Injectable()
export class StaffGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = userOf(ctx.switchToHttp().getRequest<Request>());
    if (!user) throw new DomainError('auth.required');
    if (!user.isStaff) throw new DomainError('auth.staff_only');
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
    if (!user) throw new DomainError('auth.required');
    if (!canReadChangeLog(user)) throw new DomainError('auth.analyst_only');
    return true;
  }
}
