import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * The browser storage of a creator who has been through onboarding (apps/web onboarding.ts: the completed key).
 * A real returning creator has it; the journeys below are about other things than a first visit.
 */
export const markOnboarded = (): void => {
  try {
    if (window.localStorage.getItem('tempest_onboarding_completed') === null) window.localStorage.setItem('tempest_onboarding_completed', 'true');
  } catch {
    // about:blank and data: pages have no storage.
  }
};

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Its pages prefer reduced motion unless a
 * test asks otherwise: the studio's decorative animations (the landing page's prompts, pulses, shimmers) otherwise
 * repaint 60 times a second in every open page, about 30 % of a core for nothing on these 2-core machines.
 *
 * `firstVisit`: the pages are a new creator's, whose onboarding opens (test/browser/onboarding.browser-spec.ts);
 * otherwise every page starts as a returning creator's browser (markOnboarded), so no onboarding dialog covers it.
 */
export const launchChromium = async ({ firstVisit = false }: { firstVisit?: boolean } = {}): Promise<Browser> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    if (!firstVisit) await context.addInitScript(markOnboarded);
    return context;
  };
  browser.newPage = async (options = {}) => {
    const page = await newPage({ reducedMotion: 'reduce', ...options });
    if (!firstVisit) await page.addInitScript(markOnboarded);
    return page;
  };
  return browser;
};

/** Opens the sign-up page and fills its form, as a new user types it (the caller submits). */
export const fillSignUp = async (page: Page, url: string, user: { username: string; email: string; password: string }): Promise<void> => {
  await page.goto(`${url}/register`);
  await page.getByTestId('register-username').fill(user.username);
  await page.getByTestId('register-email').fill(user.email);
  await page.getByTestId('register-password').fill(user.password);
  await page.getByTestId('register-confirm').fill(user.password);
};

/**
 * What a page did, for the message of a step that fails (CI prints only the assertion): its answers of 400 and
 * more, console and page errors, navigations of its frames and its sockets opened and closed — the newest `keep`.
 */
export const pageTrail = (page: Page, keep = 80): string[] => {
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > keep) lines.shift();
  };
  const path = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url.slice(0, 40));
  page.on('response', (r) => r.status() >= 400 && note(`${r.status()} ${r.request().method()} ${path(r.url())}`));
  page.on('requestfailed', (r) => note(`failed ${r.method()} ${path(r.url())}: ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => m.type() === 'error' && note(`console.error ${m.text().slice(0, 200)}`));
  page.on('pageerror', (e) => note(`page error ${e.message.slice(0, 200)}`));
  page.on('framenavigated', (f) => note(`${f === page.mainFrame() ? 'page' : 'frame'} at ${path(f.url())}`));
  page.on('websocket', (ws) => {
    note('socket opened');
    ws.on('close', () => note('socket closed'));
  });
  return lines;
};

/**
 * Runs a test's steps; should one fail, its error says what the page showed (`describe` reads it in the page) and
 * what it did (`trail`), and a screenshot `failed-<name>.png` is saved.
 */
export const explained = (name: string, page: () => Page | undefined, trail: () => string[], describe: () => unknown, steps: () => Promise<void>) => async () => {
  try {
    await steps();
  } catch (error) {
    const open = page();
    const shown = open ? await open.evaluate(describe).catch((e: unknown) => String(e)) : 'no page';
    await open?.screenshot({ path: resolve(SCREENSHOTS, `failed-${name}.png`) }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n\nThe page showed: ${JSON.stringify(shown)}\nWhat it did, newest last:\n${trail().join('\n')}`;
    throw error;
  }
};
