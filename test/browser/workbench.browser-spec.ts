import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

const RULES = `def increment(state, amount=1):
    for entity in state.values():
        counter = entity.get('counter')
        if counter is not None:
            counter['value'] += amount
    print('score is now', [e['counter']['value'] for e in state.values() if 'counter' in e])
`;

/**
 * A game that shows the score a Python action changes, its pause state, and what it could reach of the
 * studio: cookies, the parent page, the studio's API.
 */
const game = (title: string, studioUrl: string) => `import { useEffect, useState } from 'react';
import { Button, useEntitiesWith, useGameAction, usePaused } from '@tempest/game-sdk';

type Counter = { value: number };

async function probe(studioUrl: string): Promise<Record<string, string>> {
  const found: Record<string, string> = { cookies: document.cookie };
  try {
    found.parent = String(window.parent.document.title);
  } catch {
    found.parent = 'blocked';
  }
  try {
    const response = await fetch(studioUrl + '/api/user/tokens/balance', { credentials: 'include' });
    found.api = 'reached ' + String(response.status);
  } catch {
    found.api = 'blocked';
  }
  return found;
}

export default function App() {
  const counter = useEntitiesWith<Counter>('counter')[0]?.[1];
  const { dispatch, pending } = useGameAction();
  const [paused] = usePaused();
  const [reach, setReach] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    void probe('${studioUrl}').then(setReach);
  }, []);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-indigo-950 p-8 text-white">
      <h1 className="text-3xl font-bold">${title}</h1>
      <p data-testid="score" className="text-2xl">Score: {counter?.value ?? '…'}</p>
      <p data-testid="running">{paused ? 'Paused' : 'Running'}</p>
      <Button preset="neon" text="Add one" disabled={pending} onClick={() => void dispatch('increment', { amount: 1 })} />
      <pre data-testid="reach">{reach ? JSON.stringify(reach) : ''}</pre>
    </main>
  );
}
`;

/** A second project of two files; odd.ts is not in Prettier's layout (two spaces, no spaces around =). */
const TWO_INDEX = `export default function App() {
  return <main className="p-8"><h1 className="text-2xl font-bold">Two files</h1></main>;
}
`;
const ODD = 'export const  odd =1\n';
const BAD_GATEWAY = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

type EditorHost = HTMLElement & { __editor?: { getValue(): string; setValue(value: string): void } };

/** Issue 5 end to end: the workbench, compile and preview, build errors, a Python game action, pause, the player page. */
describe('the frontend workbench and the game in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let creator: Client;
  let gameId: string;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Score Attack', description: 'Press the button.' }).expect(201)).body.id;
    await creator
      .post(`/create/entities/${gameId}/create_entity/`, {
        entity_type: 'player',
        name: 'Player one',
        component_state: { counter: { componentName: 'Counter', fieldData: { value: 0 } } },
      })
      .expect(201);
    await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules', content: RULES }).expect(201);
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
  const workbench = () => page.getByTestId('frontend-workbench');
  const editor = () => page.getByTestId('frontend-editor');
  const setCode = async (code: string) => {
    await eventually(async () => expect(await editor().getAttribute('data-editor-ready')).toBe('true'));
    await editor().evaluate((el, value) => (el as EditorHost).__editor!.setValue(value), code);
  };
  const previewBuilds = async () => Number(await workbench().getAttribute('data-preview-builds'));
  const status = () => page.getByTestId('frontend-status').textContent();
  const editorText = () => editor().evaluate((el) => (el as EditorHost).__editor?.getValue() ?? '');
  let two: string;
  let twoProject: string;
  const twoFiles = async () =>
    Object.fromEntries(((await creator.get(`/create/vibecode/api/games/${two}/frontends/${twoProject}/`).expect(200)).body.files as { filename: string; content: string }[]).map((f) => [f.filename, f.content]));
  const toastSaying = (p: Page, title: string) => p.getByTestId('toast').filter({ hasText: title });

  it('opens the workbench of an empty project: the welcome counter is seeded, saved, compiled and playing in the preview', async () => {
    page = await context.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await workbench().waitFor();
    await eventually(async () => expect(await workbench().getAttribute('data-frontend-id')).toMatch(/^[0-9a-f-]{36}$/), 20_000);
    await eventually(async () => expect(await editor().evaluate((el) => (el as EditorHost).__editor?.getValue() ?? '')).toContain('Welcome to your game'));
    await eventually(async () => expect(await status()).toBe('All changes saved'), 20_000);
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    await expect(frame(page).getByText('Welcome to your game').textContent()).resolves.toContain('Welcome');
    await expect(page.getByTestId('frontend-tree-file-index.tsx').getAttribute('data-active')).resolves.toBe('true');
    await shot(page, 'workbench-seeded');
  });

  it('edits index.tsx, saves, and the preview shows the new game with the entity state', async () => {
    const before = await previewBuilds();
    await setCode(game('Score Attack', app.url));
    await eventually(async () => expect(await status()).toBe('Unsaved changes'));
    // The status text's tones (spec 2, 3): warning while unsaved, success once saved.
    await expect(page.getByTestId('frontend-status').getAttribute('data-tone')).resolves.toBe('warning');
    await page.getByTestId('frontend-save').click();
    await eventually(async () => expect(await previewBuilds()).toBeGreaterThan(before), 30_000);
    await eventually(async () => expect(await status()).toBe('All changes saved'));
    await expect(page.getByTestId('frontend-status').getAttribute('data-tone')).resolves.toBe('success');
    await eventually(async () => expect(await frame(page).getByTestId('score').textContent()).toBe('Score: 0'), 30_000);
    await expect(frame(page).getByRole('heading').textContent()).resolves.toBe('Score Attack');
  });

  it('dispatches a game action: the Python function runs on the server and the score changes on screen', async () => {
    await frame(page).getByRole('button', { name: 'Add one' }).click();
    await eventually(async () => expect(await frame(page).getByTestId('score').textContent()).toBe('Score: 1'), 20_000);
    await frame(page).getByRole('button', { name: 'Add one' }).click();
    await eventually(async () => expect(await frame(page).getByTestId('score').textContent()).toBe('Score: 2'), 20_000);
    await eventually(async () => expect(await page.getByTestId('debug-console').textContent()).toContain('score is now [2]'));
    await shot(page, 'workbench-game-action');
  });

  it('shows a frontend file’s saved revisions in the studio’s history drawer', async () => {
    await page.getByTestId('frontend-tree-file-index.tsx').hover();
    await page.getByTestId('frontend-tree-history-index.tsx').click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();
    await drawer.getByTestId('revision-item-1').waitFor();
    await eventually(async () => expect(await drawer.textContent()).toContain('useEntitiesWith'));
    await eventually(async () => expect(await page.locator('.mantine-Drawer-content').evaluate((el) => Math.round(el.getBoundingClientRect().right))).toBe(1440));
    await shot(page, 'workbench-file-history');
    await page.locator('.mantine-Drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('keeps the game from the studio: no studio cookies, no parent page, no studio API', async () => {
    await eventually(async () => expect(await frame(page).getByTestId('reach').textContent()).not.toBe(''));
    const reach = JSON.parse((await frame(page).getByTestId('reach').textContent())!) as Record<string, string>;
    expect(reach.cookies).not.toContain('csrftoken');
    expect(reach.cookies).not.toContain('session');
    expect(reach.parent).toBe('blocked');
    expect(reach.api).toBe('blocked');
    const src = await page.getByTestId('game-frame').evaluate((el) => (el as HTMLIFrameElement).contentWindow?.location.href ?? 'cross-origin').catch(() => 'cross-origin');
    expect(src).toBe('cross-origin');
  });

  it('shows a type error in the build-error overlay with its file and line, and clears it once fixed', async () => {
    const broken = game('Score Attack', app.url).replace("const [paused] = usePaused();", "const [paused] = usePaused();\n  const lives: number = 'three';\n  const level: number = 'one';");
    await setCode(broken);
    await page.getByTestId('frontend-compile').click();
    const overlay = page.getByTestId('frontend-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    const line = broken.split('\n').findIndex((l) => l.includes("const lives: number = 'three'")) + 1;
    await expect(page.getByTestId('frontend-build-error-location').textContent()).resolves.toContain(`index.tsx:${line}`);
    await expect(page.getByTestId('frontend-build-error-message').textContent()).resolves.toContain("Type 'string' is not assignable to type 'number'");
    // Spec 1: the notice is 520 px wide, at most 80% of the viewport; its logs (both errors) scroll at 20rem.
    expect((await overlay.boundingBox())!.width).toBe(520);
    const logs = page.getByTestId('frontend-build-error-logs');
    expect((await logs.textContent())!.split('\n')).toEqual([expect.stringContaining(`index.tsx:${line}:`), expect.stringContaining(`index.tsx:${line + 1}:`)]);
    expect(await logs.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY])).toEqual(['320px', 'auto']);
    await shot(page, 'workbench-build-error');
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(async () => expect((await overlay.boundingBox())!.width).toBeLessThanOrEqual(390 * 0.8));
    await shot(page, 'workbench-build-error-390');
    // The footer's buttons keep their whole labels on a phone ("Compil", "Save chang…" before).
    for (const id of ['frontend-compile', 'frontend-save']) {
      const cut = await page.getByTestId(id).evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        const box = el.getBoundingClientRect();
        return label.scrollWidth > label.clientWidth + 1 || box.right > window.innerWidth;
      });
      expect({ id, cut }).toEqual({ id, cut: false });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await setCode(game('Score Attack', app.url));
    await page.getByTestId('frontend-compile').click();
    await overlay.waitFor({ state: 'hidden', timeout: 30_000 });
    await eventually(async () => expect(await page.getByTestId('frontend-footer-meta').textContent()).toMatch(/Ready|Unsaved changes/));
  });

  it('pauses and resumes the game: the overlay shows, and the game hears it', async () => {
    await page.getByTestId('game-pause').click();
    await page.getByTestId('game-paused-overlay').waitFor();
    await eventually(async () => expect(await frame(page).getByTestId('running').textContent()).toBe('Paused'));
    await shot(page, 'workbench-paused');
    await page.getByTestId('game-pause').click();
    await page.getByTestId('game-paused-overlay').waitFor({ state: 'hidden' });
    await eventually(async () => expect(await frame(page).getByTestId('running').textContent()).toBe('Running'));
  });

  it('publishes from the studio, and a player plays the published game on its page, from the published state', async () => {
    // The fixed code is the saved one again: nothing is unsaved (an edit back to the saved text is clean).
    await eventually(async () => expect(await status()).toBe('All changes saved'), 30_000);
    await expect(page.getByTestId('frontend-save').isDisabled()).resolves.toBe(true);
    await page.getByTestId('publish-button').click();
    await page.getByTestId('publish-message').fill('First release');
    await eventually(async () => expect(await page.getByRole('dialog', { name: 'Publish' }).evaluate((el) => getComputedStyle(el).opacity)).toBe('1'));
    await shot(page, 'publish-popover');
    await page.getByTestId('publish-submit').click();
    await eventually(async () => expect(await page.getByTestId('publish-button').getAttribute('data-published')).toBe('true'), 20_000);
    expect((await creator.get(`/create/checkpoint/${gameId}/published-status/`).expect(200)).body.is_published).toBe(true);
    const player = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { client } = await signUp(app.url);
    await player.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const playPage = await player.newPage();
    await playPage.goto(`${app.url}/play/${gameId}/`);
    await eventually(async () => expect(await frame(playPage).getByTestId('score').textContent()).toBe('Score: 0'), 30_000);
    await frame(playPage).getByRole('button', { name: 'Add one' }).click();
    await eventually(async () => expect(await frame(playPage).getByTestId('score').textContent()).toBe('Score: 1'), 20_000);
    await shot(playPage, 'play-page');
    await player.close();
  });

  // Issue 30 (minor): saving one frontend file reformatted and committed files the user did not touch.
  it('saves one file as typed and leaves the other byte for byte: the commit counts one changed file, the other has no new revision', async () => {
    two = (await creator.post('/api/games').send({ name: 'Two Files', description: 'Two files.' }).expect(201)).body.id;
    const files = [{ filename: 'index.tsx', content: TWO_INDEX }, { filename: 'odd.ts', content: ODD }];
    twoProject = (await creator.post(`/create/vibecode/api/games/${two}/frontends/save/`, { files }).expect(200)).body.id;
    await creator.post('/create/versioning/revisions/', { game_id: two, message: 'two files' }).expect(201);
    await page?.close();
    page = await context.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${two}/?dashboard=frontend`);
    await eventually(async () => expect(await workbench().getAttribute('data-frontend-id')).toBe(twoProject), 20_000);
    await eventually(async () => expect(await editorText()).toBe(TWO_INDEX));
    await eventually(async () => expect(await page.getByTestId('unsaved-count').textContent()).toBe('0'));

    const edited = TWO_INDEX.replace('Two files</h1>', 'Two files, one edited</h1>');
    expect(edited).not.toBe(TWO_INDEX);
    await setCode(edited);
    await page.getByTestId('frontend-save').click();
    await eventually(async () => expect(await status()).toBe('All changes saved'), 30_000);
    // The server holds the edited file as typed and the other exactly as it was.
    expect(await twoFiles()).toEqual({ 'index.tsx': edited, 'odd.ts': ODD });
    await page.getByTestId('frontend-tree-file-odd.ts').click();
    await eventually(async () => expect(await editorText()).toBe(ODD));
    await shot(page, 'workbench-save-one-file-1440');
    // One changed file since the last commit.
    await eventually(async () => expect(await page.getByTestId('unsaved-count').textContent()).toBe('1'));
    await page.getByTestId('commit-button').click();
    await expect(page.getByTestId('commit-summary').textContent()).resolves.toBe('1 asset changed since the last commit.');
    await shot(page, 'workbench-save-one-file-commit-1440');
    await page.keyboard.press('Escape');
    await page.getByTestId('commit-summary').waitFor({ state: 'hidden' });
    // odd.ts has the one revision it was created with.
    await page.getByTestId('frontend-tree-file-odd.ts').hover();
    await page.getByTestId('frontend-tree-history-odd.ts').click();
    const drawer = page.getByTestId('history-drawer');
    const revisions = drawer.locator('[data-testid^="revision-item-"]');
    await revisions.first().waitFor();
    expect(await revisions.count()).toBe(1);
    await expect(revisions.first().getByTestId('revision-cause').textContent()).resolves.toBe('created');
    await expect(drawer.getByTestId('revision-list').textContent()).resolves.toMatch(/^(All changesThis session)?1 revisionRevision/);
    await shot(page, 'workbench-save-one-file-history-1440');
    await page.locator('.mantine-Drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  // Spec 3's fallbacks for a failed request: a body that is not the API's, an error that says nothing.
  it("says 'Network response was not ok' for a proxy's HTML error page and 'An unknown error occurred' for an error without a message", async () => {
    const save = (url: URL) => url.pathname === `/create/vibecode/api/games/${two}/frontends/save/`;
    await page.getByTestId('frontend-tree-file-index.tsx').click();
    await eventually(async () => expect(await editorText()).toContain('one edited'));
    const before = await twoFiles();
    await page.route(save, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: BAD_GATEWAY }));
    await setCode(before['index.tsx'].replace('one edited', 'edited twice'));
    await page.getByTestId('frontend-save').click();
    const badGateway = toastSaying(page, 'Save failed');
    await badGateway.waitFor();
    await expect(badGateway.textContent()).resolves.toBe('Save failedNetwork response was not ok (HTTP 502)');
    await shot(page, 'workbench-save-502-1440');
    await badGateway.getByRole('button', { name: 'Close notification' }).click();
    await badGateway.waitFor({ state: 'detached' });

    await page.unroute(save);
    await page.route(save, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: '', code: 'internal' }) }));
    await page.getByTestId('frontend-save').click();
    const unknown = toastSaying(page, 'Save failed');
    await unknown.waitFor();
    await expect(unknown.textContent()).resolves.toBe('Save failedAn unknown error occurred');
    await shot(page, 'workbench-save-unknown-error-1440');
    await page.unroute(save);
    // Nothing reached the server; the edit is still unsaved and saves once the server answers.
    expect(await twoFiles()).toEqual(before);
    await expect(status()).resolves.toBe('Unsaved changes');
    await page.getByTestId('frontend-save').click();
    await eventually(async () => expect(await status()).toBe('All changes saved'), 30_000);
    expect((await twoFiles())['index.tsx']).toContain('edited twice');
  });

  it("on a phone, a project that does not load: the toast says why, the file picker reads 'Select file', and nothing is saved over the project", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const writes: string[] = [];
    phone.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/create/vibecode/api/')) writes.push(new URL(r.url()).pathname);
    });
    const project = (url: URL) => url.pathname === `/create/vibecode/api/games/${two}/frontends/${twoProject}/`;
    await phone.route(project, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: BAD_GATEWAY }));
    const before = await twoFiles();
    try {
      const small = await phone.newPage();
      await small.goto(`${app.url}/create/creation-dashboard/${two}/?dashboard=frontend&pane=code`);
      const failed = toastSaying(small, 'Failed to load frontend');
      await failed.waitFor({ timeout: 30_000 });
      await expect(failed.textContent()).resolves.toBe('Failed to load frontendNetwork response was not ok (HTTP 502)');
      // No file is active: the compact picker's placeholder, and the editor asks for a file.
      const picker = small.getByTestId('frontend-file-select');
      await expect(picker.getAttribute('placeholder')).resolves.toBe('Select file');
      await expect(picker.inputValue()).resolves.toBe('');
      await expect(small.getByTestId('frontend-no-file').textContent()).resolves.toBe('Select a file to start editing');
      // Nothing was read: the status says so, not 'All changes saved'.
      await expect(small.getByTestId('frontend-status').textContent()).resolves.toBe('Failed to load frontend');
      await expect(small.getByTestId('frontend-status').getAttribute('data-tone')).resolves.toBe('danger');
      await expect(small.getByTestId('frontend-footer-meta').textContent()).resolves.toBe('Failed to load frontend');
      await small.screenshot({ path: join(SCREENSHOTS, 'workbench-load-failed-390.png') });
      // An empty project is seeded with the welcome file 0.6 s after it loads; one that failed to load is not
      // (its save would replace the creator's files). Wait well past that, then look.
      await small.waitForTimeout(2_000);
      expect(writes).toEqual([]);
      await expect(picker.inputValue()).resolves.toBe('');
      expect(await twoFiles()).toEqual(before);

      // Once the server answers again, the project opens as it was.
      await phone.unroute(project);
      await small.reload();
      await eventually(async () => expect(await small.getByTestId('frontend-file-select').inputValue()).toBe('index.tsx'), 30_000);
      await eventually(async () => expect(await small.getByTestId('frontend-status').textContent()).toBe('All changes saved'), 30_000);
      await eventually(async () => expect(await small.getByTestId('frontend-editor').getAttribute('data-editor-ready')).toBe('true'), 30_000);
      await small.screenshot({ path: join(SCREENSHOTS, 'workbench-loaded-again-390.png') });
    } finally {
      await phone.close();
    }
  });
});
