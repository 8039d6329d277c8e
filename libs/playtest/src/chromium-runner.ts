import type { Browser } from 'playwright-core';
import { PlaytestTimeoutError } from './dom-runner.js';
import type { PageResult, PageRunAction } from './page-checks.js';
import { PAGE_URL } from './protocol.js';

/**
 * The same checks in Chromium (playwright-core), where one is configured: one browser, a fresh context per play,
 * no network (every request is aborted), the page's actions answered through an exposed function.
 */
export class ChromiumRunner {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string) {}

  warm(): Promise<void> {
    return this.launch().then(() => undefined);
  }

  private launch(): Promise<Browser> {
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

  async play(html: string, runAction: PageRunAction, timeoutMs: number, signal?: AbortSignal): Promise<PageResult> {
    const browser = await this.launch();
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    let timer: NodeJS.Timeout | undefined;
    const stop = (): void => void context.close().catch(() => undefined);
    try {
      // The page is served at an address of its own (a real origin: localStorage works, as in the studio's
      // frame); every other request is refused.
      await context.route('**/*', (route) => (route.request().url() === PAGE_URL ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }) : route.abort()));
      const page = await context.newPage();
      await page.exposeFunction('__tempestRunAction', (action: string, args: Record<string, unknown>, state: unknown) => runAction(action, args, state));
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
      stop();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser !== null) await (await browser.catch(() => null))?.close();
  }
}
