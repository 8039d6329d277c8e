import { filterEntityState } from '@tempest/game-sdk/protocol';
import type { StartGameAnswer, StartGameBody } from '@tempest/contracts';
import type { StartedSession } from './playTypes';

/** A start-game answer as read: the contract's, or a 200 that reports a failed start (status 'failed', an initialization error). */
type StartGameReply = Partial<Omit<StartGameAnswer, 'status' | 'initialization_error' | 'error'>> & {
  status: StartGameAnswer['status'] | 'failed';
  initialization_error?: string | null;
  error?: string | null;
};

/** The messages of a failed start (docs/api-frontends.md, The game view in the studio). */
export const START_MESSAGES = {
  failedToStart: (statusText: string) => `Failed to start game: ${statusText}`,
  initializationFailed: 'Game initialization failed',
  failedToInitialize: 'Failed to initialize game',
} as const;

export type StartRequest = {
  gameId: string;
  canvas: boolean;
  /** X-Force-Clear: a new session was asked for, or none is stored. */
  forceClear: boolean;
  /** Time travel: play this checkpoint of the game as it was (docs/api-checkpoints.md). */
  checkpointId?: string | null;
  /** A save state played on the version it was made on: the save and the session whose timeline holds it (docs/api-timeline.md, Game version). */
  save?: { saveId: string; sessionId: string } | null;
  /** Time travel to a moment: play the game as it was right after this global position (docs/api-replay.md). */
  momentPosition?: string | null;
  csrfToken?: string;
};

/** Which version a start asks for besides the current one: a checkpoint, a save on its version, or a moment. */
export type StartVersion = Pick<StartRequest, 'checkpointId' | 'save' | 'momentPosition'>;

export type StartRequestInit = { url: string; init: RequestInit };

/** The start-game request (docs/api-frontends.md, Play session and The game view in the studio). */
export function buildStartRequest({ gameId, canvas, forceClear, checkpointId, save, momentPosition, csrfToken }: StartRequest): StartRequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (csrfToken) headers['X-CSRFToken'] = csrfToken;
  if (canvas) headers['X-Creation-Canvas'] = 'true';
  if (forceClear) headers['X-Force-Clear'] = 'true';
  return {
    url: `/play/start-game/${encodeURIComponent(gameId)}/`,
    init: {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({
        isTrail: false,
        enableDebug: canvas,
        forceNew: forceClear,
        ...(checkpointId ? { checkpointId } : {}),
        ...(save ? { saveId: save.saveId, sessionId: save.sessionId } : {}),
        ...(momentPosition ? { momentPosition } : {}),
      } satisfies StartGameBody),
    },
  };
}

/** Reads a start-game answer: the session, or an Error carrying the message to show. */
export async function readStartResponse(response: Response): Promise<StartedSession> {
  if (!response.ok) throw new Error(START_MESSAGES.failedToStart(response.statusText || String(response.status)));
  let data: StartGameReply;
  try {
    data = (await response.json()) as StartGameReply;
  } catch {
    throw new Error(START_MESSAGES.failedToInitialize);
  }
  if (data.status === 'failed' || data.initialization_error) {
    throw new Error(data.initialization_error || data.error || START_MESSAGES.initializationFailed);
  }
  const source = data.source === 'working' || data.source === 'published' || data.source === 'checkpoint' || data.source === 'moment' ? data.source : null;
  return { sessionId: data.session_id ?? null, entities: filterEntityState(data.entity_state), source };
}

/** An error naming 404, 'not found' or 'session' means the stored session is stale. */
export function isStaleSessionError(message: string): boolean {
  const text = message.toLowerCase();
  return text.includes('404') || text.includes('not found') || text.includes('session');
}

/** Retry once (as a forced new session) on a stale-session error; report anything else. */
export function shouldRetryStart(message: string, alreadyRetried: boolean): boolean {
  return !alreadyRetried && isStaleSessionError(message);
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : START_MESSAGES.failedToInitialize;
}

export type StartAttempt = (forceNew: boolean) => Promise<StartedSession>;

export type StartOutcome = ({ ok: true } & StartedSession) | { ok: false; error: string };

export type StartDeps = {
  attempt: StartAttempt;
  /** Forget the stored session (before the retry). */
  clearSession: () => void;
  /** A new session is being forced (fires game:session_reset). */
  onForcedNew: () => void;
};

/** Starts a session; a stale-session error clears it and retries once as a forced new session. */
export async function startWithRetry(forceNew: boolean, { attempt, clearSession, onForcedNew }: StartDeps): Promise<StartOutcome> {
  let force = forceNew;
  for (let retried = false; ; retried = true) {
    if (force) onForcedNew();
    try {
      return { ok: true, ...(await attempt(force)) };
    } catch (error) {
      const message = errorText(error);
      if (!shouldRetryStart(message, retried)) return { ok: false, error: message };
      clearSession();
      force = true;
    }
  }
}
