import { describe, expect, it } from '@jest/globals';
import { ServerSecret } from './server-secret.js';

describe('ServerSecret', () => {
  const secret = new ServerSecret(Buffer.alloc(32, 7));

  it('derives a different key per purpose, the same each time', () => {
    expect(secret.key('visitor-id').equals(secret.key('visitor-id'))).toBe(true);
    expect(secret.key('visitor-id').equals(secret.key('pseudonym'))).toBe(false);
    expect(secret.key('pseudonym')).toHaveLength(32);
  });

  it('hashes a value stably, per purpose and per secret, to 32 hex digits', () => {
    const hashed = secret.hash('visitor-id', 'a-visitor');
    expect(hashed).toMatch(/^[0-9a-f]{32}$/);
    expect(secret.hash('visitor-id', 'a-visitor')).toBe(hashed);
    expect(secret.hash('pseudonym', 'a-visitor')).not.toBe(hashed);
    expect(new ServerSecret(Buffer.alloc(32, 8)).hash('visitor-id', 'a-visitor')).not.toBe(hashed);
  });

  it('refuses a short secret', () => {
    expect(() => new ServerSecret(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
