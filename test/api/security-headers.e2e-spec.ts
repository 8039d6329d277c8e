import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { fakeWebDist, startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const GAME = `import { Button } from '@tempest/game-sdk';\nexport default function App() {\n  return <Button text="Hello" />;\n}\n`;

const directive = (response: Response, name: string): string[] => {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
};

/** README "Security headers": what the studio (API, web app, Swagger) and the game origin send. */
describe('security headers', () => {
  let app: TestApp;
  let webDist: ReturnType<typeof fakeWebDist>;
  let creator: Client;
  let frontendId: string;
  let gameOrigin: string;

  beforeAll(async () => {
    webDist = fakeWebDist();
    app = await startTestApp(null, { webDist: webDist.dir });
    ({ client: creator } = await signUp(app.url));
    const gameId = (await creator.post('/api/games', { name: 'Headers' }).expect(201)).body.id;
    frontendId = (await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: GAME }] }).expect(200)).body.frontendId;
    gameOrigin = (await creator.get('/create/vibecode/api/config/').expect(200)).body.gameOrigin;
  });
  afterAll(async () => {
    await app?.close();
    webDist?.remove();
  });

  /** The headers every studio answer carries, whatever it is. */
  const expectStudioHeaders = (response: Response) => {
    const studio = new URL(app.url);
    expect(directive(response, 'default-src')).toEqual(["'self'"]);
    expect(directive(response, 'script-src')).toEqual(["'self'"]);
    expect(directive(response, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(response, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(response, 'connect-src')).toEqual(["'self'", `ws://${studio.host}`, `wss://${studio.host}`]);
    expect(directive(response, 'frame-src')).toEqual(["'self'", gameOrigin]);
    expect(directive(response, 'object-src')).toEqual(["'none'"]);
    expect(directive(response, 'base-uri')).toEqual(["'none'"]);
    expect(directive(response, 'frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests'); // plain http here
    expect(response.headers['content-security-policy']).not.toContain('google'); // no GOOGLE_CLIENT_ID
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(response.headers['permissions-policy']).toContain(`fullscreen=(self "${gameOrigin}")`);
    expect(response.headers['strict-transport-security']).toBeUndefined(); // COOKIE_SECURE is off
    expect(response.headers['x-powered-by']).toBeUndefined();
  };

  it('sends them on an API route, and on a refusal', async () => {
    const me = await creator.get('/api/me').expect(200);
    expect(me.headers['content-type']).toContain('application/json');
    expectStudioHeaders(me);
    expectStudioHeaders(await request(app.url).get('/api/no-such-route').expect(404));
    expectStudioHeaders(await creator.post('/api/games', { name: '' }).expect(400));
  });

  it('sends them on the web app’s index.html and its files', async () => {
    const page = await request(app.url).get('/profile/someone').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root">');
    expectStudioHeaders(page);
    expectStudioHeaders(await request(app.url).get('/assets/app.js').expect(200));
  });

  it('sends them on the API explorer (/api/docs), whose page runs no inline script', async () => {
    const docs = await request(app.url).get('/api/docs/').expect(200);
    expect(docs.text).toContain('swagger-ui');
    expect(docs.text).not.toMatch(/<script>(?!\s*<\/script>)/); // scripts are files: script-src 'self' covers them
    expectStudioHeaders(docs);
  });

  it('names the game origin as the visitor reaches it: on localhost the frames come from 127.0.0.1', async () => {
    const port = new URL(app.url).port;
    const viaLocalhost = await request(app.url).get('/api/me').set('Host', `localhost:${port}`).expect(200);
    const gamePort = new URL(gameOrigin).port;
    expect(directive(viaLocalhost, 'frame-src')).toEqual(["'self'", `http://127.0.0.1:${gamePort}`]);
    expect(directive(viaLocalhost, 'connect-src')).toEqual(["'self'", `ws://localhost:${port}`, `wss://localhost:${port}`]);
  });

  it('serves game pages frameable by the studio that opened them only, with no network, no referrer and no powerful features', async () => {
    const redirect = await creator.get(`/create/vibecode/serve/${frontendId}/?source=working`).redirects(0).expect(302);
    expectStudioHeaders(redirect);
    const location = new URL(redirect.headers.location);
    expect(location.origin).toBe(gameOrigin);
    const page = await request(location.origin).get(`${location.pathname}${location.search}`).expect(200);
    expect(page.text).toContain('Hello');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(directive(page, 'default-src')).toEqual(["'none'"]);
    expect(directive(page, 'connect-src')).toEqual(["'none'"]);
    expect(directive(page, 'frame-ancestors')).toEqual([new URL(app.url).origin]);
    expect(directive(page, 'form-action')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(page.headers['permissions-policy']).toContain('fullscreen=(self)');
    expect(page.headers['x-frame-options']).toBeUndefined(); // frame-ancestors names the studio; XFO cannot
    expect(page.headers['set-cookie']).toBeUndefined();

    const refused = await request(location.origin).get(location.pathname).expect(403);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'");
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['referrer-policy']).toBe('no-referrer');
  });
});
