import { describe, expect, it } from '@jest/globals';
import { renderPage } from './render-page.js';

describe('the game page', () => {
  it('is a complete document with the code inline and the title escaped', () => {
    const html = renderPage('console.log(1);', 'Tom & <Jerry>');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(html).toContain('margin:0');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script>console.log(1);</script>');
  });

  it('cannot be closed or commented out from inside the code', () => {
    const html = renderPage('const s = "</script><script>alert(1)</script>"; const c = "<!--";', 'x');
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain('"\\x3C/script><script>alert(1)\\x3C/script>"');
  });
});
