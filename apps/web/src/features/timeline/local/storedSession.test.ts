import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  clearStoredSession,
  purgeStoredSessions,
  readStoredSession,
  SESSION_TIMEOUT_MS,
  sessionKey,
  storeSession,
  touchStoredSession,
  type StoredGameSession,
} from './storedSession';

/** localStorage as the browser has it (node has none). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const NOW = 1_700_000_000_000;
beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
});

describe('stored game sessions', () => {
  it("keeps the player page's under tempest_game_session_{gameId} with the spec's fields, the creator preview's apart", () => {
    storeSession('g1', false, { sessionId: 's1', userId: 'u1' }, NOW);
    storeSession('g1', true, { sessionId: 'c1', userId: 'u1' }, NOW);
    expect(JSON.parse(localStorage.getItem('tempest_game_session_g1')!)).toEqual({
      sessionId: 's1',
      gameId: 'g1',
      lineageId: null,
      timestamp: NOW,
      previousSessionId: null,
      runnerSessionValid: true,
      poolSessionId: null,
      userId: 'u1',
    } satisfies StoredGameSession);
    expect(readStoredSession('g1', true, NOW)?.sessionId).toBe('c1');
    expect(sessionKey('g1', true)).toBe('tempest_game_session_g1_canvas');
  });

  it('a new session remembers the one it replaced', () => {
    storeSession('g1', false, { sessionId: 's1', userId: null }, NOW);
    storeSession('g1', false, { sessionId: 's2', userId: null }, NOW + 1);
    storeSession('g1', false, { sessionId: 's2', userId: null }, NOW + 2);
    expect(readStoredSession('g1', false, NOW + 3)?.previousSessionId).toBe('s1');
  });

  it('is valid for 30 minutes, then cleared and absent; touching rewrites the timestamp', () => {
    storeSession('g1', false, { sessionId: 's1', userId: null }, NOW);
    expect(readStoredSession('g1', false, NOW + SESSION_TIMEOUT_MS)?.sessionId).toBe('s1');
    touchStoredSession('g1', false, NOW + SESSION_TIMEOUT_MS);
    expect(readStoredSession('g1', false, NOW + 2 * SESSION_TIMEOUT_MS)?.timestamp).toBe(NOW + SESSION_TIMEOUT_MS);
    expect(readStoredSession('g1', false, NOW + 2 * SESSION_TIMEOUT_MS + 1)).toBeNull();
    expect(localStorage.getItem('tempest_game_session_g1')).toBeNull();
  });

  it("clears an unparsable or another game's stored session", () => {
    localStorage.setItem('tempest_game_session_g1', '{not json');
    expect(readStoredSession('g1', false, NOW)).toBeNull();
    expect(localStorage.getItem('tempest_game_session_g1')).toBeNull();
    localStorage.setItem('tempest_game_session_g1', JSON.stringify({ sessionId: 's', gameId: 'g2', timestamp: NOW }));
    expect(readStoredSession('g1', false, NOW)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('clearing forgets both the creator preview and the player page', () => {
    storeSession('g1', false, { sessionId: 's1', userId: null }, NOW);
    storeSession('g1', true, { sessionId: 'c1', userId: null }, NOW);
    storeSession('g2', false, { sessionId: 'x', userId: null }, NOW);
    clearStoredSession('g1');
    expect([
      readStoredSession('g1', false, NOW),
      readStoredSession('g1', true, NOW),
      readStoredSession('g2', false, NOW)?.sessionId,
    ]).toEqual([null, null, 'x']);
  });

  it('on load purges expired and corrupt sessions and moves the old tempest.playSession keys', () => {
    storeSession('old', false, { sessionId: 'o', userId: null }, NOW - SESSION_TIMEOUT_MS - 1);
    storeSession('fresh', false, { sessionId: 'f', userId: null }, NOW - 1000);
    localStorage.setItem('tempest_game_session_bad', 'null');
    localStorage.setItem('tempest.playSession.g7.canvas', 'legacy-canvas');
    localStorage.setItem('tempest.playSession.g7.play', 'legacy-play');
    localStorage.setItem('unrelated', 'kept');
    purgeStoredSessions(NOW);
    expect(Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort()).toEqual([
      'tempest_game_session_fresh',
      'tempest_game_session_g7',
      'tempest_game_session_g7_canvas',
      'unrelated',
    ]);
    expect(readStoredSession('g7', true, NOW)?.sessionId).toBe('legacy-canvas');
    expect(readStoredSession('g7', false, NOW)?.sessionId).toBe('legacy-play');
  });
});
