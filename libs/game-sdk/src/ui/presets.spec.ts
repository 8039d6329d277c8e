import { describe, expect, it } from '@jest/globals';
import { presetAccent, presetStyle, STYLE_PRESET_NAMES, STYLE_PRESETS } from './presets';

describe('style presets', () => {
  it('has the 15 documented presets, in order', () => {
    expect(STYLE_PRESET_NAMES).toEqual([
      'modern', 'fantasy', 'scifi', 'retro', 'cyberpunk', 'vintage', 'horror', 'postApocalyptic',
      'cartoon', 'military', 'noir', 'elemental', 'ancient', 'neon', 'darkFantasy',
    ]);
  });

  it('gives each a border, background, text colour, shadow and font', () => {
    for (const name of STYLE_PRESET_NAMES) {
      const preset = STYLE_PRESETS[name];
      for (const key of ['border', 'background', 'color', 'boxShadow', 'fontFamily', 'label', 'accent'] as const) {
        expect(typeof preset[key]).toBe('string');
        expect(preset[key].length).toBeGreaterThan(0);
      }
    }
  });

  it('makes them distinct, with a gradient for elemental and filters or text transforms on some', () => {
    const looks = STYLE_PRESET_NAMES.map((name) => `${STYLE_PRESETS[name].background}|${STYLE_PRESETS[name].border}`);
    expect(new Set(looks).size).toBe(15);
    expect(STYLE_PRESETS.elemental.background).toMatch(/^linear-gradient\(/);
    expect(STYLE_PRESET_NAMES.some((name) => 'filter' in STYLE_PRESETS[name])).toBe(true);
    expect(STYLE_PRESET_NAMES.some((name) => 'textTransform' in STYLE_PRESETS[name])).toBe(true);
  });

  it('falls back to modern for an unknown name and drops the label', () => {
    expect(presetStyle('nope')).toEqual(presetStyle('modern'));
    expect(presetStyle('toString')).toEqual(presetStyle('modern'));
    expect(presetStyle('neon')).not.toHaveProperty('label');
    expect(presetStyle('neon')).not.toHaveProperty('accent');
    expect(presetAccent('neon')).toBe('#39ff14');
  });
});
