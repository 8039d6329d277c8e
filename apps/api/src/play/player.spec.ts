import { describe, expect, it } from '@jest/globals';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { ServerSecret } from '../infrastructure/server-secret.js';
import { isPlayerOf, keysOf, Players } from './player.js';

const playersWith = (fill: number) => new Players({ secret: new ServerSecret(Buffer.alloc(32, fill)) } as Infrastructure);
const COOKIE = '0b9f4c1e-2d3a-4b5c-8d6e-7f8091a2b3c4';

describe('Players', () => {
  const players = playersWith(1);

  it("names a visitor by a keyed hash of the cookie, the same for the same cookie, and never by the cookie", () => {
    const visitor = players.known(null, COOKIE.toUpperCase())!;
    expect(visitor.key).toMatch(/^visitor-[0-9a-f]{32}$/);
    expect(visitor.key).not.toContain(COOKIE);
    expect(players.known(null, COOKIE)!.key).toBe(visitor.key);
    expect(playersWith(2).known(null, COOKIE)!.key).not.toBe(visitor.key);
    expect(visitor).toMatchObject({ legacyKey: `visitor-${COOKIE}`, userId: null, cookie: null, isNew: false });
    expect(keysOf(visitor)).toEqual([visitor.key, `visitor-${COOKIE}`]);
  });

  it('gives a new visitor a cookie to set, whose hash is its key; a user is named by their id', () => {
    const fresh = players.of({ cookies: {} } as never, null);
    expect(fresh.isNew).toBe(true);
    expect(players.known(null, fresh.cookie)!.key).toBe(fresh.key);
    expect(fresh.legacyKey).toBeNull();
    expect(players.known({ userId: 'u1' } as never, COOKIE)).toEqual({ key: 'user-u1', legacyKey: null, userId: 'u1', cookie: null, isNew: false });
    expect(players.known(null, 'not-a-uuid')).toBeNull();
  });

  it("owns a session under either of a visitor's keys, and maps a legacy key to the hashed one", () => {
    const visitor = players.known(null, COOKIE)!;
    expect(isPlayerOf(visitor, visitor.key)).toBe(true);
    expect(isPlayerOf(visitor, `visitor-${COOKIE}`)).toBe(true);
    expect(isPlayerOf(players.known(null, '1b9f4c1e-2d3a-4b5c-8d6e-7f8091a2b3c4'), `visitor-${COOKIE}`)).toBe(false);
    expect(isPlayerOf(null, visitor.key)).toBe(false);
    expect(players.currentKeyOf(`visitor-${COOKIE}`)).toBe(visitor.key);
    expect(players.currentKeyOf(visitor.key)).toBe(visitor.key);
    expect(players.currentKeyOf('user-u1')).toBe('user-u1');
  });
});
