import { chromium } from 'playwright-core';
import { signUp, startStudio } from '/work/main/bench/support/studio.mjs';
const prompts = process.argv.slice(2);
const studio = await startStudio({ WEEKLY_TOKENS: '100000000' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const client = await signUp(studio.url);
  for (const [i, prompt] of prompts.entries()) {
    const { gameId } = await client.json('POST', '/create/api/creation/generate-game-from-prompt/', { json: { prompt } });
    const { data } = await client.json('POST', '/create/agentic/stream/v2/init/', { json: { game_id: gameId, metadata: { source: 'prompt' } } });
    const r = await fetch(`${client.url}/create/agentic/stream/v2/${data.session_id}/?message=${encodeURIComponent(prompt)}`, { headers: { cookie: client.cookieHeader(), 'x-csrftoken': client.csrf, accept: 'text/event-stream' } });
    let text = ''; for await (const b of r.body) { text += Buffer.from(b).toString(); if (text.includes('event: stream_end')) break; }
    for (const [w, h] of [[1440, 900], [390, 844]]) {
      const context = await browser.newContext({ viewport: { width: w, height: h } });
      await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: studio.url })));
      const page = await context.newPage();
      await page.goto(`${studio.url}/play/${gameId}/`);
      await page.locator('[data-testid="game-view"][data-ready="true"]').waitFor({ timeout: 60000 });
      await page.waitForTimeout(500);
      await page.keyboard.press('Space'); await page.waitForTimeout(300);
      for (let k = 0; k < 6; k++) { await page.keyboard.press(['Space', 'ArrowLeft', 'ArrowRight', 'ArrowUp', '1', 'Space'][k]); await page.waitForTimeout(150); }
      await page.mouse.click(w / 2, h / 2); await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/lead-shots/${i}-${w}.png` });
      await context.close();
    }
    console.log(i, prompt, gameId);
  }
} finally { await browser.close(); await studio.stop(); }
