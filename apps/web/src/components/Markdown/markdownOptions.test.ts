import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { languageOf, markdownOptions } from './markdownOptions';

const html = (text: string): string => renderToStaticMarkup(createElement(ReactMarkdown, markdownOptions, text));

describe("the chat's Markdown", () => {
  it('renders headings, lists, emphasis, inline code and fenced code', () => {
    const out = html('# Plan\n\n- **bold** and _italic_\n- `speed = 2`\n\n1. first\n\n```py\ndef tick(state):\n    pass\n```');
    expect(out).toContain('<h1>Plan</h1>');
    expect(out).toContain('<li><strong>bold</strong> and <em>italic</em></li>');
    expect(out).toContain('<li><code>speed = 2</code></li>');
    expect(out).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(out).toContain('<pre><code class="language-py">def tick(state):\n    pass\n</code></pre>');
    expect(languageOf('language-py')).toBe('py');
    expect(languageOf(undefined)).toBe('');
  });

  it('opens links in a new tab without an opener, and empties a javascript: link', () => {
    expect(html('[docs](https://example.com/a)')).toBe('<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">docs</a></p>');
    expect(html('[x](javascript:alert(1))')).toBe('<p><a href="" target="_blank" rel="noopener noreferrer">x</a></p>');
    // An image is a link to it: nothing is loaded from the message.
    expect(html('![map](https://example.com/m.png)')).toBe('<p><a href="https://example.com/m.png" target="_blank" rel="noopener noreferrer">map</a></p>');
  });

  it('shows HTML in the text as text: no script, no element with an event handler', () => {
    const script = html('<script>alert(1)</script>');
    expect(script).not.toContain('<script');
    expect(script).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const img = html('hi <img src=x onerror="alert(1)"> there');
    expect(img).not.toMatch(/<img/);
    expect(img).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html('<a href="#" onclick="steal()">click</a>')).not.toMatch(/<a [^>]*onclick/);
  });
});
