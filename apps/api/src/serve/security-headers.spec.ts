import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../config.js';
import { gameOriginFor } from './game-origin.js';
import { GOOGLE_IDENTITY, securityHeaders, type GameOriginsHost } from './security-headers.js';

const GAME_PORT = 3001;
/** Stands in for the Nest application: the game origin as GameOriginServer computes it, on a fixed port. */
const gameOrigins = (configured: string | null): GameOriginsHost => ({
  get: () => ({ originFor: (protocol: string, hostname: string) => gameOriginFor(protocol, hostname, GAME_PORT, configured) }),
});

const appWith = (overrides: Partial<AppConfig> = {}) => {
  const config: AppConfig = { ...loadConfig({ WEB_DIST: '' }), ...overrides };
  const app = express();
  app.use(securityHeaders(config, gameOrigins(config.gameOrigin)));
  app.get('/', (_req, res) => void res.send('ok'));
  return app;
};

const directive = (csp: string, name: string): string[] => {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
};

describe('the studio’s security headers', () => {
  it('lets the studio frame the game origin as the visitor reaches it (the other loopback name), and nobody frame the studio', async () => {
    const viaLocalhost = await request(appWith()).get('/').set('Host', 'localhost:3000').expect(200);
    const csp = viaLocalhost.headers['content-security-policy'];
    expect(directive(csp, 'frame-src')).toEqual(["'self'", `http://127.0.0.1:${GAME_PORT}`]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws://localhost:3000', 'wss://localhost:3000']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(viaLocalhost.headers['x-frame-options']).toBe('DENY');
    expect(viaLocalhost.headers['permissions-policy']).toContain(`fullscreen=(self "http://127.0.0.1:${GAME_PORT}")`);

    const via127 = await request(appWith()).get('/').set('Host', '127.0.0.1:3000').expect(200);
    expect(directive(via127.headers['content-security-policy'], 'frame-src')).toEqual(["'self'", `http://localhost:${GAME_PORT}`]);
  });

  it('names GAME_ORIGIN when it is set', async () => {
    const response = await request(appWith({ gameOrigin: 'https://games.example.com' })).get('/').set('Host', 'studio.example.com').expect(200);
    expect(directive(response.headers['content-security-policy'], 'frame-src')).toEqual(["'self'", 'https://games.example.com']);
  });

  it('never copies a Host header that could add directives into the headers', async () => {
    const response = await request(appWith()).get('/').set('Host', "evil.example;script-src 'unsafe-inline'").expect(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).not.toContain('evil');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(response.headers['permissions-policy']).not.toContain('evil');
  });

  it('allows Google Identity Services only when GOOGLE_CLIENT_ID is set, and then keeps popups able to answer', async () => {
    const without = await request(appWith()).get('/').expect(200);
    expect(without.headers['content-security-policy']).not.toContain('google');
    expect(without.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(without.headers['permissions-policy']).toContain('identity-credentials-get=()');

    const withGoogle = await request(appWith({ googleClientId: 'client.apps.googleusercontent.com' })).get('/').expect(200);
    const csp = withGoogle.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toEqual(["'self'", `${GOOGLE_IDENTITY}client`]);
    expect(directive(csp, 'style-src')).toContain(`${GOOGLE_IDENTITY}style`);
    expect(directive(csp, 'frame-src')).toContain(GOOGLE_IDENTITY);
    expect(directive(csp, 'connect-src')).toContain(GOOGLE_IDENTITY);
    expect(withGoogle.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('sends HSTS and upgrades requests only when the studio is served over HTTPS (COOKIE_SECURE)', async () => {
    const plain = await request(appWith()).get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(directive(plain.headers['content-security-policy'], 'img-src')).toContain('http:');

    const secure = await request(appWith({ secureCookies: true })).get('/').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(directive(secure.headers['content-security-policy'], 'img-src')).not.toContain('http:');
  });
});
