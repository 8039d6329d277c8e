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
    // Not cloneable yet: Ada allows remixes in the studio (the first case).
    await ada.client.post(`/create/update-game-details/${gameId}`, { categoryTags: 'space' }).expect(200);
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

  const isCloneable = async () => ((await ada.client.get(`/create/fetch-game-card/${gameId}`).expect(200)).body as { isCloneable: boolean }).isCloneable;
  /** Waits for the switch to show the server's answer, and the server to hold `on`. */
  const switchedTo = async (page: Page, on: boolean) => {
    await page.locator(`[data-testid="remix-switch"][data-checked="${on}"]`).waitFor();
    await eventually(async () => expect(await isCloneable()).toBe(on));
  };

  it('lets the creator allow remixes where she publishes and in the game settings, saying what it means', async () => {
    const desktop = await (await contextFor(ada.client, { width: 1440, height: 900 })).newPage();
    await desktop.goto(`${url}/create/creation-dashboard/${gameId}/`);
    await desktop.getByTestId('publish-button').click();
    const toggle = desktop.getByTestId('remix-switch');
    await toggle.waitFor();
    expect(await desktop.getByText('Others can copy this game into their own studio and change it. Your original stays untouched.').isVisible()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await switchedTo(desktop, true);
    await desktop.screenshot({ path: join(SCREENSHOTS, 'remix-switch-publish-1440.png') });
    // The settings (top bar) show the same flag.
    await desktop.keyboard.press('Escape');
    await desktop.getByTestId('game-settings-button').click();
    await desktop.getByTestId('game-settings-dialog').locator('[data-testid="remix-switch"][data-checked="true"]').waitFor();
    await desktop.screenshot({ path: join(SCREENSHOTS, 'remix-switch-settings-1440.png') });
    await desktop.context().close();

    // On a phone the settings are in the top bar's menu: off, then on again.
    const phone = await (await contextFor(ada.client, { width: 390, height: 844 })).newPage();
    await phone.goto(`${url}/create/creation-dashboard/${gameId}/`);
    await phone.getByTestId('dashboard-more').click();
    await phone.getByTestId('dashboard-more-settings').click();
    const dialog = phone.getByTestId('game-settings-dialog');
    await dialog.locator('[data-testid="remix-switch"][data-checked="true"]').waitFor();
    await dialog.getByTestId('remix-switch').click();
    await switchedTo(phone, false);
    await dialog.getByTestId('remix-switch').click();
    await switchedTo(phone, true);
    await phone.screenshot({ path: join(SCREENSHOTS, 'remix-switch-settings-390.png') });
    await phone.context().close();
  }, 120_000);

  /**
   * Bob opens Ada's profile, clones Star Miner from its card and watches the dialog (a screenshot mid-way and
   * at 100 %); the dialog then takes him to his remix, on its game preview. Answers the remix's id.
   */
  const cloneFromCard = async (page: Page, shot: string): Promise<string> => {
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
    // It leads somewhere: "Open your remix" at once, or by itself 1.5 s after 100 %.
    expect(await dialog.getByTestId('open-remix').textContent()).toBe('Open your remix');
    await page.screenshot({ path: join(SCREENSHOTS, shot.replace('progress', 'done')) });
    const undoStack = page.waitForResponse((r) => r.url().includes('/create/versioning/undo-stack/'));
    const workingTree = page.waitForResponse((r) => r.url().includes('/create/versioning/working-tree/'));
    await page.waitForURL(/\/create\/creation-dashboard\/[0-9a-f-]{36}\/\?dashboard=frontend&pane=preview/, { timeout: 10_000 });
    const remixId = /creation-dashboard\/([0-9a-f-]{36})\//.exec(page.url())![1];
    expect(remixId).not.toBe(gameId);
    await page.getByTestId('creation-dashboard').waitFor();
    // The clone is the remix's starting point: nothing to undo.
    await Promise.all([undoStack, workingTree]);
    expect(await page.getByTestId('undo-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('unsaved-count').textContent()).toBe('0');
    return remixId;
  };

  it('clones a published game from its card, shows the progress to 100 %, opens the remix, and the remix shows its lineage', async () => {
    // Ada watches her game's play page: the remix is counted there as it completes, without a reload.
    const adaContext = await contextFor(ada.client, { width: 1440, height: 900 });
    const source = await adaContext.newPage();
    await source.goto(`${url}/play/${gameId}/`);
    await source.getByTestId('play-title').waitFor();
    expect(await source.getByTestId('remix-count').count()).toBe(0);

    const context = await contextFor(bob.client, { width: 1440, height: 900 });
    const page = await context.newPage();
    await cloneFromCard(page, 'clone-progress-1440.png');
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-remix-opened-1440.png') });
    // The change log tells the remix's start in words a creator reads.
    await page.getByTestId('game-audit-toggle').click();
    const drawer = page.getByTestId('game-audit-drawer');
    await drawer.getByTestId('change-row').filter({ hasText: `started this remix with checkpoint 'Cloned from "Star Miner"'` }).waitFor();
    expect(await drawer.textContent()).not.toContain('made for a clone');
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-remix-change-log-1440.png') });
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await source.getByTestId('remix-count').textContent()).toBe('1 remix'));
    await adaContext.close();

    // Home: his remix's row says where it came from and that it is a draft; the source is published.
    await page.goto(url);
    const row = page.getByTestId('game-row').filter({ hasText: 'Star Miner (remix)' });
    await row.waitFor();
    expect(await row.getByTestId('remixed-from').textContent()).toBe('Remixed from Star Miner');
    expect(await row.getByTestId('game-status').textContent()).toBe('Draft');
    const sourceRow = page.locator(`[data-testid="game-row"][data-game-id="${gameId}"]`);
    expect(await sourceRow.getByTestId('game-status').textContent()).toBe('Published');
    await eventually(async () => expect(await sourceRow.getByTestId('remix-count').textContent()).toBe('1 remix'));
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-home-rows-1440.png') });

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
    // The phone studio opens on the Preview tab.
    await page.getByTestId('creation-dashboard').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-remix-opened-390.png') });
    await page.goto(url);
    await page.getByTestId('game-row').filter({ hasText: 'Star Miner (remix)' }).first().getByTestId('remixed-from').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-home-rows-390.png') });
    await page.goto(`${url}/profile/${bob.id}`);
    await eventually(async () => expect(await page.getByTestId('remixed-from').count()).toBe(2));
    await page.getByTestId('game-card').filter({ hasText: 'Star Miner (remix)' }).first().scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'clone-remix-card-390.png') });
    await context.close();
  }, 180_000);
});
