// Where the browser flow's time goes (issue 33 §6), one prompt at a time through /create → Enter → the stream's end,
// against this checkout's built studio: every request the page makes (timed from Enter, grouped), the CPU of the
// studio and of each Chromium process over the turn, and on demand:
//   ANIM=1   the CSS animations running 1.5 s and 3 s after the first token (and a screenshot of each, /tmp/mid-*.png)
//   AB=1     every second prompt with every CSS animation and transition turned off (their cost, measured beside)
//   TRACE=1  a Chromium trace of the turn (/tmp/trace-*.json)
//   ALL=1    every request in order
//   DIAG_DATABASE_URL=postgres://…  the studio on PostgreSQL instead of the embedded database
// The page's JavaScript profile of each turn goes to /tmp/page-<prompt>.cpuprofile; `node bench/agent/resolve-profile.cjs
// <file>` maps it through the web build's source maps. Nothing is asserted.
//   PROMPTS='classic snake game|Make an idle clicker game about baking cookies' node bench/agent/causes.mjs
import { chromium } from 'playwright-core';
import { cpuSecondsOf, processCpu } from '../support/cpu.mjs';
import { signUp, startStudio } from '../support/studio.mjs';
const chromeProcs = () => new Map(processCpu({ withCommand: true }).filter((p) => /chrom/.test(p.stat)).map((p) => [String(p.pid), { type: (/--type=([a-z-]+)/.exec(p.command)?.[1] ?? 'browser') + (/--extension-process/.test(p.command) ? '-ext' : ''), cpu: p.own }]));
const diffProcs = (a, b) => { const by = {}; for (const [pid, x] of b) { const d = x.cpu - (a.get(pid)?.cpu ?? 0); by[`${x.type}:${pid}`] = d.toFixed(2); } return JSON.stringify(by); };
const studio = await startStudio({ WEEKLY_TOKENS: '100000000', ...(process.env.DIAG_DATABASE_URL ? { DATABASE_URL: process.env.DIAG_DATABASE_URL, DB_SCHEMA: 'diag_' + Date.now() } : {}) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const client = await signUp(studio.url);
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addInitScript(() => window.localStorage.setItem('tempest_onboarding_completed', 'true'));
await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: studio.url })));
const prompts = (process.env.PROMPTS ?? 'Make an idle clicker game about baking cookies|classic snake game|Make an idle clicker game about baking cookies').split('|');
for (const [n, prompt] of prompts.entries()) {
  const page = await context.newPage();
  await page.goto(`${studio.url}/create`);
  const still = process.env.AB ? n % 2 === 1 : false;
  if (still) await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  const input = page.getByTestId('prompt-input'); await input.waitFor(); await input.fill(prompt);
  const reqs = []; let t0 = 0;
  page.on('request', (r) => { r._t = performance.now() - t0; });
  page.on('requestfinished', async (r) => { const u = new URL(r.url()); reqs.push({ start: r._t, end: performance.now() - t0, what: `${r.method()} ${u.pathname}${u.search.slice(0, 40)}`, type: r.resourceType() }); });
  const c0 = { studio: cpuSecondsOf((s, pid) => Number(pid) === studio.pid), chrome: cpuSecondsOf((s) => /\((chromium|chrome|headless_shell)\)/.test(s) || s.includes('(chromium')) };
  const cdp = await page.context().newCDPSession(page); await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 }); await cdp.send('Profiler.start');
  if (process.env.TRACE) await browser.startTracing(page, { path: `/tmp/trace-${prompt.slice(0, 10).replace(/\W/g, '_')}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc', 'gpu'] });
  const p0 = chromeProcs();
  t0 = performance.now();
  await input.press('Enter');
  await page.waitForURL(/creation-dashboard/);
  const gen = performance.now() - t0;
  await page.locator('[data-testid="agent-message"][data-role="assistant"]').first().waitFor({ timeout: 60000 });
  const first = performance.now() - t0;
  if (process.env.ANIM) for (const wait of [1500, 3000]) { await new Promise((r) => setTimeout(r, wait === 1500 ? 1500 : 1500)); await page.screenshot({ path: `/tmp/mid-${wait}.png` }); const anims = await page.evaluate(() => document.getAnimations().map((a) => { const t = a.effect?.target; return `${a.animationName ?? a.constructor.name} on ${t?.tagName}.${String(t?.className?.baseVal ?? t?.className ?? '').slice(0, 60)} [${t?.closest?.('[data-testid]')?.getAttribute('data-testid')}] ${a.playState}`; })); const counts = new Map(); for (const x of anims) counts.set(x, (counts.get(x) ?? 0) + 1); console.log(`animations at +${wait}:`, anims.length); for (const [k, n] of counts) console.log('   ', n, k); }
  await page.locator('[data-testid="agent-chat-panel"][data-in-flight="false"]').waitFor({ timeout: 120000 });
  const end = performance.now() - t0;
  console.log('chromium CPU by process to stream end:', diffProcs(p0, chromeProcs()));
  if (process.env.TRACE) await browser.stopTracing();
  const { profile } = await cdp.send('Profiler.stop'); (await import('node:fs')).writeFileSync(`/tmp/page-${prompt.slice(0, 10).replace(/\W/g, '_')}.cpuprofile`, JSON.stringify(profile));
  const c1 = { studio: cpuSecondsOf((s, pid) => Number(pid) === studio.pid), chrome: cpuSecondsOf((s) => /\((chromium|chrome|headless_shell)\)/.test(s) || s.includes('(chromium')) };
  console.log(`\n## ${still ? '[no animations] ' : ''}${prompt}: generate ${gen.toFixed(0)} first ${first.toFixed(0)} end ${end.toFixed(0)}; CPU to stream end: studio ${(c1.studio - c0.studio).toFixed(2)} s, chromium ${(c1.chrome - c0.chrome).toFixed(2)} s`);
  await new Promise((r) => setTimeout(r, 3000));
  reqs.sort((a, b) => a.start - b.start);
  const byWhat = new Map();
  for (const r of reqs) { if ((r.start ?? 0) > end) continue; const k = r.what.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, ''); const e = byWhat.get(k) ?? { n: 0, ms: 0, first: r.start ?? -1 }; e.n++; e.ms += r.end - r.start; byWhat.set(k, e); }
  console.log(`requests before stream end: ${reqs.filter((r) => r.start <= end).length}`);
  for (const [k, e] of [...byWhat].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) console.log(`${String(e.n).padStart(3)}× ${e.ms.toFixed(0).padStart(6)} ms total, first at ${e.first.toFixed(0).padStart(5)}  ${k}`);
  if (process.env.ALL) for (const r of reqs) console.log(`${(r.start ?? -1).toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ${r.type.padEnd(10)} ${r.what}`);
  await page.close();
}
await browser.close(); await studio.stop();
