import type { CSSProperties } from 'react';
import {
  clamp,
  clampToBound,
  COMPONENT_BOUNDS,
  COMPONENT_DEFAULTS,
  oneOf,
  SYMBOL_DATA_TYPES,
  SYMBOL_ICON_POSITIONS,
  SYMBOL_ICONS,
  type SymbolDataType,
  type SymbolIconName,
  type SymbolIconPosition,
} from './bounds';
import { joinClasses, presetCss, type CommonProps } from './common';
import { SYMBOL_ICON_COMPONENTS } from './symbol-icons';
import { useAnimation } from './useAnimation';

export type SymbolProps = CommonProps & {
  /** The icon (default HelpCircle). */
  icon?: SymbolIconName;
  /** Icon size in px, 16..64 in steps of 4 (default 24). */
  iconSize?: number;
  /** Icon colour (default: the text colour). */
  iconColor?: string;
  /** Where the icon sits relative to the text (default 'left'). */
  iconPosition?: SymbolIconPosition;
  /** Space between icon and text in px, 0..24 in steps of 2 (default 8). */
  iconSpacing?: number;
  /** Icon rotation in degrees, 0..360 in steps of 45 (default 0). */
  iconRotation?: number;
  /** The text next to the icon; a change plays `animation.onChange`. */
  text?: string | number;
  /** 'int' rounds the text to a whole number, 'float' shows `decimals` decimals (default 'string': as is). */
  dataType?: SymbolDataType;
  /** Decimals for dataType 'float', 0..6 (default 2). */
  decimals?: number;
};

/** The text as the data type shows it; text that is not a number stays as it is. */
export const formatSymbolText = (text: string | number | undefined, dataType: SymbolDataType = 'string', decimals = 2): string => {
  if (text === undefined) return '';
  const raw = String(text);
  if (dataType === 'string') return raw;
  const number = typeof text === 'number' ? text : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(number)) return raw;
  return dataType === 'int' ? String(Math.round(number)) : number.toFixed(clamp(Math.round(decimals), 0, 6));
};

const DIRECTION: Record<SymbolIconPosition, CSSProperties['flexDirection']> = {
  left: 'row',
  right: 'row-reverse',
  top: 'column',
  bottom: 'column-reverse',
};

/**
 * An icon with an optional text, for stats and labels.
 *
 * @example <Symbol icon="Heart" iconColor="#ef4444" text={hp} dataType="int" />
 */
export const Symbol = (props: SymbolProps) => {
  const { icon, iconColor, iconPosition, text, dataType, decimals, preset, style, animation, visible = true, className } = props;
  const anim = useAnimation(animation, text, visible);
  if (!anim.rendered) return null;
  const bounds = COMPONENT_BOUNDS.symbol;
  const defaults = COMPONENT_DEFAULTS.symbol;
  const Icon = SYMBOL_ICON_COMPONENTS[oneOf(SYMBOL_ICONS, icon, 'HelpCircle')];
  const rotation = clampToBound(props.iconRotation, bounds.iconRotation, defaults.iconRotation);
  const shown = formatSymbolText(text, oneOf(SYMBOL_DATA_TYPES, dataType, defaults.dataType), decimals ?? defaults.decimals);
  const css: CSSProperties = {
    ...(preset === undefined ? {} : { ...presetCss(preset), padding: '4px 10px' }),
    display: 'inline-flex',
    alignItems: 'center',
    flexDirection: DIRECTION[oneOf(SYMBOL_ICON_POSITIONS, iconPosition, defaults.iconPosition)],
    gap: clampToBound(props.iconSpacing, bounds.iconSpacing, defaults.iconSpacing),
    animation: anim.animation,
    ...style,
  };
  return (
    <span className={joinClasses(anim.className, className)} style={css} onAnimationEnd={anim.onAnimationEnd}>
      <Icon
        aria-hidden="true"
        size={clampToBound(props.iconSize, bounds.iconSize, defaults.iconSize)}
        color={iconColor ?? 'currentColor'}
        style={rotation === 0 ? undefined : { transform: `rotate(${rotation}deg)` }}
      />
      {shown === '' ? null : <span>{shown}</span>}
    </span>
  );
};
