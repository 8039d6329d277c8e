import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { spawnNode, studioUrl, type Spawned } from '../support/processes.js';
import { signUp, type Client } from '../support/users.js';

/** How many prompts the source game holds: enough that the clone's progress can be seen on the way. */
const PROMPTS = 400;

/** Clone and remix (docs/api-clone.md): a second user clones a published game from its card and watches it. */
describe('cloning a game in a browser', () => {
  let studio: Spawned;
  let url: string;
  let browser: Browser;
  let dataDir: string;
  let ada: { client: Client; id: string };
  let bob: { client: Client; id: string };
  let gameId: string;

  const contextFor = async (client: Client, viewport: { width: number; height: number }): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport });
    await context.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url })));
    return context;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tempest-clone-'));
    studio = spawnNode('apps/api/dist/main.js', { DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', REDIS_URL: '' });
    url = await studioUrl(studio);
    browser = await launchChromium();
    ada = await signUp(url);
    bob = await signUp(url);
    gameId = ((await ada.client.post('/api/games', { name: 'Star Miner', description: 'Mine stars before the sun sets.' }).expect(201)).body as { id: string }).id;
    for (let i = 0; i < PROMPTS; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          ada.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: `line ${i + j}`, content: `The miner says line ${i + j}` }).expect(201),
        ),
      );
    }
    await ada.client.post(`/create/update-game-details/${gameId}`, { isCloneable: true, categoryTags: 'space' }).expect(200);
    const { checkpoint_id } = (await ada.client.post(`/create/checkpoint/${gameId}/create/`, { title: 'Release' }).expect(200)).body as { checkpoint_id: string };
    await ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id }).expect(200);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    studio?.child.kill('SIGTERM');
    await studio?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The cards fade in one after another: wait until they are still before a screenshot. */
  const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const percentOf = async (page: Page) => Number.parseInt((await page.getByTestId('clone-progress-percent').textContent()) ?? '0', 10);

  /** Bob opens Ada's profile, clones Star Miner from its card and watches the dialog; a screenshot mid-way. */
  const cloneFromCard = async (page: Page, shot: string) => {
    await page.goto(`${url}/profile/${ada.id}`);
    const card = page.getByTestId('game-card').filter({ hasText: 'Star Miner' }).first();
    await card.getByTestId('game-card-menu').click();
    await page.getByTestId('clone-game').click();
    const dialog = page.getByTestId('clone-game-dialog');
    await dialog.getByTestId('confirm-clone-game').click();
    await dialog.getByTestId('clone-progress').waitFor();
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="clone-progress-percent"]')?.textContent ?? '';
      const n = Number.parseInt(text, 10);
      return n > 5 && n < 100;
    });
    expect(await dialog.getByTestId('close-clone-game').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('clone-progress-message').textContent()).toMatch(/^Copying assets \(\d+ of 400\)\.\.\.$/);
    await page.screenshot({ path: join(SCREENSHOTS, shot) });
    await eventually(async () => expect(await percentOf(page)).toBe(100), 60_000);
    expect(await dialog.getByTestId('clone-progress-message').textContent()).toBe('Clone completed successfully!');
    expect(await dialog.getByTestId('close-clone-game').isDisabled()).toBe(false);
    // The dialog closes by itself 1.5 s after 100 %.
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  };

  it('clones a published game from its card, shows the progress to 100 %, and the remix shows its lineage', async () => {
    const context = await contextFor(bob.client, { width: 1440, height: 900 });
    const page = await context.newPage();
    await cloneFromCard(page, 'clone-progress-1440.png');

    await page.goto(`${url}/profile/${bob.id}`);
    const remix = page.getByTestId('game-card').filter({ hasText: 'Star Miner (remix)' });
    await remix.waitFor();
    expect(await remix.getByTestId('remixed-from').textContent()).toBe('Remixed from Star Miner');
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-remix-card-1440.png') });
    await remix.getByTestId('remixed-from').getByRole('link').click();
    await page.waitForURL(`**/play/${gameId}/`);
    await eventually(async () => expect(await page.getByTestId('remix-count').textContent()).toBe('1 remix'));
    expect(await page.getByTestId('play-clone').isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-source-play-page-1440.png') });
    await context.close();
  }, 180_000);

  it('works the same on a phone', async () => {
    const context = await contextFor(bob.client, { width: 390, height: 844 });
    const page = await context.newPage();
    await cloneFromCard(page, 'clone-progress-390.png');
    await page.goto(`${url}/profile/${bob.id}`);
    await eventually(async () => expect(await page.getByTestId('remixed-from').count()).toBe(2));
    await page.getByTestId('game-card').filter({ hasText: 'Star Miner (remix)' }).first().scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-remix-card-390.png') });
    await context.close();
  }, 180_000);
});
