import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const SCRIPTS = ['rules.py', 'enemy_spawner.py'];

type EditorHost = HTMLElement & { __editor?: { getValue(): string } };
type Box = { x: number; y: number; width: number; height: number };

/** Issue 13 items 1 and 2: the studio's resizable panes on a desktop and its one-pane-at-a-time phone layout. */
describe('the studio layout', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Layout Lab', description: 'Room to work.' }).expect(201)).body.id;
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
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `layout-${name}.png`) });
  const box = async (locator: Locator): Promise<Box> => {
    const b = await locator.boundingBox();
    if (!b) throw new Error('the element is not visible');
    return b;
  };
  const editorReady = (page: Page) =>
    eventually(async () => expect(await page.getByTestId('script-editor').getAttribute('data-editor-ready')).toBe('true'));
  /** Names in the script list that the list cuts off (text wider than its box). */
  const truncatedNames = (page: Page) =>
    page.locator('[data-testid^="script-item-"] span[title]').evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.getAttribute('title')));

  describe('at 1440×900', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext(1440, 900);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('leaves the script editor wide and every script name readable with the chat open', async () => {
      await page.goto(dashboardUrl('?dashboard=script-editor'));
      await page.getByTestId('agent-chat-panel').waitFor();
      for (const name of SCRIPTS) {
        await page.getByTestId('script-create').click();
        await page.getByTestId('script-name-input').fill(name);
        await page.getByTestId('script-name-submit').click();
        await page.getByTestId(`script-item-${name}`).waitFor();
      }
      await page.getByTestId('script-item-rules.py').click();
      await editorReady(page);
      expect((await box(page.getByTestId('script-editor'))).width).toBeGreaterThanOrEqual(600);
      expect(await truncatedNames(page)).toEqual([]);
      expect(await page.getByTestId('script-item-rules.py').locator('span[title]').textContent()).toBe('rules.py');
      await shot(page, 'desktop-1440-script-editor');
    });

    it('keeps a resized pane at its size after a reload', async () => {
      const sidebar = page.getByTestId('dashboard-sidebar');
      const before = (await box(sidebar)).width;
      const separator = await box(page.getByTestId('studio-separator-sidebar'));
      await page.mouse.move(separator.x + separator.width / 2, separator.y + separator.height / 2);
      await page.mouse.down();
      await page.mouse.move(separator.x + 90, separator.y + separator.height / 2, { steps: 8 });
      await page.mouse.up();
      const resized = (await box(sidebar)).width;
      expect(resized).toBeGreaterThan(before + 60);
      await page.reload();
      await page.getByTestId('dashboard-sidebar').waitFor();
      await eventually(async () => expect(Math.abs((await box(page.getByTestId('dashboard-sidebar'))).width - resized)).toBeLessThan(3));
    });

    it('collapses the sidebar into a rail that switches dashboards and opens it again, also after a reload', async () => {
      const editorBefore = (await box(page.getByTestId('dashboard-panel-script-editor'))).width;
      await page.getByTestId('dashboard-sidebar-collapse').click();
      await page.getByTestId('dashboard-sidebar-rail').waitFor();
      expect(await page.getByTestId('dashboard-sidebar').count()).toBe(0);
      expect((await box(page.getByTestId('dashboard-sidebar-rail'))).width).toBeLessThan(80);
      expect((await box(page.getByTestId('dashboard-panel-script-editor'))).width).toBeGreaterThan(editorBefore + 150);
      await shot(page, 'desktop-1440-sidebar-collapsed');

      await page.reload();
      await page.getByTestId('dashboard-sidebar-rail').waitFor();
      await page.getByTestId('dashboard-rail-prompt-editor').click();
      await page.getByTestId('prompt-editor-panel').waitFor();
      await page.getByTestId('dashboard-sidebar-expand').click();
      await page.getByTestId('dashboard-sidebar').waitFor();
      expect((await box(page.getByTestId('dashboard-sidebar'))).width).toBeGreaterThan(150);
      expect(await page.getByTestId('dashboard-prompt-editor').getAttribute('data-active')).toBe('true');
    });

    it('folds the script list and the outline into rails and back', async () => {
      await page.getByTestId('dashboard-script-editor').click();
      await editorReady(page);
      await page.getByTestId('script-side-expand').click();
      await page.getByTestId('script-outline').waitFor();
      await page.getByTestId('script-side-collapse').click();
      await page.getByTestId('script-outline').waitFor({ state: 'detached' });
      const before = (await box(page.getByTestId('script-editor'))).width;
      await page.getByTestId('script-list-collapse').click();
      await page.getByTestId('script-list-expand').waitFor();
      await eventually(async () => expect((await box(page.getByTestId('script-editor'))).width).toBeGreaterThan(before + 100));
      await page.getByTestId('script-list-expand').click();
      await page.getByTestId('script-item-rules.py').waitFor();
      expect(await truncatedNames(page)).toEqual([]);
    });

    it('hides and shows the chat with the top bar toggle', async () => {
      const editorBefore = (await box(page.getByTestId('script-editor'))).width;
      await page.getByTestId('agent-chat-close').click();
      await page.getByTestId('agent-chat-panel').waitFor({ state: 'detached' });
      await eventually(async () => expect((await box(page.getByTestId('script-editor'))).width).toBeGreaterThan(editorBefore + 200));
      await page.getByTestId('agent-chat-toggle').click();
      await page.getByTestId('agent-chat-panel').waitFor();
      expect((await box(page.getByTestId('agent-chat-panel'))).width).toBeGreaterThanOrEqual(270);
    });

    it('shows the prompt tester and the tool schema beside their forms', async () => {
      await page.getByTestId('dashboard-prompt-editor').click();
      await page.getByTestId('prompt-create').click();
      await page.getByTestId('prompt-tester').waitFor();
      expect((await box(page.getByTestId('prompt-tester'))).width).toBeGreaterThan(200);
      await shot(page, 'desktop-1440-prompt-editor');
      await page.getByTestId('dashboard-tool-editor').click();
      await page.getByTestId('tool-create').click();
      await page.getByTestId('tool-schema').waitFor();
      expect((await box(page.getByTestId('tool-schema'))).width).toBeGreaterThan(180);
      await shot(page, 'desktop-1440-tool-editor');
      await page.getByTestId('dashboard-script-editor').click();
    });

    it('gives the Frontend workbench the middle of the window', async () => {
      await page.getByTestId('dashboard-frontend').click();
      await page.getByTestId('frontend-workbench').locator('.monaco-editor .view-lines').first().waitFor();
      expect((await box(page.getByTestId('frontend-workbench'))).width).toBeGreaterThan(850);
      await shot(page, 'desktop-1440-frontend');
      await page.getByTestId('dashboard-script-editor').click();
    });

    it('fits a 1280×800 window', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await editorReady(page);
      expect((await box(page.getByTestId('script-editor'))).width).toBeGreaterThanOrEqual(400);
      expect(await truncatedNames(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, 'desktop-1280-script-editor');
    });
  });

  describe('at 390×844', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext(390, 844);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    const tab = (name: string) => page.getByTestId(`studio-tab-${name}`);
    /**
     * Nothing wider than the window: the page does not scroll sideways, and (the studio being fixed to the
     * window, which the page's scroll width does not see) none of its bars and panes has content wider than itself.
     */
    const noSidewaysScroll = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const wide = await page.locator('[data-testid="creation-dashboard"], [data-testid="dashboard-top-bar"], [data-testid^="studio-pane-"], [data-testid="studio-tabs"]')
        .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
          .map((e) => `${e.getAttribute('data-testid')}: ${e.scrollWidth} > ${e.clientWidth}`));
      expect(wide).toEqual([]);
    };
    /** Every control of the site header and the studio's top bar lies inside the window, none over another. */
    const barsFit = async () => {
      const controls = page.locator('[data-testid="header"] a:visible, [data-testid="header"] button:visible, [data-testid="dashboard-top-bar"] button:visible, [data-testid="dashboard-top-bar"] [role="status"], [data-testid="dashboard-game-name"]');
      const boxes = await controls.evaluateAll((els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        return { id: e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? e.textContent, x: r.x, y: r.y, right: r.right, bottom: r.bottom };
      }));
      expect(boxes.length).toBeGreaterThanOrEqual(6);
      for (const b of boxes) {
        expect({ id: b.id, inside: b.x >= 0 && b.right <= 390 && b.y >= 0 }).toEqual({ id: b.id, inside: true });
      }
      // Nested controls (a button inside a link) share their parent's box; only siblings must not overlap.
      const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) =>
        a.x < b.right - 1 && b.x < a.right - 1 && a.y < b.bottom - 1 && b.y < a.bottom - 1
        && !(a.x >= b.x && a.right <= b.right && a.y >= b.y && a.bottom <= b.bottom)
        && !(b.x >= a.x && b.right <= a.right && b.y >= a.y && b.bottom <= a.bottom)).map((b) => `${a.id} / ${b.id}`));
      expect(overlapping).toEqual([]);
    };

    it('uses the one-pane layout on a tablet too', async () => {
      const tablet = await context.newPage();
      await tablet.setViewportSize({ width: 820, height: 1180 });
      await tablet.goto(dashboardUrl('?dashboard=script-editor'));
      await tablet.getByTestId('studio-tabs').waitFor();
      await tablet.getByTestId('script-item-rules.py').click();
      await eventually(async () => expect(await tablet.getByTestId('script-editor').getAttribute('data-editor-ready')).toBe('true'));
      await tablet.getByTestId('script-editor').locator('.view-lines').waitFor();
      expect((await box(tablet.getByTestId('script-editor'))).width).toBeGreaterThan(450);
      expect(await tablet.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await tablet.screenshot({ path: join(SCREENSHOTS, 'layout-tablet-820-script-editor.png') });
      await tablet.close();
    });

    it('shows one pane at a time with the top bar and the site header inside the window', async () => {
      await page.goto(dashboardUrl());
      await page.getByTestId('studio-tabs').waitFor();
      expect(await page.getByTestId('creation-dashboard').getAttribute('data-layout')).toBe('phone');
      await expect(page.getByTestId('dashboard-game-name').textContent()).resolves.toBe('Layout Lab');
      await page.getByTestId('script-editor-panel').waitFor();
      expect(await tab('editor').getAttribute('aria-current')).toBe('page');
      await barsFit();
      await noSidewaysScroll();
      await shot(page, 'phone-editor');
    });

    it('reaches the dashboards, entities and components on the Assets tab', async () => {
      await tab('assets').click();
      await page.getByTestId('dashboard-sidebar').waitFor();
      expect(await page.getByTestId('script-editor-panel').isVisible()).toBe(false);
      for (const code of ['script-editor', 'prompt-editor', 'tool-editor', 'frontend']) {
        const item = await box(page.getByTestId(`dashboard-${code}`));
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x + item.width).toBeLessThanOrEqual(390);
      }
      await noSidewaysScroll();
      await shot(page, 'phone-assets');
      await page.getByTestId('dashboard-script-editor').click();
      await page.getByTestId('script-editor-panel').waitFor();
      expect(await tab('editor').getAttribute('aria-current')).toBe('page');
    });

    it('types into the script editor', async () => {
      await page.getByTestId('script-item-rules.py').click();
      await editorReady(page);
      const editor = await box(page.getByTestId('script-editor'));
      expect(editor.width).toBeGreaterThan(300);
      expect(editor.height).toBeGreaterThan(200);
      await page.getByTestId('script-editor').locator('.view-lines').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nspeed = 3', { delay: 40 });
      await eventually(async () => expect(await page.getByTestId('script-editor').evaluate((el) => (el as EditorHost).__editor?.getValue())).toContain('speed = 3'));
      await noSidewaysScroll();
      await shot(page, 'phone-script-editor');
    });

    it('fits the prompt and tool editors, their side pane folded under the form', async () => {
      for (const kind of ['prompt', 'tool']) {
        await tab('assets').click();
        await page.getByTestId(`dashboard-${kind}-editor`).click();
        await page.locator(`[data-testid^="${kind}-item-"]`).first().click();
        await page.getByTestId(`${kind}-save`).waitFor();
        await noSidewaysScroll();
        await page.getByTestId(`${kind}-side-toggle`).click();
        const side = page.getByTestId(kind === 'prompt' ? 'prompt-tester' : 'tool-schema');
        await side.waitFor();
        const sideBox = await box(side);
        expect(sideBox.x + sideBox.width).toBeLessThanOrEqual(390);
        await noSidewaysScroll();
        await shot(page, `phone-${kind}-editor`);
      }
      await tab('assets').click();
      await page.getByTestId('dashboard-script-editor').click();
    });

    it('shows the chat on its tab, usable, and keeps the tab after a reload', async () => {
      await tab('chat').click();
      const input = page.getByTestId('agent-chat-input');
      await input.waitFor();
      const inputBox = await box(input);
      expect(inputBox.x).toBeGreaterThanOrEqual(0);
      expect(inputBox.x + inputBox.width).toBeLessThanOrEqual(390);
      expect(inputBox.y + inputBox.height).toBeLessThanOrEqual(844);
      await input.fill('Make the snake faster');
      expect(await input.inputValue()).toBe('Make the snake faster');
      await noSidewaysScroll();
      await shot(page, 'phone-chat');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('chat');
      await page.reload();
      await page.getByTestId('agent-chat-panel').waitFor();
      expect(await tab('chat').getAttribute('aria-current')).toBe('page');
      // Hiding the chat from its own header goes back to the editor.
      await page.getByTestId('agent-chat-close').click();
      await eventually(async () => expect(await tab('editor').getAttribute('aria-current')).toBe('page'));
    });

    it('opens the Frontend dashboard on its preview from the Preview tab', async () => {
      await tab('preview').click();
      await page.getByTestId('dashboard-panel-frontend').waitFor();
      await page.getByTestId('frontend-workbench').waitFor();
      const params = new URL(page.url()).searchParams;
      expect([params.get('tab'), params.get('dashboard'), params.get('pane')]).toEqual(['preview', 'frontend', 'preview']);
      await noSidewaysScroll();
      await shot(page, 'phone-preview');
      await tab('editor').click();
      await eventually(async () => expect(new URL(page.url()).searchParams.get('pane')).toBe('code'));
    });

    it('keeps Pending changes and the chat one tap away in the top bar menu', async () => {
      await page.getByTestId('dashboard-more').click();
      await page.getByTestId('dashboard-more-pending').waitFor();
      // The menu fades in: the screenshot waits until it is opaque.
      await eventually(async () => expect(await page.locator('.mantine-Menu-dropdown').evaluate((el) => getComputedStyle(el).opacity)).toBe('1'));
      await shot(page, 'phone-more-menu');
      await page.getByTestId('dashboard-more-pending').click();
      await page.getByTestId('pending-drawer').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('pending-drawer').waitFor({ state: 'detached' });
      await page.getByTestId('dashboard-more').click();
      await page.getByTestId('dashboard-more-chat').click();
      await page.getByTestId('agent-chat-panel').waitFor();
      expect(await tab('chat').getAttribute('aria-current')).toBe('page');
    });
  });
});
