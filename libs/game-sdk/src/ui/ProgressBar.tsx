import type { CSSProperties } from 'react';
import { clamp, clampToBound, COMPONENT_BOUNDS, COMPONENT_DEFAULTS } from './bounds';
import { joinClasses, presetCss, type CommonProps } from './common';
import { presetAccent } from './presets';
import { useAnimation } from './useAnimation';

export type ProgressBarProps = CommonProps & {
  /** The current value, 0..max (default 50). */
  value?: number;
  /** The value of a full bar, 1..1000 (default 100). */
  max?: number;
  /** Bar height: px or any CSS height (default 20). */
  height?: number | string;
  /** Background of the empty part (default: the preset's background, else #e5e7eb). */
  trackColor?: string;
  /** Fill colour (default: the preset's accent, else #3b82f6). */
  color?: string;
  /** When given, the fill is a gradient from `color` to `gradientColor`. */
  gradientColor?: string;
  /** CSS gradient direction, e.g. 'to right' (default), 'to top', '45deg'. */
  gradientDirection?: string;
  /** Shows "value / max" on the bar. */
  showValue?: boolean;
};

/** The filled share of the bar in percent, always 0..100. */
export const progressPercent = (value: number | undefined, max: number | undefined): number => {
  const top = clampToBound(max, COMPONENT_BOUNDS.progress.max, COMPONENT_DEFAULTS.progress.max);
  const current = clampToBound(value, { min: 0, max: top }, COMPONENT_DEFAULTS.progress.value);
  return clamp((current / top) * 100, 0, 100);
};

/** The CSS background of the fill. */
export const progressFill = (color: string, gradientColor: string | undefined, direction: string | undefined): string =>
  gradientColor === undefined
    ? color
    : `linear-gradient(${direction ?? COMPONENT_DEFAULTS.progress.gradientDirection}, ${color}, ${gradientColor})`;

/**
 * A progress bar (health, experience, loading…). A changed value plays `animation.onChange`.
 *
 * @example <ProgressBar value={hp} max={maxHp} color="#ef4444" gradientColor="#f59e0b" showValue />
 */
export const ProgressBar = (props: ProgressBarProps) => {
  const { value, max, height, trackColor, color, gradientColor, gradientDirection, showValue = false } = props;
  const { preset, style, animation, visible = true, className } = props;
  const anim = useAnimation(animation, value, visible);
  if (!anim.rendered) return null;
  const percent = progressPercent(value, max);
  const frame = preset === undefined ? {} : presetCss(preset);
  const top = clampToBound(max, COMPONENT_BOUNDS.progress.max, COMPONENT_DEFAULTS.progress.max);
  const css: CSSProperties = {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    height: height ?? COMPONENT_DEFAULTS.progress.height,
    borderRadius: 999,
    border: frame.border,
    boxShadow: frame.boxShadow,
    fontFamily: frame.fontFamily ?? 'system-ui, sans-serif',
    background: trackColor ?? frame.background ?? COMPONENT_DEFAULTS.progress.trackColor,
    animation: anim.animation,
    ...style,
  };
  const fill: CSSProperties = {
    width: `${percent}%`,
    height: '100%',
    background: progressFill(color ?? (preset === undefined ? '#3b82f6' : presetAccent(preset)), gradientColor, gradientDirection),
    transition: 'width 250ms ease',
  };
  const label: CSSProperties = { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontSize: 12, color: frame.color ?? '#111827' };
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={top}
      aria-valuenow={(percent / 100) * top}
      className={joinClasses(anim.className, className)}
      style={css}
      onAnimationEnd={anim.onAnimationEnd}
    >
      <div style={fill} />
      {showValue ? <span style={label}>{`${Math.round((percent / 100) * top)} / ${top}`}</span> : null}
    </div>
  );
};
