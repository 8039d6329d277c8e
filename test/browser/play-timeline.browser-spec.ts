import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { logIn, signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/** A counter game: '+1' adds one to the hero's counter (a STATE_UPDATE), the page shows the value. */
const game = `import { updateEntity, useEntitiesWith } from '@tempest/game-sdk';

export default function App() {
  const [hero] = useEntitiesWith<{ value: number }>('counter');
  const value = hero?.[1].value ?? 0;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-900 text-white">
      <h1 className="text-3xl font-bold">Counter <span data-testid="value">{value}</span></h1>
      <button data-testid="inc" className="rounded bg-violet-600 px-4 py-2" onClick={() => hero && updateEntity(hero[0], { counter: { value: value + 1 } })}>+1</button>
    </main>
  );
}
`;

/** Issue 15, web: the timeline dock, the branch panel and the local timeline on the player page, for the creator and another player. */
describe('play-session timelines in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let player: Client;
  let playerLogin: { email: string; password: string };
  let gameId: string;

  const frame = (p: Page): FrameLocator => p.frameLocator('[data-testid="game-frame"]');
  const value = async (p: Page) => Number(await frame(p).getByTestId('value').textContent());
  const ready = (p: Page) => eventually(async () => expect(await p.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
  const paused = async (p: Page) => (await p.getByTestId('game-pause').getAttribute('data-paused')) === 'true';
  const add = async (p: Page, n: number) => {
    for (let i = 0; i < n; i++) {
      const before = await value(p);
      await frame(p).getByTestId('inc').click();
      await eventually(async () => expect(await value(p)).toBe(before + 1));
    }
  };
  const bookmark = async (p: Page, label: string) => {
    await p.getByTestId('timeline-bookmark').click();
    await p.getByTestId('session-checkpoint-name').fill(label);
    await p.getByTestId('session-checkpoint-create').click();
    await p.getByTestId('create-session-checkpoint-dialog').waitFor({ state: 'hidden' });
    // Its overlay fades out after the dialog (slowly on a busy machine): the game takes clicks once it is gone.
    await p.locator('.mantine-Modal-overlay').waitFor({ state: 'detached', timeout: 15_000 });
  };
  const openPanel = async (p: Page) => {
    await p.getByTestId('timeline-expand').click();
    await p.getByTestId('timeline-overlay').waitFor();
  };
  const card = (p: Page, label: string) => p.getByTestId('branch-card').filter({ hasText: label });
  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `timeline-${name}.png`) });

  async function contextFor(client: Client, width: number, height: number): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    return context;
  }

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    ({ client: player, user: playerLogin } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Counter', description: 'Count up.' }).expect(201)).body.id;
    await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 0 } } } }).expect(201);
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: game }] }).expect(200);
    const { checkpoint_id } = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'Release' }).expect(200)).body as { checkpoint_id: string };
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id }).expect(200);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const who of ['creator', 'player'] as const) {
    it(`${who}: takes checkpoints, restores one, branches, uses the panel and the local timeline, and finds it all after a reload`, async () => {
      const context = await contextFor(who === 'creator' ? creator : player, 1440, 900);
      const page = await context.newPage();
      await page.goto(`${app.url}/play/${gameId}/`);
      await ready(page);
      await expect(value(page)).resolves.toBe(0);

      // No server checkpoints yet; this browser's 'Game Start' comes 1.5 s after the game is ready.
      await openPanel(page);
      expect(await paused(page)).toBe(true);
      await page.getByTestId('local-card').filter({ hasText: 'Game Start' }).waitFor();
      await page.getByTestId('overlay-switch').getByText('Your saves').click();
      await page.getByTestId('checkpoint-explorer-empty').getByText('No saves yet').waitFor();
      if (who === 'creator') await shot(page, 'explorer-empty-1440');
      await page.keyboard.press('Escape');
      await page.getByTestId('timeline-overlay').waitFor({ state: 'detached' });
      await page.getByTestId('game-pause').click();
      expect(await paused(page)).toBe(false);

      await add(page, 2);
      await bookmark(page, 'Two');
      await add(page, 2);
      await bookmark(page, 'Four');
      await eventually(async () => expect(await page.getByTestId('timeline-dot').count()).toBe(2));
      // The hover preview shows within 30 px of a dot (spec 2 §9), in words: how long into play, and when.
      const dot = (await page.getByTestId('timeline-dot').first().boundingBox())!;
      const dotY = dot.y + dot.height / 2;
      // A pointer resting near a point (a hand on a mouse is never quite still): the preview of the dot within 30 px, or none.
      const previewAt = async (offset: number, shown: boolean) =>
        eventually(async () => {
          await page.mouse.move(dot.x + dot.width / 2 + offset - 1, dotY);
          await page.mouse.move(dot.x + dot.width / 2 + offset, dotY);
          expect(await page.getByTestId('timeline-preview').filter({ hasText: 'Two' }).count()).toBe(shown ? 1 : 0);
        });
      await previewAt(40, false);
      await previewAt(25, true);
      expect(await page.getByTestId('timeline-preview-when').textContent()).toMatch(/^(At the start|After (\d+ s|\d+ min( \d+ s)?)) of play · saved (just now|1 min ago)$/);
      if (who === 'creator') await shot(page, 'dock-preview-1440');
      await previewAt(40, false);
      // The dock's clock is the play time: it runs while the game plays.
      const clock = await page.getByTestId('timeline-time').textContent();
      expect(clock).toMatch(/^\d+:\d\d$/);
      await eventually(async () => expect(await page.getByTestId('timeline-time').textContent()).not.toBe(clock), 5_000);

      // Restore 'Two' from the branch panel: paused, the game shows 2.
      await openPanel(page);
      expect(await paused(page)).toBe(true);
      await card(page, 'Two').click();
      await eventually(async () => expect(await value(page)).toBe(2));
      await eventually(async () => expect(await card(page, 'Two').getAttribute('data-active')).toBe('true'));
      await page.keyboard.press('Escape');
      // Paused (as a restore leaves the game), a save is not offered: its state would be held back.
      expect(await page.getByTestId('timeline-bookmark').isDisabled()).toBe(true);

      // Play differently: 'Three' branches off 'Two' (resumed first: a click on a paused game does nothing).
      await page.getByTestId('game-pause').click();
      await eventually(async () => expect(await paused(page)).toBe(false));
      await add(page, 1);
      await bookmark(page, 'Three');
      // The save after it chains on 'Three' (not a third branch of 'Two').
      await add(page, 1);
      await bookmark(page, 'Five');
      await openPanel(page);
      await eventually(async () => expect(await page.getByTestId('branch-card').count()).toBe(4));
      await expect(card(page, 'Two').getByTestId('branch-count').textContent()).resolves.toBe('2');
      const five = (await card(page, 'Five').boundingBox())!;
      const four = (await card(page, 'Four').boundingBox())!;
      const three = (await card(page, 'Three').boundingBox())!;
      const two = (await card(page, 'Two').boundingBox())!;
      expect(Math.abs(three.y - four.y)).toBeGreaterThan(150); // Two branch levels…
      expect(Math.round(three.x)).toBe(Math.round(four.x)); // …at the same time along their paths, right of 'Two'.
      expect(three.x).toBeGreaterThan(two.x);
      expect([Math.round(five.y), five.x > three.x]).toEqual([Math.round(three.y), true]);
      expect(Math.min(three.y, four.y)).toBe(two.y); // The main path is the top row.
      // The main path: 'Two' and one of its branches ('Four', or 'Three' and 'Five': the earlier in play time).
      expect([2, 3]).toContain(await page.getByTestId('branch-card').filter({ hasText: /^.*Main.*$/ }).count());

      // Tooltip after 300 ms.
      await card(page, 'Three').hover();
      await page.getByTestId('branch-tooltip').getByText('State snapshot saved during gameplay.').waitFor();
      if (who === 'creator') await shot(page, 'branch-panel-1440');

      // Zoom: steps of 20 %, the ends disable their button, the percentage resets.
      const zoom = page.getByTestId('branch-zoom');
      await page.getByTestId('branch-zoom-in').click();
      await expect(zoom.textContent()).resolves.toBe('120%');
      for (let i = 0; i < 4; i++) await page.getByTestId('branch-zoom-in').click();
      await expect(zoom.textContent()).resolves.toBe('200%');
      expect(await page.getByTestId('branch-zoom-in').isDisabled()).toBe(true);
      await zoom.click();
      await expect(zoom.textContent()).resolves.toBe('100%');
      for (let i = 0; i < 3; i++) await page.getByTestId('branch-zoom-out').click();
      await expect(zoom.textContent()).resolves.toBe('50%');
      expect(await page.getByTestId('branch-zoom-out').isDisabled()).toBe(true);
      if (who === 'creator') await shot(page, 'branch-zoom-1440');
      await zoom.click();

      // Keys: Space toggles play, R and P toggle pause; none of them while typing.
      await page.mouse.move(5, 5);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await paused(page)).toBe(true);
      await page.keyboard.press(' ');
      await eventually(async () => expect(await paused(page)).toBe(false));
      await page.keyboard.press('r');
      await eventually(async () => expect(await paused(page)).toBe(true));
      await page.keyboard.press('p');
      await eventually(async () => expect(await paused(page)).toBe(false));
      // Naming a save pauses the game (typed keys do not toggle it); it plays on after.
      await page.getByTestId('timeline-bookmark').click();
      await page.getByTestId('session-checkpoint-name').pressSequentially('rp ');
      expect(await paused(page)).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByTestId('create-session-checkpoint-dialog').waitFor({ state: 'hidden' });
      await eventually(async () => expect(await paused(page)).toBe(false));

      // "Your saves": every save, not only the main path's.
      await page.getByTestId('overlay-switch').getByText('Your saves').click();
      await eventually(async () => expect(await page.getByTestId('explorer-card').count()).toBe(4));
      if (who === 'creator') await shot(page, 'explorer-grid-1440');
      // Clear All names what it deletes and offers Undo; undone, every save is back (and the server kept them: see the reload below).
      await page.getByTestId('explorer-clear-all').click();
      const question = await page.getByTestId('timeline-confirm').filter({ hasText: 'Delete all' }).textContent();
      // Oldest in play time first: 'Two', then 'Three' or 'Four', whichever the player reached sooner (the pace of play).
      expect(question).toMatch(/Delete all 4 saves of this game: “Two”, “(Three|Four)” and 2 more\?/);
      expect(question).toContain('You can undo it for 10 seconds.');
      if (who === 'creator') await shot(page, 'clear-all-question-1440');
      await page.getByTestId('timeline-confirm-yes').click();
      await page.getByTestId('checkpoint-explorer-empty').waitFor();
      // The notice names the same list in the same order as the question ('Three' or 'Four' second).
      const second = /“Two”, “(Three|Four)” and 2 more/.exec(question ?? '')![1];
      expect(await page.getByTestId('timeline-cleared').textContent()).toContain(`Deleted 4 saves: “Two”, “${second}” and 2 more.`);
      if (who === 'creator') await shot(page, 'clear-all-undo-1440');
      await page.getByTestId('timeline-undo-clear').click();
      await eventually(async () => expect(await page.getByTestId('explorer-card').count()).toBe(4));
      await page.getByTestId('timeline-cleared').waitFor({ state: 'detached' });

      // This browser's timeline: 'Game Start' (made 1.5 s after the game was ready) and a rewind to its time.
      await page.getByTestId('overlay-switch').getByText('This browser').click();
      await page.getByTestId('local-card').filter({ hasText: 'Game Start' }).waitFor();
      await page.locator('[data-testid="local-rewind-slider"] [role="slider"]').focus();
      await page.keyboard.press('Home');
      await page.getByTestId('local-rewind').click();
      await eventually(async () => expect(await value(page)).toBe(0));
      expect(await paused(page)).toBe(true);
      await page.keyboard.press('Escape');

      // Reload: the same session, its checkpoints and this browser's.
      await page.reload();
      await ready(page);
      await openPanel(page);
      await eventually(async () => expect(await page.getByTestId('branch-card').count()).toBe(4));
      await page.getByTestId('overlay-switch').getByText('This browser').click();
      await page.getByTestId('local-card').filter({ hasText: 'Game Start' }).waitFor();
      await page.keyboard.press('Escape');
      if (who === 'player') {
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'dock-390');
        await openPanel(page);
        await shot(page, 'branch-panel-390');
        await page.getByTestId('overlay-switch').getByText('Your saves').click();
        await shot(page, 'explorer-grid-390');
      }
      await context.close();
    }, 180_000);
  }

  // Issue 30: the dock's save is a save everywhere (its dialog and the explorer), its dialog refuses a blank name,
  // trims it and says what happens next, and a save's time is the real play time.
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    it(`a new player at ${width}×${height}: the empty Save explorer, the Save game state dialog (no blank name, trimmed, what happens next), a save at its real play time, and its delete question`, async () => {
      const { client: newcomer } = await signUp(app.url);
      const context = await contextFor(newcomer, width, height);
      const page = await context.newPage();
      await page.goto(`${app.url}/play/${gameId}/`);
      await ready(page);

      // No save yet: the explorer says so in the words of a save (after this browser's 'Game Start', 1.5 s after ready).
      await openPanel(page);
      await page.getByTestId('local-card').filter({ hasText: 'Game Start' }).waitFor();
      await page.getByTestId('overlay-switch').getByText('Your saves').click();
      expect(await page.getByTestId('explorer-title').textContent()).toBe('Save explorer');
      const empty = page.getByTestId('checkpoint-explorer-empty');
      expect((await empty.innerText()).split(/\n+/)).toEqual(['No saves yet', 'Click the bookmark button in the timeline to make your first save. A save keeps the complete game state.']);
      expect(await page.getByTestId('timeline-overlay').innerText()).not.toMatch(/checkpoint/i);
      await shot(page, `explorer-empty-new-${width}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('timeline-overlay').waitFor({ state: 'detached' });
      if (await paused(page)) await page.getByTestId('game-pause').click();
      await eventually(async () => expect(await paused(page)).toBe(false));

      // A few seconds of play (the dock's clock counts them), then save.
      await add(page, 1);
      await eventually(async () => expect(await page.getByTestId('timeline-time').textContent()).toMatch(/^(0:0[2-9]|0:[1-5]\d|[1-9]\d*:\d\d)$/), 15_000);
      const creates: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/checkpoints/create/')) creates.push(request.postData() ?? '');
      });
      await page.getByTestId('timeline-bookmark').click();
      const dialog = page.getByRole('dialog', { name: 'Save game state' });
      await dialog.waitFor();
      const name = dialog.getByLabel('Save name');
      expect(await name.getAttribute('placeholder')).toBe('e.g., Before boss fight, Level complete...');
      const save = dialog.getByRole('button', { name: 'Save', exact: true });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
      expect(await dialog.innerText()).not.toMatch(/checkpoint/i);
      // What happens next, for this save: the play time it holds, where it shows, and that restoring it branches.
      const steps = await dialog.getByTestId('session-checkpoint-next').locator('li').allInnerTexts();
      expect(steps).toHaveLength(3);
      const heldWords = /^The complete game state at this moment is kept \(after (\d+) s of play\)\.$/;
      expect(steps[0]).toMatch(heldWords);
      const heldSeconds = Number(heldWords.exec(steps[0])![1]);
      expect(heldSeconds).toBeGreaterThanOrEqual(2);
      expect(steps[1]).toBe('The save appears on the timeline and in Your saves, and the game plays on.');
      expect(steps[2]).toBe('Restore it any time to play on from here: the saves you make after that branch off from it, and nothing is overwritten.');
      // A blank name cannot be saved: the button stays disabled, Enter does nothing.
      expect(await save.isDisabled()).toBe(true);
      await name.fill('   ');
      expect(await save.isDisabled()).toBe(true);
      await name.press('Enter');
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);
      expect(creates).toEqual([]);
      await name.fill('  Level one  ');
      expect(await save.isEnabled()).toBe(true);
      await page.waitForTimeout(300); // the modal's opening transition, for the picture
      await shot(page, `save-dialog-${width}`);
      await save.click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached', timeout: 15_000 });
      // Sent trimmed.
      expect(creates.map((body) => (JSON.parse(body) as { marker_label: string }).marker_label)).toEqual(['Level one']);

      // The save's time is the real play time: 'After N s of play', N the seconds the dialog named (N ≥ 2).
      const dot = page.locator('[data-testid="timeline-dot"][aria-label="Level one"]');
      await dot.waitFor();
      const box = (await dot.boundingBox())!;
      await eventually(async () => {
        await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        expect(await page.getByTestId('timeline-preview').filter({ hasText: 'Level one' }).count()).toBe(1);
      });
      const whenText = await page.getByTestId('timeline-preview-when').textContent();
      const whenWords = /^After (\d+) s of play · saved just now$/;
      expect(whenText).toMatch(whenWords);
      const savedAt = Number(whenWords.exec(whenText!)![1]);
      expect(Math.abs(savedAt - heldSeconds)).toBeLessThanOrEqual(1);
      await shot(page, `save-time-${width}`);
      await page.mouse.move(1, 1);

      // The explorer lists it at that time, and its delete asks in the words of a save (Cancel keeps it).
      await openPanel(page);
      await page.getByTestId('overlay-switch').getByText('Your saves').click();
      expect(await page.getByTestId('explorer-title').textContent()).toBe('Save explorer');
      const card = page.getByTestId('explorer-card').filter({ hasText: 'Level one' });
      await card.waitFor();
      expect(await card.innerText()).toContain(`0:${String(savedAt).padStart(2, '0')}`);
      await card.getByTestId('explorer-delete').click();
      const question = page.getByTestId('timeline-confirm').filter({ hasText: 'Delete save' });
      await question.getByText('Delete save "Level one"?', { exact: true }).waitFor();
      await page.waitForTimeout(300);
      await shot(page, `delete-question-${width}`);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'detached' });
      expect(await page.getByTestId('explorer-card').count()).toBe(1);
      await shot(page, `explorer-grid-new-${width}`);
      await context.close();
    }, 180_000);
  }

  it('player: Restart starts one session that keeps the saves (asking first), and the saves reach a new session after 30 minutes and another device, where saves from one point branch', async () => {
    const context = await contextFor(player, 1440, 900);
    const page = await context.newPage();
    await page.clock.install();
    const storedSession = () => page.evaluate((id) => (JSON.parse(localStorage.getItem(`tempest_game_session_${id}`) ?? 'null') as { sessionId: string } | null)?.sessionId ?? null, gameId);
    await page.goto(`${app.url}/play/${gameId}/`);
    await ready(page);
    if (await paused(page)) await page.getByTestId('game-pause').click();
    const dots = await page.getByTestId('timeline-dot').count();
    expect(dots).toBeGreaterThan(0);
    const before = await storedSession();
    await add(page, 1);
    await page.waitForTimeout(1100); // play no save holds yet: Restart asks first

    // Restart: asked first; then one new session (no second start, no reload), carrying the saves.
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/play\/(start-game|game\/[^/]+\/reload)\//.test(request.url())) starts.push(request.url());
    });
    await page.getByTestId('game-restart').click();
    expect(await page.getByTestId('timeline-confirm').filter({ hasText: 'Restart the game' }).textContent()).toContain('Your saves stay');
    await page.waitForTimeout(300); // the modal's transition, for the picture
    await shot(page, 'restart-question-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'restart-question-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('timeline-confirm-yes').click();
    await eventually(async () => expect(await storedSession()).not.toBe(before));
    await ready(page);
    await eventually(async () => expect(await value(page)).toBe(0));
    await eventually(async () => expect(await page.getByTestId('timeline-dot').count()).toBe(dots));
    expect(starts).toHaveLength(1);
    expect(starts[0]).toContain('/play/start-game/');

    // Save, leave for 31 minutes (the browser-stored session expires), come back: a new session, the same saves.
    if (await paused(page)) await page.getByTestId('game-pause').click();
    await add(page, 2);
    await bookmark(page, 'Before the break');
    const restarted = await storedSession();
    await page.goto('about:blank');
    await page.clock.fastForward('31:00');
    await page.goto(`${app.url}/play/${gameId}/`);
    await ready(page);
    await eventually(async () => expect(await storedSession()).not.toBe(restarted));
    await openPanel(page);
    await page.getByTestId('overlay-switch').getByText('Your saves').click();
    await page.getByTestId('explorer-card').filter({ hasText: 'Before the break' }).waitFor();
    await shot(page, 'your-saves-after-30-min-1440');

    // Another device of the same account (its own sign-in, no stored session): the same saves.
    const laptop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await logIn(app.url, playerLogin);
    await laptop.addCookies(login.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const other = await laptop.newPage();
    await other.goto(`${app.url}/play/${gameId}/`);
    await ready(other);
    await openPanel(other);
    await other.getByTestId('overlay-switch').getByText('Your saves').click();
    const breakCard = (p: Page) => p.getByTestId('explorer-card').filter({ hasText: 'Before the break' });
    await breakCard(other).waitFor();

    // Both restore 'Before the break' from Your saves and save from there: two branches, neither overwrites the other.
    for (const [p, label] of [[page, 'On the phone'], [other, 'On the laptop']] as const) {
      await breakCard(p).click();
      await eventually(async () => expect(await value(p)).toBe(2));
      await p.keyboard.press('Escape');
      await p.getByTestId('timeline-overlay').waitFor({ state: 'detached' });
      await p.getByTestId('game-pause').click();
      await eventually(async () => expect(await paused(p)).toBe(false));
      await add(p, 1);
      await bookmark(p, label);
    }
    await openPanel(other);
    await other.getByTestId('overlay-switch').getByText('Branches').click();
    await card(other, 'On the phone').waitFor({ timeout: 10_000 });
    await card(other, 'On the laptop').waitFor();
    await expect(card(other, 'Before the break').getByTestId('branch-count').textContent()).resolves.toBe('2');
    await shot(other, 'two-devices-branches-1440');
    await other.setViewportSize({ width: 390, height: 844 });
    await other.getByTestId('overlay-switch').getByText('Your saves').click();
    await other.getByTestId('explorer-card').filter({ hasText: 'On the phone' }).waitFor();
    await shot(other, 'your-saves-390');
    await laptop.close();
    await context.close();
  }, 180_000);

  it("player: a second tab sees a checkpoint made in the first appear in its branch panel, without reloading (the timeline's room)", async () => {
    const context = await contextFor(player, 1440, 900);
    const first = await context.newPage();
    const second = await context.newPage();
    for (const p of [first, second]) {
      await p.goto(`${app.url}/play/${gameId}/`);
      await ready(p);
    }
    await openPanel(second);
    const cards = await second.getByTestId('branch-card').count();
    if (await paused(first)) await first.getByTestId('game-pause').click();
    await bookmark(first, 'From the other tab');
    await card(second, 'From the other tab').waitFor({ timeout: 10_000 });
    expect(await second.getByTestId('branch-card').count()).toBe(cards + 1);
    // Its thumbnail, uploaded after the save, reaches the second tab too.
    await card(second, 'From the other tab').getByTestId('checkpoint-thumbnail').waitFor({ timeout: 10_000 });
    await second.waitForTimeout(300); // the picture loads, for the screenshot
    await shot(second, 'second-tab-1440');
    await second.setViewportSize({ width: 390, height: 844 });
    await shot(second, 'second-tab-390');
    await context.close();
  }, 120_000);

  it('creator: restores a save made on an older version, plays it on that version, and comes back to the current one', async () => {
    const context = await contextFor(creator, 1440, 900);
    const page = await context.newPage();
    const heading = () => frame(page).locator('h1').textContent();
    // The working version on the canvas: its session resumes across reloads, so the version can change under it.
    await page.goto(`${app.url}/play/${gameId}/?version=working`);
    await ready(page);
    await add(page, 1);
    await bookmark(page, 'Before v2');

    // The creator changes the game and records the new version as a checkpoint.
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: game.replace('Counter <span', 'Counter v2 <span') }] }).expect(200);
    await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'Version two' }).expect(200);
    await page.reload();
    await ready(page);
    await eventually(async () => expect(await heading()).toContain('Counter v2'));

    // Restoring the save says it was made on another version.
    await openPanel(page);
    await card(page, 'Before v2').click();
    const dialog = page.getByTestId('version-choice');
    await dialog.getByText('Saved on an older version').waitFor();
    expect(await dialog.getByTestId('version-saved-on').textContent()).toMatch(/^checkpoint [0-9a-f]{8}$/);
    expect(await dialog.getByTestId('version-play-that').isEnabled()).toBe(true);
    await page.waitForTimeout(400); // The modal's opening transition, for the picture.
    await shot(page, 'version-dialog-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'version-dialog-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Play on that version: the old frontend with the save's entities, and a notice saying so.
    await dialog.getByTestId('version-play-that').click();
    await dialog.getByTestId('version-play-that').waitFor({ state: 'detached' });
    const notice = page.getByTestId('version-notice');
    await notice.getByText('Playing the version this save was made on').waitFor();
    expect(await notice.getByTestId('version-notice-detail').textContent()).toContain('Before v2');
    await ready(page);
    expect(await page.getByTestId('game-frame').getAttribute('src')).toContain('source=checkpoint');
    await eventually(async () => expect(await heading()).toBe('Counter 1'));
    await shot(page, 'version-notice-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'version-notice-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The timeline goes on: the same checkpoints, and the game still plays and saves.
    await openPanel(page);
    await card(page, 'Before v2').waitFor();
    // The pointer still rests on the expand button: no tooltip of the dock covers the overlay's switch.
    await page.waitForTimeout(800);
    await shot(page, 'overlay-switch-1440');
    const switchBox = (await page.getByTestId('overlay-switch').boundingBox())!;
    for (const tip of await page.getByRole('tooltip').all()) {
      const box = await tip.boundingBox();
      if (box) expect(box.y + box.height <= switchBox.y || box.y >= switchBox.y + switchBox.height || box.x + box.width <= switchBox.x || box.x >= switchBox.x + switchBox.width).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('timeline-overlay').waitFor({ state: 'detached' });
    if (await paused(page)) await page.getByTestId('game-pause').click();
    await add(page, 1);
    await bookmark(page, 'On the old version');
    await openPanel(page);
    await card(page, 'On the old version').waitFor();
    await page.keyboard.press('Escape');

    // Back to the current version: the notice goes, the new frontend plays again.
    await notice.getByTestId('version-notice-back').click();
    await notice.waitFor({ state: 'detached' });
    await ready(page);
    await eventually(async () => expect(await heading()).toContain('Counter v2'));
    expect(await page.getByTestId('game-frame').getAttribute('src')).not.toContain('source=checkpoint');

    // A save made on changes no checkpoint records cannot be played on its version, and the dialog says why.
    const saveFrontend = (title: string) =>
      creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: game.replace('Counter <span', `${title} <span`) }] }).expect(200);
    await saveFrontend('Counter v3');
    await page.reload();
    await ready(page);
    await eventually(async () => expect(await heading()).toContain('Counter v3'));
    await bookmark(page, 'Unrecorded');
    await saveFrontend('Counter v4');
    await page.reload();
    await ready(page);
    await eventually(async () => expect(await heading()).toContain('Counter v4'));
    await openPanel(page);
    await card(page, 'Unrecorded').click();
    await dialog.getByTestId('version-unrecorded').getByText('never saved as a checkpoint', { exact: false }).waitFor();
    expect(await dialog.getByTestId('version-play-that').isDisabled()).toBe(true);
    await page.waitForTimeout(400);
    await shot(page, 'version-unrecorded-1440');
    await dialog.getByTestId('version-load-current').click();
    await context.close();
  }, 180_000);
});
