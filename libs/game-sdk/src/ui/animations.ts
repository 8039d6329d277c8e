/** Animation presets per trigger (libs/game-sdk/README.md, UI building blocks: Animations). */
export const ANIMATION_PRESETS = {
  load: ['fadeIn', 'fadeInUp', 'popIn', 'spinIn'],
  constant: ['pulse', 'float'],
  change: ['shake', 'bounce'],
  exit: ['zoomOut', 'slideAway'],
  hover: ['scaleHover', 'glowHover', 'liftHover', 'rotateHover', 'borderHover'],
} as const;

export type LoadAnimation = (typeof ANIMATION_PRESETS.load)[number];
export type ConstantAnimation = (typeof ANIMATION_PRESETS.constant)[number];
export type ChangeAnimation = (typeof ANIMATION_PRESETS.change)[number];
export type ExitAnimation = (typeof ANIMATION_PRESETS.exit)[number];
export type HoverAnimation = (typeof ANIMATION_PRESETS.hover)[number];

/**
 * Which preset plays when. `onChange` plays when the component's value or text changes;
 * `onDelete` plays when its `visible` prop turns false (then it unmounts). 'none' turns one off.
 */
export type AnimationConfig = {
  onLoad?: LoadAnimation | 'none';
  onChange?: ChangeAnimation | 'none';
  constant?: ConstantAnimation | 'none';
  onDelete?: ExitAnimation | 'none';
  onHover?: HoverAnimation | 'none';
};

export const DEFAULT_ANIMATION: Required<AnimationConfig> = {
  onLoad: 'fadeIn',
  onChange: 'shake',
  constant: 'none',
  onDelete: 'none',
  onHover: 'none',
};

const DURATION = {
  load: '450ms cubic-bezier(0.2, 0.8, 0.2, 1) backwards',
  change: '500ms ease-in-out',
  exit: '350ms ease-in forwards',
} as const;
const CONSTANT_TIMING: Record<ConstantAnimation, string> = {
  pulse: '2s ease-in-out infinite',
  float: '3s ease-in-out infinite',
};

// Keyframes use the individual `scale` / `translate` / `rotate` properties, so they compose with a
// component's own `transform` (a rotated divider stays rotated while it pops in).
const KEYFRAMES: Record<string, string> = {
  fadeIn: 'from { opacity: 0 } to { opacity: 1 }',
  fadeInUp: 'from { opacity: 0; translate: 0 16px } to { opacity: 1; translate: 0 0 }',
  popIn: '0% { opacity: 0; scale: 0.5 } 70% { opacity: 1; scale: 1.08 } 100% { scale: 1 }',
  spinIn: 'from { opacity: 0; rotate: -180deg; scale: 0.6 } to { opacity: 1; rotate: 0deg; scale: 1 }',
  pulse: '0%, 100% { scale: 1 } 50% { scale: 1.06 }',
  float: '0%, 100% { translate: 0 0 } 50% { translate: 0 -6px }',
  shake: '0%, 100% { translate: 0 0 } 20%, 60% { translate: -6px 0 } 40%, 80% { translate: 6px 0 }',
  bounce: '0%, 100% { translate: 0 0 } 30% { translate: 0 -12px } 50% { translate: 0 0 } 70% { translate: 0 -5px }',
  zoomOut: 'from { opacity: 1; scale: 1 } to { opacity: 0; scale: 0.3 }',
  slideAway: 'from { opacity: 1; translate: 0 0 } to { opacity: 0; translate: 120% 0 }',
};

const HOVER_RULES: Record<HoverAnimation, string> = {
  scaleHover: 'scale: 1.06;',
  glowHover: 'box-shadow: 0 0 0 2px rgba(255,255,255,0.5), 0 0 18px 4px currentColor;',
  liftHover: 'translate: 0 -4px; box-shadow: 0 10px 20px rgba(0,0,0,0.25);',
  rotateHover: 'rotate: 4deg;',
  borderHover: 'outline: 2px solid currentColor; outline-offset: 3px;',
};

export const ANIMATION_STYLE_ELEMENT_ID = 'tempest-game-sdk-animations';
const PREFIX = 'tempest-';

/** The stylesheet with every keyframe and hover rule (injected once by ensureAnimationStyles). */
export const ANIMATION_CSS = [
  ...Object.entries(KEYFRAMES).map(([name, frames]) => `@keyframes ${PREFIX}${name} { ${frames} }`),
  // Two names for each change animation: alternating them restarts the animation on every change.
  ...ANIMATION_PRESETS.change.map((name) => `@keyframes ${PREFIX}${name}-b { ${KEYFRAMES[name]} }`),
  `.${PREFIX}hoverable { transition: scale 180ms ease, translate 180ms ease, rotate 180ms ease, box-shadow 180ms ease, outline-color 180ms ease; }`,
  ...Object.entries(HOVER_RULES).map(([name, rule]) => `.${PREFIX}${name}:hover { ${rule} }`),
  `@media (prefers-reduced-motion: reduce) { .${PREFIX}animated { animation: none !important; } }`,
].join('\n');

/** Adds the animation stylesheet to `doc` once. */
export const ensureAnimationStyles = (doc: Document): void => {
  if (doc.getElementById(ANIMATION_STYLE_ELEMENT_ID) !== null) return;
  const style = doc.createElement('style');
  style.id = ANIMATION_STYLE_ELEMENT_ID;
  style.textContent = ANIMATION_CSS;
  doc.head.appendChild(style);
};

const pick = <T extends string>(options: readonly T[], value: string | undefined): T | null =>
  value !== undefined && options.includes(value as T) ? (value as T) : null;

export type AnimationPhase = 'shown' | 'exiting';

/** The class names and CSS `animation` value of a component in a given state. */
export const animationStyle = (
  config: AnimationConfig | false | undefined,
  state: { changeCount: number; phase: AnimationPhase },
): { className: string; animation: string | undefined; exitAnimation: string | null } => {
  if (config === false) return { className: '', animation: undefined, exitAnimation: null };
  const merged = { ...DEFAULT_ANIMATION, ...config };
  const load = pick(ANIMATION_PRESETS.load, merged.onLoad);
  const change = pick(ANIMATION_PRESETS.change, merged.onChange);
  const constant = pick(ANIMATION_PRESETS.constant, merged.constant);
  const exit = pick(ANIMATION_PRESETS.exit, merged.onDelete);
  const hover = pick(ANIMATION_PRESETS.hover, merged.onHover);
  const parts: string[] = [];
  if (state.phase === 'exiting' && exit !== null) {
    parts.push(`${PREFIX}${exit} ${DURATION.exit}`);
  } else {
    if (load !== null) parts.push(`${PREFIX}${load} ${DURATION.load}`);
    if (constant !== null) parts.push(`${PREFIX}${constant} ${CONSTANT_TIMING[constant]}${load ? ' 450ms' : ''}`);
    if (change !== null && state.changeCount > 0) {
      parts.push(`${PREFIX}${change}${state.changeCount % 2 === 0 ? '-b' : ''} ${DURATION.change}`);
    }
  }
  const classes = [`${PREFIX}animated`, ...(hover ? [`${PREFIX}hoverable`, `${PREFIX}${hover}`] : [])];
  return {
    className: classes.join(' '),
    animation: parts.length > 0 ? parts.join(', ') : undefined,
    exitAnimation: exit === null ? null : `${PREFIX}${exit}`,
  };
};
