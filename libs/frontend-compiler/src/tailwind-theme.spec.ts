import { describe, expect, it } from '@jest/globals';
import { themeCss } from './tailwind-theme.js';

describe('tailwind_config as a v4 theme', () => {
  it('extends colours (nested and DEFAULT), spacing, fonts and radii', () => {
    const css = themeCss({
      theme: {
        extend: {
          colors: { brand: '#7c3aed', danger: { DEFAULT: '#dc2626', 600: '#b91c1c' } },
          spacing: { hud: '3.5rem' },
          fontFamily: { display: ['Press Start 2P', 'monospace'] },
          borderRadius: { card: '12px' },
        },
      },
    });
    expect(css).toBe(
      [
        '@theme {',
        '  --color-brand: #7c3aed;',
        '  --color-danger-600: #b91c1c;',
        '  --color-danger: #dc2626;',
        '  --spacing-hud: 3.5rem;',
        '  --font-display: "Press Start 2P", monospace;',
        '  --radius-card: 12px;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('replaces a namespace given outside extend', () => {
    expect(themeCss({ theme: { colors: { ink: '#111' } } })).toBe('@theme {\n  --color-*: initial;\n  --color-ink: #111;\n}\n');
  });

  it('ignores unknown keys, unsafe names and values that could break out of the block', () => {
    const css = themeCss({
      content: ['./src/**/*.tsx'],
      theme: { screens: { sm: '640px' }, extend: { colors: { 'bad name': '#000', evil: 'red; } body { display: none', ok: 'red' } } },
    });
    expect(css).toBe('@theme {\n  --color-ok: red;\n}\n');
    expect(themeCss({})).toBe('');
    expect(themeCss({ theme: 'dark' })).toBe('');
  });
});
