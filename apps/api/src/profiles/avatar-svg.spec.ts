import { describe, expect, it } from '@jest/globals';
import { avatarColourOf, avatarSvg, initialsOf } from './avatar-svg.js';

const ada = '5a0c1f9e-2b7d-4c1a-9e3f-0123456789ab';

describe('generated avatars', () => {
  it.each([
    ['ada', 'AD'],
    ['ada_lovelace', 'AL'],
    ['grace.m.hopper', 'GM'],
    ['x', 'X'],
    ['-_.', '?'],
  ])('shows %j as %j', (username, initials) => {
    expect(initialsOf(username)).toBe(initials);
  });

  it('gives a user the same colour every time, and other users other colours', () => {
    expect(avatarColourOf(ada)).toBe(avatarColourOf(ada));
    const colours = new Set(Array.from({ length: 40 }, (_, i) => avatarColourOf(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('escapes the text, so a name cannot inject markup', () => {
    const svg = avatarSvg(ada, '<script>"&');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('aria-label="&lt;script&gt;&quot;&amp;"');
    expect(svg).toContain('>&lt;S</text>');
  });
});
