import { useInsertionEffect, useState, type AnimationEvent } from 'react';
import { animationStyle, ensureAnimationStyles, type AnimationConfig, type AnimationPhase } from './animations';

export type AnimatedProps = {
  /** Whether the component is rendered; turning it false plays `animation.onDelete` first. */
  rendered: boolean;
  className: string;
  animation: string | undefined;
  onAnimationEnd: (event: AnimationEvent) => void;
};

/**
 * Animation state of one building block: load and constant animations, the change animation
 * whenever `changeKey` changes, and the exit animation when `visible` turns false.
 */
export const useAnimation = (config: AnimationConfig | false | undefined, changeKey: unknown, visible: boolean): AnimatedProps => {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') ensureAnimationStyles(document);
  }, []);
  const [changeCount, setChangeCount] = useState(0);
  const [lastKey, setLastKey] = useState(changeKey);
  const [gone, setGone] = useState(!visible);
  const [lastVisible, setLastVisible] = useState(visible);
  // Adjusting state while rendering (React's "storing information from previous renders").
  if (!Object.is(lastKey, changeKey)) {
    setLastKey(changeKey);
    setChangeCount((count) => count + 1);
  }
  if (lastVisible !== visible) {
    setLastVisible(visible);
    if (visible) setGone(false);
  }
  const phase: AnimationPhase = visible ? 'shown' : 'exiting';
  const { className, animation, exitAnimation } = animationStyle(config, { changeCount, phase });
  const rendered = visible || (!gone && exitAnimation !== null);
  const onAnimationEnd = (event: AnimationEvent): void => {
    if (!visible && event.animationName === exitAnimation) setGone(true);
  };
  return { rendered, className, animation, onAnimationEnd };
};
