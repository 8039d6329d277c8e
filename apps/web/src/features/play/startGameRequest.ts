import { readCookie } from '../../api/baseApi';
import type { StartedSession } from './playTypes';
import { buildStartRequest, readStartResponse, START_MESSAGES, type StartVersion } from './startGame';

/** The anti-forgery cookie; a tab that has not talked to the server yet fetches one first (as authApi does). */
async function csrfToken(): Promise<string | undefined> {
  if (!readCookie('csrftoken')) await fetch('/api/csrf', { credentials: 'include' }).catch(() => undefined);
  return readCookie('csrftoken');
}

/**
 * POST /play/start-game/{gameId}/. A plain fetch rather than RTK Query: it needs its own headers
 * (X-Creation-Canvas, X-Force-Clear) and the retry of a stale session, and its answer is view state, not a
 * cache entry.
 */
export async function requestStartGame(gameId: string, canvas: boolean, forceClear: boolean, version: StartVersion = {}): Promise<StartedSession> {
  const { url, init } = buildStartRequest({ gameId, canvas, forceClear, ...version, csrfToken: await csrfToken() });
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Error(START_MESSAGES.failedToInitialize);
  }
  return readStartResponse(response);
}
