/**
 * The style property editor (spec 2 §3): the style table's properties a block offers (its per-element set),
 * their values read from and written to the block's `style` object within the table's bounds, and the
 * style presets.
 */
import { clamp, ELEMENT_PROPERTIES, presetStyle, snapToStep, STYLE_PROPERTIES, type StylePresetName, type StylePropertyDefinition } from '@tempest/game-sdk';
import { BLOCKS, type BlockName } from './blockCatalog';
import type { BlockState, Literal } from './blockState';

/** A per-element set names a group where the table has several properties. */
const GROUPS: Record<string, readonly string[]> = {
  border: ['borderWidth', 'borderStyle', 'borderColor', 'borderRadius'],
  transform: ['scale', 'rotate'],
};

const SET_OF: Record<BlockName, readonly string[]> = {
  Button: ELEMENT_PROPERTIES.Button,
  Image: ELEMENT_PROPERTIES.Image,
  Symbol: ELEMENT_PROPERTIES.Symbol,
  Divider: ELEMENT_PROPERTIES.Divider,
  ProgressBar: ELEMENT_PROPERTIES.Progressbar,
};

/**
 * The style table's properties the block's editor shows, in table order: its per-element set, groups
 * expanded, less what the block's own options already edit (its size, the Image's rotate and scale, the
 * Divider's and ProgressBar's colours).
 */
export const styleFieldsOf = (block: BlockName): readonly StylePropertyDefinition[] => {
  const wanted = new Set(SET_OF[block].flatMap((id) => GROUPS[id] ?? [id]));
  const own = new Set(['width', 'height', ...BLOCKS[block].size.map((field) => field.key)]);
  for (const field of BLOCKS[block].options) own.add(field.key);
  if (block === 'Divider' || block === 'ProgressBar') own.add('backgroundColor');
  return STYLE_PROPERTIES.filter((definition) => wanted.has(definition.id) && !own.has(definition.id));
};

const TRANSFORM_PART: Record<string, RegExp> = { scale: /scale\(\s*(-?[\d.]+)\s*\)/, rotate: /rotate\(\s*(-?[\d.]+)deg\s*\)/ };
const PX = /^(-?\d+(?:\.\d+)?)(px)?$/;

const clampNumber = (value: number, definition: StylePropertyDefinition): number => {
  const { min = -Infinity, max = Infinity, step } = definition.validation;
  return clamp(step ? snapToStep(value, step, Number.isFinite(min) ? min : 0) : value, min, max);
};

const isNumeric = (definition: StylePropertyDefinition) => definition.type === 'number' || definition.type === 'size' || definition.type === 'spacing';

/** The property's value in the style object (numbers for px), or undefined when it is not set or not readable. */
export const styleValue = (style: BlockState['style'], definition: StylePropertyDefinition): Literal | undefined => {
  if (definition.target === 'transform') {
    const match = TRANSFORM_PART[definition.id]?.exec(String(style.transform ?? ''));
    return match ? Number(match[1]) : undefined;
  }
  const raw = style[definition.target];
  if (raw === undefined) return undefined;
  if (!isNumeric(definition)) return raw;
  if (typeof raw === 'number') return raw;
  const pixels = PX.exec(String(raw).trim());
  return pixels ? Number(pixels[1]) : raw;
};

/** The parts of a transform the editor writes, in a fixed order. */
const transformOf = (scale: number | undefined, rotate: number | undefined): string | undefined => {
  const parts = [scale === undefined || scale === 1 ? null : `scale(${scale})`, rotate === undefined || rotate === 0 ? null : `rotate(${rotate}deg)`].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
};

/**
 * The style with the property set within the table's bounds (numbers snapped and clamped, a select's value
 * one of its options, a colour any non-empty text), or removed for undefined or ''. Size and spacing keep
 * keywords and other units ('auto', '50%') as written.
 */
export const setStyleValue = (style: BlockState['style'], definition: StylePropertyDefinition, value: Literal | undefined): BlockState['style'] => {
  const next: Record<string, Literal> = { ...style };
  const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
  if (definition.target === 'transform') {
    const number = empty ? undefined : Number(value);
    const current = { scale: styleValue(style, { ...definition, id: 'scale' }), rotate: styleValue(style, { ...definition, id: 'rotate' }) };
    const part = number === undefined || !Number.isFinite(number) ? undefined : clampNumber(number, definition);
    const merged = { ...current, [definition.id]: part } as { scale?: Literal; rotate?: Literal };
    const transform = transformOf(merged.scale as number | undefined, merged.rotate as number | undefined);
    if (transform === undefined) delete next.transform;
    else next.transform = transform;
    return next;
  }
  if (empty) {
    delete next[definition.target];
    return next;
  }
  if (definition.type === 'select') {
    const option = definition.validation.options?.find((candidate) => candidate === String(value).toLowerCase());
    if (option === undefined) delete next[definition.target];
    else next[definition.target] = option;
    return next;
  }
  if (isNumeric(definition)) {
    const number = typeof value === 'number' ? value : PX.test(String(value).trim()) ? Number(PX.exec(String(value).trim())![1]) : Number.NaN;
    next[definition.target] = Number.isFinite(number) ? clampNumber(number, definition) : String(value);
    return next;
  }
  next[definition.target] = String(value);
  return next;
};

/** The CSS properties a preset sets: a style entry of the block overrides them. */
const PRESET_PROPERTIES = [
  'border', 'borderWidth', 'borderStyle', 'borderColor', 'borderRadius', 'background', 'backgroundColor', 'color',
  'boxShadow', 'fontFamily', 'filter', 'textTransform', 'letterSpacing', 'textShadow', 'fontWeight',
];

/**
 * The block with the preset applied (or removed, for undefined): the `preset` prop set, and the style
 * entries that would hide the preset's look (its border, background, colours, shadow, font) dropped, so the
 * preset shows; layout entries (size, spacing, cursor, transform) stay.
 */
export const applyPreset = (state: BlockState, preset: StylePresetName | undefined): BlockState => {
  const props = { ...state.props };
  if (preset === undefined) delete props.preset;
  else props.preset = preset;
  const style = Object.fromEntries(Object.entries(state.style).filter(([key]) => preset === undefined || !PRESET_PROPERTIES.includes(key)));
  return { ...state, props, style };
};

/** What the block looks like with its preset: the preset's CSS with the block's own style entries over it. */
export const effectiveStyle = (state: BlockState): Record<string, Literal> => {
  const preset = typeof state.props.preset === 'string' ? state.props.preset : undefined;
  return { ...(preset === undefined ? {} : (presetStyle(preset) as Record<string, Literal>)), ...state.style };
};
