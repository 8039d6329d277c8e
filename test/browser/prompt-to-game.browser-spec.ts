import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, uniqueUser, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const MAX_BYTES = 10_485_760;
// The four the embedded screen types into its placeholder (features/creation/examplePrompts.ts).
const SUGGESTIONS = [
  'A space dodge game called Star Hopper',
  'A cozy clicker where a cat runs a bakery',
  'A quiz about the planets of the solar system',
  'A haunted-house text adventure with three endings',
];

type GameCard = { game: { name: string; description: string } };

/** Issue 6: the prompt-to-game screen, full page and embedded, signed in and not. */
describe('the prompt-to-game screen in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let context: BrowserContext;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    browser = await launchChromium();
    context = await signedInContext(creator);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  // This screen's examples rotate and its placeholder types itself unless the reader prefers reduced motion, which
  // the suites' browser asks for by default (test/support/browser.ts): these pages keep the motion most readers see.
  const motion = { reducedMotion: 'no-preference' } as const;
  const signedInContext = async (client: Client) => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...motion });
    await ctx.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    return ctx;
  };
  // The dashboard starts the agent on the prompt (tested in agent-chat.browser-spec.ts). Here only the
  // first game is built; the others would only load this shared machine while the prompt screen is tested.
  const withoutAgent = (ctx: BrowserContext) => ctx.route('**/create/agentic/**', (route) => route.abort());
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const query = (page: Page) => new URL(page.url()).searchParams;
  const gameIdOf = (page: Page) => /\/create\/creation-dashboard\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  const card = async (gameId: string): Promise<GameCard> =>
    eventually(async () => (await creator.get(`/create/fetch-game-card/${gameId}`).expect(200)).body as GameCard);

  it('creates a game from a prompt typed on /create: Shift+Enter adds a line, Enter submits, the spinner hides the box, the dashboard opens', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/create`);
    const screen = page.getByTestId('prompt-screen');
    await expect(screen.getAttribute('data-variant')).resolves.toBe('full');
    await expect(page.getByTestId('prompt-input').getAttribute('placeholder')).resolves.toBe('Create a game about...');
    await expect(page.getByTestId('prompt-feature').allTextContents()).resolves.toEqual([
      'AI-PoweredIntelligent generation',
      'Instant StartStart immediately',
      'Full ControlCustomize everything',
    ]);
    await page.getByTestId('prompt-model-select').waitFor();
    await page.getByTestId('prompt-image-model-select').waitFor();
    await expect(page.getByTestId('prompt-submit').isDisabled()).resolves.toBe(true);
    await shot(page, 'prompt-full-page');

    // Blank is not a prompt: Enter on spaces creates nothing.
    await page.getByTestId('prompt-input').fill('   ');
    await page.getByTestId('prompt-input').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/create');

    await page.getByTestId('prompt-input').fill('A space dodge game called Star Hopper.');
    await page.getByTestId('prompt-input').press('Shift+Enter');
    await page.keyboard.type('Asteroids get faster every level.');
    await expect(page.getByTestId('prompt-input').inputValue()).resolves.toBe(
      'A space dodge game called Star Hopper.\nAsteroids get faster every level.',
    );
    expect(new URL(page.url()).pathname).toBe('/create');

    const requests: string[] = [];
    page.on('request', (r) => void requests.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`));
    // Hold the answer back so the creating state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/create/api/creation/generate-game-from-prompt/', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('prompt-input').press('Enter');
    await page.getByTestId('prompt-creating').waitFor();
    await expect(page.getByTestId('prompt-input').count()).resolves.toBe(0);
    await expect(screen.getAttribute('data-state')).resolves.toBe('creating');
    await shot(page, 'prompt-creating');
    release();

    await page.waitForURL(/\/create\/creation-dashboard\/[0-9a-f-]{36}\/\?/);
    expect(query(page).get('auto_start_agent')).toBe('true');
    expect(query(page).get('user_prompt')).toBe('A space dodge game called Star Hopper.\nAsteroids get faster every level.');
    expect(query(page).has('has_context_items')).toBe(false);
    const created = await card(gameIdOf(page));
    expect(created.game.name).toBe('Star Hopper');
    await page.getByTestId('creation-dashboard').waitFor();
    await shot(page, 'prompt-dashboard');

    // The agent's turn started on this screen as generate answered (its init sent before the dashboard read
    // anything), and once: the dashboard took over its stream, so the chat shows the prompt once and the whole turn.
    await page.locator('[data-testid="agent-tool-card"][data-tool="stop_conversation"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="agent-chat-panel"][data-in-flight="false"]').waitFor({ timeout: 30_000 });
    const at = (pattern: RegExp) => requests.findIndex((r) => pattern.test(r));
    expect(requests.filter((r) => /^POST .*\/agentic\/stream\/v2\/init\/$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => /^GET .*\/agentic\/stream\/v2\/[0-9a-f-]{36}\/\?request_id=/.test(r))).toHaveLength(1);
    expect(at(/^POST .*\/agentic\/stream\/v2\/init\/$/)).toBeLessThan(at(/^GET .*\/create\/entities\//));
    await expect(page.locator('[data-testid="agent-message"][data-role="user"]').allTextContents()).resolves.toEqual([
      'A space dodge game called Star Hopper.\nAsteroids get faster every level.',
    ]);
    await expect(page.locator('[data-testid="agent-tool-card"][data-tool="run_command"]').getAttribute('data-success')).resolves.toBe('true');
    await expect(page.locator('[data-testid="agent-tool-card"][data-tool="stop_conversation"]').getAttribute('data-success')).resolves.toBe('true');
    expect(await page.locator('[data-testid="agent-message"][data-complete="false"]').count()).toBe(0);
    await page.close();
  });

  it("starts the first turn from the dashboard after a reload that came before the prompt screen's turn had started, once", async () => {
    const page = await context.newPage();
    // The prompt screen's stream never reaches the server (as when the page is reloaded before it does), and the
    // dashboard does not take the turn over before the reload (its card is held back): the reload comes first.
    let streams = 0;
    let cards = 0;
    await page.route(/\/create\/agentic\/stream\/v2\/[0-9a-f-]{36}\/\?/, (route) => (streams++ === 0 ? route.abort() : route.continue()));
    // The first page's card never answers (the reload ends that request); the reloaded page's does.
    await page.route(/\/create\/fetch-game-card\//, (route) => (cards++ === 0 ? new Promise<void>(() => {}) : route.continue()));
    await page.goto(`${app.url}/create`);
    await page.getByTestId('prompt-input').fill('A cozy clicker where a cat runs a bakery');
    await page.getByTestId('prompt-input').press('Enter');
    await page.waitForURL(/\/create\/creation-dashboard\/[0-9a-f-]{36}\/\?/);
    const gameId = gameIdOf(page);
    await eventually(async () => expect(streams).toBe(1)); // the prompt screen's stream was tried (and cut)
    await page.reload();
    await page.locator('[data-testid="agent-tool-card"][data-tool="stop_conversation"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="agent-chat-panel"][data-in-flight="false"]').waitFor({ timeout: 30_000 });
    await expect(page.locator('[data-testid="agent-message"][data-role="user"]').allTextContents()).resolves.toEqual(['A cozy clicker where a cat runs a bakery']);
    // One conversation with one turn on the server.
    const { sessions } = (await creator.get(`/create/agentic/sessions/?game_id=${gameId}`).expect(200)).body as { sessions: { session_id: string }[] };
    expect(sessions).toHaveLength(1);
    const transcript = (await creator.get(`/create/agentic/sessions/${sessions[0].session_id}/`).expect(200)).body as { turns: unknown[] };
    expect(transcript.turns).toHaveLength(1);
    await page.close();
  });

  it('keeps an Enter pressed before the account has loaded, and creates the game once it has', async () => {
    const ctx = await signedInContext(creator);
    await withoutAgent(ctx);
    const page = await ctx.newPage();
    // The account answers only after the prompt is typed and Enter pressed, as on a slow first load.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/create`);
    await page.getByTestId('prompt-input').fill('A quick snake game typed before the page was ready');
    await page.getByTestId('prompt-input').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/create');
    release();
    await page.waitForURL(/\/create\/creation-dashboard\/[0-9a-f-]{36}\/\?/);
    expect(query(page).get('user_prompt')).toBe('A quick snake game typed before the page was ready');
    await ctx.close();
  });

  it('attaches files and pasted images as removable chips, refuses one over 10MB, and hands them to the dashboard', async () => {
    await withoutAgent(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/create`);
    const input = page.getByTestId('prompt-attach-input');
    await expect(input.getAttribute('accept')).resolves.toBe('image/*,.pdf,.txt');
    await expect(input.getAttribute('multiple')).resolves.not.toBeNull();

    await input.setInputFiles([
      { name: 'rules.txt', mimeType: 'text/plain', buffer: Buffer.from('Three lives. Coins are worth 10 points.') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Remove me') },
    ]);
    await eventually(async () => expect(await page.getByTestId('prompt-attachment').count()).toBe(2));
    // A screenshot pasted from the clipboard: an image file with no name.
    await page.getByTestId('prompt-input').evaluate(async (textarea) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 48, height: 48 });
      const pen = canvas.getContext('2d')!;
      pen.fillStyle = '#7c5cff';
      pen.fillRect(0, 0, 48, 48);
      pen.fillStyle = '#ffd43b';
      pen.arc(24, 24, 12, 0, Math.PI * 2);
      pen.fill();
      const png = await new Promise<Blob>((done) => canvas.toBlob((blob) => done(blob!), 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([png], '', { type: 'image/png' }));
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    });
    await eventually(async () => expect(await page.getByTestId('prompt-attachment').count()).toBe(3));
    await expect(page.getByTestId('prompt-attachment').nth(2).getAttribute('data-name')).resolves.toBe('pasted-image.png');

    await page.locator('[data-testid="prompt-attachment"][data-name="notes.txt"]').getByTestId('prompt-attachment-remove').click();
    await eventually(async () =>
      expect(await page.getByTestId('prompt-attachment').evaluateAll((chips) => chips.map((c) => c.getAttribute('data-name')))).toEqual([
        'rules.txt',
        'pasted-image.png',
      ]),
    );

    await input.setInputFiles({ name: 'huge-map.png', mimeType: 'image/png', buffer: Buffer.alloc(MAX_BYTES + 1) });
    await expect(page.getByTestId('prompt-error').textContent()).resolves.toBe('File "huge-map.png" is too large. Maximum size is 10MB.');
    await expect(page.getByTestId('prompt-attachment').count()).resolves.toBe(2);
    await page.getByTestId('prompt-input').fill('A quiz called Coin Count about the rules I attached');
    await shot(page, 'prompt-attachments');

    await page.getByTestId('prompt-submit').click();
    await page.waitForURL(/\/create\/creation-dashboard\//);
    expect(query(page).get('has_context_items')).toBe('true');
    expect(query(page).get('auto_start_agent')).toBe('true');
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), `game_context_items_${gameIdOf(page)}`);
    const items = JSON.parse(stored ?? '[]') as { name: string; type: string; data: { filename: string; mimeType: string; size: number; content: string } }[];
    expect(items.map((item) => [item.name, item.type, item.data.mimeType])).toEqual([
      ['rules.txt', 'file_upload', 'text/plain'],
      ['pasted-image.png', 'file_upload', 'image/png'],
    ]);
    expect(Buffer.from(items[0].data.content.split(',')[1], 'base64').toString()).toBe('Three lives. Coins are worth 10 points.');
    expect(items[0].data.size).toBe(39);
    await expect(card(gameIdOf(page)).then((c) => c.game.name)).resolves.toBe('Coin Count');
    await page.close();
  });

  it('says the user ran out of tokens, when they come back, and refreshes the balance in the header', async () => {
    const broke = await signUp(app.url);
    const ledger = app.app.get(TokenLedger);
    const balance = await ledger.balanceOf(broke.id);
    const ctx = await signedInContext(broke.client);
    const page = await ctx.newPage();
    await page.goto(`${app.url}/create`);
    await expect(page.getByTestId('token-button').textContent()).resolves.toContain(balance.toLocaleString('en-US'));
    const metadata = { actorId: null, actorKind: 'system' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
    await ledger.consume(broke.id, { model: 'tempest-offline', inputTokens: 0, outputTokens: 0, amount: balance, reason: 'test' }, metadata);

    await page.getByTestId('prompt-input').fill('A snake game called Hungry');
    await page.getByTestId('prompt-input').press('Enter');
    const days = ledger.nextAllocationDays();
    await expect(page.getByTestId('prompt-error').textContent()).resolves.toBe(
      `You've run out of tokens. Your weekly tokens will be refilled in ${days} ${days > 1 ? 'days' : 'day'}. Purchase more tokens to continue creating games.`,
    );
    await expect(page.getByTestId('prompt-input').inputValue()).resolves.toBe('A snake game called Hungry');
    await eventually(async () => expect((await page.getByTestId('token-button').textContent())?.trim()).toBe('0'));
    expect(new URL(page.url()).pathname).toBe('/create');
    await shot(page, 'prompt-out-of-tokens');
    await ctx.close();
  });

  it('fills the box from an example, and Back to hub goes home', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/create`);
    const first = (await page.getByTestId('prompt-example').first().textContent()) ?? '';
    await page.getByTestId('prompt-example').first().click();
    await expect(page.getByTestId('prompt-input').inputValue()).resolves.toBe(first);
    // The examples rotate (every 3 s) while the pointer is away from them.
    await page.mouse.move(0, 0);
    await eventually(async () => expect(await page.getByTestId('prompt-example').first().textContent()).not.toBe(first), 10_000);
    await page.getByTestId('prompt-back').click();
    await page.waitForURL(`${app.url}/`);
    await page.locator('[data-testid="prompt-screen"][data-variant="embedded"]').waitFor();
    await expect(page.getByTestId('prompt-back').count()).resolves.toBe(0);
    await page.close();
  });

  it('sends a visitor to register with the prompt, and after sign-up brings them back to create that game once', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...motion });
    const page = await visitor.newPage();
    await withoutAgent(visitor);
    await page.goto(app.url);
    const input = page.getByTestId('prompt-input');
    // The embedded variant types its suggestions into the placeholder.
    await eventually(async () => {
      const placeholder = (await input.getAttribute('placeholder')) ?? '';
      expect(placeholder.length).toBeGreaterThan(3);
      expect(SUGGESTIONS.some((suggestion) => suggestion.startsWith(placeholder))).toBe(true);
    });
    await expect(page.getByTestId('prompt-feature').count()).resolves.toBe(3);
    await expect(page.getByTestId('prompt-model-select').count()).resolves.toBe(0);
    await shot(page, 'prompt-home-embedded');

    const prompt = 'A clicker game called Cookie Storm';
    await input.fill(prompt);
    await input.press('Enter');
    await page.waitForURL(/\/register\?/);
    expect(query(page).get('game_prompt')).toBe(prompt);
    expect(query(page).get('from_home')).toBe('true');
    await expect(page.evaluate(() => sessionStorage.getItem('pending_game_prompt'))).resolves.toBe(prompt);

    const user = uniqueUser();
    await page.getByTestId('register-username').fill(user.username);
    await page.getByTestId('register-email').fill(user.email);
    await page.getByTestId('register-password').fill(user.password);
    await page.getByTestId('register-confirm').fill(user.password);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/verify-email\?/);
    expect(query(page).get('game_prompt')).toBe(prompt);
    const mailbox = (await (await page.request.get(`${app.url}/api/dev/mailbox`)).json()) as { messages: { to: string; text: string }[] };
    const code = /\b(\d{6})\b/.exec(mailbox.messages.find((m) => m.to === user.email)?.text ?? '')?.[1] ?? '';
    await page.getByTestId('otp-input').locator('input').first().click();
    await page.keyboard.type(code);
    await page.waitForURL(/\/login\?/);
    expect(query(page).get('game_prompt')).toBe(prompt);
    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();

    // Home with the prompt filled in, submitted by itself.
    await page.waitForURL(/\/create\/creation-dashboard\//, { timeout: 20_000 });
    expect(query(page).get('user_prompt')).toBe(prompt);
    expect(query(page).get('auto_start_agent')).toBe('true');
    await expect(card(gameIdOf(page)).then((c) => c.game.name)).resolves.toBe('Cookie Storm');
    await expect(page.evaluate(() => sessionStorage.getItem('pending_game_prompt'))).resolves.toBeNull();

    // The carried prompt left the address when it was used: going back does not create it again.
    await page.goBack();
    await page.getByTestId('prompt-screen').waitFor();
    expect(new URL(page.url()).search).toBe('');
    // The screen is idle (a page the browser restores from its back-forward cache keeps what was typed,
    // but never the spinner), and nothing is submitted again: wait past the 500 ms auto-submit delay.
    await page.getByTestId('prompt-input').waitFor();
    await expect(page.getByTestId('prompt-creating').count()).resolves.toBe(0);
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).pathname).toBe('/');
    const me = (await (await page.request.get(`${app.url}/api/me`)).json()) as { userPk: string };
    const games = (await (await page.request.get(`${app.url}/get-user-games/${me.userPk}`)).json()) as { games: unknown[] };
    expect(games.games).toHaveLength(1);
    await visitor.close();
  });
});
