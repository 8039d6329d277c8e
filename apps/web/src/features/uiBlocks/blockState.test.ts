import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { BLOCKS, fieldsOf, type BlockField } from './blockCatalog';
import { clampFieldValue, clampState, EMPTY_KEPT, fieldValue, newBlock, setField, type BlockState } from './blockState';

const field = (block: keyof typeof BLOCKS, key: string): BlockField => fieldsOf(block).find((candidate) => candidate.key === key)!;
const state = (block: BlockState['block'], props: BlockState['props'], style: BlockState['style'] = {}): BlockState => ({ block, props, style, kept: EMPTY_KEPT });

describe('block options within the spec bounds (spec 1 §5, §9)', () => {
  it('offers the spec bounds: divider rotation -180..180 step 5, thickness 1..20; progress value 0..100, max 1..1000; symbol icon 16..64 step 4, spacing 0..24 step 2, rotation 0..360 step 45', () => {
    expect(field('Divider', 'rotation')).toMatchObject({ bound: { min: -180, max: 180, step: 5 } });
    expect(field('Divider', 'thickness')).toMatchObject({ bound: { min: 1, max: 20 } });
    expect(field('ProgressBar', 'value')).toMatchObject({ bound: { min: 0, max: 100 } });
    expect(field('ProgressBar', 'max')).toMatchObject({ bound: { min: 1, max: 1000 } });
    expect(field('Symbol', 'iconSize')).toMatchObject({ bound: { min: 16, max: 64, step: 4 } });
    expect(field('Symbol', 'iconSpacing')).toMatchObject({ bound: { min: 0, max: 24, step: 2 } });
    expect(field('Symbol', 'iconRotation')).toMatchObject({ bound: { min: 0, max: 360, step: 45 } });
  });

  it('bounds sizes by the preview size constraints: button 80..400 × 30..100, divider 50..1000 × 1..20, progress 100..800 × 4..40, symbol 40..400', () => {
    expect(BLOCKS.Button.size.map((f) => f.kind === 'number' && [f.bound.min, f.bound.max])).toEqual([[80, 400], [30, 100]]);
    expect(BLOCKS.Divider.size.map((f) => f.kind === 'number' && [f.bound.min, f.bound.max])).toEqual([[50, 1000], [1, 20]]);
    expect(BLOCKS.ProgressBar.size.map((f) => f.kind === 'number' && [f.bound.min, f.bound.max])).toEqual([[100, 800], [4, 40]]);
    expect(BLOCKS.Symbol.size.map((f) => f.kind === 'number' && [f.bound.min, f.bound.max])).toEqual([[40, 400], [40, 400]]);
  });

  it('starts a progress bar at value 50 of max 100 and a divider at 2px #e5e7eb', () => {
    expect(newBlock('ProgressBar').props).toEqual({ value: 50, max: 100 });
    expect(newBlock('Divider').props).toEqual({ thickness: 2, color: '#e5e7eb' });
  });

  it('lists the spec icons, data types and objectFit values', () => {
    expect(field('Symbol', 'icon')).toMatchObject({ options: expect.arrayContaining(['Sword', 'Gamepad2', 'Backpack', 'HelpCircle']) });
    expect(field('Symbol', 'icon').kind === 'icon' && field('Symbol', 'icon')).toMatchObject({ options: { length: 19 } });
    expect(field('Symbol', 'dataType')).toMatchObject({ options: ['string', 'int', 'float'] });
    expect(field('Image', 'objectFit')).toMatchObject({ options: ['cover', 'contain', 'fill', 'none', 'scale-down'] });
  });

  it('snaps and clamps numbers, reads numbers given as text, drops unknown select values', () => {
    expect(clampFieldValue(field('Divider', 'rotation'), 93)).toBe(95);
    expect(clampFieldValue(field('Divider', 'rotation'), -500)).toBe(-180);
    expect(clampFieldValue(field('Button', 'width'), 900)).toBe(400);
    expect(clampFieldValue(field('Button', 'width'), '120px')).toBe(120);
    expect(clampFieldValue(field('Button', 'width'), 'wide')).toBeUndefined();
    expect(clampFieldValue(field('Symbol', 'icon'), 'Dragon')).toBeUndefined();
    expect(clampFieldValue(field('Symbol', 'icon'), 'Gem')).toBe('Gem');
    expect(clampFieldValue(field('Image', 'scale'), 0.04)).toBe(0.1);
  });

  it('writes size fields where the block reads them: a button width in style, a progress height as a prop', () => {
    const button = setField(newBlock('Button'), field('Button', 'width'), 1200);
    expect(button.style).toEqual({ width: 400 });
    const progress = setField(newBlock('ProgressBar'), field('ProgressBar', 'height'), 2);
    expect(progress.props).toMatchObject({ height: 4 });
    expect(setField(progress, field('ProgressBar', 'height'), undefined).props).not.toHaveProperty('height');
  });

  it('clamps every known option of a usage and leaves unknown props alone', () => {
    const read = state('Symbol', { icon: 'Nope', iconSize: 70, iconRotation: 100, text: 'HP', extra: 'x' }, { width: 5 });
    const clamped = clampState(read);
    expect(clamped.props).toEqual({ iconSize: 64, iconRotation: 90, text: 'HP', extra: 'x' });
    expect(clamped.style).toEqual({ width: 40 });
    expect(fieldValue(read, field('Symbol', 'iconSize'))).toBe(64);
  });

  it('keeps every number field within its bound, on its step, whatever is typed (property)', () => {
    const numberFields = (Object.keys(BLOCKS) as BlockState['block'][]).flatMap((block) => fieldsOf(block)).filter((f) => f.kind === 'number');
    fc.assert(
      fc.property(fc.constantFrom(...numberFields), fc.double({ noNaN: false }), (f, value) => {
        if (f.kind !== 'number') return;
        const result = clampFieldValue(f, value);
        if (!Number.isFinite(value)) return expect(result).toBeUndefined();
        expect(result).toBeGreaterThanOrEqual(f.bound.min);
        expect(result).toBeLessThanOrEqual(f.bound.max);
        if (f.bound.step && f.bound.step >= 1) expect(((result as number) - f.bound.min) % f.bound.step).toBe(0);
        expect(clampFieldValue(f, result)).toBe(result);
      }),
    );
  });
});
