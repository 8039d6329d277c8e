import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { DEFAULT_INDEX_TSX } from '../../apps/web/src/features/frontend/defaultProject.js';
import { fillSignUp, launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, uniqueUser, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

// Runs in every document, game frames included, before the page's own script: each CSP violation is
// written to the console, where the test collects it with the browser's own "Refused to…" reports.
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('CSP violation in ' + location.origin + ': ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + e.sourceFile + ':' + e.lineNumber + ')');
}, true);`;

const POLICY_PROBLEM = /Content Security Policy|CSP violation|Permissions[- ]Policy|Refused to/i;

type EditorHost = HTMLElement & { __editor?: { getValue(): string } };

/**
 * Issue 11 item 9: the studio's pages work under its security headers — no CSP or Permissions-Policy
 * complaint anywhere (studio, Monaco and its workers, game frames, Swagger) — and neither the studio nor a
 * game page can be framed by another origin.
 */
describe('security headers in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let visitor: BrowserContext;
  let creatorContext: BrowserContext;
  let creator: Client;
  let gameId: string;
  let frontendId: string;
  let elsewhere: Server;
  let elsewhereUrl: string;
  /** What the other origin's page frames: set by each framing test. */
  let framed = '';
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Header Hero', description: 'Click the button.' }).expect(201)).body.id;
    // The welcome counter an empty project is seeded with, saved up front: the workbench opens it at once.
    const saved = await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: DEFAULT_INDEX_TSX }] }).expect(200);
    frontendId = saved.body.frontendId;
    // A throwaway site on another port — another origin — that frames whatever the test names.
    elsewhere = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.url === '/own' ? '<!doctype html><title>own</title><p id="own">a frame of this site</p>' : `<!doctype html><title>elsewhere</title><iframe id="victim" src="${framed}" width="800" height="500"></iframe><iframe id="own" src="/own"></iframe>`);
    });
    await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    browser = await launchChromium();
    visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    creatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await creatorContext.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    for (const context of [visitor, creatorContext]) await context.addInitScript(REPORT_VIOLATIONS);
  });
  beforeEach(() => {
    problems.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => elsewhere?.close(r));
    await app?.close();
  });

  /** A page whose CSP and Permissions-Policy complaints (from any of its frames or workers) land in `problems`. */
  const watched = async (context: BrowserContext): Promise<Page> => {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (POLICY_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (POLICY_PROBLEM.test(message.text())) problems.push(`${worker.url()}: ${message.text()}`);
      }),
    );
    return page;
  };
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `security-${name}.png`) });
  const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');
  /** Lets late reports (a worker starting, a frame's script) arrive before the page is judged. */
  const settle = (page: Page) => page.waitForTimeout(300);

  it('shows the visitor pages with no policy complaint: home, /create, sign-up (with the development mailbox), login, the API explorer', async () => {
    const page = await watched(visitor);
    const response = await page.goto(app.url);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('heading').first().waitFor();
    await settle(page);
    await shot(page, 'home');

    await page.goto(`${app.url}/create`);
    await page.getByTestId('prompt-input').waitFor();
    await settle(page);
    await shot(page, 'create');

    // Sign-up for real: the form posts, the code arrives in the development mailbox.
    const user = uniqueUser();
    await fillSignUp(page, app.url, user);
    await shot(page, 'register');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/verify-email/);
    await page.goto(`${app.url}/dev/mailbox`);
    await expect(page.getByTestId('mailbox-code').first().textContent()).resolves.toMatch(/\d{6}/);
    await settle(page);
    await shot(page, 'dev-mailbox');

    await page.goto(`${app.url}/login`);
    await page.getByTestId('login-register-link').waitFor();
    await settle(page);
    await shot(page, 'login');

    await page.goto(`${app.url}/api/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.locator('.opblock').first().waitFor();
    await settle(page);
    await shot(page, 'api-docs');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('runs the workbench under the CSP: Monaco loads and starts its worker, the preview frame plays the game and reacts', async () => {
    const page = await watched(creatorContext);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    const workbench = page.getByTestId('frontend-workbench');
    await workbench.waitFor();
    const editor = page.getByTestId('frontend-editor');
    await eventually(async () => expect(await editor.getAttribute('data-editor-ready')).toBe('true'), 20_000);
    await eventually(async () => expect(await editor.evaluate((el) => (el as EditorHost).__editor?.getValue() ?? '')).toContain('Welcome to your game'));
    // Monaco's language service runs in a worker of ours (worker-src 'self').
    await eventually(async () => expect(workers.some((url) => /\/assets\/(editor|ts)\.worker-[\w-]+\.js$/.test(url))).toBe(true));
    expect(await workbench.getAttribute('data-frontend-id')).toBe(frontendId);
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    // The frame is on the game origin (frame-src), and the game answers a click through its own script.
    const frame = gameFrame(page);
    await frame.getByText('Clicked 0 of 10 times').waitFor();
    await frame.getByRole('button', { name: 'Click me' }).click();
    await frame.getByText('Clicked 1 of 10 times').waitFor();
    const gameUrl = page.frames().find((f: Frame) => f.url().includes('ticket='))?.url() ?? '';
    expect(new URL(gameUrl).origin).toBe((await creator.get('/create/vibecode/api/config/').expect(200)).body.gameOrigin);
    await settle(page);
    await shot(page, 'workbench-preview');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('plays the game on the player page under the CSP', async () => {
    const page = await watched(creatorContext);
    await page.goto(`${app.url}/play/${gameId}/`);
    await eventually(async () => expect(await page.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 30_000);
    await gameFrame(page).getByRole('button', { name: 'Click me' }).click();
    await gameFrame(page).getByText('Clicked 1 of 10 times').waitFor();
    await settle(page);
    await shot(page, 'play-page');
    await page.close();
    expect(problems).toEqual([]);
  });

  /** Opens the other origin's page framing `url`; answers what became of the frame. */
  const frameFromElsewhere = async (url: string) => {
    framed = url;
    const page = await visitor.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => refusals.push(message.text()));
    await page.goto(elsewhereUrl);
    // The control: a frame the other site is allowed to show does show.
    await eventually(async () => expect(await page.frame({ url: `${elsewhereUrl}/own` })?.locator('#own').textContent()).toBe('a frame of this site'));
    const victim = page.frames().find((f) => f !== page.mainFrame() && !f.url().startsWith(`${elsewhereUrl}/own`));
    await eventually(async () => expect(refusals.some((text) => /frame-ancestors|X-Frame-Options/.test(text))).toBe(true));
    const content = victim ? await victim.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
    return { page, victimUrl: victim?.url() ?? '', content, refusals };
  };

  it('cannot be framed by another origin: the studio refuses (frame-ancestors, X-Frame-Options)', async () => {
    const { page, victimUrl, content, refusals } = await frameFromElsewhere(`${app.url}/create`);
    expect(victimUrl).toMatch(/^chrome-error:/); // Chromium's blocked-frame page, not the studio
    expect(content).not.toContain('Create a game');
    expect(refusals.join('\n')).toMatch(/frame-ancestors 'none'/);
    await shot(page, 'framed-studio-blocked');
    await page.close();
  });

  it('keeps a game page to the studio that opened it: another origin framing it is refused', async () => {
    const redirect = await creator.get(`/create/vibecode/serve/${frontendId}/?source=working`).redirects(0).expect(302);
    const { page, victimUrl, content, refusals } = await frameFromElsewhere(redirect.headers.location);
    expect(victimUrl).toMatch(/^chrome-error:/);
    expect(content).not.toContain('Welcome to your game');
    expect(refusals.join('\n')).toContain(`frame-ancestors ${app.url}`);
    await page.close();
  });
});
