import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { logIn, signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const PROMPT = 'a space dodge game called Star Hopper';

type EditorHost = HTMLElement & { __editor?: { getValue(): string; setValue(value: string): void } };

/** Issue 6 in the browser: the AI agent chat panel of the creation dashboard, with the offline agent. */
describe('the AI agent chat panel', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let creator: Client;
  let creatorLogin: { email: string; password: string };
  let gameId: string;
  let page: Page;

  const generate = async (prompt: string): Promise<string> =>
    (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
  const dashboardUrl = (id: string, prompt: string) =>
    `${app.url}/create/creation-dashboard/${id}/?auto_start_agent=true&user_prompt=${encodeURIComponent(prompt)}`;

  beforeAll(async () => {
    // A pause before each of the offline agent's tool calls, so the tests can interrupt a build part-way on any machine.
    app = await startTestApp(null, { webDist: WEB_DIST, offlineAgentPaceMs: 250 });
    ({ client: creator, user: creatorLogin } = await signUp(app.url));
    gameId = await generate(PROMPT);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const panel = () => page.getByTestId('agent-chat-panel');
  const cards = (tool?: string) => page.locator(tool ? `[data-testid="agent-tool-card"][data-tool="${tool}"]` : '[data-testid="agent-tool-card"]');
  const messages = (role: string) => page.locator(`[data-testid="agent-message"][data-role="${role}"]`);
  const statuses = () => page.getByTestId('agent-status').allTextContents();
  const frame = (): FrameLocator => page.frameLocator('[data-testid="game-frame"]');
  /** The message sent (it is in flight from the moment it shows) has had its answer: the Stop button is gone. */
  const streamEnded = async (timeout = 120_000) => {
    await eventually(async () => expect(await panel().getAttribute('data-in-flight')).toBe('false'), timeout);
    await page.getByTestId('agent-chat-interrupt').waitFor({ state: 'detached' });
  };
  const expand = async (card: Locator) => {
    await card.getByTestId('agent-tool-card-toggle').click();
    await eventually(async () => expect(await card.getAttribute('data-expanded')).toBe('true'));
  };
  const send = async (text: string) => {
    await page.getByTestId('agent-chat-input').fill(text);
    await page.getByTestId('agent-chat-input').press('Enter');
  };
  /** A browser of its own (another computer, another device) where the creator signs in again. */
  const creatorElsewhere = async (viewport = { width: 1440, height: 900 }) => {
    const other = await browser.newContext({ viewport });
    const again = await logIn(app.url, creatorLogin);
    await other.addCookies(again.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    return other;
  };
  /** The requests of the agent's stream routes a context sends (init, the event stream, interrupt). */
  const agentCallsOf = (ctx: BrowserContext) => {
    const calls: string[] = [];
    ctx.on('request', (r) => {
      if (r.url().includes('/create/agentic/stream/v2/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    return calls;
  };
  /** The game's turns as the server holds them, over all its conversations. */
  const turnsOf = async (id: string) =>
    ((await creator.get(`/create/agentic/sessions/?game_id=${id}`).expect(200)).body.sessions as { turn_count: number }[]).reduce((n, s) => n + s.turn_count, 0);
  const playerColourAt = (x: number) => frame().getByRole('button', { name: `cell ${x},11` }).evaluate((el) => getComputedStyle(el).backgroundColor);

  it('starts the agent from the dashboard URL: the prompt streams into tool cards and the game plays in the preview', async () => {
    page = await context.newPage();
    const monaco: number[] = [];
    page.on('request', (r) => void (/\/assets\/editor\.api-/.test(r.url()) && monaco.push(Date.now())));
    await page.goto(dashboardUrl(gameId, PROMPT));
    await panel().waitFor();
    await expect(messages('user').first().textContent()).resolves.toBe(PROMPT);
    // The auto-start keys leave the URL at once: a reload would not start the agent again.
    await eventually(() => expect(new URL(page.url()).searchParams.has('auto_start_agent')).toBe(false));
    expect(new URL(page.url()).searchParams.has('user_prompt')).toBe(false);
    await cards('create_asset').nth(5).waitFor({ timeout: 30_000 });
    await shot('agent-chat-streaming');
    // The workbench opens while the agent still works: its code pane shows the file being written as text, and
    // the code editor (Monaco, its TypeScript worker) is not loaded beside the agent's build (issue 33 §6).
    const writing = page.getByTestId('frontend-editor-agent-writing');
    await writing.waitFor({ timeout: 30_000 });
    await expect(writing.textContent()).resolves.toContain('The AI agent is writing this game. The editor opens when it finishes.');
    await expect(writing.locator('pre').textContent()).resolves.toMatch(/\S/);
    expect(await panel().getAttribute('data-in-flight')).toBe('true');
    expect(monaco).toEqual([]);
    await shot('agent-chat-writing');

    await streamEnded();
    // The turn over, the editor opens on the same file.
    await eventually(async () => expect(await page.getByTestId('frontend-editor').getAttribute('data-editor-ready')).toBe('true'), 30_000);
    expect(monaco).toHaveLength(1);
    expect(await writing.count()).toBe(0);
    await expect(messages('assistant').first().textContent()).resolves.toContain('Star Hopper');
    expect(await page.locator('[data-testid="agent-message"][data-complete="false"]').count()).toBe(0);
    expect(await cards('create_asset').count()).toBeGreaterThanOrEqual(10);
    expect(await page.locator('[data-testid="agent-tool-card"][data-success="false"]').count()).toBe(0);
    for (const tool of ['generate_image', 'run_command', 'stop_conversation']) await expect(cards(tool).getAttribute('data-success')).resolves.toBe('true');
    await expect(cards('run_command').getByTestId('agent-command-badge').getAttribute('data-state')).resolves.toBe('success');
    await expect(cards('run_command').getByTestId('agent-tool-card-title').textContent()).resolves.toBe('Frontend Build');

    // The Frontend workbench opened by itself, and the game is playing there.
    expect(new URL(page.url()).searchParams.get('dashboard')).toBe('frontend');
    // Opening the Frontend workbench does not write the auto-start keys back (a reload would send the prompt again).
    expect([...new URL(page.url()).searchParams.keys()].filter((k) => k === 'auto_start_agent' || k === 'user_prompt')).toEqual([]);
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    await page.getByTestId('game-loading').waitFor({ state: 'detached' });
    await frame().getByText('Lives:').waitFor();
    const hero = await playerColourAt(4);
    await frame().locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => expect(await playerColourAt(3)).toBe(hero));
    await frame().getByRole('button', { name: 'cell 5,11' }).click();
    await frame().getByRole('button', { name: 'cell 5,11' }).click();
    await eventually(async () => expect(await playerColourAt(5)).toBe(hero));

    await expand(cards('run_command'));
    await expect(cards('run_command').getByTestId('agent-command-exit').textContent()).resolves.toBe('0');
    await expand(cards('generate_image'));
    await eventually(async () => expect(await cards('generate_image').getByTestId('agent-image').getAttribute('data-state')).toBe('loaded'));
    // The picture comes from the media store, not a data URL in the event (docs/api-media.md).
    expect(await cards('generate_image').getByTestId('agent-image').locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}$/);
    await cards('generate_image').scrollIntoViewIfNeeded();
    await shot('agent-chat-finished');
  });

  // Issue 31: the build is played before the turn ends; the chat says what playing it showed, where it happened.
  it('shows what playing the build showed: a playtest card after the build card, with every check, and again after a reload', async () => {
    const playtests = () => page.getByTestId('agent-playtest-card');
    const roles = () => page.locator('[data-testid="agent-message"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-role') === 'tool_result' ? e.querySelector('[data-tool]')?.getAttribute('data-tool') : e.getAttribute('data-role')));
    const checkCard = async () => {
      await playtests().first().waitFor({ timeout: 30_000 });
      // Right after the build that was played, before the agent's closing words.
      const order = await roles();
      expect(order[order.indexOf('run_command') + 1]).toBe('playtest');
      const card = playtests().last();
      const headline = (await card.getByTestId('playtest-headline').textContent()) ?? '';
      const [, passed, total] = /^Played it: (\d+) of (\d+) checks$/.exec(headline) ?? [];
      expect(Number(total)).toBeGreaterThanOrEqual(6);
      // The offline build passes what applies to it (or the turn repaired it): the last card is calm.
      expect(passed).toBe(total);
      expect(await card.getAttribute('data-passed')).toBe('true');
      await card.getByTestId('agent-playtest-toggle').click();
      await eventually(async () => expect(await card.getAttribute('data-expanded')).toBe('true'));
      const checks = card.getByTestId('playtest-check');
      expect(await checks.count()).toBe(8);
      expect(await checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-check')))).toEqual(['loads', 'no_errors', 'controls', 'help_keys', 'progress', 'not_over_early', 'restart', 'world']);
      // Each says its state in words too (not colour alone), and the frames are the game's text.
      expect(await checks.first().textContent()).toMatch(/^passed: /);
      await expect(card.getByTestId('playtest-frames').textContent()).resolves.toContain('Star Hopper');
      return headline;
    };
    const live = await checkCard();
    await playtests().last().scrollIntoViewIfNeeded();
    await shot('agent-chat-playtest');

    await page.reload();
    await panel().waitFor();
    expect(await checkCard()).toBe(live);

    // On a phone the card and its checks fit the chat's width.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    try {
      const small = await phone.newPage();
      await small.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
      await small.getByTestId('studio-tab-chat').click();
      const card = small.getByTestId('agent-playtest-card').last();
      await card.waitFor({ timeout: 30_000 });
      await card.scrollIntoViewIfNeeded();
      await card.getByTestId('agent-playtest-toggle').click();
      await card.getByTestId('playtest-frames').waitFor();
      await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await small.screenshot({ path: join(SCREENSHOTS, 'agent-chat-phone-playtest.png') });
    } finally {
      await phone.close();
    }
  });

  it('follows a turn to its end after a reload during it: the summary and every card, the prompt once, no second turn', async () => {
    const other = await generate('a quiz about the planets called Orbit Check');
    const first = page;
    page = await context.newPage();
    const calls = agentCallsOf(page.context());
    await page.goto(dashboardUrl(other, 'a quiz about the planets called Orbit Check'));
    await cards('create_asset').nth(1).waitFor({ timeout: 30_000 });
    expect(await panel().getAttribute('data-in-flight')).toBe('true');
    // Reloaded before the agent wrote the game's frontend: the workbench has not opened yet.
    expect(new URL(page.url()).searchParams.has('dashboard')).toBe(false);
    const before = calls.length;
    await page.reload();
    // The turn so far is replayed, then followed live to its end.
    await cards('stop_conversation').waitFor({ timeout: 60_000 });
    await streamEnded();
    await expect(messages('user').allTextContents()).resolves.toEqual(['a quiz about the planets called Orbit Check']);
    await expect(messages('assistant').last().textContent()).resolves.toContain('Orbit Check');
    for (const tool of ['generate_image', 'run_command', 'stop_conversation']) await expect(cards(tool).count()).resolves.toBe(1);
    expect(await page.locator('[data-testid="agent-message"][data-complete="false"]').count()).toBe(0);
    // After the reload: no init, only the stream followed; one turn on the server.
    expect(calls.slice(before).filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(calls.slice(before).filter((c) => c.startsWith('GET'))).toHaveLength(1);
    expect(await turnsOf(other)).toBe(1);
    // The Frontend workbench opened by itself to show the game, as it does without a reload.
    await eventually(() => expect(new URL(page.url()).searchParams.get('dashboard')).toBe('frontend'));
    await eventually(async () => expect(await page.getByTestId('frontend-editor').getAttribute('data-editor-ready')).toBe('true'), 30_000);
    await shot('agent-chat-followed-after-reload');
    await page.close();
    page = first;
  });

  it("interrupts a build: 'Stream interrupted by user', and the agent stops", async () => {
    const second = await generate('a classic snake game called Noodle');
    const first = page;
    page = await context.newPage();
    // The prompt screen leaves the new game's attachments in session storage (docs/architecture.md, The AI agent and prompt-to-game).
    const key = `game_context_items_${second}`;
    const notes = { id: 'note-1', name: 'notes.txt', type: 'file_upload', data: { filename: 'notes.txt', mimeType: 'text/plain', size: 5, content: 'data:text/plain;base64,aGVsbG8=' } };
    await page.addInitScript(([k, v]) => {
      if (!sessionStorage.getItem('seeded')) sessionStorage.setItem(k, v);
      sessionStorage.setItem('seeded', 'yes');
    }, [key, JSON.stringify([notes])]);
    await page.goto(`${dashboardUrl(second, 'a classic snake game called Noodle')}&has_context_items=true`);
    await cards().first().waitFor({ timeout: 30_000 });
    await expect(messages('user').first().getByTestId('agent-message-attachment').textContent()).resolves.toBe('notes.txt');
    expect(await page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull();
    await page.getByTestId('agent-chat-interrupt').click();
    await eventually(async () => expect(await statuses()).toContain('Stream interrupted by user'));
    await streamEnded(20_000);
    await shot('agent-chat-interrupted');
    // The build stopped part-way: no cover, no build, no summary.
    expect(await cards('stop_conversation').count()).toBe(0);
    expect(await cards('run_command').count()).toBe(0);
    await expect(page.getByTestId('agent-chat-send').isVisible()).resolves.toBe(true);
    expect((await statuses()).filter((s) => s === 'Stream interrupted by user')).toHaveLength(1);
    // No frontend was written: the workbench is not opened on the half-built game.
    expect(new URL(page.url()).searchParams.has('dashboard')).toBe(false);
    await page.close();
    page = first;
  });

  it("makes a follow-up change: 'make it faster' edits assets, shows their diffs, and the preview reloads", async () => {
    // Mark the frame on screen: after the reload it is a new one.
    await page.getByTestId('game-frame').evaluate((el) => el.setAttribute('data-before-change', 'yes'));
    const toolCardsBefore = await cards().count();
    await send('make it faster');
    await eventually(async () => expect(await messages('user').last().textContent()).toBe('make it faster'));
    await streamEnded();
    const edits = cards('edit_asset');
    await eventually(async () => expect(await edits.count()).toBeGreaterThan(0));
    expect(await cards().count()).toBeGreaterThan(toolCardsBefore);
    await expect(edits.first().getAttribute('data-success')).resolves.toBe('true');
    await expand(edits.first());
    await expect(edits.first().getByTestId('agent-diff').textContent()).resolves.toContain('@@');
    expect(Number((await edits.first().getByTestId('agent-diff-additions').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await edits.first().scrollIntoViewIfNeeded();
    await shot('agent-chat-edit-diff');
    await page.locator('[data-testid="game-frame"]:not([data-before-change])').waitFor({ timeout: 30_000 });
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    await frame().getByText('Lives:').waitFor();
  });

  it('fixes a build error with Fix with AI: the agent is asked and the error clears', async () => {
    const editor = page.getByTestId('frontend-editor');
    await eventually(async () => expect(await editor.getAttribute('data-editor-ready')).toBe('true'));
    await page.getByTestId('frontend-tree-file-index.tsx').click();
    await eventually(async () => expect(await editor.evaluate((el) => (el as EditorHost).__editor?.getValue() ?? '')).toContain('export default function App'));
    await editor.evaluate((el) => {
      const host = (el as EditorHost).__editor!;
      host.setValue(host.getValue().replace('export default function App() {', "export default function App() {\n  const lives: number = 'three';"));
    });
    await page.getByTestId('frontend-save').click();
    const overlay = page.getByTestId('frontend-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    await shot('agent-chat-build-error');

    await page.getByTestId('frontend-build-error-fix').click();
    await eventually(async () => expect(await messages('user').last().textContent()).toMatch(/^Fix this build error:\s+[\s\S]*index\.tsx/));
    await streamEnded();
    await expect(cards('edit_asset').last().getAttribute('data-success')).resolves.toBe('true');
    await overlay.waitFor({ state: 'hidden', timeout: 30_000 });
    await eventually(async () => expect(await editor.evaluate((el) => (el as EditorHost).__editor?.getValue() ?? '')).not.toContain("'three'"));
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    await shot('agent-chat-build-error-fixed');
  });

  it('shows an error toast when the stream cannot start, with Fix with AI, Copy and Dismiss', async () => {
    await page.route('**/create/agentic/stream/v2/init/', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy","code":"x"}' }));
    await send('add an enemy');
    const toast = page.getByTestId('agent-error-toast');
    await toast.waitFor();
    await expect(toast.getByTestId('agent-error-message').textContent()).resolves.toBe('Stream initialization failed: 503');
    await eventually(async () => expect(await statuses()).toContain('Error: Stream initialization failed: 503'));
    await expect(toast.getByTestId('agent-error-fix').isVisible()).resolves.toBe(true);
    await expect(toast.getByTestId('agent-error-copy').isVisible()).resolves.toBe(true);
    await shot('agent-chat-error-toast');
    await toast.getByTestId('agent-error-dismiss').click();
    await toast.waitFor({ state: 'detached' });
    await page.unroute('**/create/agentic/stream/v2/init/');
  });

  it("shows a tool result of a kind it does not know as 'Unhandled tool result type', followed by the result", async () => {
    const session = '5e550000-0000-4000-8000-0000000000aa';
    const result = { success: true, message: 'Fun measured', operation_type: 'measure', error: null, asset_type: null, asset_name: null, asset_id: null, timestamp: '2026-12-03T10:00:00.000Z', fun: 11 };
    const events: [string, object][] = [
      ['stream_init', { session_id: session, stream_id: '5e550000-0000-4000-8000-0000000000ab', request_id: 'r-1', model: 'tempest-offline', game_id: gameId }],
      ['tool_start', { tool_call_id: 'tc-1', tool_name: 'measure_fun', tool: 'measure_fun', input: { how: 'loudly' } }],
      ['tool_end', { tool_call_id: 'tc-1', tool_name: 'measure_fun', tool: 'measure_fun', result }],
      ['stream_end', { reason: 'complete', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, tokens: 0 }],
    ];
    const init = '**/create/agentic/stream/v2/init/';
    const stream = (url: URL) => url.pathname === `/create/agentic/stream/v2/${session}/`;
    await page.route(init, (route) => route.fulfill({ json: { success: true, data: { session_id: session } } }));
    await page.route(stream, (route) => route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
      body: events.map(([type, data]) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    }));
    try {
      await send('measure how much fun it is');
      const card = cards('measure_fun');
      await card.waitFor({ timeout: 20_000 });
      await streamEnded(20_000);
      await expand(card);
      await expect(card.getByTestId('agent-tool-unhandled').textContent()).resolves.toBe('Unhandled tool result type');
      // The serialized result follows it (spec 3 §7).
      const shown = (await card.textContent()) ?? '';
      expect(shown).toContain('"fun": 11');
      expect(shown.indexOf('Unhandled tool result type')).toBeLessThan(shown.indexOf('"fun": 11'));
      await card.scrollIntoViewIfNeeded();
      await shot('agent-chat-unhandled-tool-1440');
    } finally {
      await page.unroute(init);
      await page.unroute(stream);
    }
  });

  it('sends the first prompt once: a reload, Back and Forward, or a second tab of the same address do not send it again', async () => {
    const inits: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/create/agentic/stream/v2/init/')) inits.push(r.url());
    });
    // The address as the prompt screen opened it, copied into a second tab.
    const copy = await context.newPage();
    await copy.goto(dashboardUrl(gameId, PROMPT));
    await copy.locator('[data-testid="agent-message"][data-role="user"]').first().getByText(PROMPT).waitFor({ timeout: 30_000 });
    await eventually(() => expect(new URL(copy.url()).searchParams.has('auto_start_agent')).toBe(false));
    // Back to the page before it, and Forward again: the address still asks for nothing.
    await copy.goBack();
    await copy.goForward();
    await copy.getByTestId('agent-chat-panel').waitFor();
    await copy.locator('[data-testid="agent-message"][data-role="user"]').first().getByText(PROMPT).waitFor({ timeout: 30_000 });
    await copy.close();
    // The first tab reloaded.
    await page.reload();
    await messages('user').first().getByText(PROMPT).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.has('user_prompt')).toBe(false);
    expect(inits).toEqual([]);
    // The server holds one conversation started by the prompt.
    const sessions = (await creator.get(`/create/agentic/sessions/?game_id=${gameId}`).expect(200)).body as unknown;
    expect(JSON.stringify(sessions).split(JSON.stringify(PROMPT)).length - 1).toBeLessThanOrEqual(1);
  });

  it('sends the first prompt once across browsers: the same address signed in on another computer shows the conversation and starts no turn', async () => {
    const turns = await turnsOf(gameId);
    const other = await creatorElsewhere();
    const calls = agentCallsOf(other);
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(dashboardUrl(gameId, PROMPT));
      const said = elsewhere.locator('[data-testid="agent-message"][data-role="user"]');
      // The game's conversation is shown (replayed from the server), its first prompt once.
      await said.first().getByText(PROMPT).waitFor({ timeout: 30_000 });
      await eventually(() => expect(new URL(elsewhere.url()).searchParams.has('auto_start_agent')).toBe(false));
      expect(new URL(elsewhere.url()).searchParams.has('user_prompt')).toBe(false);
      await eventually(async () => expect(await said.count()).toBe(turns));
      expect((await said.allTextContents()).filter((text) => text === PROMPT)).toHaveLength(1);
      expect(await elsewhere.getByTestId('agent-chat-panel').getAttribute('data-in-flight')).toBe('false');
      // No agent call at all: the prompt was not sent again (a paid model would have charged again).
      expect(calls).toEqual([]);
      expect(await turnsOf(gameId)).toBe(turns);
      await elsewhere.screenshot({ path: join(SCREENSHOTS, 'agent-chat-second-browser-1440.png') });
    } finally {
      await other.close();
    }
  });

  it('refuses the second start on the server when the other browser could not tell: the prompt is taken back, no toast, the conversation shows', async () => {
    const turns = await turnsOf(gameId);
    const other = await creatorElsewhere();
    const calls = agentCallsOf(other);
    const refusals: number[] = [];
    other.on('response', (r) => {
      if (r.url().includes('/create/agentic/stream/v2/init/')) refusals.push(r.status());
    });
    // The auto start's look at the game's conversations (the first read of one) answers "none", as a read
    // made just before the first browser's turn began would.
    let stale = true;
    await other.route((url) => url.pathname === '/create/agentic/sessions/' && url.searchParams.get('limit') === '1', (route) => {
      if (!stale) return route.continue();
      stale = false;
      return route.fulfill({ json: { sessions: [], has_more: false, limit: 1, offset: 0 } });
    });
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(dashboardUrl(gameId, PROMPT));
      await eventually(() => expect(refusals).toEqual([409]), 30_000);
      const said = elsewhere.locator('[data-testid="agent-message"][data-role="user"]');
      await eventually(async () => expect(await said.count()).toBe(turns), 30_000);
      expect((await said.allTextContents()).filter((text) => text === PROMPT)).toHaveLength(1);
      await eventually(() => expect(new URL(elsewhere.url()).searchParams.has('auto_start_agent')).toBe(false));
      expect(await elsewhere.getByTestId('agent-chat-panel').getAttribute('data-in-flight')).toBe('false');
      expect(await elsewhere.getByTestId('agent-error-toast').count()).toBe(0);
      expect(await elsewhere.getByTestId('agent-status').count()).toBe(0);
      // The init POST was refused; no event stream was opened, no turn ran.
      expect(calls).toEqual(['POST /create/agentic/stream/v2/init/']);
      expect(await turnsOf(gameId)).toBe(turns);
      await elsewhere.screenshot({ path: join(SCREENSHOTS, 'agent-chat-second-start-refused-1440.png') });
    } finally {
      await other.close();
    }
  });

  it('on a phone, the Chat tab opens at the newest message', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const small = await phone.newPage();
    try {
      await small.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
      const list = small.getByTestId('agent-message-list');
      const said = small.locator('[data-testid="agent-message"]');
      // The conversation is replayed into the chat while its tab is hidden.
      await eventually(async () => expect(await said.count()).toBeGreaterThan(10), 30_000);
      await small.getByTestId('studio-tab-chat').click();
      await list.waitFor();
      await eventually(async () => {
        const shown = await list.boundingBox();
        const newest = await said.last().boundingBox();
        expect(newest!.y + newest!.height).toBeLessThanOrEqual(shown!.y + shown!.height + 1);
        expect(newest!.y + newest!.height).toBeGreaterThan(shown!.y);
      });
      // The first message is far above: the reader starts at the newest, not the oldest.
      const oldest = await said.first().boundingBox();
      expect(oldest!.y).toBeLessThan((await list.boundingBox())!.y);
      await small.screenshot({ path: join(SCREENSHOTS, 'agent-chat-phone-newest.png') });
    } finally {
      await phone.close();
    }
  });

  it("talks to a beginner without 'one change at a time', and makes both changes asked for in one message", async () => {
    const maze = 'a maze where a minotaur chases you';
    const { client: beginner } = await signUp(app.url);
    await beginner.put('/api/user/onboarding', { purposes: ['learn'], experienceLevel: 'beginner', gameTypeInterests: ['puzzle'], outcome: 'answered' }).expect(200);
    const mazeId = (await beginner.post('/create/api/creation/generate-game-from-prompt/', { prompt: maze }).expect(200)).body.gameId as string;
    const own = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await own.addCookies(beginner.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const first = page;
    page = await own.newPage();
    try {
      await page.goto(dashboardUrl(mazeId, maze));
      await messages('user').first().getByText(maze).waitFor({ timeout: 30_000 });
      await cards('stop_conversation').waitFor({ timeout: 120_000 });
      await streamEnded();
      const closing = (await messages('assistant').last().textContent()) ?? '';
      expect(closing).toContain('What next?');
      expect(closing).toContain('Ask for a change, or several in one message');
      expect(closing).not.toMatch(/one change at a time/i);
      await messages('assistant').last().scrollIntoViewIfNeeded();
      await shot('agent-chat-beginner-closing-1440');

      const editsBefore = await cards('edit_asset').count();
      await send('make it faster and add a 30 second timer');
      await eventually(async () => expect(await messages('user').last().textContent()).toBe('make it faster and add a 30 second timer'));
      await streamEnded();
      const reply = (await messages('assistant').last().textContent()) ?? '';
      // Both changes, said in one reply; the files they touched were edited.
      expect(reply).toMatch(/^Made it faster, added a 30-second timer\. I updated /);
      expect(reply).not.toMatch(/one change at a time/i);
      expect(await cards('edit_asset').count()).toBeGreaterThan(editsBefore);
      expect(await page.locator('[data-testid="agent-tool-card"][data-success="false"]').count()).toBe(0);
      await messages('assistant').last().scrollIntoViewIfNeeded();
      await shot('agent-chat-beginner-two-changes-1440');
    } finally {
      await own.close();
      page = first;
    }
  });

  it('hides and shows the panel from the top bar', async () => {
    await page.getByTestId('agent-chat-toggle').click();
    await panel().waitFor({ state: 'detached' });
    await page.getByTestId('agent-chat-toggle').click();
    await panel().waitFor();
    await expect(messages('user').first().textContent()).resolves.toBe(PROMPT);
  });
});
