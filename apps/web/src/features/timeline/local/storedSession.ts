/**
 * The play session of each game kept in localStorage (spec 3 "Stored game session", §4 "Browser-stored sessions",
 * §9; docs/web-timeline.md), so a reload resumes it. The player page (the published game) keeps it under
 * `tempest_game_session_{gameId}`; the creator preview plays the working tree, a different session, under
 * `tempest_game_session_{gameId}_canvas`. Valid 30 minutes after it was last written or touched.
 */

export const SESSION_KEY_PREFIX = 'tempest_game_session_';
export const CANVAS_SUFFIX = '_canvas';
export const SESSION_TIMEOUT_MS = 1_800_000;
/** The keys this replaced: `tempest.playSession.{gameId}.{canvas|play}` held the bare session id. */
const LEGACY_KEY = /^tempest\.playSession\.(.+)\.(canvas|play)$/;

export type StoredGameSession = {
  sessionId: string;
  gameId: string;
  lineageId: string | null;
  /** When it was written or last touched, ms since the epoch. */
  timestamp: number;
  previousSessionId: string | null;
  runnerSessionValid: boolean;
  poolSessionId: string | null;
  userId: string | null;
};

export const sessionKey = (gameId: string, canvas: boolean): string => `${SESSION_KEY_PREFIX}${gameId}${canvas ? CANVAS_SUFFIX : ''}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (privacy settings): every start is a new session.
  }
}

function write(key: string, session: StoredGameSession): void {
  try {
    storage()?.setItem(key, JSON.stringify(session));
  } catch {
    // Full or blocked storage: the next visit starts a new session.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}

const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** A well-formed stored session, or null. */
function parse(raw: string | null): StoredGameSession | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.sessionId !== 'string' || typeof v.gameId !== 'string' || typeof v.timestamp !== 'number' || !Number.isFinite(v.timestamp))
    return null;
  return {
    sessionId: v.sessionId,
    gameId: v.gameId,
    timestamp: v.timestamp,
    lineageId: isStringOrNull(v.lineageId) ? v.lineageId : null,
    previousSessionId: isStringOrNull(v.previousSessionId) ? v.previousSessionId : null,
    runnerSessionValid: typeof v.runnerSessionValid === 'boolean' ? v.runnerSessionValid : true,
    poolSessionId: isStringOrNull(v.poolSessionId) ? v.poolSessionId : null,
    userId: isStringOrNull(v.userId) ? v.userId : null,
  };
}

const expired = (session: StoredGameSession, now: number): boolean => now - session.timestamp > SESSION_TIMEOUT_MS;

/** The game's stored session; an expired, unparsable or other game's one is cleared and answered as absent. */
export function readStoredSession(gameId: string, canvas: boolean, now: number = Date.now()): StoredGameSession | null {
  const key = sessionKey(gameId, canvas);
  let raw: string | null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const session = parse(raw);
  if (!session || session.gameId !== gameId || expired(session, now)) {
    remove(key);
    return null;
  }
  return session;
}

/** Stores the session a start answered; the one it replaces becomes previousSessionId. */
export function storeSession(
  gameId: string,
  canvas: boolean,
  fields: { sessionId: string; userId: string | null } & Partial<
    Pick<StoredGameSession, 'lineageId' | 'poolSessionId' | 'runnerSessionValid'>
  >,
  now: number = Date.now(),
): StoredGameSession {
  const before = readStoredSession(gameId, canvas, now);
  const session: StoredGameSession = {
    lineageId: before?.lineageId ?? null,
    poolSessionId: before?.poolSessionId ?? null,
    runnerSessionValid: true,
    ...fields,
    gameId,
    timestamp: now,
    previousSessionId: before && before.sessionId !== fields.sessionId ? before.sessionId : (before?.previousSessionId ?? null),
  };
  write(sessionKey(gameId, canvas), session);
  return session;
}

/** Rewrites a valid stored session with a fresh timestamp (the player is still there). */
export function touchStoredSession(gameId: string, canvas: boolean, now: number = Date.now()): void {
  const session = readStoredSession(gameId, canvas, now);
  if (session) write(sessionKey(gameId, canvas), { ...session, timestamp: now });
}

/** Forgets the game's stored sessions (creator preview and player page). */
export function clearStoredSession(gameId: string): void {
  remove(sessionKey(gameId, false));
  remove(sessionKey(gameId, true));
}

/**
 * On app load: removes expired or unparsable stored sessions, and moves the keys this replaced to the new ones
 * (their age is unknown: they count from now; the server's stale-session retry covers one that is gone).
 */
export function purgeStoredSessions(now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  let keys: string[];
  try {
    keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null);
  } catch {
    return;
  }
  for (const key of keys) {
    const legacy = LEGACY_KEY.exec(key);
    if (legacy) {
      const [, gameId, mode] = legacy as unknown as [string, string, string];
      const sessionId = store.getItem(key);
      remove(key);
      const target = sessionKey(gameId, mode === 'canvas');
      if (sessionId && store.getItem(target) === null) {
        write(target, {
          sessionId,
          gameId,
          lineageId: null,
          timestamp: now,
          previousSessionId: null,
          runnerSessionValid: true,
          poolSessionId: null,
          userId: null,
        });
      }
      continue;
    }
    if (!key.startsWith(SESSION_KEY_PREFIX)) continue;
    const session = parse(store.getItem(key));
    if (!session || expired(session, now)) remove(key);
  }
}
