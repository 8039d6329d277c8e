/** A numeric option's range; values are snapped to `step` (counted from `min`) and clamped. */
export type Bound = { readonly min: number; readonly max: number; readonly step?: number };

/** Limits `value` to [min, max]; NaN gives `min`. */
export const clamp = (value: number, min: number, max: number): number =>
  Number.isNaN(value) ? min : Math.min(max, Math.max(min, value));

const decimalsOf = (step: number): number => {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
};

/** Rounds `value` to the nearest multiple of `step` counted from `origin` (0.1 steps stay exact). */
export const snapToStep = (value: number, step: number, origin = 0): number => {
  if (!(step > 0) || !Number.isFinite(value)) return value;
  const snapped = origin + Math.round((value - origin) / step) * step;
  return Number(snapped.toFixed(decimalsOf(step) + decimalsOf(origin)));
};

/** Snaps to the bound's step and clamps to its range; a non-finite value gives `fallback`. */
export const clampToBound = (value: number | undefined, bound: Bound, fallback: number): number => {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  const snapped = bound.step ? snapToStep(value, bound.step, bound.min) : value;
  return clamp(snapped, bound.min, bound.max);
};

/** Option bounds of the UI building blocks (libs/game-sdk/README.md, UI building blocks). */
export const COMPONENT_BOUNDS = {
  divider: {
    rotation: { min: -180, max: 180, step: 5 },
    thickness: { min: 1, max: 20, step: 1 },
  },
  progress: {
    /** The editor's range for the default `max` of 100; the component clamps value to 0..max. */
    value: { min: 0, max: 100 },
    max: { min: 1, max: 1000 },
  },
  symbol: {
    iconSize: { min: 16, max: 64, step: 4 },
    iconSpacing: { min: 0, max: 24, step: 2 },
    iconRotation: { min: 0, max: 360, step: 45 },
  },
} as const satisfies Record<string, Record<string, Bound>>;

/** Defaults of the UI building blocks (libs/game-sdk/README.md, UI building blocks). */
export const COMPONENT_DEFAULTS = {
  divider: { thickness: 2, color: '#e5e7eb', rotation: 0 },
  progress: { value: 50, max: 100, height: 20, trackColor: '#e5e7eb', gradientDirection: 'to right' },
  symbol: { iconSize: 24, iconSpacing: 8, iconRotation: 0, iconPosition: 'left', dataType: 'string', decimals: 2 },
  image: { objectFit: 'cover' },
} as const;

/** Size limits of the editor's preview of each building block, in px. */
export const PREVIEW_SIZE_CONSTRAINTS = {
  button: { width: { min: 80, max: 400 }, height: { min: 30, max: 100 } },
  divider: { width: { min: 50, max: 1000 }, height: { min: 1, max: 20 } },
  progress: { width: { min: 100, max: 800 }, height: { min: 4, max: 40 } },
  symbol: { width: { min: 40, max: 400 }, height: { min: 40, max: 400 } },
} as const satisfies Record<string, { width: Bound; height: Bound }>;

/** The icons a Symbol can show (lucide icons). */
export const SYMBOL_ICONS = [
  'Sword', 'Shield', 'Heart', 'Star', 'HelpCircle', 'Zap', 'Target', 'Flag', 'Beef', 'Award',
  'Biohazard', 'DollarSign', 'Gem', 'Cross', 'Bone', 'Dices', 'Swords', 'Gamepad2', 'Backpack',
] as const;
export type SymbolIconName = (typeof SYMBOL_ICONS)[number];

/** How a Symbol formats its text. */
export const SYMBOL_DATA_TYPES = ['string', 'int', 'float'] as const;
export type SymbolDataType = (typeof SYMBOL_DATA_TYPES)[number];

export const SYMBOL_ICON_POSITIONS = ['left', 'right', 'top', 'bottom'] as const;
export type SymbolIconPosition = (typeof SYMBOL_ICON_POSITIONS)[number];

/** Image `objectFit` values. */
export const OBJECT_FIT_OPTIONS = ['cover', 'contain', 'fill', 'none', 'scale-down'] as const;
export type ObjectFit = (typeof OBJECT_FIT_OPTIONS)[number];

/** `value` when it is one of `options`, else `fallback`. */
export const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
