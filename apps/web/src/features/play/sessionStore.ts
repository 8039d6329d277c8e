/** The play session id of each game, kept in localStorage so a reload resumes it (docs/api-frontends.md, The game view in the studio). */

type Mode = 'canvas' | 'play';

const keyFor = (gameId: string, mode: Mode) => `tempest.playSession.${gameId}.${mode}`;
const modeOf = (canvas: boolean): Mode => (canvas ? 'canvas' : 'play');

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (privacy settings): every start is a new session.
  }
}

export function readStoredSession(gameId: string, canvas: boolean): string | null {
  try {
    return storage()?.getItem(keyFor(gameId, modeOf(canvas))) ?? null;
  } catch {
    return null;
  }
}

export function storeSession(gameId: string, canvas: boolean, sessionId: string): void {
  try {
    storage()?.setItem(keyFor(gameId, modeOf(canvas)), sessionId);
  } catch {
    // Full or blocked storage: the next visit starts a new session.
  }
}

/** Forgets the game's stored sessions (canvas and player). */
export function clearStoredSession(gameId: string): void {
  try {
    const store = storage();
    store?.removeItem(keyFor(gameId, 'canvas'));
    store?.removeItem(keyFor(gameId, 'play'));
  } catch {
    // Nothing stored that we could reach.
  }
}
