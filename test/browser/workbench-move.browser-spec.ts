import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

const INDEX = (title: string) => `import './styles.css';
import Board from './components/Board';
import { Score } from './Score';

export default function App() {
  return (
    <main className="p-4">
      <h1 data-testid="title">${title}</h1>
      <Board size={3} />
      <Score value={7} />
    </main>
  );
}
`;
const BOARD = 'export default function Board({ size }: { size: number }) {\n  return <p data-testid="board">Board {size}</p>;\n}\n';
const SCORE = 'export function Score({ value }: { value: number }) {\n  return <p data-testid="score">Score {value}</p>;\n}\n';
const STYLES = 'main {\n  min-height: 100vh;\n  background: #1e1b4b;\n  color: white;\n}\n';

type File = { id: string; filename: string; folder_path: string };
type EditorHost = HTMLElement & { __editor?: { getValue(): string; setValue(value: string): void } };

/** Issue 18: moving frontend files between explorer folders — drag and drop, Move to…, multi-select and bulk move. */
describe('moving files in the workbench explorer', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let creator: Client;
  let gameId: string;
  let frontendId: string;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Board Room', description: 'A board.' }).expect(201)).body.id;
    const files = [
      { filename: 'index.tsx', content: INDEX('Board Room') },
      { filename: 'components/Board.tsx', content: BOARD },
      { filename: 'Score.tsx', content: SCORE },
      { filename: 'styles.css', content: STYLES },
    ];
    frontendId = (await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files }).expect(200)).body.id;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const frame = (p: Page): FrameLocator => p.frameLocator('[data-testid="game-frame"]');
  const row = (filename: string) => page.getByTestId(`frontend-tree-file-${filename}`);
  const folders = async (): Promise<Record<string, string>> => {
    const files = (await creator.get(`/create/vibecode/api/games/${gameId}/frontends/${frontendId}/`).expect(200)).body.files as File[];
    return Object.fromEntries(files.map((f) => [f.filename, f.folder_path]));
  };
  /** The tree as drawn: each row's test id, top to bottom. */
  const tree = () => page.getByTestId('frontend-tree-list').locator('[role="treeitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('frontend-tree-', '')));
  const previewShows = async (title: string) => {
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    await eventually(async () => expect(await frame(page).getByTestId('title').textContent()).toBe(title), 30_000);
    await expect(frame(page).getByTestId('board').textContent()).resolves.toBe('Board 3');
    await expect(frame(page).getByTestId('score').textContent()).resolves.toBe('Score 7');
  };

  it('opens the project: the tree and the preview', async () => {
    page = await context.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await eventually(async () => expect(await page.getByTestId('frontend-status').textContent()).toBe('All changes saved'), 20_000);
    expect(await tree()).toEqual(['folder-components', 'file-components/Board.tsx', 'file-index.tsx', 'file-Score.tsx', 'file-styles.css']);
    await previewShows('Board Room');
  });

  it('drags a file onto a folder: it moves there on the server and in the tree, still open in the editor', async () => {
    await row('Score.tsx').click();
    await row('Score.tsx').dragTo(page.getByTestId('frontend-tree-folder-components'));
    await eventually(async () => expect((await folders())['Score.tsx']).toBe('components'));
    expect(await tree()).toEqual(['folder-components', 'file-components/Board.tsx', 'file-Score.tsx', 'file-index.tsx', 'file-styles.css']);
    await expect(row('Score.tsx').getAttribute('data-active')).resolves.toBe('true');
    const editor = page.getByTestId('frontend-editor');
    await eventually(async () => expect(await editor.evaluate((el) => (el as EditorHost).__editor?.getValue() ?? '')).toContain('export function Score'));
  });

  it('moves a file to a new folder with Move to…, and the dialog says imports do not change', async () => {
    await row('components/Board.tsx').click();
    await row('components/Board.tsx').getByTestId('frontend-tree-move-components/Board.tsx').click();
    await expect(page.getByTestId('frontend-move-note').textContent()).resolves.toContain('./components/Board');
    await page.getByTestId('frontend-move-new-folder').fill('../up');
    await expect(page.getByText('A folder name cannot be "." or ".."').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('frontend-move-submit').isDisabled()).resolves.toBe(true);
    await page.getByTestId('frontend-move-new-folder').fill(' ui / parts ');
    await shot(page, 'workbench-move-dialog');
    await page.getByTestId('frontend-move-submit').click();
    await eventually(async () => expect((await folders())['components/Board.tsx']).toBe('ui/parts'));
    await page.getByTestId('frontend-tree-folder-ui/parts/components').waitFor();
    await expect(row('components/Board.tsx').getAttribute('data-active')).resolves.toBe('true');
    await expect(page.getByTestId('frontend-file-select').inputValue()).resolves.toContain('components/Board.tsx');
  });

  it('selects two files with Ctrl-click and moves both to a folder picked in the combobox', async () => {
    await row('index.tsx').click();
    await row('styles.css').click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByTestId('frontend-selection-count').textContent()).resolves.toBe('2 selected');
    expect([await row('index.tsx').getAttribute('data-selected'), await row('styles.css').getAttribute('data-selected')]).toEqual(['true', 'true']);
    await page.getByTestId('frontend-move-selected').click();
    await page.getByTestId('frontend-move-folder').click();
    await page.getByRole('option', { name: 'ui', exact: true }).click();
    await page.getByTestId('frontend-move-submit').click();
    await eventually(async () => expect(await folders()).toMatchObject({ 'index.tsx': 'ui', 'styles.css': 'ui' }));
    await page.getByTestId('frontend-selection').waitFor({ state: 'detached' });
    await page.locator('.mantine-Modal-content').waitFor({ state: 'detached' });
    expect(await tree()).toEqual([
      'folder-components', 'file-Score.tsx', 'folder-ui', 'folder-ui/parts', 'folder-ui/parts/components', 'file-components/Board.tsx', 'file-index.tsx', 'file-styles.css',
    ]);
    await shot(page, 'workbench-moved');
  });

  it('bulk-moves a Shift-click range by dragging it to the top level', async () => {
    await row('index.tsx').click();
    await row('styles.css').click({ modifiers: ['Shift'] });
    await expect(page.getByTestId('frontend-selection-count').textContent()).resolves.toBe('2 selected');
    await row('styles.css').dragTo(page.getByTestId('frontend-explorer'), { targetPosition: { x: 60, y: 400 } });
    await eventually(async () => expect(await folders()).toMatchObject({ 'index.tsx': '', 'styles.css': '' }));
  });

  it('the preview still builds after the moves: imports follow file names, not folders', async () => {
    await row('index.tsx').click();
    const editor = page.getByTestId('frontend-editor');
    await eventually(async () => expect(await editor.getAttribute('data-editor-ready')).toBe('true'));
    await editor.evaluate((el, code) => (el as EditorHost).__editor!.setValue(code), INDEX('Board Room, moved'));
    await page.getByTestId('frontend-save').click();
    await eventually(async () => expect(await page.getByTestId('frontend-status').textContent()).toBe('All changes saved'), 20_000);
    await previewShows('Board Room, moved');
    expect(await folders()).toEqual({ 'index.tsx': '', 'styles.css': '', 'Score.tsx': 'components', 'components/Board.tsx': 'ui/parts' });
  });

  it('moves a file with the keyboard alone: Tab reaches the row’s Move button, Enter opens Move to…', async () => {
    await row('Score.tsx').focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await expect(focused()).resolves.toBe('frontend-tree-file-Score.tsx');
    for (let i = 0; i < 3 && (await focused()) !== 'frontend-tree-move-Score.tsx'; i += 1) await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('frontend-tree-move-Score.tsx');
    await page.keyboard.press('Enter');
    const newFolder = page.getByTestId('frontend-move-new-folder');
    await newFolder.fill('keys');
    await eventually(async () => expect(await page.getByTestId('frontend-move-submit').isEnabled()).toBe(true));
    // Enter in the field the folder was typed in: the Modal's focus trap may still move focus to its first
    // field (the combobox) as it opens, which the page's keyboard would then press Enter on.
    await newFolder.press('Enter');
    await eventually(async () => expect((await folders())['Score.tsx']).toBe('keys'));
    await page.getByTestId('frontend-tree-folder-keys').waitFor();
  });

  it('offers checkboxes to select files on a phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const small = await phone.newPage();
    await small.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend&tab=editor&pane=files`);
    await small.getByTestId('frontend-tree-check-Score.tsx').waitFor();
    await small.getByTestId('frontend-tree-check-Score.tsx').tap();
    await small.getByTestId('frontend-tree-check-styles.css').tap();
    await expect(small.getByTestId('frontend-selection-count').textContent()).resolves.toBe('2 selected');
    await shot(small, 'workbench-move-phone');
    await small.getByTestId('frontend-move-selected').tap();
    await small.getByTestId('frontend-move-new-folder').fill('parts');
    await small.getByTestId('frontend-move-submit').tap();
    await eventually(async () => expect(await folders()).toMatchObject({ 'Score.tsx': 'parts', 'styles.css': 'parts' }));
    await phone.close();
  });
});
