import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { STYLE_PRESET_NAMES, STYLE_PROPERTIES, type StylePropertyDefinition } from '@tempest/game-sdk';
import { EMPTY_KEPT, type BlockState } from './blockState';
import { applyPreset, effectiveStyle, setStyleValue, styleFieldsOf, styleValue } from './blockStyle';

const definition = (id: string): StylePropertyDefinition => STYLE_PROPERTIES.find((candidate) => candidate.id === id)!;
const button = (style: BlockState['style'], props: BlockState['props'] = { text: 'Go' }): BlockState => ({ block: 'Button', props, style, kept: EMPTY_KEPT });

describe('the style property editor (spec 2 §3)', () => {
  it("offers each block its per-element set from the style table, less what its options edit", () => {
    expect(styleFieldsOf('Button').map((d) => d.id)).toEqual([
      'backgroundColor', 'borderWidth', 'borderStyle', 'borderColor', 'borderRadius', 'padding', 'margin', 'scale', 'rotate', 'color', 'cursor',
    ]);
    expect(styleFieldsOf('Image').map((d) => d.id)).toEqual(['borderWidth', 'borderStyle', 'borderColor', 'borderRadius']);
    expect(styleFieldsOf('Divider').map((d) => d.id)).toEqual(['padding', 'margin']);
    expect(styleFieldsOf('Symbol')).toEqual([]);
  });

  it('reads px values as numbers and the transform parts, writes them back within the table bounds', () => {
    expect(styleValue({ padding: '12px' }, definition('padding'))).toBe(12);
    expect(styleValue({ transform: 'scale(1.5) rotate(-20deg)' }, definition('rotate'))).toBe(-20);
    expect(setStyleValue({}, definition('borderRadius'), 80)).toEqual({ borderRadius: 50 });
    expect(setStyleValue({}, definition('padding'), '250px')).toEqual({ padding: 100 });
    expect(setStyleValue({ width: 10 }, definition('width'), 'auto')).toEqual({ width: 'auto' });
    expect(setStyleValue({}, definition('borderStyle'), 'Dashed')).toEqual({ borderStyle: 'dashed' });
    expect(setStyleValue({ borderStyle: 'solid' }, definition('borderStyle'), 'wavy')).toEqual({});
    expect(setStyleValue({ color: '#fff' }, definition('color'), '')).toEqual({});
  });

  it('composes scale and rotate into one transform, dropping the identity', () => {
    const scaled = setStyleValue({}, definition('scale'), 5);
    expect(scaled).toEqual({ transform: 'scale(3)' });
    const both = setStyleValue(scaled, definition('rotate'), 45);
    expect(both).toEqual({ transform: 'scale(3) rotate(45deg)' });
    expect(setStyleValue(setStyleValue(both, definition('scale'), 1), definition('rotate'), 0)).toEqual({});
  });

  it('applies a preset: the prop set, style entries that would hide its look dropped, layout kept', () => {
    const styled = button({ color: '#ff0000', border: '1px solid red', width: 200, margin: 4 });
    const applied = applyPreset(styled, 'neon');
    expect(applied.props).toEqual({ text: 'Go', preset: 'neon' });
    expect(applied.style).toEqual({ width: 200, margin: 4 });
    expect(effectiveStyle(applied)).toMatchObject({ color: '#39ff14', width: 200 });
    const removed = applyPreset(applied, undefined);
    expect(removed.props).toEqual({ text: 'Go' });
    expect(effectiveStyle(removed)).toEqual({ width: 200, margin: 4 });
  });

  it("lets a colour set after the preset win over the preset's", () => {
    const applied = setStyleValue(applyPreset(button({}), 'retro').style, definition('color'), '#123456');
    expect(effectiveStyle({ ...button(applied, { preset: 'retro' }) })).toMatchObject({ color: '#123456', background: '#fde047' });
  });

  it('keeps every numeric style value within the table range whatever is typed (property)', () => {
    const numeric = STYLE_PROPERTIES.filter((d) => d.type !== 'color' && d.type !== 'select');
    fc.assert(
      fc.property(fc.constantFrom(...numeric), fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(...STYLE_PRESET_NAMES), (d, value, preset) => {
        const style = setStyleValue({}, d, value);
        const read = styleValue(style, d);
        const { min = -Infinity, max = Infinity } = d.validation;
        if (read !== undefined) {
          expect(read).toBeGreaterThanOrEqual(min);
          expect(read).toBeLessThanOrEqual(max);
        }
        // Layout survives a preset; the border's width and radius are the preset's to set.
        if (!d.category.startsWith('border')) expect(applyPreset(button(style), preset).style).toEqual(style);
      }),
    );
  });
});
