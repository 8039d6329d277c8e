import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const HERO = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A game whose state is entity state: ArrowRight moves the hero (Position.x), which the frame reports (STATE_UPDATE). */
const GAME = `import { useEffect } from 'react';
import { updateEntity, useComponent } from '@tempest/game-sdk';

const HERO = '${HERO}';

export default function App() {
  const x = useComponent<{ x: number }>(HERO, 'Position')?.x ?? 0;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') updateEntity(HERO, { Position: { x: x + 1 } });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [x]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-indigo-900 p-6 text-white">
      <h1 className="text-3xl font-bold">Walker</h1>
      <p>X: <span data-testid="x">{x}</span></p>
    </main>
  );
}
`;

type StoredRow = { id: string; gameId: string; label: string; timecode_ms: number; type: string; thumbnailType: string | null; thumbnailSize: number; state: unknown };

/** The checkpoints in the page's IndexedDB (tempest_checkpoints / checkpoints), read as the browser has them. */
const storedCheckpoints = (page: Page): Promise<StoredRow[]> =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('tempest_checkpoints')) return [];
    return new Promise<StoredRow[]>((resolveRows, reject) => {
      const request = indexedDB.open('tempest_checkpoints');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        const all = db.transaction('checkpoints').objectStore('checkpoints').getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          db.close();
          resolveRows(
            (all.result as Array<Record<string, unknown> & { thumbnail_blob?: Blob }>).map((r) => ({
              id: r.id as string,
              gameId: r.gameId as string,
              label: r.label as string,
              timecode_ms: r.timecode_ms as number,
              type: r.type as string,
              thumbnailType: r.thumbnail_blob?.type ?? null,
              thumbnailSize: r.thumbnail_blob?.size ?? 0,
              state: r.state,
            })),
          );
        };
      };
    });
  });

/** Issue 15, the browser-local timeline: Game Start with a thumbnail, micro checkpoints, stored session, reload, restore to a timecode. */
describe('the browser-local timeline on the player page', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  let context: BrowserContext;
  let page: Page;

  const frame = (): FrameLocator => page.frameLocator('[data-testid="game-frame"]');
  const x = async () => Number(await frame().getByTestId('x').textContent());
  const debug = () => page.getByTestId('local-timeline-debug');
  const attr = async (name: string) => (await debug().getAttribute(name)) ?? '';
  const ready = () => eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
  const walk = async (steps: number) => {
    for (let i = 0; i < steps; i++) {
      const before = await x();
      await frame().locator('body').press('ArrowRight');
      await eventually(async () => expect(await x()).toBe(before + 1));
      await page.waitForTimeout(250);
    }
  };
  const storedSession = () => page.evaluate((key) => localStorage.getItem(key), `tempest_game_session_${gameId}`);
  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `local-timeline-${name}.png`) });

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Walker', description: 'Walk right.' }).expect(201)).body.id;
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: GAME }] }).expect(200);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    // The hidden debug control of the local timeline: the product's dock is built elsewhere.
    await context.addInitScript(() => localStorage.setItem('tempest_timeline_debug', '1'));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("saves a 'Game Start' checkpoint with a thumbnail in IndexedDB 1.5 s after the game is ready", async () => {
    page = await context.newPage();
    await page.goto(`${app.url}/play/${gameId}/`);
    await ready();
    const readyAt = Date.now();
    await eventually(async () => expect((await storedCheckpoints(page)).length).toBe(1), 15_000);
    expect(Date.now() - readyAt).toBeGreaterThanOrEqual(1400);
    const [start] = await storedCheckpoints(page);
    expect(start).toMatchObject({ gameId, label: 'Game Start', type: 'manual', thumbnailType: 'image/jpeg' });
    expect(start!.thumbnailSize).toBeGreaterThan(1000);
    expect(start!.timecode_ms).toBeGreaterThanOrEqual(1400);
    expect(await attr('data-big-count')).toBe('1');
    expect(await attr('data-active')).toBe(start!.id);
  });

  it('records the state updates as micro checkpoints and keeps the session under tempest_game_session_{gameId}', async () => {
    await walk(6);
    // The first state after the big checkpoint is the baseline; each later one is a micro checkpoint.
    await eventually(async () => expect(Number(await attr('data-micro-count'))).toBe(5));
    const session = JSON.parse((await storedSession())!);
    expect(session).toMatchObject({ gameId, runnerSessionValid: true, lineageId: null, previousSessionId: null, poolSessionId: null });
    expect(typeof session.sessionId).toBe('string');
    expect(typeof session.userId).toBe('string');
    expect(Date.now() - session.timestamp).toBeLessThan(60_000);
  });

  it('restores to a timecode: the frame gets the state of then, and the game pauses', async () => {
    expect(await x()).toBe(6);
    const first = await attr('data-first-micro'); // x = 2 (x = 1 was the baseline)
    await page.getByTestId('local-timeline-debug-timecode').fill(first);
    await page.getByTestId('local-timeline-debug-restore').click();
    await eventually(async () => expect(await x()).toBe(2));
    expect(await page.getByTestId('local-timeline-debug-message').textContent()).toBe('restored');
    expect(await page.getByTestId('game-pause').getAttribute('data-paused')).toBe('true');
    await shot('restored-1440');
    // Before any checkpoint: the spec's error.
    await page.getByTestId('local-timeline-debug-timecode').fill('5');
    await page.getByTestId('local-timeline-debug-restore').click();
    await expect(page.getByTestId('local-timeline-debug-message').textContent()).resolves.toBe('No checkpoint found before target timecode');
  });

  it('after a reload the stored session and the local checkpoints are still there, with no second Game Start', async () => {
    const before = JSON.parse((await storedSession())!);
    await page.reload();
    await ready();
    expect(JSON.parse((await storedSession())!).sessionId).toBe(before.sessionId);
    await eventually(async () => expect(await attr('data-big-count')).toBe('1'));
    await page.waitForTimeout(2500);
    expect((await storedCheckpoints(page)).map((c) => c.label)).toEqual(['Game Start']);
  });

  it('a quick checkpoint after the reload, then a restore to its timecode, brings its state back', async () => {
    await page.waitForTimeout(500);
    await frame().locator('body').click();
    const start = await x();
    await walk(2);
    await page.getByTestId('local-timeline-debug-create').click();
    await eventually(async () => expect((await storedCheckpoints(page)).length).toBe(2), 10_000);
    const quick = (await storedCheckpoints(page)).find((c) => c.label !== 'Game Start')!;
    expect(quick.label).toMatch(/^Checkpoint \d/);
    expect(quick.state).toEqual({ [HERO]: { Position: { x: start + 2 } } });
    // The button took the focus: the player clicks the game again.
    await frame().locator('body').click();
    await walk(3);
    await eventually(async () => expect(Number(await attr('data-micro-count'))).toBeGreaterThanOrEqual(2));
    expect(await x()).toBe(start + 5);
    await page.getByTestId('local-timeline-debug-timecode').fill(String(quick.timecode_ms + 1));
    await page.getByTestId('local-timeline-debug-restore').click();
    await eventually(async () => expect(await x()).toBe(start + 2));
    await shot('after-reload-1440');
  });
});
