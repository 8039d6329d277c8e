import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { explained, fillSignUp, launchChromium, pageTrail, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { spawnNode, studioUrl, type Spawned } from '../support/processes.js';
import { uniqueUser } from '../support/users.js';

/** A new user, alone, in the built studio: sign up, verify from the mailbox, log in, pick a model, log out. */
describe('accounts in a browser', () => {
  let studio: Spawned;
  let url: string;
  let browser: Browser;
  let dataDir: string;
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tempest-accounts-'));
    // A provider key makes a second chat model available to choose (it is never called here).
    studio = spawnNode('apps/api/dist/main.js', { DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', REDIS_URL: '', OPENAI_API_KEY: 'sk-test-not-used' });
    url = await studioUrl(studio);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    studio?.child.kill('SIGTERM');
    await studio?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Should a step fail, what the page showed: where it is, the code boxes, its alerts and the Verify button.
  const showing = () => ({
    at: location.pathname + location.search,
    digits: [...document.querySelectorAll<HTMLInputElement>('[data-testid="otp-input"] input:not([type="hidden"])')].map((i) => `${i.value || '_'}${i === document.activeElement ? '*' : ''}${i.disabled ? '(disabled)' : ''}`).join(''),
    alerts: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent),
    verify: document.querySelector('[data-testid="verify-submit"]')?.outerHTML.slice(0, 160) ?? null,
  });
  let open: Page | undefined;
  let trail: string[] = [];

  it('registers, reads the code from the development mailbox, verifies, logs in, changes the chat model, logs out', explained('accounts-verify', () => open, () => trail, showing, async () => {
    const user = uniqueUser();
    // One browser (a context: its cookies), two tabs: the mailbox shows only mail to addresses signed up with here.
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    open = page;
    trail = pageTrail(page);
    // The account calls' answers, whatever their status (the trail keeps only refusals).
    page.on('response', (r) => /\/(create-and-verify|verify-email-otp|login)\b/.test(r.url()) && trail.push(`${new Date().toISOString().slice(11, 23)} ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`));
    await fillSignUp(page, url, user);
    await shot(page, 'register');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/verify-email/);
    // Where the code is (no email server here) shows with the form, not after it, so the boxes below do not move.
    await page.getByTestId('verify-form').waitFor();
    expect(await page.getByTestId('dev-mailbox-hint').count()).toBe(1);

    const mailbox = await context.newPage();
    await mailbox.goto(`${url}/dev/mailbox`);
    const code = (await mailbox.getByTestId('mailbox-code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await shot(mailbox, 'dev-mailbox');

    await page.getByTestId('otp-input').locator('input').first().click();
    await page.keyboard.type(code);
    await shot(page, 'verify-email');
    // The code input submits by itself once the sixth digit is in.
    await page.waitForURL(/\/login/);
    await page.getByText('Email verified').first().waitFor();

    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('token-button').waitFor();
    await expect(page.getByTestId('token-button').textContent()).resolves.toContain('1,000');
    expect(await page.getByTestId('token-button').getAttribute('data-color')).toBe('green');
    await shot(page, 'signed-in-home');

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('chat-model-select').click();
    // Each model says what a turn costs: the built-in offline model nothing, a provider model its usage.
    await expect(page.getByRole('option', { name: 'Tempest Offline (built-in)' }).textContent()).resolves.toBe('Tempest Offline (built-in)Free');
    await expect(page.getByRole('option', { name: 'GPT-5' }).textContent()).resolves.toBe('GPT-5charged by usage');
    await shot(page, 'avatar-menu-model-costs');
    await page.getByRole('option', { name: 'GPT-5' }).click();
    await eventually(async () => {
      const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
      expect(me.modelPreferences.base_model).toBe('gpt-5');
    });
    await shot(page, 'avatar-menu-models');

    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('header-login').waitFor();
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.isAuthenticated).toBe(false);
    await context.close();
  }));

  it('shows a wrong password as docs/api-accounts.md says', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    await page.getByTestId('login-email').fill('nobody@example.com');
    await page.getByTestId('login-password').fill('not the password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('Wrong username or password.');
    await shot(page, 'login-wrong-password');
  });

  it('on a small screen hides Manifesto and Guides and opens a slide-in panel that locks scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url);
    await expect(page.getByTestId('nav-manifesto').isVisible()).resolves.toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-panel').waitFor();
    await eventually(async () => expect((await page.getByTestId('mobile-panel').boundingBox())?.x).toBeLessThanOrEqual(1));
    await page.waitForTimeout(400); // let the slide-in transition settle for the screenshot
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await shot(page, 'mobile-panel');
  });

  it('on a phone the six code boxes fit inside the card', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/verify-email?email=${encodeURIComponent('phone@example.com')}`);
    await page.getByTestId('verify-form').waitFor();
    const edges = await page.getByTestId('verify-form').evaluate((form) => {
      const card = form.parentElement!.getBoundingClientRect();
      const boxes = [...form.querySelectorAll('[data-testid="otp-input"] input:not([type="hidden"])')].map((i) => i.getBoundingClientRect());
      return { boxes: boxes.length, left: Math.min(...boxes.map((b) => b.left)) - card.left, right: card.right - Math.max(...boxes.map((b) => b.right)) };
    });
    // The card's padding on both sides, as around the Verify button below them.
    expect(edges.boxes).toBe(6);
    expect(edges.left).toBeGreaterThanOrEqual(16);
    expect(edges.right).toBeGreaterThanOrEqual(16);
    await shot(page, 'verify-email-phone');
  });
});
