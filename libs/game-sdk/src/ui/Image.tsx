import type { CSSProperties } from 'react';
import { clamp, COMPONENT_DEFAULTS, OBJECT_FIT_OPTIONS, oneOf, type ObjectFit } from './bounds';
import { joinClasses, presetCss, type CommonProps } from './common';
import { useAnimation } from './useAnimation';

export type ImageProps = CommonProps & {
  /** A `/media/<hash>` picture (the workbench's upload), or a data: or blob: URL (game pages load no other images). */
  src: string;
  alt?: string;
  objectFit?: ObjectFit;
  width?: number | string;
  height?: number | string;
  /** Degrees, -360..360. */
  rotate?: number;
  /** Zoom factor, 0.1..3. */
  scale?: number;
  flipX?: boolean;
  flipY?: boolean;
};

const transformOf = ({ rotate = 0, scale = 1, flipX = false, flipY = false }: ImageProps): string | undefined => {
  const parts: string[] = [];
  const angle = clamp(rotate, -360, 360);
  const zoom = clamp(scale, 0.1, 3);
  if (angle !== 0) parts.push(`rotate(${angle}deg)`);
  if (zoom !== 1 || flipX || flipY) parts.push(`scale(${flipX ? -zoom : zoom}, ${flipY ? -zoom : zoom})`);
  return parts.length > 0 ? parts.join(' ') : undefined;
};

/** An image framed by the preset. A changed `src` plays `animation.onChange`. */
export const Image = (props: ImageProps) => {
  const { src, alt = '', objectFit, width, height, preset, style, animation, visible = true, className } = props;
  const anim = useAnimation(animation, src, visible);
  if (!anim.rendered) return null;
  const frame = preset === undefined ? {} : presetCss(preset);
  const css: CSSProperties = {
    display: 'block',
    maxWidth: '100%',
    width,
    height,
    border: frame.border,
    borderRadius: frame.borderRadius,
    boxShadow: frame.boxShadow,
    filter: frame.filter,
    objectFit: oneOf(OBJECT_FIT_OPTIONS, objectFit, COMPONENT_DEFAULTS.image.objectFit),
    transform: transformOf(props),
    animation: anim.animation,
    ...style,
  };
  return <img src={src} alt={alt} className={joinClasses(anim.className, className)} style={css} onAnimationEnd={anim.onAnimationEnd} />;
};
