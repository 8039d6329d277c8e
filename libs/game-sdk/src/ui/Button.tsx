import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { joinClasses, presetCss, spacing, type CommonProps } from './common';
import { useAnimation } from './useAnimation';

export type ButtonProps = CommonProps & {
  /** The label (or pass children). A changed text plays `animation.onChange`. */
  text?: string | number;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Inner spacing: a number of px (0..100) or any CSS padding (default '10px 20px'). */
  padding?: number | string;
  disabled?: boolean;
  children?: ReactNode;
  /** Tooltip text. */
  title?: string;
};

/**
 * A styled button.
 *
 * @example <Button text="Attack" preset="fantasy" onClick={() => dispatchAction('attack')} />
 */
export const Button = ({ text, onClick, preset, padding, style, disabled = false, children, animation, visible = true, className, title }: ButtonProps) => {
  const anim = useAnimation(animation, text, visible);
  if (!anim.rendered) return null;
  const css: CSSProperties = {
    ...presetCss(preset),
    padding: spacing(padding, '10px 20px'),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    fontSize: 16,
    lineHeight: 1.2,
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.55 : 1,
    animation: anim.animation,
    ...style,
  };
  return (
    <button
      type="button"
      className={joinClasses(anim.className, className)}
      style={css}
      disabled={disabled}
      title={title}
      onClick={onClick}
      onAnimationEnd={anim.onAnimationEnd}
    >
      {children ?? text}
    </button>
  );
};
