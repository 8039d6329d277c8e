import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

type CustomDashboard = { id: number; name: string; code: string; layoutType: string; initialComponents: string[] };

/** Issue 18, custom dashboards (docs/api-games.md): a creator makes one, reloads, renames it, switches its layout, deletes it. */
describe('custom dashboards in the studio', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Board Room', description: 'Panels everywhere.' }).expect(201)).body.id;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const dashboardUrl = (query = '') => `${app.url}/create/creation-dashboard/${gameId}/${query}`;
  const newContext = async (width: number, height: number): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 500 });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    return context;
  };
  const shot = async (page: Page, name: string) => {
    const path = join(SCREENSHOTS, `custom-dashboards-${name}.png`);
    await page.screenshot({ path });
    // A copy outside the repository to look at (SHOTS_DIR), when asked for.
    if (process.env.SHOTS_DIR) {
      mkdirSync(process.env.SHOTS_DIR, { recursive: true });
      copyFileSync(path, join(process.env.SHOTS_DIR, `custom-dashboards-${name}.png`));
    }
  };
  const serverDashboards = async (): Promise<CustomDashboard[]> =>
    (await creator.get(`/create/fetch-game-card/${gameId}`).expect(200)).body.game.customDashboards;
  const sidebarCodes = (page: Page) =>
    page.getByTestId('dashboard-sidebar').locator('[data-testid^="dashboard-"]').evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')).filter((id) => /^dashboard-(?!sidebar|new)/.test(id ?? '')));

  describe('at 1440×900', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext(1440, 900);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('creates a grid dashboard with two panels, which is still there after a reload, after the default dashboards', async () => {
      await page.goto(dashboardUrl());
      await page.getByTestId('dashboard-new').click();
      await page.getByTestId('custom-dashboard-save').click();
      await page.getByText('Give the dashboard a name').waitFor();
      await page.getByText('Pick at least one panel').waitFor();
      await page.getByTestId('custom-dashboard-name').fill('Balancing');
      await page.getByTestId('custom-dashboard-icon-chart-bar').click();
      await page.getByLabel('Script editor').check();
      await page.getByLabel('Prompt editor').check();
      await shot(page, 'desktop-1440-form');
      await page.getByTestId('custom-dashboard-save').click();

      await page.getByTestId('custom-dashboard-grid').waitFor();
      expect(new URL(page.url()).searchParams.get('dashboard')).toBe('balancing');
      await page.getByTestId('script-editor-panel').waitFor();
      await page.getByTestId('prompt-editor-panel').waitFor();
      expect(await page.getByTestId('custom-dashboard-title').textContent()).toBe('Balancing');
      expect(await serverDashboards()).toEqual([expect.objectContaining({ name: 'Balancing', layoutType: 'grid', initialComponents: ['module-creation', 'prompt-editor'] })]);

      await page.reload();
      await page.getByTestId('custom-dashboard-grid').waitFor();
      await page.getByTestId('script-editor-panel').waitFor();
      await page.getByTestId('prompt-editor-panel').waitFor();
      expect(await sidebarCodes(page)).toEqual(['dashboard-script-editor', 'dashboard-prompt-editor', 'dashboard-tool-editor', 'dashboard-logic-files', 'dashboard-frontend', 'dashboard-balancing']);
      // Side by side in one row of the grid, each with room to work.
      const script = (await page.getByTestId('custom-dashboard-tile-module-creation').boundingBox())!;
      const prompt = (await page.getByTestId('custom-dashboard-tile-prompt-editor').boundingBox())!;
      expect(Math.abs(script.y - prompt.y)).toBeLessThan(2);
      expect(prompt.x).toBeGreaterThan(script.x + script.width - 1);
      expect(script.width).toBeGreaterThan(250);
      await shot(page, 'desktop-1440-grid');
    });

    it('renames the dashboard and adds a panel: the sidebar, the title and the link follow the new name', async () => {
      await page.getByTestId('custom-dashboard-edit').click();
      await page.getByTestId('custom-dashboard-name').fill('Economy Tuning');
      await page.getByLabel('Logic files').check();
      await page.getByTestId('custom-dashboard-save').click();
      await page.getByTestId('custom-dashboard-tile-logic-files').getByText('No logic files yet.').waitFor();
      await eventually(() => expect(new URL(page.url()).searchParams.get('dashboard')).toBe('economy-tuning'));
      await eventually(async () => expect(await page.getByTestId('custom-dashboard-title').textContent()).toBe('Economy Tuning'));
      await page.getByTestId('dashboard-economy-tuning').waitFor();
      expect(await page.getByTestId('dashboard-balancing').count()).toBe(0);
      expect((await serverDashboards()).map((d) => [d.code, d.initialComponents])).toEqual([['economy-tuning', ['module-creation', 'prompt-editor', 'logic-files']]]);
    });

    it('switches to the flow layout: the panels stack full width, and stay so after a reload', async () => {
      await page.getByTestId('custom-dashboard-layout-switch').getByText('Flow').click();
      await page.getByTestId('custom-dashboard-flow').waitFor();
      await eventually(async () => expect((await serverDashboards())[0].layoutType).toBe('flow'));
      await page.reload();
      await page.getByTestId('custom-dashboard-flow').waitFor();
      const script = (await page.getByTestId('custom-dashboard-tile-module-creation').boundingBox())!;
      const prompt = (await page.getByTestId('custom-dashboard-tile-prompt-editor').boundingBox())!;
      expect(prompt.y).toBeGreaterThanOrEqual(script.y + script.height);
      expect(Math.abs(prompt.width - script.width)).toBeLessThan(2);
      await shot(page, 'desktop-1440-flow');
      await page.getByTestId('custom-dashboard-layout-switch').getByText('Static').click();
      await page.getByTestId('custom-dashboard-static').waitFor();
      await shot(page, 'desktop-1440-static');
      await page.getByTestId('custom-dashboard-layout-switch').getByText('Flow').click();
      await page.getByTestId('custom-dashboard-flow').waitFor();
      // The game's change log says it in words: which dashboard (by name) and what of it (issue 30).
      await page.getByTestId('game-audit-toggle').click();
      const drawer = page.getByTestId('game-audit-drawer');
      await eventually(async () => expect(await drawer.getByTestId('change-summary').allTextContents()).toContain("changed the layout of dashboard 'Economy Tuning' in game 'Board Room'"));
      const said = (await drawer.getByTestId('change-summary').allTextContents()).join('\n');
      expect(said).toMatch(/changed the name\b.* of dashboard 'Balancing' \(now 'Economy Tuning'\) in game 'Board Room'/);
      expect(said).not.toMatch(/layoutType|initialComponents|dashboard \d/);
      await shot(page, 'desktop-1440-change-log');
      await page.keyboard.press('Escape');
    });

    it('lists the dashboard in the collapsed rail too, after the built-in ones, with a New dashboard button', async () => {
      await page.getByTestId('dashboard-sidebar-collapse').click();
      const rail = page.getByTestId('dashboard-sidebar-rail');
      await rail.waitFor();
      const codes = await rail.locator('[data-testid^="dashboard-rail-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(codes).toEqual(['dashboard-rail-script-editor', 'dashboard-rail-prompt-editor', 'dashboard-rail-tool-editor', 'dashboard-rail-logic-files', 'dashboard-rail-frontend',
        'dashboard-rail-economy-tuning', 'dashboard-rail-new']);
      await page.getByTestId('dashboard-rail-tool-editor').click();
      await page.getByTestId('dashboard-panel-tool-editor').waitFor();
      await page.getByTestId('dashboard-rail-economy-tuning').click();
      await page.getByTestId('custom-dashboard-flow').waitFor();
      await shot(page, 'desktop-1440-rail');
      await page.getByTestId('dashboard-sidebar-expand').click();
      await page.getByTestId('dashboard-sidebar').waitFor();
    });

    it('deletes the dashboard after a confirmation: it is gone from the sidebar and the server', async () => {
      await page.getByTestId('custom-dashboard-delete').click();
      await page.getByRole('dialog').getByText('Cancel').click();
      expect(await page.getByTestId('custom-dashboard').count()).toBe(1);
      await page.getByTestId('custom-dashboard-delete').click();
      await page.getByTestId('custom-dashboard-delete-confirm').click();
      await page.getByTestId('dashboard-panel-script-editor').waitFor();
      expect(await page.getByTestId('dashboard-economy-tuning').count()).toBe(0);
      expect(await serverDashboards()).toEqual([]);
      await page.reload();
      await page.getByTestId('dashboard-panel-script-editor').waitFor();
      expect(await page.getByTestId('dashboard-economy-tuning').count()).toBe(0);
    });
  });

  describe('at 390×844', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      await creator.post(`/api/games/${gameId}/dashboards`, { name: 'Lore', icon: 'map', layoutType: 'grid', initialComponents: ['prompt-editor', 'entity-list'] }).expect(201);
      context = await newContext(390, 844);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('reaches a custom dashboard from the Assets tab, its panels stacked on the phone', async () => {
      await page.goto(dashboardUrl('?tab=assets'));
      await page.getByTestId('dashboard-lore').click();
      await page.getByTestId('custom-dashboard-flow').waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('editor');
      const prompt = (await page.getByTestId('custom-dashboard-tile-prompt-editor').boundingBox())!;
      const entities = (await page.getByTestId('custom-dashboard-tile-entity-list').boundingBox())!;
      expect(entities.y).toBeGreaterThanOrEqual(prompt.y + prompt.height);
      expect(prompt.width).toBeLessThanOrEqual(390);
      await shot(page, 'phone-390-lore');
      await page.goto(dashboardUrl('?tab=assets'));
      await page.getByTestId('dashboard-new').click();
      await page.getByTestId('custom-dashboard-name').waitFor();
      await shot(page, 'phone-390-form');
    });
  });
});
