import { clamp, snapToStep } from './bounds';

export type StylePropertyType = 'color' | 'number' | 'select' | 'size' | 'spacing';
export type StylePropertyCategory = 'background' | 'border' | 'layout' | 'spacing' | 'transform' | 'typography' | 'interaction';

/** One editable style property of the element editor. `target` is the CSS property it sets (React naming). */
export type StylePropertyDefinition = {
  readonly id: string;
  readonly type: StylePropertyType;
  readonly target: string;
  readonly label: string;
  readonly validation: { readonly min?: number; readonly max?: number; readonly step?: number; readonly options?: readonly string[] };
  readonly default: string | number;
  readonly category: StylePropertyCategory;
};

export const BORDER_STYLE_OPTIONS = ['none', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset'] as const;
export const FONT_FAMILY_OPTIONS = [
  'system-ui', 'arial', 'helvetica', 'verdana', 'trebuchet ms', 'times new roman', 'georgia', 'garamond', 'courier new', 'brush script mt',
] as const;
export const CURSOR_OPTIONS = ['default', 'pointer', 'not-allowed', 'wait', 'move'] as const;
export const POINTER_EVENTS_OPTIONS = ['auto', 'none'] as const;

const color = (id: string, label: string, fallback: string, category: StylePropertyCategory): StylePropertyDefinition => ({
  id, type: 'color', target: id, label, validation: {}, default: fallback, category,
});
const sized = (id: string, label: string, type: 'size' | 'spacing', max: number, fallback: string | number): StylePropertyDefinition => ({
  id, type, target: id, label, validation: { min: 0, max, step: 1 }, default: fallback, category: type === 'size' ? 'layout' : 'spacing',
});

/**
 * The style properties the element editor offers. Cursor and pointer-events default to the CSS initial
 * values.
 */
export const STYLE_PROPERTIES: readonly StylePropertyDefinition[] = [
  color('backgroundColor', 'Background Color', 'transparent', 'background'),
  { id: 'borderWidth', type: 'number', target: 'borderWidth', label: 'Border Width', validation: { min: 0, max: 20, step: 1 }, default: 0, category: 'border' },
  { id: 'borderStyle', type: 'select', target: 'borderStyle', label: 'Border Style', validation: { options: BORDER_STYLE_OPTIONS }, default: 'none', category: 'border' },
  color('borderColor', 'Border Color', '#000000', 'border'),
  { id: 'borderRadius', type: 'number', target: 'borderRadius', label: 'Border Radius', validation: { min: 0, max: 50, step: 1 }, default: 0, category: 'border' },
  sized('width', 'Width', 'size', 1000, 'auto'),
  sized('height', 'Height', 'size', 1000, 'auto'),
  sized('padding', 'Padding', 'spacing', 100, 0),
  sized('margin', 'Margin', 'spacing', 100, 0),
  { id: 'scale', type: 'number', target: 'transform', label: 'Scale', validation: { min: 0.1, max: 3, step: 0.1 }, default: 1, category: 'transform' },
  { id: 'rotate', type: 'number', target: 'transform', label: 'Rotate', validation: { min: -360, max: 360, step: 1 }, default: 0, category: 'transform' },
  { id: 'fontFamily', type: 'select', target: 'fontFamily', label: 'Font Family', validation: { options: FONT_FAMILY_OPTIONS }, default: 'system-ui', category: 'typography' },
  color('color', 'Font Color', '#000000', 'typography'),
  { id: 'cursor', type: 'select', target: 'cursor', label: 'Cursor', validation: { options: CURSOR_OPTIONS }, default: 'default', category: 'interaction' },
  { id: 'pointerEvents', type: 'select', target: 'pointerEvents', label: 'Pointer Events', validation: { options: POINTER_EVENTS_OPTIONS }, default: 'auto', category: 'interaction' },
];

/** Effect properties: none yet. */
export const EFFECT_PROPERTIES: readonly StylePropertyDefinition[] = [];

/** The properties the element editor offers per building block. */
export const ELEMENT_PROPERTIES = {
  Button: [
    'text', 'color', 'backgroundColor', 'padding', 'margin', 'border', 'fontSize', 'fontWeight', 'textTransform',
    'boxShadow', 'cursor', 'transition', 'opacity', 'filter', 'transform', 'width', 'height', 'onClick',
  ],
  Image: ['objectFit', 'border', 'borderRadius', 'filter', 'opacity', 'boxShadow', 'transform', 'width', 'height'],
  Symbol: ['iconSize', 'iconColor', 'iconSpacing', 'iconPosition', 'iconRotation'],
  Divider: ['height', 'backgroundColor', 'margin', 'padding'],
  Progressbar: ['height', 'backgroundColor', 'trackColor', 'gradientColor', 'gradientDirection'],
} as const;

const PIXELS = /^(-?\d+(?:\.\d+)?)px$/;

const clampNumber = (value: number, definition: StylePropertyDefinition): number => {
  const { min = -Infinity, max = Infinity, step } = definition.validation;
  const snapped = step ? snapToStep(value, step, Number.isFinite(min) ? min : 0) : value;
  return clamp(snapped, min, max);
};

const sanitizeValue = (value: unknown, definition: StylePropertyDefinition): unknown => {
  if (definition.type === 'color') return typeof value === 'string' && value.trim() !== '' ? value : definition.default;
  if (definition.type === 'select') {
    const options = definition.validation.options ?? [];
    const match = typeof value === 'string' ? options.find((option) => option === value.toLowerCase()) : undefined;
    return match ?? definition.default;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? clampNumber(value, definition) : definition.default;
  if (typeof value !== 'string') return definition.default;
  const pixels = PIXELS.exec(value.trim());
  if (pixels) return `${clampNumber(Number(pixels[1]), definition)}px`;
  // Keywords and other units ('auto', '50%', '1rem') are left to the browser.
  return value;
};

/**
 * Clamps the known style properties to the editor's bounds (numbers and `px` strings), replaces
 * unknown select values with the default and keeps every other property as it is.
 *
 * @example sanitizeStyle({ borderWidth: 40, scale: 0.04 }) // → { borderWidth: 20, scale: 0.1 }
 */
export const sanitizeStyle = (props: Record<string, unknown>): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const definition = STYLE_PROPERTIES.find((candidate) => candidate.id === key);
    result[key] = definition === undefined ? value : sanitizeValue(value, definition);
  }
  return result;
};
