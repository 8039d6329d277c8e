import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { spawnNode, studioUrl, type Spawned } from '../support/processes.js';
import { openStream } from '../support/agent.js';
import { signUp, type Client } from '../support/users.js';

/** The studio as `npm start` runs it (built web app served by the API), driven in headless Chromium. */
describe('the studio in a browser', () => {
  let studio: Spawned;
  let url: string;
  let browser: Browser;
  let dataDir: string;
  let context: BrowserContext;
  let creator: Client;
  let me: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tempest-browser-'));
    studio = spawnNode('apps/api/dist/main.js', { DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', REDIS_URL: '' });
    url = await studioUrl(studio);
    browser = await launchChromium();
    // Signed in as a creator: register, verify and log in through the API, then share the cookies.
    const { client, id } = await signUp(url);
    creator = client;
    me = id;
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url })));
  });
  afterAll(async () => {
    await browser?.close();
    studio?.child.kill('SIGTERM');
    await studio?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (): Promise<Page> => {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('page-title').waitFor();
    return page;
  };
  const names = (page: Page) => page.getByTestId('game-name').allTextContents();

  it('shows the empty studio, then a game created in one tab appears live in another', async () => {
    const a = await open();
    const b = await open();
    await a.getByTestId('games-empty').waitFor();
    await eventually(async () => expect(await b.getByTestId('connection-indicator').getAttribute('data-status')).toBe('connected'));
    await a.screenshot({ path: join(SCREENSHOTS, 'games-empty.png') });

    await a.getByTestId('create-game-name').fill('Star Miner');
    await a.getByTestId('create-game-description').fill('Mine stars before the sun sets.');
    await a.getByTestId('create-game-submit').click();
    await eventually(async () => expect(await names(a)).toEqual(['Star Miner']));
    // Tab B never reloads: the game arrives over socket.io.
    await eventually(async () => expect(await names(b)).toEqual(['Star Miner']));
    await b.screenshot({ path: join(SCREENSHOTS, 'games-live-second-tab.png') });
  });

  it('renames a game in one tab and the other tab follows', async () => {
    const a = await open();
    const b = await open();
    await eventually(async () => expect(await names(b)).toEqual(['Star Miner']));
    await a.getByTestId('rename-game-button').first().click();
    await a.getByTestId('rename-game-input').fill('Star Miner Deluxe');
    await a.getByTestId('rename-game-input').press('Enter');
    await eventually(async () => expect(await names(b)).toEqual(['Star Miner Deluxe']));
    await eventually(async () => expect(await names(a)).toEqual(['Star Miner Deluxe']));
    await a.screenshot({ path: join(SCREENSHOTS, 'games-renamed.png') });
  });

  it('says what is wrong with a name that is too long, and sends nothing', async () => {
    const page = await open();
    await page.getByTestId('create-game-name').fill('x'.repeat(101));
    await page.getByTestId('create-game-submit').click();
    await expect(page.getByText('at most 100 characters').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'games-validation.png') });
    expect(await names(page)).toEqual(['Star Miner Deluxe']);
  });

  it("shows the cover the agent made on the game's row, its profile card and its play page header", async () => {
    const generated = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a space dodge game called Star Hopper' }).expect(200);
    const gameId = generated.body.gameId as string;
    const init = await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200);
    const turn = await (await openStream(creator, `/create/agentic/stream/v2/${init.body.data.session_id}/?message=${encodeURIComponent('a space dodge game called Star Hopper')}`)).all();
    const image = turn.find((e) => e.type === 'tool_end' && e.data.tool === 'generate_image')!.data.result as { media: { url: string } };
    const cover = image.media.url;
    for (const [width, height, tag] of [[1440, 900, '1440'], [390, 844, '390']] as const) {
      const sized = await browser.newContext({ viewport: { width, height } });
      await sized.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url })));
      const page = await sized.newPage();
      await page.goto(url);
      const row = page.locator(`[data-testid="game-row"][data-game-id="${gameId}"]`);
      await eventually(async () => expect(await row.getByTestId('game-row-cover').locator('img').getAttribute('src')).toBe(cover));
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `games-agent-cover-row-${tag}.png`) });
      await page.goto(`${url}/profile/${me}`);
      const card = page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);
      expect(await card.getByTestId('game-card-cover').locator('img').getAttribute('src')).toBe(cover);
      await page.goto(`${url}/play/${gameId}/`);
      expect(await page.getByTestId('play-cover').locator('img').getAttribute('src')).toBe(cover);
      await page.screenshot({ path: join(SCREENSHOTS, `games-agent-cover-play-${tag}.png`) });
      await sized.close();
    }
  }, 120_000);

  it('shows a not-found page for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'not-found.png') });
  });
});
