import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

type EditorHost = HTMLElement & { __editor?: { getValue(): string; setValue(value: string): void } };
type LogicFile = { id: string; name: string; content: string; language: string };

/** Issue 18: the Logic Files dashboard — create, type, save with the keyboard, undo, history, rename, language, delete. */
describe('the logic files editor in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let creator: Client;
  let gameId: string;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Turn Keeper', description: 'Turns and rules.' }).expect(201)).body.id;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const stored = async (): Promise<LogicFile[]> => (await creator.get(`/create/mechanic/logic-files/${gameId}/`).expect(200)).body.files;
  const editor = (): Locator => page.getByTestId('logic-file-editor');
  const editorValue = () => editor().evaluate((el) => (el as EditorHost).__editor?.getValue() ?? null);
  const ready = () => eventually(async () => expect(await editor().getAttribute('data-editor-ready')).toBe('true'));

  it('opens the Logic Files dashboard, which says what logic files are for', async () => {
    page = await context.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
    await page.getByTestId('dashboard-logic-files').click();
    const about = page.getByTestId('logic-file-about');
    await expect(about.textContent()).resolves.toContain('The AI agent reads them');
    await expect(about.textContent()).resolves.toContain('The game itself does not run logic files');
    await expect(page.getByText('No logic files yet.').isVisible()).resolves.toBe(true);
  });

  it('creates a logic file, types into it, and saves with Ctrl/Cmd+S; the unsaved mark comes and goes', async () => {
    await page.getByTestId('logic-file-create').click();
    await page.getByTestId('logic-file-name-input').fill('turns');
    await page.getByTestId('logic-file-name-submit').click();
    await expect(page.getByTestId('logic-file-title').textContent()).resolves.toBe('turns');
    await ready();
    await editor().locator('.view-lines').click();
    await page.keyboard.type('# A turn: the player moves, then every enemy moves.', { delay: 10 });
    await page.getByTestId('logic-file-unsaved').waitFor();
    await expect(page.getByTestId('logic-file-item-turns').getAttribute('data-dirty')).resolves.toBe('true');
    await page.keyboard.press('ControlOrMeta+s');
    await page.getByTestId('logic-file-saved').waitFor();
    // Prose for the agent: a new logic file is Markdown (picker, colouring and the server agree), not Python.
    await eventually(async () => expect((await stored())[0]).toMatchObject({ name: 'turns', content: '# A turn: the player moves, then every enemy moves.', language: 'markdown' }));
    await expect(page.getByTestId('logic-file-language').inputValue()).resolves.toBe('Markdown');
    await expect(editor().evaluate((el) => (el as HTMLElement & { __editor?: { getModel(): { getLanguageId(): string } } }).__editor!.getModel().getLanguageId())).resolves.toBe('markdown');
    await expect(page.getByTestId('logic-file-item-turns').getAttribute('data-dirty')).resolves.toBeNull();
  });

  it('saves a second version with the button; Undo takes it back, in the editor and on the server', async () => {
    await editor().evaluate((el) => (el as EditorHost).__editor!.setValue('# A turn: enemies move first.'));
    await page.getByTestId('logic-file-save').click();
    await page.getByTestId('logic-file-saved').waitFor();
    await eventually(async () => expect((await stored())[0].content).toBe('# A turn: enemies move first.'));
    await shot(page, 'logic-files-editor');

    await page.getByTestId('undo-button').click();
    await eventually(async () => expect(await editorValue()).toBe('# A turn: the player moves, then every enemy moves.'));
    await eventually(async () => expect((await stored())[0].content).toBe('# A turn: the player moves, then every enemy moves.'));
    await expect(page.getByTestId('logic-file-saved').isVisible()).resolves.toBe(true);
  });

  it('shows the file’s history in the history drawer', async () => {
    await page.getByTestId('logic-file-history').click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();
    await eventually(async () => expect(await drawer.locator('[data-testid^="revision-item-"]').count()).toBeGreaterThanOrEqual(3));
    // Created, two saves, the undo: newest first.
    await expect(drawer.locator('[data-testid^="revision-item-"]').first().getAttribute('data-testid')).resolves.toBe('revision-item-3');
    await eventually(async () => expect(await drawer.getByTestId('diff-view').getAttribute('data-editor-ready')).toBe('true'));
    await eventually(async () => {
      const right = await page.locator('.mantine-Drawer-content').evaluate((e) => e.getBoundingClientRect().right);
      expect(Math.abs(right - 1440)).toBeLessThan(1);
    });
    await shot(page, 'logic-files-history');
    await page.locator('.mantine-Drawer-close').click();
    await page.locator('.mantine-Drawer-content').waitFor({ state: 'detached' });
  });

  it('renames it, changes its language, and shows a refused rename’s reason', async () => {
    await page.getByTestId('logic-file-item-turns').hover();
    await page.getByTestId('logic-file-rename-turns').click();
    await page.getByTestId('logic-file-name-input').fill('turn order');
    await page.getByTestId('logic-file-name-submit').click();
    await eventually(async () => expect(await page.getByTestId('logic-file-title').textContent()).toBe('turn order'));

    await page.getByTestId('logic-file-language').click();
    await page.getByRole('option', { name: 'Python' }).click();
    await eventually(async () => expect((await stored())[0]).toMatchObject({ name: 'turn order', language: 'python' }));

    await page.getByTestId('logic-file-item-turn order').hover();
    await page.getByTestId('logic-file-rename-turn order').click();
    await page.getByTestId('logic-file-name-input').fill('x'.repeat(101));
    await page.getByTestId('logic-file-name-submit').click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Failed to rename logic file' });
    await expect(toast.textContent()).resolves.toContain('name must be 1 to 100 characters');
    await page.keyboard.press('Escape');
    expect((await stored())[0].name).toBe('turn order');
  });

  it('deletes it after a confirmation, and Undo brings it back', async () => {
    await page.getByTestId('logic-file-item-turn order').hover();
    await page.getByTestId('logic-file-delete-turn order').click();
    await page.getByTestId('logic-file-delete-confirm').waitFor();
    await expect(page.locator('.mantine-Modal-title').textContent()).resolves.toBe('Delete “turn order”?');
    await eventually(async () => expect(await page.locator('.mantine-Modal-content').evaluate((e) => getComputedStyle(e).opacity)).toBe('1'));
    await shot(page, 'logic-files-delete-confirm');
    await page.getByTestId('logic-file-delete-confirm').click();
    await eventually(async () => expect(await stored()).toEqual([]));
    await page.getByText('No logic files yet.').waitFor();
    await page.getByTestId('undo-button').click();
    await page.getByTestId('logic-file-item-turn order').waitFor();
    expect((await stored()).map((f) => f.name)).toEqual(['turn order']);
  });

  it('fits a phone: Assets lists Logic Files, which opens the list above the editor', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const small = await phone.newPage();
    await small.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
    await small.getByTestId('studio-tab-assets').click();
    await small.getByTestId('dashboard-logic-files').click();
    await small.getByTestId('logic-file-item-turn order').click();
    await eventually(async () => expect(await small.getByTestId('logic-file-editor').getAttribute('data-editor-ready')).toBe('true'));
    await expect(small.getByTestId('logic-file-title').textContent()).resolves.toBe('turn order');
    const box = await small.getByTestId('logic-file-editor').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(200);
    await shot(small, 'logic-files-phone');
    await phone.close();
  });
});
