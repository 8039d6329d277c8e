import { describe, expect, it } from '@jest/globals';
import { clamp, clampToBound, COMPONENT_BOUNDS, PREVIEW_SIZE_CONSTRAINTS, snapToStep, SYMBOL_ICONS } from './bounds';
import { SYMBOL_ICON_COMPONENTS } from './symbol-icons';

describe('clamp and snapToStep', () => {
  it('clamps to the range, NaN to the minimum', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(clamp(Number.NaN, 1, 3)).toBe(1);
  });

  it('snaps to the step counted from the origin, without float noise', () => {
    expect(snapToStep(7, 5)).toBe(5);
    expect(snapToStep(8, 5)).toBe(10);
    expect(snapToStep(0.36, 0.1, 0.1)).toBe(0.4);
    expect(snapToStep(19, 4, 16)).toBe(20);
    expect(snapToStep(3, 0)).toBe(3);
  });
});

describe('component bounds', () => {
  const { divider, progress, symbol } = COMPONENT_BOUNDS;
  it('divider rotation -180..180 step 5, thickness 1..20', () => {
    expect(clampToBound(-200, divider.rotation, 0)).toBe(-180);
    expect(clampToBound(200, divider.rotation, 0)).toBe(180);
    expect(clampToBound(12, divider.rotation, 0)).toBe(10);
    expect(clampToBound(13, divider.rotation, 0)).toBe(15);
    expect(clampToBound(0, divider.thickness, 2)).toBe(1);
    expect(clampToBound(25, divider.thickness, 2)).toBe(20);
    expect(clampToBound(undefined, divider.thickness, 2)).toBe(2);
  });

  it('progress value 0..100 and max 1..1000', () => {
    expect(clampToBound(-1, progress.value, 50)).toBe(0);
    expect(clampToBound(101, progress.value, 50)).toBe(100);
    expect(clampToBound(0, progress.max, 100)).toBe(1);
    expect(clampToBound(5000, progress.max, 100)).toBe(1000);
    expect(clampToBound(Number.POSITIVE_INFINITY, progress.max, 100)).toBe(100);
  });

  it('symbol icon size 16..64 step 4, spacing 0..24 step 2, rotation 0..360 step 45', () => {
    expect(clampToBound(10, symbol.iconSize, 24)).toBe(16);
    expect(clampToBound(70, symbol.iconSize, 24)).toBe(64);
    expect(clampToBound(30, symbol.iconSize, 24)).toBe(32);
    expect(clampToBound(5, symbol.iconSpacing, 8)).toBe(6);
    expect(clampToBound(-3, symbol.iconSpacing, 8)).toBe(0);
    expect(clampToBound(30, symbol.iconSpacing, 8)).toBe(24);
    expect(clampToBound(100, symbol.iconRotation, 0)).toBe(90);
    expect(clampToBound(400, symbol.iconRotation, 0)).toBe(360);
    expect(clampToBound(-10, symbol.iconRotation, 0)).toBe(0);
  });

  it('has the preview size constraints', () => {
    expect(PREVIEW_SIZE_CONSTRAINTS).toEqual({
      button: { width: { min: 80, max: 400 }, height: { min: 30, max: 100 } },
      divider: { width: { min: 50, max: 1000 }, height: { min: 1, max: 20 } },
      progress: { width: { min: 100, max: 800 }, height: { min: 4, max: 40 } },
      symbol: { width: { min: 40, max: 400 }, height: { min: 40, max: 400 } },
    });
  });

  it('has a lucide component for each of the 19 symbol icons', () => {
    expect(SYMBOL_ICONS).toHaveLength(19);
    for (const name of SYMBOL_ICONS) expect(SYMBOL_ICON_COMPONENTS[name]).toBeDefined();
  });
});
