import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';
import { makeStaff } from '../support/account-fixtures.js';
import { analyzePrompt, buildGame } from '@tempest/offline-model';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * A keyboard game with a clock: `ticks` counts the frames of its game loop, the arrow keys move a dot
 * (`pos`), `last` is the last key the game heard.
 */
const game = (title: string) => `import { useEffect, useState } from 'react';
import { useGameLoop } from '@tempest/game-sdk';

const STEP: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export default function App() {
  const [ticks, setTicks] = useState(0);
  const [pos, setPos] = useState<[number, number]>([0, 0]);
  const [last, setLast] = useState('none');
  useGameLoop(() => setTicks((t) => t + 1));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      setLast(event.key === ' ' ? 'Space' : event.key);
      const step = STEP[event.key];
      if (step) setPos(([x, y]) => [x + step[0], y + step[1]]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-900 p-6 text-white">
      <h1 className="text-3xl font-bold">${title}</h1>
      <p>Ticks: <span data-testid="ticks">{ticks}</span></p>
      <p>Position: <span data-testid="pos">{pos.join(',')}</span></p>
      <p>Last key: <span data-testid="last">{last}</span></p>
    </main>
  );
}
`;

/** A hand-written game that says "press 1-3" and declares exactly those keys for phones (the SDK's useOnScreenKeys). */
const doorsGame = `import { useEffect, useState } from 'react';
import { useOnScreenKeys } from '@tempest/game-sdk';

export default function App() {
  const [door, setDoor] = useState('none');
  useOnScreenKeys(['1', '2', '3']);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (['1', '2', '3'].includes(event.key)) setDoor(event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-900 p-6 text-white">
      <h1 className="text-3xl font-bold">Three Doors</h1>
      <p>Press 1-3 to open a door.</p>
      <p>Door: <span data-testid="door">{door}</span></p>
    </main>
  );
}
`;

type EditorHost = HTMLElement & {
  __editor?: { getValue(): string; setValue(value: string): void; getPosition(): { lineNumber: number; column: number } | null };
};

/** Issue 13, part play: the workbench's room and build state, games that wait for the player, the play page on a phone. */
describe('the preview and the play page', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  let wide: BrowserContext;
  let page: Page;

  const cookies = () => creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url }));
  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `play-${name}.png`) });
  const frame = (p: Page): FrameLocator => p.frameLocator('[data-testid="game-frame"]');
  const text = async (p: Page, testId: string) => (await frame(p).getByTestId(testId).textContent()) ?? '';
  const ready = (p: Page) => eventually(async () => expect(await p.getByTestId('game-view').first().getAttribute('data-ready')).toBe('true'), 30_000);
  const editor = () => page.getByTestId('frontend-editor');
  const setCode = async (code: string) => {
    await eventually(async () => expect(await editor().getAttribute('data-editor-ready')).toBe('true'));
    await editor().evaluate((el, value) => (el as EditorHost).__editor!.setValue(value), code);
  };
  const status = () => page.getByTestId('frontend-status').textContent();
  const frameFocused = (p: Page) => p.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);

  /** Games of issue 30's phone checks: an offline-built clicker and maze (their files and entities), and the doors game. */
  const games: Record<'clicker' | 'maze' | 'doors', string> = { clicker: '', maze: '', doors: '' };
  const offlineGame = async (prompt: string): Promise<string> => {
    const built = buildGame(analyzePrompt(prompt));
    const id = (await creator.post('/api/games').send({ name: built.plan.title, description: prompt }).expect(201)).body.id as string;
    await creator.post(`/create/vibecode/api/games/${id}/frontends/save/`, { files: built.frontendFiles }).expect(200);
    for (const e of built.entities) await creator.post(`/create/entities/${id}/create_entity/`, { entity_type: e.entity_type, name: e.name, component_state: e.component_state }).expect(201);
    return id;
  };

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Key Runner', description: 'Move the dot.' }).expect(201)).body.id;
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: game('Key Runner') }] }).expect(200);
    games.clicker = await offlineGame('Make an idle clicker game about baking cookies');
    games.maze = await offlineGame('a mouse in a maze collecting cheese while cats chase it');
    // The maze is published, so that anyone can play it.
    const { checkpoint_id } = (await creator.post(`/create/checkpoint/${games.maze}/create/`, { title: 'Release' }).expect(200)).body as { checkpoint_id: string };
    await creator.post(`/create/checkpoint/${games.maze}/publish/`, { checkpoint_id }).expect(200);
    games.doors = (await creator.post('/api/games').send({ name: 'Three Doors', description: 'Press 1-3.' }).expect(201)).body.id;
    await creator.post(`/create/vibecode/api/games/${games.doors}/frontends/save/`, { files: [{ filename: 'index.tsx', content: doorsGame }] }).expect(200);
    browser = await launchChromium();
    wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await wide.addCookies(cookies());
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('opens the workbench with room for the game: the console a one-line bar, the game waiting for a first key', async () => {
    page = await wide.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await ready(page);
    await frame(page).getByText('Press any key or tap to start').waitFor();
    expect(await page.getByTestId('debug-console').getAttribute('data-open')).toBe('false');
    expect((await page.getByTestId('debug-console').boundingBox())!.height).toBeLessThan(48);
    const previewBox = await page.getByTestId('frontend-preview').boundingBox();
    expect(previewBox!.width).toBeGreaterThanOrEqual(280);
    await shot(page, 'workbench-1440');
  });

  it('does not advance before the first key, and the first key both starts it and reaches it', async () => {
    await expect(text(page, 'ticks')).resolves.toBe('0');
    await page.waitForTimeout(5000);
    await expect(text(page, 'ticks')).resolves.toBe('0');
    // The ready frame took the keyboard: the studio page's key goes to the game.
    expect(await frameFocused(page)).toBe('game-frame');
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(await text(page, 'pos')).toBe('1,0'));
    await eventually(async () => expect(Number(await text(page, 'ticks'))).toBeGreaterThan(0));
    await frame(page).getByText('Press any key or tap to start').waitFor({ state: 'hidden' });
  });

  it('after Restart the arrow keys reach the game, not the Restart button', async () => {
    const before = await page.getByTestId('game-frame').getAttribute('data-frame-key');
    await page.getByTestId('game-restart').click();
    await eventually(async () => expect(await page.getByTestId('game-frame').getAttribute('data-frame-key')).not.toBe(before));
    await ready(page);
    await eventually(async () => expect(await frameFocused(page)).toBe('game-frame'));
    await page.keyboard.press('ArrowDown');
    await eventually(async () => expect(await text(page, 'pos')).toBe('0,1'));
    await expect(text(page, 'last')).resolves.toBe('ArrowDown');
  });

  it('maximises the preview in place and back, and makes it fullscreen', async () => {
    const workbenchBox = await page.getByTestId('frontend-workbench').boundingBox();
    await page.getByTestId('frontend-preview-maximize').click();
    await eventually(async () => expect(await page.getByTestId('frontend-panes').getAttribute('data-maximized')).toBe('true'));
    const maximized = await page.getByTestId('frontend-preview').boundingBox();
    expect(maximized!.width).toBeGreaterThan(workbenchBox!.width - 20);
    await shot(page, 'preview-maximized-1440');
    await page.getByTestId('frontend-preview-maximize').click();
    await eventually(async () => expect((await page.getByTestId('frontend-preview').boundingBox())!.width).toBeLessThan(workbenchBox!.width * 0.7));

    await page.getByTestId('frontend-preview-fullscreen').click();
    await eventually(async () => expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('frontend-preview'));
    await eventually(async () => expect(await page.getByTestId('frontend-preview').getAttribute('data-fullscreen')).toBe('true'));
    await page.getByTestId('frontend-preview-fullscreen').click();
    await eventually(async () => expect(await page.evaluate(() => document.fullscreenElement)).toBeNull());

    // Pop out: the player page on the working version, in its own window.
    const [popup] = await Promise.all([wide.waitForEvent('page'), page.getByTestId('frontend-preview-popout').click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/play/${gameId}/`);
    expect(new URL(popup.url()).searchParams.get('version')).toBe('working');
    await ready(popup);
    await expect(frame(popup).getByRole('heading').textContent()).resolves.toBe('Key Runner');
    await popup.close();
  });

  it('remembers the pane sizes across a reload', async () => {
    // The workbench's own separator before the preview (the studio around it has separators of its own).
    const separator = page.getByTestId('frontend-workbench').locator('[data-separator]').last();
    const box = (await separator.boundingBox())!;
    const before = (await page.getByTestId('frontend-preview').boundingBox())!.width;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 60, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = (await page.getByTestId('frontend-preview').boundingBox())!.width;
    expect(dragged).toBeGreaterThan(before + 40);
    await page.reload();
    await ready(page);
    await eventually(async () => expect(Math.abs((await page.getByTestId('frontend-preview').boundingBox())!.width - dragged)).toBeLessThan(12));
  });

  it('Compile previews an unsaved edit', async () => {
    await setCode(game('Key Runner Two'));
    await eventually(async () => expect(await status()).toBe('Unsaved changes'));
    // Whether the spinner veil covered the preview while the build ran (it may be brief).
    await page.evaluate(() => {
      const seen = () => document.querySelector('[data-testid="frontend-preview-building"]') !== null;
      const observer = new MutationObserver(() => {
        if (seen()) document.body.dataset.sawBuildingVeil = 'true';
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('frontend-compile').click();
    await eventually(async () => expect(await frame(page).getByRole('heading').textContent()).toBe('Key Runner Two'), 30_000);
    await expect(page.evaluate(() => document.body.dataset.sawBuildingVeil)).resolves.toBe('true');
    await expect(page.getByTestId('frontend-preview-unsaved').isVisible()).resolves.toBe(true);
    await expect(status()).resolves.toBe('Unsaved changes');
  });

  it('keeps a failed build visible after Dismiss, marks the file, and a location opens it in Monaco', async () => {
    const broken = game('Key Runner Two').replace('  const [last, setLast]', "  const lives: number = 'three';\n  const [last, setLast]");
    await setCode(broken);
    await page.getByTestId('frontend-save').click();
    const overlay = page.getByTestId('frontend-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    await page.getByTestId('frontend-build-error-dismiss').click();
    await overlay.waitFor({ state: 'hidden' });
    // Saved, but the saved files do not build: never 'All changes saved' / 'Ready'.
    await eventually(async () => expect(await status()).toBe('Build failed'), 30_000);
    await expect(page.getByTestId('frontend-footer-meta').textContent()).resolves.toContain('Build failed');
    await expect(page.getByTestId('frontend-preview-stale').textContent()).resolves.toBe('Showing the last good build');
    await expect(page.getByTestId('frontend-tree-file-index.tsx').getAttribute('data-failed')).resolves.toBe('true');
    await expect(frame(page).getByRole('heading').textContent()).resolves.toBe('Key Runner Two');
    await shot(page, 'build-failed-1440');

    await page.getByTestId('frontend-build-failed').click();
    await overlay.waitFor();
    // The line of the file as saved (stored byte for byte as typed).
    const saved = await editor().evaluate((el) => (el as EditorHost).__editor!.getValue());
    const line = saved.split('\n').findIndex((l) => l.includes('const lives: number')) + 1;
    const location = (await page.getByTestId('frontend-build-error-goto').textContent())!;
    expect(location).toMatch(new RegExp(`^index\\.tsx:${line}:\\d+$`));
    const column = Number(location.split(':')[2]);
    await page.getByTestId('frontend-build-error-goto').click();
    await eventually(async () =>
      expect(await editor().evaluate((el) => (el as EditorHost).__editor!.getPosition())).toEqual({ lineNumber: line, column }));

    // The saved files do not build: the player page shows the error, and its console opens itself.
    const player = await wide.newPage();
    await player.goto(`${app.url}/play/${gameId}/`);
    await eventually(async () => expect(await player.getByTestId('debug-console-errors').count()).toBe(1), 30_000);
    await eventually(async () => expect(await player.getByTestId('debug-console').getAttribute('data-open')).toBe('true'));
    await player.close();

    // Issue 31: a game that does not build cannot be played: the Playtest panel says why, with the build's error.
    await page.getByTestId('preview-playtest').click();
    const refused = page.getByTestId('playtest-panel').getByTestId('playtest-error');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.getAttribute('data-kind')).toBe('build');
    await expect(refused.textContent()).resolves.toContain("The game's build failed, so it cannot be played.");
    await expect(page.getByTestId('playtest-build-error').textContent()).resolves.toMatch(/Type '"three"' is not assignable to type 'number'|not assignable/);
    // The whole word beside the stale build's badge.
    expect(await page.getByTestId('preview-playtest').evaluate((el) => {
      const label = el.querySelector('.mantine-Button-label')!;
      return label.scrollWidth <= label.clientWidth;
    })).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'playtest-build-failed-1440');
    await page.keyboard.press('Escape');
    await page.getByTestId('playtest-panel').waitFor({ state: 'hidden' });

    await setCode(game('Key Runner'));
    await page.getByTestId('frontend-save').click();
    await eventually(async () => expect(await status()).toBe('All changes saved'), 30_000);
    await expect(page.getByTestId('frontend-build-failed').count()).resolves.toBe(0);
    await expect(page.getByTestId('frontend-tree-file-index.tsx').getAttribute('data-failed')).resolves.toBe('false');
    await eventually(async () => expect(await frame(page).getByRole('heading').textContent()).toBe('Key Runner'), 30_000);
  });

  // Issue 31: the creator plays the game from the preview's toolbar, as the agent's build is played.
  it('Playtest in the preview toolbar: "Playing…" while it runs, then every check in a panel by the preview, and Play it again', async () => {
    const p = await wide.newPage();
    // The answer is held until the button has been seen running (as on a slow machine); the server still plays it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route('**/api/games/*/playtest/', async (route) => {
      await held;
      await route.continue();
    });
    await p.goto(`${app.url}/create/creation-dashboard/${games.clicker}/?dashboard=frontend`);
    await ready(p);
    const button = p.getByTestId('preview-playtest');
    await button.click();
    await eventually(async () => expect(await button.textContent()).toBe('Playing…'));
    expect(await button.isDisabled()).toBe(true);
    await shot(p, 'playtest-running-1440');
    release();
    const panel = p.getByTestId('playtest-panel');
    await panel.getByTestId('playtest-checks').waitFor({ timeout: 30_000 });
    await p.unroute('**/api/games/*/playtest/');
    expect(await button.textContent()).toBe('Playtest');
    await p.waitForTimeout(300);
    await shot(p, 'playtest-panel-1440');
    const headline = (await panel.getByTestId('playtest-headline').textContent()) ?? '';
    const [, passed, total] = /^Played it: (\d+) of (\d+) checks$/.exec(headline) ?? [];
    const checks = panel.getByTestId('playtest-check');
    expect(await checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-check')))).toEqual(
      ['loads', 'no_errors', 'controls', 'help_keys', 'progress', 'not_over_early', 'restart', 'world']);
    // The headline counts what the list shows: the checks that applied, and of them those that passed.
    const states = await checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    expect(Number(total)).toBe(states.filter((st) => st !== 'did not apply').length);
    expect(Number(passed)).toBe(states.filter((st) => st === 'passed').length);
    // This clicker has the offline build's files and entities but not its scripts (offlineGame above): it shows up,
    // but its buttons' actions fail, and the playtest says so in sentences.
    expect(states[0]).toBe('passed');
    expect(states[1]).toBe('failed');
    await expect(panel.getByTestId('playtest-failures').textContent()).resolves.toContain('The action "click" failed: Unknown action "click"');
    await expect(panel.getByTestId('playtest-frames').textContent()).resolves.toMatch(/cookie/i);
    // Anchored to the preview: the panel opens over the preview pane, under the toolbar.
    const preview = (await p.getByTestId('frontend-preview').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box.y).toBeGreaterThan(preview.y);
    expect(box.x + box.width).toBeLessThanOrEqual(preview.x + preview.width + 24);

    // Play it again: a new run, recorded apart (the game's change log has two playtests).
    await panel.getByTestId('playtest-again').click();
    await panel.getByTestId('playtest-checks').waitFor({ timeout: 30_000 });
    await eventually(async () => {
      const changes = (await creator.get(`/api/games/${games.clicker}/audit/`).query({ event_type: 'PlaytestRecorded' }).expect(200)).body.changes as { summary: string }[];
      expect(changes.map((c) => c.summary)).toEqual(Array(2).fill(`played the game: ${passed} of ${total} checks passed — failed: no errors while playing`));
    });
    await p.close();
  });

  it('plays the game on the play page at 1440×900', async () => {
    const play = await wide.newPage();
    await play.goto(`${app.url}/play/${gameId}/`);
    await ready(play);
    await shot(play, 'page-1440');
    await frame(play).getByText('Press any key or tap to start').waitFor();
    await expect(play.getByTestId('touch-controls').count()).resolves.toBe(0);
    // The game's creator has the debug console on the play page.
    await expect(play.getByTestId('debug-console').count()).resolves.toBe(1);
    await shot(play, 'page-1440');
    await play.close();
  });

  describe('on a phone (390×844)', () => {
    let phone: BrowserContext;
    beforeAll(async () => {
      phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      await phone.addCookies(cookies());
    });
    afterAll(async () => phone?.close());

    it('fits the play page without sideways scroll, and the on-screen d-pad moves the game', async () => {
      const p = await phone.newPage();
      await p.goto(`${app.url}/play/${gameId}/`);
      await ready(p);
      await shot(p, 'page-390');
      await p.getByTestId('touch-controls').waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const stage = (await p.getByTestId('game-stage').boundingBox())!;
      expect(stage.x).toBeGreaterThanOrEqual(0);
      expect(stage.x + stage.width).toBeLessThanOrEqual(390);
      await shot(p, 'page-390');
      await p.getByTestId('touch-key-ArrowRight').tap();
      await eventually(async () => expect(await text(p, 'pos')).toBe('1,0'));
      await p.getByTestId('touch-key-ArrowUp').tap();
      await eventually(async () => expect(await text(p, 'pos')).toBe('1,-1'));
      await p.getByTestId('touch-key-Space').tap();
      await eventually(async () => expect(await text(p, 'last')).toBe('Space'));
      await eventually(async () => expect(Number(await text(p, 'ticks'))).toBeGreaterThan(0));
      await shot(p, 'page-390-playing');
      await p.close();
    });

    it('lands ?dashboard=frontend&pane=preview on a usable preview, one pane at a time', async () => {
      const p = await phone.newPage();
      await p.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend&pane=preview`);
      await p.getByTestId('frontend-pane-switch').waitFor();
      await ready(p);
      await shot(p, 'workbench-390-preview');
      expect(await p.getByTestId('frontend-pane-preview').getAttribute('data-active')).toBe('true');
      expect(await p.getByTestId('frontend-pane-code').isVisible()).toBe(false);
      const preview = (await p.getByTestId('frontend-preview').boundingBox())!;
      expect(preview.width).toBeGreaterThan(300);
      expect(preview.height).toBeGreaterThan(300);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(p, 'workbench-390-preview');
      await p.getByTestId('frontend-pane-switch').getByText('Code').click();
      await eventually(async () => expect(await p.getByTestId('frontend-pane-code').getAttribute('data-active')).toBe('true'));
      expect(new URL(p.url()).searchParams.get('pane')).toBe('code');
      await eventually(async () => expect(await p.getByTestId('frontend-editor').getAttribute('data-editor-ready')).toBe('true'));
      await shot(p, 'workbench-390-code');
      await p.close();
    });

    it('Playtest fits the preview pane\'s toolbar, and its panel the screen', async () => {
      const p = await phone.newPage();
      await p.goto(`${app.url}/create/creation-dashboard/${games.doors}/?dashboard=frontend&pane=preview`);
      await ready(p);
      const button = p.getByTestId('preview-playtest');
      const toolbar = (await p.getByTestId('game-toolbar').boundingBox())!;
      const shown = (await button.boundingBox())!;
      expect(shown.x).toBeGreaterThanOrEqual(toolbar.x);
      expect(shown.x + shown.width).toBeLessThanOrEqual(toolbar.x + toolbar.width);
      expect(shown.y + shown.height).toBeLessThanOrEqual(toolbar.y + toolbar.height + 1);
      await button.tap();
      const panel = p.getByTestId('playtest-panel');
      await panel.getByTestId('playtest-checks').waitFor({ timeout: 30_000 });
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The headline and Play it again stay on screen; the checks scroll between them.
      const again = (await panel.getByTestId('playtest-again').boundingBox())!;
      expect(again.y + again.height).toBeLessThanOrEqual(844);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await p.waitForTimeout(300);
      await shot(p, 'playtest-panel-390');
      await p.close();
    });

    // Issue 30: on a phone the game gets most of the pane, and only the on-screen keys it uses.
    const keysShown = (p: Page) => p.locator('[data-testid^="touch-key-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('touch-key-'.length)));
    const PHONE_KEYS: [keyof typeof games, string[]][] = [
      ['clicker', []],
      ['maze', ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown']],
      ['doors', ['1', '2', '3']],
    ];
    it.each(PHONE_KEYS)('gives the %s game most of the studio preview and its own on-screen keys', async (name, keys) => {
      const p = await phone.newPage();
      await p.goto(`${app.url}/create/creation-dashboard/${games[name]}/?dashboard=frontend&pane=preview`);
      await ready(p);
      await eventually(async () => expect(await p.getByTestId('game-view').getAttribute('data-keyboard-game')).toBe('true'));
      await eventually(async () => expect(await keysShown(p)).toEqual(keys));
      const pane = (await p.getByTestId('frontend-preview').boundingBox())!;
      const stage = (await p.getByTestId('game-stage').boundingBox())!;
      await shot(p, `workbench-390-${name}`);
      expect(stage.width).toBeGreaterThan(0.9 * pane.width);
      expect(stage.height).toBeGreaterThan(0.5 * pane.height);
      if (name === 'doors') {
        await p.getByTestId('touch-key-2').tap();
        await eventually(async () => expect(await text(p, 'door')).toBe('2'));
      }
      await p.close();
    });

    it.each(PHONE_KEYS)('gives the %s game most of the play page and its own on-screen keys', async (name, keys) => {
      const p = await phone.newPage();
      await p.goto(`${app.url}/play/${games[name]}/`);
      await ready(p);
      await eventually(async () => expect(await p.getByTestId('game-view').getAttribute('data-keyboard-game')).toBe('true'));
      await eventually(async () => expect(await keysShown(p)).toEqual(keys));
      const player = (await p.getByTestId('game-view').boundingBox())!;
      const stage = (await p.getByTestId('game-stage').boundingBox())!;
      await shot(p, `page-390-${name}`);
      // Most of the player (the frame, its dock, keys and console), and more than the 328 px it had.
      expect(stage.height).toBeGreaterThan(0.6 * player.height);
      expect(stage.height).toBeGreaterThan(360);
      expect(player.y + player.height).toBeLessThanOrEqual(844);
      if (keys.length > 0) {
        const controls = (await p.getByTestId('touch-controls').boundingBox())!;
        expect(controls.y + controls.height).toBeLessThanOrEqual(844);
      }
      await p.close();
    });

    it('shows no debug console to an anonymous player of a published game', async () => {
      const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      const p = await anonymous.newPage();
      await p.goto(`${app.url}/play/${games.maze}/`);
      await ready(p);
      await p.getByTestId('touch-key-ArrowUp').waitFor();
      await shot(p, 'page-390-anonymous');
      await expect(p.getByTestId('debug-console').count()).resolves.toBe(0);
      await anonymous.close();
    });

    it('shows the debug console on the play page to staff, not to another signed-in player', async () => {
      const other = await signUp(app.url);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await context.addCookies(other.client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
      const p = await context.newPage();
      await p.goto(`${app.url}/play/${games.maze}/`);
      await ready(p);
      await expect(p.getByTestId('debug-console').count()).resolves.toBe(0);
      await makeStaff(app, other.id);
      await p.reload();
      await ready(p);
      await p.getByTestId('debug-console').waitFor();
      await context.close();
    });
  });
});
