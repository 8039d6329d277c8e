import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PlaytestTimeoutError } from './dom-runner.js';
import type { PageResult, PageRunAction } from './page-checks.js';
import { PAGE_URL } from './protocol.js';

/** A fresh context with its page, made ready before a play needs it; `play` says what it serves and answers. */
type Prepared = { context: BrowserContext; page: Page; play: { html: string; runAction: PageRunAction | null } };

/**
 * The same checks in Chromium (playwright-core), where one is configured: one browser, a fresh context per play
 * (nothing of one game's storage reaches the next), no network (the page is served at its own address, every
 * other request is aborted), the page's actions answered through an exposed function. The next play's context
 * and page are made while the current one plays: a page costs ~0.15 s to open.
 */
export class ChromiumRunner {
  private browser: Promise<Browser> | null = null;
  private spare: Promise<Prepared> | null = null;
  private closed = false;

  constructor(private readonly executablePath: string) {}

  async warm(): Promise<void> {
    this.spare ??= this.prepare();
    await this.spare;
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('The playtester is closed.'));
    // Imported when first needed: playwright-core is a development dependency, absent from a production install
    // that playtests in the DOM runner only.
    this.browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath: this.executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] }))
      .catch((error: unknown) => {
        this.browser = null;
        throw error;
      });
    return this.browser;
  }

  private async prepare(): Promise<Prepared> {
    const browser = await this.launch();
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const play: Prepared['play'] = { html: '', runAction: null };
    await context.route('**/*', (route) =>
      route.request().url() === PAGE_URL && play.html !== '' ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: play.html }) : route.abort(),
    );
    const page = await context.newPage();
    await page.exposeFunction('__tempestRunAction', (action: string, args: Record<string, unknown>, state: unknown) =>
      play.runAction !== null ? play.runAction(action, args, state) : Promise.resolve({ error: 'No playtest is running.' }),
    );
    return { context, page, play };
  }

  /** The spare page if one is ready (the next is started at once), else a new one. */
  private async take(): Promise<Prepared> {
    const ready = this.spare;
    this.spare = this.prepare();
    this.spare.catch(() => {
      this.spare = null;
    });
    if (ready !== null) {
      const prepared = await ready.catch(() => null);
      if (prepared !== null && !prepared.page.isClosed()) return prepared;
    }
    return this.prepare();
  }

  async play(html: string, runAction: PageRunAction, timeoutMs: number, signal?: AbortSignal): Promise<PageResult> {
    const { context, page, play } = await this.take();
    play.html = html;
    play.runAction = runAction;
    let timer: NodeJS.Timeout | undefined;
    const stop = (): void => void context.close().catch(() => undefined);
    try {
      signal?.addEventListener('abort', stop, { once: true });
      const run = (async () => {
        await page.goto(PAGE_URL, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
        // A string: the API's TypeScript has no DOM types, and the page's function is the page's.
        return JSON.parse((await page.evaluate('window.__tempestPlaytest.run().then((r) => JSON.stringify(r))')) as string) as PageResult;
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PlaytestTimeoutError(`The playtest ran longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`)), timeoutMs);
      });
      const aborted = new Promise<never>((_, reject) => {
        if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error('The playtest was aborted.'));
        signal?.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error('The playtest was aborted.')), { once: true });
      });
      run.catch(() => undefined);
      return await Promise.race([run, timeout, aborted]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      play.runAction = null;
      stop();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    if (spare !== null) await (await spare.catch(() => null))?.context.close().catch(() => undefined);
    const browser = this.browser;
    this.browser = null;
    if (browser !== null) await (await browser.catch(() => null))?.close();
  }
}
