import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { readEventStream } from '../support/sse.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const PROMPT = 'a forest snake game';

/**
 * Issue 18 in the browser: the chat's selection mode attaches the game's assets to a follow-up (duplicates not
 * added), the message goes with them, and the offline agent's answer is rendered as Markdown. At 1440×900 and 390×844.
 */
describe('attaching assets to a chat message', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let creator: Client;
  let gameId: string;
  let page: Page;

  const shot = (name: string, target: Page = page) => target.screenshot({ path: join(SCREENSHOTS, `chat-context-${name}.png`) });
  const panel = (p: Page = page) => p.getByTestId('agent-chat-panel');
  const messages = (role: string, p: Page = page) => p.locator(`[data-testid="agent-message"][data-role="${role}"]`);
  const target = (type: string, name?: string, p: Page = page) =>
    p.locator(`[data-testid="context-pick"][data-context-type="${type}"]${name ? `[data-context-name="${name}"]` : ''}`).first();
  const chips = (p: Page = page) => p.getByTestId('context-chip');

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    // The game is built over HTTP first (as the dashboard's auto start would): the journey starts at the follow-up.
    gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: PROMPT }).expect(200)).body.gameId as string;
    const sessionId = (await creator.post('/create/agentic/stream/v2/init/', { game_id: gameId, message: PROMPT }).expect(200)).body.data.session_id as string;
    const cookie = creator.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
    await (await readEventStream(`${creator.url}/create/agentic/stream/v2/${sessionId}/?request_id=build`, { cookie, 'x-csrftoken': creator.csrf })).all();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('picks a script and an entity (one twice), shows two chips, sends them, and renders the answer as Markdown', async () => {
    page = await context.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=script-editor`);
    await panel().waitFor();
    await page.getByTestId('script-item-rules.py').waitFor();
    expect(await page.getByTestId('context-pick').count()).toBe(0);

    await page.getByTestId('context-selection-toggle').click();
    await page.getByTestId('context-selection-bar').waitFor();
    // A click attaches instead of opening: the script editor stays on what it showed.
    await target('script', 'rules.py').click();
    // The keyboard too: Enter on a focused row.
    const entity = target('entity');
    const entityName = await entity.getAttribute('data-context-name');
    await entity.focus();
    await page.keyboard.press('Enter');
    await target('script', 'rules.py').click();
    await eventually(async () => expect(await chips().count()).toBe(2));
    expect(await chips().evaluateAll((els) => els.map((el) => [el.getAttribute('data-type'), el.getAttribute('data-name')]))).toEqual([['script', 'rules.py'], ['entity', entityName]]);
    expect(await target('script', 'rules.py').getAttribute('data-attached')).toBe('true');
    await expect(page.getByTestId('context-selection-bar').textContent()).resolves.toContain('2 attached');
    await shot('picked-1440');

    // Escape ends the mode and keeps the chips; the rows are rows again.
    await page.keyboard.press('Escape');
    await page.getByTestId('context-selection-bar').waitFor({ state: 'detached' });
    expect(await page.getByTestId('context-pick').count()).toBe(0);
    expect(await chips().count()).toBe(2);

    await page.getByTestId('agent-chat-input').fill('make this faster');
    await page.getByTestId('agent-chat-input').press('Enter');
    await eventually(async () => expect(await messages('user').last().textContent()).toContain('make this faster'));
    expect(await chips().count()).toBe(0);
    const sent = messages('user').last().getByTestId('agent-message-attachment');
    expect(await sent.evaluateAll((els) => els.map((el) => [el.getAttribute('data-type'), el.textContent]))).toEqual([['script', 'rules.py'], ['entity', entityName]]);
    await eventually(async () => expect(await panel().getAttribute('data-in-flight')).toBe('false'), 60_000);

    // The answer names the script and the entity as code (Markdown), then makes the change.
    const note = messages('assistant').filter({ hasText: 'You attached' }).last();
    await expect(note.textContent()).resolves.toMatch(/^You attached the script rules\.py \(\d+ lines\) and the entity .+\./);
    expect(await note.locator('code').allTextContents()).toEqual(['rules.py', entityName]);
    await expect(messages('assistant').last().textContent()).resolves.toMatch(/^Made it faster\. I updated /);
    const answer = note;
    await answer.scrollIntoViewIfNeeded();
    await shot('answer-1440');
  });

  it('at 390×844 the mode opens the Assets tab, keeps its bar above the tab bar, and Done comes back to the chat', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const small = await phone.newPage();
    await small.goto(`${app.url}/create/creation-dashboard/${gameId}/?tab=chat`);
    await panel(small).waitFor();
    await small.getByTestId('context-selection-toggle').click();
    await small.getByTestId('studio-pane-assets').waitFor({ state: 'visible' });
    // The chat's own bar is in its hidden pane: the docked one is the one shown.
    const bar = small.locator('[data-testid="context-selection-bar"]:visible');
    await bar.waitFor();
    await target('entity', undefined, small).tap();
    await eventually(async () => expect(await bar.textContent()).toContain('1 attached'));
    await shot('assets-tab-390', small);
    await bar.getByTestId('context-selection-done').tap();
    await small.getByTestId('studio-pane-chat').waitFor({ state: 'visible' });
    expect(await chips(small).count()).toBe(1);
    await shot('chat-chip-390', small);
    await phone.close();
  });
});
