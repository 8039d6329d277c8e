import { describe, expect, it } from '@jest/globals';
import { playtestPage } from './page.js';

const config = { entities: { a: { label: { text: '</script><script>alert(1)</script>' } } }, worldWords: ['<!-- x'], budgetMs: 1000, idleMs: 3000, startedMs: 1000, playMs: 2000, maxButtons: 12 };

describe('playtestPage', () => {
  const page = playtestPage('window.gameStarted = true;', 'Frog <Jump>', config);
  const head = page.slice(0, page.indexOf('</head>'));

  it("puts the game origin's policy and the checks first in <head>, before the game's script", () => {
    expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(head).toContain("connect-src 'none'");
    expect(head.indexOf('<script>')).toBeLessThan(page.indexOf('window.gameStarted'));
    expect(page).toContain('<title>Frog &lt;Jump&gt;</title>');
  });

  it('keeps everything it writes inside its own script element', () => {
    const script = head.slice(head.indexOf('<script>') + '<script>'.length, head.lastIndexOf('</script>'));
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(script).toContain('\\u003c/script>');
  });
});
