import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PLAY_BY_KIND } from '../support/kind-interactions.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { uniqueUser } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * Issue 6: a first-time visitor's whole path — the home page's prompt, registration, back to the prompt,
 * the creation dashboard with the agent streaming its tool cards, the game playable in the preview, and
 * an interrupted follow-up. Everything runs in the built studio with the built-in offline agent.
 */
describe('first use: from a prompt on the home page to a playable game', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A pause before each of the offline agent's tool calls, so the tests can interrupt a build part-way on any machine.
    // The offline model is free by default; a small charge here shows the header following the balance.
    app = await startTestApp(null, { webDist: WEB_DIST, offlineAgentPaceMs: 250, offlineAgentTokensPerTurn: 25 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `first-use-${name}.png`) });
  const panel = () => page.getByTestId('agent-chat-panel');
  const cards = (tool: string) => page.locator(`[data-testid="agent-tool-card"][data-tool="${tool}"]`);
  const inFlight = async () => (await panel().getAttribute('data-in-flight')) === 'true';

  it('home → prompt → register → dashboard → streaming chat with tool cards → playable preview → interrupt', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    page = await context.newPage();

    // Home: a visitor types a game into the embedded prompt box and presses Enter.
    await page.goto(app.url);
    const prompt = 'A cozy clicker game called Cookie Storm where a cat bakes cookies';
    await page.getByTestId('prompt-input').fill(prompt);
    await shot('1-home');
    await page.getByTestId('prompt-input').press('Enter');

    // Not signed in: registration, carrying the prompt.
    await page.waitForURL(/\/register\?/);
    expect(new URL(page.url()).searchParams.get('game_prompt')).toBe(prompt);
    expect(new URL(page.url()).searchParams.get('from_home')).toBe('true');
    const user = uniqueUser();
    await page.getByTestId('register-username').fill(user.username);
    await page.getByTestId('register-email').fill(user.email);
    await page.getByTestId('register-password').fill(user.password);
    await page.getByTestId('register-confirm').fill(user.password);
    await shot('2-register');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/verify-email\?/);
    const mailbox = (await (await page.request.get(`${app.url}/api/dev/mailbox`)).json()) as { messages: { to: string; text: string }[] };
    const code = /\b(\d{6})\b/.exec(mailbox.messages.find((m) => m.to === user.email)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('otp-input').locator('input').first().click();
    await page.keyboard.type(code);
    await page.waitForURL(/\/login\?/);
    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();

    // Back to the prompt, submitted by itself: the creation dashboard, the agent at work.
    await page.waitForURL(/\/create\/creation-dashboard\//, { timeout: 30_000 });
    await panel().waitFor();
    await expect(page.locator('[data-testid="agent-message"][data-role="user"]').first().textContent()).resolves.toBe(prompt);
    await cards('create_asset').nth(3).waitFor({ timeout: 30_000 });
    await shot('3-streaming');

    // The stream ends: every tool succeeded, the build passed, the agent summed up.
    await eventually(async () => expect(await inFlight()).toBe(false), 90_000);
    expect(await page.locator('[data-testid="agent-tool-card"][data-success="false"]').count()).toBe(0);
    await expect(cards('run_command').getAttribute('data-success')).resolves.toBe('true');
    await expect(cards('stop_conversation').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid="agent-message"][data-role="assistant"]').first().textContent()).resolves.toContain('Cookie Storm');

    // The Frontend workbench shows the game; it plays (a key and a click change the score).
    await eventually(async () => expect(new URL(page.url()).searchParams.get('dashboard')).toBe('frontend'), 20_000);
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await PLAY_BY_KIND.clicker(frame, page);
    await shot('4-playing');

    // A follow-up, interrupted while it runs.
    await page.getByTestId('agent-chat-input').fill('rename the game to Biscuit Blitz and add a timer');
    await page.getByTestId('agent-chat-input').press('Enter');
    await page.getByTestId('agent-chat-interrupt').click();
    await eventually(async () => expect(await page.getByTestId('agent-status').allTextContents()).toContain('Stream interrupted by user'), 20_000);
    await eventually(async () => expect(await inFlight()).toBe(false), 20_000);
    await expect(page.getByTestId('agent-chat-send').isVisible()).resolves.toBe(true);
    await shot('5-interrupted');

    // A follow-up that runs to its end: the game is renamed in the studio's header and in the game itself.
    // A name the interrupted turn never asked for: that turn may have renamed the game before it stopped.
    await page.getByTestId('agent-chat-input').fill('rename the game to Biscuit Bonanza');
    await page.getByTestId('agent-chat-input').press('Enter');
    await eventually(async () => expect(await page.locator('[data-testid="agent-message"][data-role="assistant"]').last().textContent()).toContain('Renamed the game to "Biscuit Bonanza"'), 30_000);
    await eventually(async () => expect(await inFlight()).toBe(false), 30_000);
    await eventually(async () => expect(await page.getByTestId('dashboard-game-name').textContent()).toBe('Biscuit Bonanza'), 20_000);
    await eventually(async () => expect(await page.frameLocator('[data-testid="game-frame"]').locator('h1').first().textContent()).toBe('Biscuit Bonanza'), 30_000);
    await shot('6-renamed');

    // The header's balance was refreshed after the streams: it is below the weekly grant.
    const balance = (await (await page.request.get(`${app.url}/api/user/tokens/balance`)).json()) as { tokens: number };
    expect(balance.tokens).toBeLessThan(app.config.weeklyTokens);
    await eventually(async () => expect(await page.getByTestId('token-button').textContent()).toBe(new Intl.NumberFormat('en').format(balance.tokens)));
    await context.close();
  });
});
