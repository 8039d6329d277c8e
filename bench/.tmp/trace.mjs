import { chromium } from 'playwright-core';
import { signUp, startStudio } from '/work/main/bench/support/studio.mjs';
const studio = await startStudio({ WEEKLY_TOKENS: '100000000' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const client = await signUp(studio.url);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('tempest_onboarding_completed', 'true'));
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: studio.url })));
  const run = async (prompt, log) => {
    const page = await context.newPage();
    await page.goto(`${studio.url}/create`);
    const input = page.getByTestId('prompt-input');
    await input.waitFor();
    await input.fill(prompt);
    const t0 = performance.now();
    const at = () => (performance.now() - t0).toFixed(0).padStart(6);
    const reqs = [];
    page.on('request', (r) => { r._t = performance.now() - t0; });
    page.on('requestfinished', (r) => { if (log) reqs.push([r._t, performance.now() - t0, r.method(), r.url().replace(studio.url, '').slice(0, 90)]); });
    page.on('framenavigated', (f) => log && f === page.mainFrame() && console.log(at(), 'nav', f.url().replace(studio.url, '').slice(0, 80)));
    await input.press('Enter');
    await page.waitForURL(/creation-dashboard/);
    if (log) console.log(at(), 'dashboard url');
    await page.locator('[data-testid="agent-message"][data-role="assistant"]').first().waitFor();
    if (log) console.log(at(), 'first assistant message');
    await page.locator('[data-testid="agent-chat-panel"][data-in-flight="false"]').waitFor({ timeout: 120000 });
    if (log) console.log(at(), 'stream end');
    const root = page.getByTestId('frontend-preview');
    await root.locator('[data-testid="game-view"][data-ready="true"]').waitFor({ timeout: 60000 });
    if (log) console.log(at(), 'READY');
    if (log) for (const [s, e, m, u] of reqs.sort((a, b) => a[0] - b[0])) console.log(s.toFixed(0).padStart(6), e.toFixed(0).padStart(6), m, u);
    await page.close();
  };
  await run('classic snake game', false);
  await run('Make an idle clicker game about baking cookies', false);
  await run(process.argv[2] ?? 'A space trivia quiz with 10 questions', true);
} finally {
  await browser.close();
  await studio.stop();
}
