// LOOK ONLY (not a test of the timeline): the /play/timeline/… routes are faked in the page so the dock,
// explorer and branch panel can be seen before the server side is merged. Not committed.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const game = `export default function App() { return <main className="flex min-h-screen items-center justify-center bg-slate-900 text-white"><h1 className="text-3xl">Timeline Game</h1></main>; }`;

type Cp = Record<string, unknown> & { id: string; child_branches: { checkpoint_id: string; is_default: boolean }[]; timecode_ms: number };

function fakeTimeline(page: Page) {
  const cps: Cp[] = [];
  let main: string[] = [];
  const timeline = (sid: string) => ({ session_id: sid, current_session_id: sid, previous_session_id: null, legacy_session_id: null, lineage_id: 'l1', session_was_reassigned: false, runner_session_valid: true, pool_session_id: null, checkpoints: cps, main_path: main, root_checkpoint_id: cps[0]?.id ?? null });
  return page.route('**/play/timeline/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const sid = url.pathname.split('/')[3];
    const json = (body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname.endsWith('/checkpoints/') && route.request().method() === 'GET') return json({ status: 'success', timeline: timeline(sid), error: null });
    if (url.pathname.endsWith('/create/')) {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      const id = `cp${cps.length + 1}`;
      const cp: Cp = { id, session_id: sid, game_id: 'g', tick: body.tick, timecode_ms: body.timecode_ms as number, marker_label: body.marker_label, description: '', metadata: { description: '' }, thumbnail_url: null, thumbnail_upload_url: null, trigger: 'manual', type: 'manual', child_branches: [], incoming_transitions: body.parent_checkpoint_id ? 1 : 0, branch_label: null, parent_checkpoint_id: body.parent_checkpoint_id, lineage_id: 'l1', transition_metadata: body.transition_metadata, size_bytes: 10, game_version: { source: 'working', checkpoint_id: null, asset_count: 1 }, created_at: new Date().toISOString() };
      const parent = cps.find((c) => c.id === body.parent_checkpoint_id);
      if (parent) parent.child_branches.push({ checkpoint_id: id, is_default: parent.child_branches.length === 0 });
      cps.push(cp);
      if (!parent || main.at(-1) === parent.id) main = [...main, id];
      return json({ status: 'success', message: 'ok', timeline: timeline(sid), checkpoint_id: id, transition_id: null, checkpoint: cp, preserve_parent: (body.transition_metadata as { preserve_parent: boolean }).preserve_parent, preserve_parent_count: 0, lineage_id: 'l1' });
    }
    if (url.pathname.endsWith('/restore/')) {
      const body = route.request().postDataJSON() as { checkpoint_id: string };
      const cp = cps.find((c) => c.id === body.checkpoint_id);
      return json({ status: 'success', checkpoint: cp, restored_state: {}, runner_synced: true, runner_sync_error: null, runner_entity_count: 0, preserve_parent_count: 3, game_version_changed: false, game_version: cp?.game_version });
    }
    return route.fulfill({ status: 404, body: '{}' });
  });
}

describe('look at the timeline UI (faked routes)', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Timeline Game', description: 'x' }).expect(201)).body.id;
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: game }] }).expect(200);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const [w, h] of [[1440, 900], [390, 844]]) {
    it(`shows the dock, explorer and branch panel at ${w}`, async () => {
      const ctx = await browser.newContext({ viewport: { width: w, height: h } });
      await ctx.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
      const page = await ctx.newPage();
      await fakeTimeline(page);
      const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `timeline-${name}-${w}.png`) });
      await page.goto(`${app.url}/play/${gameId}/`);
      await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
      await shot('dock-empty');
      await page.getByTestId('timeline-expand').click();
      await page.getByTestId('checkpoint-explorer-empty').waitFor();
      await shot('explorer-empty');
      await page.keyboard.press('Escape');
      await page.getByTestId('timeline-expand').click();
      await page.getByTestId('game-pause').click();
      const create = async (label: string) => {
        await page.getByTestId('timeline-bookmark').click();
        await page.getByTestId('session-checkpoint-name').fill(label);
        await page.getByTestId('session-checkpoint-create').click();
        await page.getByTestId('create-session-checkpoint-dialog').waitFor({ state: 'hidden' });
      };
      for (const l of ['Start', 'Gate', 'Boss', 'Win']) await create(l);
      await page.getByTestId('timeline-dot').nth(1).hover();
      await shot('dock-preview');
      await page.getByTestId('timeline-expand').click();
      await page.getByTestId('branch-card').nth(1).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('game-pause').click();
      for (const l of ['Detour', 'Secret']) await create(l);
      await page.getByTestId('timeline-expand').click();
      await page.getByTestId('branch-panel').waitFor();
      await page.getByTestId('branch-card').nth(4).hover();
      await page.waitForTimeout(500);
      await shot('branch-panel');
      await page.getByTestId('branch-zoom-out').click();
      await page.getByTestId('branch-zoom-out').click();
      await shot('branch-zoom');
      await page.getByTestId('overlay-switch').click();
      await shot('explorer-grid');
      await ctx.close();
    });
  }
});
