import type { CSSProperties } from 'react';
import { clampToBound, COMPONENT_BOUNDS, COMPONENT_DEFAULTS } from './bounds';
import { joinClasses, type CommonProps } from './common';
import { presetAccent } from './presets';
import { useAnimation } from './useAnimation';

export type DividerProps = CommonProps & {
  /** Degrees, -180..180 in steps of 5 (default 0). */
  rotation?: number;
  /** Line thickness in px, 1..20 (default 2). */
  thickness?: number;
  /** Line colour (default #e5e7eb, or the preset's accent when a preset is given). */
  color?: string;
  /** Line length: px or any CSS width (default '100%'). */
  length?: number | string;
};

/** A horizontal line (rotate it for other angles). */
export const Divider = ({ rotation, thickness, color, length = '100%', preset, style, animation, visible = true, className }: DividerProps) => {
  const anim = useAnimation(animation, undefined, visible);
  if (!anim.rendered) return null;
  const bounds = COMPONENT_BOUNDS.divider;
  const defaults = COMPONENT_DEFAULTS.divider;
  const angle = clampToBound(rotation, bounds.rotation, defaults.rotation);
  const size = clampToBound(thickness, bounds.thickness, defaults.thickness);
  const css: CSSProperties = {
    width: length,
    height: size,
    margin: '8px 0',
    border: 'none',
    background: defaults.color,
    ...(preset === undefined ? {} : { background: presetAccent(preset) }),
    ...(color === undefined ? {} : { background: color }),
    transform: angle === 0 ? undefined : `rotate(${angle}deg)`,
    animation: anim.animation,
    ...style,
  };
  return <div role="separator" className={joinClasses(anim.className, className)} style={css} onAnimationEnd={anim.onAnimationEnd} />;
};
