import { describe, expect, it } from '@jest/globals';
import { isOwnOrigin } from './socket-access.js';

describe('isOwnOrigin (the socket.io handshake check)', () => {
  it('takes the host the request was sent to, whatever the scheme (a TLS proxy in front), and no Origin at all', () => {
    expect(isOwnOrigin('https://studio.example', 'studio.example')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true);
    expect(isOwnOrigin('http://Studio.Example', 'studio.example')).toBe(true);
    expect(isOwnOrigin(undefined, 'studio.example')).toBe(true);
  });

  it('refuses another host or port, a sandboxed frame ("null"), garbage, and an Origin without a Host', () => {
    expect(isOwnOrigin('https://evil.example', 'studio.example')).toBe(false);
    expect(isOwnOrigin('https://studio.example.evil.example', 'studio.example')).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3001', '127.0.0.1:3000')).toBe(false);
    expect(isOwnOrigin('null', 'studio.example')).toBe(false);
    expect(isOwnOrigin('not a url', 'studio.example')).toBe(false);
    expect(isOwnOrigin('https://studio.example', undefined)).toBe(false);
  });
});
