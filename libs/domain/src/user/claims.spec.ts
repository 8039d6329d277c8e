import { describe, expect, it } from '@jest/globals';
import { claimStreamsOf, isHashedClaimStreamId } from './user.events.js';

// A stand-in for the server's keyed hash: records what it was asked for.
const fakeHash = (purpose: string, text: string) => `${purpose.length.toString(16).padStart(2, '0')}${Buffer.from(text).toString('hex')}`.padEnd(32, '0').slice(0, 32);

describe('claimStreamsOf', () => {
  it('names a claim by the keyed hash of the trimmed, lower-cased value, one purpose per kind, and keeps the plain name as the legacy form', () => {
    const asked: [string, string][] = [];
    const hash = (purpose: string, text: string) => (asked.push([purpose, text]), fakeHash(purpose, text));
    const email = claimStreamsOf('email', '  Ada@Example.COM ', hash);
    expect(email).toEqual({ hashed: `useremail-hmac:${fakeHash('email-claim', 'ada@example.com')}`, legacy: 'useremail-ada@example.com' });
    expect(claimStreamsOf('username', 'Ada_1', hash)).toEqual({ hashed: `username-hmac:${fakeHash('username-claim', 'ada_1')}`, legacy: 'username-ada_1' });
    expect(asked).toEqual([['email-claim', 'ada@example.com'], ['username-claim', 'ada_1']]);
    expect(email.hashed).not.toContain('ada');
  });

  it('tells a hashed claim name from a plain one, whatever the plain one holds', () => {
    const hashed = claimStreamsOf('email', 'a@b.io', fakeHash).hashed;
    expect(isHashedClaimStreamId(hashed)).toBe(true);
    expect(isHashedClaimStreamId(claimStreamsOf('username', 'bob', fakeHash).hashed)).toBe(true);
    for (const plain of ['useremail-a@b.io', 'username-bob', `${hashed}@x.io`, 'useremail-hmac:', 'user-hmac:' + 'a'.repeat(32), 'username-hmac:' + 'A'.repeat(32)]) {
      expect([plain, isHashedClaimStreamId(plain)]).toEqual([plain, false]);
    }
  });
});
