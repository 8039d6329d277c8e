import { describe, expect, it } from '@jest/globals';
import { ANIMATION_CSS, ANIMATION_PRESETS, animationStyle, DEFAULT_ANIMATION, ensureAnimationStyles } from './animations';

describe('animation presets', () => {
  it('has the documented presets and the defaults', () => {
    expect(ANIMATION_PRESETS).toEqual({
      load: ['fadeIn', 'fadeInUp', 'popIn', 'spinIn'],
      constant: ['pulse', 'float'],
      change: ['shake', 'bounce'],
      exit: ['zoomOut', 'slideAway'],
      hover: ['scaleHover', 'glowHover', 'liftHover', 'rotateHover', 'borderHover'],
    });
    expect(DEFAULT_ANIMATION).toMatchObject({ onLoad: 'fadeIn', onChange: 'shake' });
  });

  it('has a keyframe for every timed preset and a rule for every hover preset', () => {
    const timed = [...ANIMATION_PRESETS.load, ...ANIMATION_PRESETS.constant, ...ANIMATION_PRESETS.change, ...ANIMATION_PRESETS.exit];
    for (const name of timed) expect(ANIMATION_CSS).toContain(`@keyframes tempest-${name} {`);
    for (const name of ANIMATION_PRESETS.hover) expect(ANIMATION_CSS).toContain(`.tempest-${name}:hover {`);
  });

  it('plays load by default and restarts the change animation on every change', () => {
    const first = animationStyle(undefined, { changeCount: 0, phase: 'shown' });
    expect(first.animation).toMatch(/^tempest-fadeIn /);
    const once = animationStyle(undefined, { changeCount: 1, phase: 'shown' }).animation;
    const twice = animationStyle(undefined, { changeCount: 2, phase: 'shown' }).animation;
    expect(once).toContain('tempest-shake 500ms');
    expect(twice).toContain('tempest-shake-b 500ms');
  });

  it('combines constant and hover, plays only the exit animation when leaving, and can be off', () => {
    const config = { onLoad: 'popIn', constant: 'pulse', onHover: 'glowHover', onDelete: 'zoomOut' } as const;
    const shown = animationStyle(config, { changeCount: 0, phase: 'shown' });
    expect(shown.animation).toContain('tempest-popIn');
    expect(shown.animation).toContain('tempest-pulse 2s ease-in-out infinite');
    expect(shown.className).toContain('tempest-glowHover');
    const leaving = animationStyle(config, { changeCount: 3, phase: 'exiting' });
    expect(leaving.animation).toBe('tempest-zoomOut 350ms ease-in forwards');
    expect(leaving.exitAnimation).toBe('tempest-zoomOut');
    expect(animationStyle(false, { changeCount: 1, phase: 'shown' })).toEqual({ className: '', animation: undefined, exitAnimation: null });
    expect(animationStyle({ onLoad: 'none', onChange: 'none' }, { changeCount: 1, phase: 'shown' }).animation).toBeUndefined();
  });

  it('injects the stylesheet only once', () => {
    const appended: Array<{ id: string; textContent: string }> = [];
    const doc = {
      getElementById: (id: string) => appended.find((element) => element.id === id) ?? null,
      createElement: () => ({ id: '', textContent: '' }),
      head: { appendChild: (element: { id: string; textContent: string }) => appended.push(element) },
    };
    ensureAnimationStyles(doc as unknown as Document);
    ensureAnimationStyles(doc as unknown as Document);
    expect(appended).toHaveLength(1);
    expect(appended[0]?.textContent).toBe(ANIMATION_CSS);
  });
});
