import { describe, expect, it } from '@jest/globals';
import { ELEMENT_PROPERTIES, sanitizeStyle, STYLE_PROPERTIES } from './style-properties';

describe('style properties', () => {
  it('lists the table in order with its defaults', () => {
    expect(STYLE_PROPERTIES.map((p) => [p.id, p.default])).toEqual([
      ['backgroundColor', 'transparent'], ['borderWidth', 0], ['borderStyle', 'none'], ['borderColor', '#000000'],
      ['borderRadius', 0], ['width', 'auto'], ['height', 'auto'], ['padding', 0], ['margin', 0], ['scale', 1],
      ['rotate', 0], ['fontFamily', 'system-ui'], ['color', '#000000'], ['cursor', 'default'], ['pointerEvents', 'auto'],
    ]);
    const byId = new Map(STYLE_PROPERTIES.map((p) => [p.id, p]));
    expect(byId.get('borderStyle')?.validation.options).toHaveLength(9);
    expect(byId.get('fontFamily')?.validation.options).toContain('brush script mt');
    expect(byId.get('scale')?.validation).toEqual({ min: 0.1, max: 3, step: 0.1 });
  });

  it('clamps numbers and px strings to the bounds', () => {
    expect(
      sanitizeStyle({ borderWidth: 40, borderRadius: -3, width: '1500px', height: 'auto', padding: 120, margin: '12.5px', scale: 0.04, rotate: 400 }),
    ).toEqual({ borderWidth: 20, borderRadius: 0, width: '1000px', height: 'auto', padding: 100, margin: '13px', scale: 0.1, rotate: 360 });
    expect(sanitizeStyle({ scale: 1.26 })).toEqual({ scale: 1.3 });
  });

  it('replaces unknown select values, keeps colours and unknown properties', () => {
    expect(sanitizeStyle({ borderStyle: 'wavy', fontFamily: 'Georgia', cursor: 'grab', pointerEvents: 'none' })).toEqual({
      borderStyle: 'none', fontFamily: 'georgia', cursor: 'default', pointerEvents: 'none',
    });
    expect(sanitizeStyle({ color: '#fff', borderColor: 3, opacity: 0.5, scale: Number.NaN })).toEqual({
      color: '#fff', borderColor: '#000000', opacity: 0.5, scale: 1,
    });
  });

  it('has the editable property sets per element', () => {
    expect(Object.keys(ELEMENT_PROPERTIES)).toEqual(['Button', 'Image', 'Symbol', 'Divider', 'Progressbar']);
    expect(ELEMENT_PROPERTIES.Button).toContain('onClick');
    expect(ELEMENT_PROPERTIES.Progressbar).toEqual(['height', 'backgroundColor', 'trackColor', 'gradientColor', 'gradientDirection']);
  });
});
