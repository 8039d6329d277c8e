import type { CSSProperties } from 'react';
import type { AnimationConfig } from './animations';
import { clamp } from './bounds';
import { presetStyle, type StylePresetName } from './presets';

/** Props every building block accepts. */
export type CommonProps = {
  /** One of the 15 style presets (default 'modern'). */
  preset?: StylePresetName;
  /** Animations (default: fade in on load, shake on change). `false` turns them all off. */
  animation?: AnimationConfig | false;
  /** Your CSS, applied last. Use `background` (not `backgroundColor`) to replace a preset's gradient. */
  style?: CSSProperties;
  className?: string;
  /** Set false to remove the component, after its `animation.onDelete` exit animation (default true). */
  visible?: boolean;
};

/** The preset as React CSS. */
export const presetCss = (preset: StylePresetName | undefined): CSSProperties => ({ ...presetStyle(preset) });

/** A spacing value: numbers are px, clamped to 0..100 (the editor's padding/margin range). */
export const spacing = (value: number | string | undefined, fallback: string): string | number => {
  if (value === undefined) return fallback;
  return typeof value === 'number' ? clamp(Number.isFinite(value) ? value : 0, 0, 100) : value;
};

export const joinClasses = (...names: Array<string | undefined | false>): string => names.filter(Boolean).join(' ');
