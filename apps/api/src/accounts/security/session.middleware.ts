import type { NextFunction, Request, Response } from 'express';
import type { UserDirectory } from '../user-directory.js';
import type { RequestWithUser } from './current-user.js';
import { SESSION_COOKIE, type SessionStore } from './session.store.js';

/** Resolves the session cookie to the signed-in user for every request. */
export const sessionMiddleware =
  (sessions: SessionStore, users: UserDirectory) => async (req: Request, _res: Response, next: NextFunction) => {
    const request = req as RequestWithUser;
    request.user = null;
    request.sessionToken = null;
    const token = req.cookies?.[SESSION_COOKIE] as string | undefined;
    if (!token || token.length > 100) return next();
    try {
      const userId = await sessions.userOf(token);
      if (userId) {
        request.user = await users.load(userId);
        request.sessionToken = token;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
