import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { databaseTargets } from '../support/databases.js';
import { MEDIA_STORE, type MediaStore } from '../../apps/api/src/media/media-store.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const app1 = (label: string) => `import { Button } from '@tempest/game-sdk';\nexport default function App() {\n  return <Button text="${label}" />;\n}\n`;

/** docs/api-frontends.md §3 and §6: the studio's redirect with a ticket, the game origin's page, the player page's data. */
describe.each(databaseTargets())('game frames on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let anonymous: Client;
  let gameId: string;
  let frontendId: string;

  const serve = (client: Client, query: Record<string, string> = {}) => client.get(`/create/vibecode/serve/${frontendId}/`).query(query).redirects(0);
  /** Follows the studio's redirect to the game origin, as the frame would. */
  const framePage = async (client: Client, query: Record<string, string> = {}) => {
    const redirect = await serve(client, query).expect(302);
    const location = new URL(redirect.headers.location);
    const page = await request(location.origin).get(`${location.pathname}${location.search}`);
    expect(page.status).toBe(200);
    return page;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    anonymous = await newClient(app.url);
    gameId = (await creator.post('/api/games', { name: 'Button game' }).expect(201)).body.id;
    const saved = await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: app1('Version one') }] }).expect(200);
    frontendId = saved.body.frontendId;
  });
  afterAll(async () => app?.close());

  it('sends the creator to the game origin, which serves the built page with a no-network CSP and no cookies', async () => {
    const redirect = await serve(creator).expect(302);
    const location = new URL(redirect.headers.location);
    const studio = new URL(app.url);
    expect(location.origin).not.toBe(studio.origin);
    expect(location.hostname).toBe('localhost'); // the other loopback name: no shared cookies
    expect(location.pathname).toBe(`/create/vibecode/serve/${frontendId}/`);
    expect((await creator.get('/create/vibecode/api/config/').expect(200)).body).toEqual({ gameOrigin: location.origin });

    const page = await request(location.origin).get(`${location.pathname}${location.search}`).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("connect-src 'none'");
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${studio.origin}`);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toContain('<div id="root">');
    expect(page.text).toContain('Version one');
  });

  it('refuses a page without a valid ticket, and answers nothing but game pages', async () => {
    const redirect = await serve(creator).expect(302);
    const location = new URL(redirect.headers.location);
    const ticket = location.searchParams.get('ticket')!;
    await request(location.origin).get(location.pathname).expect(403);
    await request(location.origin).get(`${location.pathname}?ticket=${ticket.slice(0, -2)}xx`).expect(403);
    await request(location.origin).get(`/create/vibecode/serve/${UNKNOWN_ID}/?ticket=${ticket}`).expect(403);
    await request(location.origin).get('/api/user/tokens/balance').expect(404);
    await request(location.origin).post(`${location.pathname}${location.search}`).expect(404);
  });

  it("serves the media store's pictures on the game origin too (an entity's generated image), and a game page may show them", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const stored = await app.app.get<MediaStore>(MEDIA_STORE).put(png, 'image/png');
    const location = new URL((await serve(creator).expect(302)).headers.location);
    const picture = await request(location.origin).get(stored.url).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(Buffer.from(picture.body as Buffer).equals(png)).toBe(true);
    await request(location.origin).get(stored.url).set('If-None-Match', `"${stored.hash}"`).expect(304);
    await request(location.origin).get(`/media/${'0'.repeat(64)}`).expect(404);
    await request(location.origin).post(stored.url).expect(404);
    const page = await framePage(creator);
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(page.headers['content-security-policy']).toContain("connect-src 'none'");
  });

  it('keeps a draft from other users and visitors, and shows the page of a type error as a build error', async () => {
    await serve(stranger, { source: 'working' }).expect(403);
    await serve(anonymous, { source: 'working' }).expect(401);
    await serve(stranger).expect(404);
    await serve(creator, { source: 'nope' }).expect(400);
    await creator.get(`/create/vibecode/serve/${UNKNOWN_ID}/`).redirects(0).expect(404);
    await stranger.get(`/play/game/${gameId}/`).expect(404);
    expect((await creator.get(`/play/game/${gameId}/`).expect(200)).body).toMatchObject({ frontend_id: frontendId, can_edit: true, game: { published: false } });
  });

  it('serves players the published version, not later edits; the creator still gets the working tree on the canvas', async () => {
    const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'Release' }).expect(201)).body.checkpoint_id;
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint }).expect(200);
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { id: frontendId, files: [{ filename: 'index.tsx', content: app1('Version two') }] }).expect(200);

    for (const player of [stranger, anonymous]) {
      const page = await framePage(player);
      expect(page.text).toContain('Version one');
      expect(page.text).not.toContain('Version two');
      expect((await player.get(`/play/game/${gameId}/`).expect(200)).body).toMatchObject({ frontend_id: frontendId, can_edit: false, game: { published: true, name: 'Button game' } });
    }
    expect((await framePage(creator, { source: 'working' })).text).toContain('Version two');
    expect((await framePage(creator)).text).toContain('Version one');
  });

  it('previews a Compile of unsaved buffers for the game\'s editors only (issue 13: Compile previews the buffer)', async () => {
    const compiled = await creator
      .post('/create/vibecode/api/compile/', { gameId, frontendId, files: [{ filename: 'index.tsx', content: app1('Unsaved buffer') }] })
      .expect(200);
    expect(compiled.body.success).toBe(true);
    const build = compiled.body.buildId as string;
    const page = await framePage(creator, { source: 'preview', build });
    expect(page.text).toContain('Unsaved buffer');
    expect(page.headers['content-security-policy']).toContain("connect-src 'none'");
    await serve(stranger, { source: 'preview', build }).expect(403);
    await serve(anonymous, { source: 'preview', build }).expect(401);
    await serve(creator, { source: 'preview' }).expect(400);
    await serve(creator, { source: 'preview', build: 'not-a-build' }).expect(400);
    const gone = await framePage(creator, { source: 'preview', build: 'f'.repeat(64) });
    expect(gone.text).toContain('Press Compile again');
  });

  it('renders a frontend that does not build as a page showing the build error', async () => {
    const game = (await creator.post('/api/games', { name: 'Broken' }).expect(201)).body.id;
    const broken = 'export default function App() {\n  const n: number = "x";\n  return <div>{n}</div>;\n}\n';
    const saved = await creator.post(`/create/vibecode/api/games/${game}/frontends/save/`, { files: [{ filename: 'index.tsx', content: broken }] }).expect(200);
    const redirect = await creator.get(`/create/vibecode/serve/${saved.body.frontendId}/`).redirects(0).expect(302);
    const location = new URL(redirect.headers.location);
    const page = await request(location.origin).get(`${location.pathname}${location.search}`).expect(200);
    expect(page.text).toContain('Build Error');
    expect(page.text).toContain('index.tsx:2');
  });
});
