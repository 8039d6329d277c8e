import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { fakeWebDist, startTestApp, type TestApp } from '../support/test-app.js';
import { signUp } from '../support/users.js';

/** The API serving a web build: server routes win, client-side routes get the app, files are plain files. */
describe('serving the web app', () => {
  let app: TestApp;
  let webDist: ReturnType<typeof fakeWebDist>;

  beforeAll(async () => {
    webDist = fakeWebDist();
    app = await startTestApp(null, { webDist: webDist.dir });
  });
  afterAll(async () => {
    await app?.close();
    webDist?.remove();
  });

  const navigate = (path: string) => request(app.url).get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

  it('ends the session when a browser navigates to /logout, and sends it to /login', async () => {
    const { client } = await signUp(app.url);
    const cookie = client.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await navigate('/logout').set('Cookie', cookie).redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/login');
    expect((await client.get('/api/me')).body.isAuthenticated).toBe(false);
  });

  it('gives a browser the app for client-side routes, with the csrftoken cookie', async () => {
    const response = await navigate('/profile/someone');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.get('Set-Cookie')?.join(';')).toMatch(/csrftoken=/);
  });

  it('answers scripts and unknown API routes with a JSON 404, and serves files as files', async () => {
    expect((await request(app.url).get('/no/such/page')).body).toEqual({ error: 'No route GET /no/such/page', code: 'route.not_found' });
    expect((await navigate('/api/nope')).body.code).toBe('route.not_found');
    const asset = await request(app.url).get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined(); // no cookie, CSRF or session work for static files
  });
});
