import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import { FrontendCompiler } from './frontend-compiler.js';

const compiler = new FrontendCompiler();
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser.close();
  await compiler.close();
});

const APP = `import { useState } from 'react';
import { Button } from '@tempest/game-sdk';
import './board.css';

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <div id="app" className="bg-brand p-4">
      Count {count}
      <Button text="Add" onClick={() => setCount(count + 1)} />
    </div>
  );
}
`;

describe('a compiled game page in a browser', () => {
  it('runs React, the SDK, the project CSS and Tailwind from the one inline script', async () => {
    const result = await compiler.compile({
      files: [
        { filename: 'index.tsx', content: APP },
        { filename: 'board.css', content: '#app { color: rgb(1, 2, 3); }' },
      ],
      entryPoint: 'index.tsx',
      settings: { enable_websocket: false, tailwind_config: { theme: { extend: { colors: { brand: '#7c3aed' } } } } },
    });
    expect(result.error).toBeNull();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent(compiler.renderPage(result.compiledCode ?? '', 'Counter'));
    await page.getByRole('button', { name: 'Add' }).click();
    // Strings run in the page: the API's TypeScript has no DOM types.
    await page.waitForFunction("document.getElementById('app')?.textContent?.includes('Count 1')", undefined, { timeout: 5000 });
    const style = await page.evaluate(
      "(() => { const s = getComputedStyle(document.getElementById('app')); return { color: s.color, background: s.backgroundColor, padding: s.padding }; })()",
    );
    expect(style).toEqual({ color: 'rgb(1, 2, 3)', background: 'rgb(124, 58, 237)', padding: '16px' });
    expect(await page.title()).toBe('Counter');
    expect(errors).toEqual([]);
  });
});
