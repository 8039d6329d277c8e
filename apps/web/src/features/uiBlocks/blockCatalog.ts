/**
 * The SDK's UI building blocks as the block editor offers them (spec 1 §5 "Component option bounds", §9
 * "Preview size constraints" and defaults; spec 2 §3 per-element property sets). Every bound, default and
 * list comes from the game SDK, so the editor and the components agree.
 */
import {
  COMPONENT_BOUNDS,
  COMPONENT_DEFAULTS,
  OBJECT_FIT_OPTIONS,
  PREVIEW_SIZE_CONSTRAINTS,
  STYLE_PRESET_NAMES,
  SYMBOL_DATA_TYPES,
  SYMBOL_ICON_POSITIONS,
  SYMBOL_ICONS,
  type Bound,
} from '@tempest/game-sdk';

export const BLOCK_NAMES = ['Button', 'Image', 'Symbol', 'Divider', 'ProgressBar'] as const;
export type BlockName = (typeof BLOCK_NAMES)[number];

export const isBlockName = (name: string): name is BlockName => (BLOCK_NAMES as readonly string[]).includes(name);

/** Where a field's value is written: a prop of the block, or an entry of its `style` object. */
export type FieldTarget = 'prop' | 'style';

type FieldBase = { readonly key: string; readonly label: string; readonly at: FieldTarget };

/** One editable option of a block. Number fields are snapped to `bound.step` and clamped to the bound. */
export type BlockField =
  | (FieldBase & { readonly kind: 'number'; readonly bound: Bound; readonly default?: number; readonly unit?: 'px' | 'deg' })
  | (FieldBase & { readonly kind: 'text'; readonly default?: string })
  | (FieldBase & { readonly kind: 'color'; readonly default?: string })
  | (FieldBase & { readonly kind: 'select'; readonly options: readonly string[]; readonly default?: string })
  | (FieldBase & { readonly kind: 'icon'; readonly options: readonly string[]; readonly default?: string })
  | (FieldBase & { readonly kind: 'boolean'; readonly default?: boolean })
  | (FieldBase & { readonly kind: 'image'; readonly default?: string });

export type BlockDefinition = {
  readonly name: BlockName;
  readonly label: string;
  /** Options of the block (props), in the order the editor shows them. */
  readonly options: readonly BlockField[];
  /** Width and height, bounded by the spec's preview size constraints where it gives them. */
  readonly size: readonly BlockField[];
  /** Props a newly inserted block starts with (the SDK's defaults that a creator usually changes). */
  readonly starter: Readonly<Record<string, string | number | boolean>>;
  /** The preview's size limits (spec 1 §9), applied around the live preview. */
  readonly preview?: { readonly width: Bound; readonly height: Bound };
};

const D = COMPONENT_DEFAULTS;
const B = COMPONENT_BOUNDS;
const P = PREVIEW_SIZE_CONSTRAINTS;
/** The style table's size range (spec 2 §3: width, height 0-1000) for blocks without a preview constraint. */
const STYLE_SIZE: Bound = { min: 0, max: 1000, step: 1 };

const px = (key: string, label: string, bound: Bound, at: FieldTarget, fallback?: number): BlockField => ({
  key, label, at, kind: 'number', bound: { step: 1, ...bound }, unit: 'px', ...(fallback === undefined ? {} : { default: fallback }),
});

export const PRESET_FIELD: BlockField = { key: 'preset', label: 'Style preset', at: 'prop', kind: 'select', options: STYLE_PRESET_NAMES };

export const BLOCKS: Readonly<Record<BlockName, BlockDefinition>> = {
  Button: {
    name: 'Button',
    label: 'Button',
    options: [
      { key: 'text', label: 'Text', at: 'prop', kind: 'text' },
      { key: 'title', label: 'Tooltip', at: 'prop', kind: 'text' },
      { key: 'disabled', label: 'Disabled', at: 'prop', kind: 'boolean', default: false },
    ],
    size: [px('width', 'Width', P.button.width, 'style'), px('height', 'Height', P.button.height, 'style')],
    starter: { text: 'Click me' },
    preview: P.button,
  },
  Image: {
    name: 'Image',
    label: 'Image',
    options: [
      { key: 'src', label: 'Image', at: 'prop', kind: 'image' },
      { key: 'alt', label: 'Alternative text', at: 'prop', kind: 'text' },
      { key: 'objectFit', label: 'Object fit', at: 'prop', kind: 'select', options: OBJECT_FIT_OPTIONS, default: D.image.objectFit },
      { key: 'rotate', label: 'Rotate', at: 'prop', kind: 'number', bound: { min: -360, max: 360, step: 1 }, default: 0, unit: 'deg' },
      { key: 'scale', label: 'Scale', at: 'prop', kind: 'number', bound: { min: 0.1, max: 3, step: 0.1 }, default: 1 },
      { key: 'flipX', label: 'Flip horizontally', at: 'prop', kind: 'boolean', default: false },
      { key: 'flipY', label: 'Flip vertically', at: 'prop', kind: 'boolean', default: false },
    ],
    size: [px('width', 'Width', STYLE_SIZE, 'prop'), px('height', 'Height', STYLE_SIZE, 'prop')],
    starter: { src: '', alt: '', width: 160, height: 120 },
  },
  Symbol: {
    name: 'Symbol',
    label: 'Symbol',
    options: [
      { key: 'icon', label: 'Icon', at: 'prop', kind: 'icon', options: SYMBOL_ICONS, default: 'HelpCircle' },
      { key: 'text', label: 'Text', at: 'prop', kind: 'text' },
      { key: 'dataType', label: 'Data type', at: 'prop', kind: 'select', options: SYMBOL_DATA_TYPES, default: D.symbol.dataType },
      { key: 'decimals', label: 'Decimals', at: 'prop', kind: 'number', bound: { min: 0, max: 6, step: 1 }, default: D.symbol.decimals },
      { key: 'iconSize', label: 'Icon size', at: 'prop', kind: 'number', bound: B.symbol.iconSize, default: D.symbol.iconSize, unit: 'px' },
      { key: 'iconColor', label: 'Icon color', at: 'prop', kind: 'color' },
      { key: 'iconSpacing', label: 'Icon spacing', at: 'prop', kind: 'number', bound: B.symbol.iconSpacing, default: D.symbol.iconSpacing, unit: 'px' },
      { key: 'iconPosition', label: 'Icon position', at: 'prop', kind: 'select', options: SYMBOL_ICON_POSITIONS, default: D.symbol.iconPosition },
      { key: 'iconRotation', label: 'Icon rotation', at: 'prop', kind: 'number', bound: B.symbol.iconRotation, default: D.symbol.iconRotation, unit: 'deg' },
    ],
    size: [px('width', 'Width', P.symbol.width, 'style'), px('height', 'Height', P.symbol.height, 'style')],
    starter: { icon: 'Heart', text: '10' },
    preview: P.symbol,
  },
  Divider: {
    name: 'Divider',
    label: 'Divider',
    options: [
      { key: 'color', label: 'Color', at: 'prop', kind: 'color', default: D.divider.color },
      { key: 'rotation', label: 'Rotation', at: 'prop', kind: 'number', bound: B.divider.rotation, default: D.divider.rotation, unit: 'deg' },
    ],
    // The divider's width is its `length`, its height its `thickness` (1..20, spec 1 §5 and §9 agree).
    size: [px('length', 'Width', P.divider.width, 'prop'), px('thickness', 'Height', { ...P.divider.height, ...B.divider.thickness }, 'prop', D.divider.thickness)],
    starter: { thickness: D.divider.thickness, color: D.divider.color },
    preview: P.divider,
  },
  ProgressBar: {
    name: 'ProgressBar',
    label: 'Progress bar',
    options: [
      { key: 'value', label: 'Value', at: 'prop', kind: 'number', bound: B.progress.value, default: D.progress.value },
      { key: 'max', label: 'Max', at: 'prop', kind: 'number', bound: B.progress.max, default: D.progress.max },
      { key: 'showValue', label: 'Show value', at: 'prop', kind: 'boolean', default: false },
      { key: 'color', label: 'Fill color', at: 'prop', kind: 'color' },
      { key: 'trackColor', label: 'Track color', at: 'prop', kind: 'color', default: D.progress.trackColor },
      { key: 'gradientColor', label: 'Gradient color', at: 'prop', kind: 'color' },
      { key: 'gradientDirection', label: 'Gradient direction', at: 'prop', kind: 'select', options: ['to right', 'to left', 'to top', 'to bottom', '45deg', '135deg'], default: D.progress.gradientDirection },
    ],
    size: [px('width', 'Width', P.progress.width, 'style'), px('height', 'Height', P.progress.height, 'prop', D.progress.height)],
    starter: { value: D.progress.value, max: D.progress.max },
    preview: P.progress,
  },
};

/** Every field of a block: its options, its size and the preset. */
export const fieldsOf = (block: BlockName): readonly BlockField[] => [...BLOCKS[block].options, ...BLOCKS[block].size, PRESET_FIELD];
