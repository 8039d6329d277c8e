import { describe, expect, it } from '@jest/globals';
import { issueTicket, verifyTicket, type FrameTicket } from './frame-ticket.js';
import { gamePageCsp } from '@tempest/frontend-compiler';
import { buildFailedPage } from './game-page-headers.js';
import { gameOriginFor } from './game-origin.js';

const frontendId = '6f1c2f3a-1b2c-4d5e-8f90-1234567890ab';
const ticket: FrameTicket = { frontendId, source: 'working', checkpointId: null, studioOrigin: 'http://localhost:3000', expiresAt: 2_000 };

describe('frame tickets', () => {
  it('verify with the same secret, for the same frontend, before expiry', () => {
    const token = issueTicket('secret', ticket);
    expect(verifyTicket('secret', token, frontendId, 1_000)).toEqual(ticket);
  });

  it('are refused with another secret, another frontend, after expiry, or when tampered with', () => {
    const token = issueTicket('secret', ticket);
    expect(verifyTicket('other', token, frontendId, 1_000)).toBeNull();
    expect(verifyTicket('secret', token, '00000000-0000-4000-8000-000000000000', 1_000)).toBeNull();
    expect(verifyTicket('secret', token, frontendId, 2_001)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...ticket, source: 'published', checkpointId: 'x' })).toString('base64url');
    expect(verifyTicket('secret', `${forged}.${signature}`, frontendId, 1_000)).toBeNull();
    expect(verifyTicket('secret', undefined, frontendId, 1_000)).toBeNull();
    expect(verifyTicket('secret', 'a.b.c', frontendId, 1_000)).toBeNull();
  });
});

describe('preview tickets', () => {
  it('carry the moment they travel to, and a moment without a position is refused', () => {
    const moment: FrameTicket = { ...ticket, source: 'moment', position: '42' };
    expect(verifyTicket('secret', issueTicket('secret', moment), frontendId, 1_000)).toEqual(moment);
    expect(verifyTicket('secret', issueTicket('secret', { ...ticket, source: 'moment' }), frontendId, 1_000)).toBeNull();
  });

  it('carry the build they preview, and a preview without a build is refused', () => {
    const preview: FrameTicket = { ...ticket, source: 'preview', buildId: 'a'.repeat(64) };
    expect(verifyTicket('secret', issueTicket('secret', preview), frontendId, 1_000)).toEqual(preview);
    const { buildId: _dropped, ...withoutBuild } = preview;
    expect(verifyTicket('secret', issueTicket('secret', withoutBuild), frontendId, 1_000)).toBeNull();
  });
});

describe('game page headers', () => {
  it('allow no network and only the studio as the framing page', () => {
    const csp = gamePageCsp('http://localhost:3000');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-ancestors http://localhost:3000');
  });

  it('a failed build page escapes the error and tells the parent', () => {
    const page = buildFailedPage('<Game>', 'Error: bad </script><b>\nLocation: index.tsx:1:1');
    expect(page).toContain('&lt;Game&gt;');
    expect(page).toContain('&lt;/script&gt;&lt;b&gt;');
    expect(page).not.toContain('</script><b>');
    expect(page).toContain('"type":"ERROR"');
  });
});

describe('the game origin', () => {
  it('is GAME_ORIGIN when set', () => {
    expect(gameOriginFor('https', 'studio.example.com', 3001, 'https://games.example.com')).toBe('https://games.example.com');
  });

  it('swaps the loopback names so the studio’s cookies are not the game’s', () => {
    expect(gameOriginFor('http', 'localhost', 3001, null)).toBe('http://127.0.0.1:3001');
    expect(gameOriginFor('http', '127.0.0.1', 3001, null)).toBe('http://localhost:3001');
  });

  it('keeps other hosts, bracketing IPv6 addresses', () => {
    expect(gameOriginFor('http', '192.168.1.5', 4001, null)).toBe('http://192.168.1.5:4001');
    expect(gameOriginFor('http', '::1', 4001, null)).toBe('http://[::1]:4001');
  });
});
