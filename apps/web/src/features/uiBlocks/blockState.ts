/**
 * A block usage as the editor holds it, and its options kept within the spec's bounds. Only literal values
 * are editable; any other prop, style entry or children stay as the creator wrote them (`kept`).
 */
import { clampToBound } from '@tempest/game-sdk';
import { BLOCKS, fieldsOf, type BlockField, type BlockName } from './blockCatalog';

export type Literal = string | number | boolean;

export type BlockState = {
  readonly block: BlockName;
  /** Literal props (`text="Go"`, `value={70}`, `disabled`), in source order. */
  readonly props: Readonly<Record<string, Literal>>;
  /** Literal entries of the `style={{ … }}` object. */
  readonly style: Readonly<Record<string, Literal>>;
  /** Source text kept verbatim: other props (`onClick={…}`, `{...rest}`), other style entries, the children. */
  readonly kept: { readonly props: readonly KeptEntry[]; readonly style: readonly KeptEntry[]; readonly children: string | null };
};

/**
 * A prop or style entry that is not a literal, and the literal key it came before (null: after the last), so a
 * rewritten element keeps the order that decides what wins (`{...rest} text="Go"`: the text wins).
 */
export type KeptEntry = { readonly text: string; readonly before: string | null };

export const EMPTY_KEPT: BlockState['kept'] = { props: [], style: [], children: null };

/** A new block with its starter props. */
export const newBlock = (block: BlockName): BlockState => ({ block, props: { ...BLOCKS[block].starter }, style: {}, kept: EMPTY_KEPT });

/**
 * The value within the field's rules: numbers snapped to the step and clamped (a number given as text is
 * read), a select's unknown value dropped (undefined), booleans as booleans, text and colours as text.
 */
export const clampFieldValue = (field: BlockField, value: Literal | undefined): Literal | undefined => {
  if (value === undefined) return undefined;
  switch (field.kind) {
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(/px$/, '')) : Number.NaN;
      return Number.isFinite(number) ? clampToBound(number, field.bound, field.bound.min) : undefined;
    }
    case 'select':
    case 'icon':
      return field.options.includes(String(value)) ? String(value) : undefined;
    case 'boolean':
      return value === true || value === 'true';
    default:
      return String(value);
  }
};

const bag = (state: BlockState, field: BlockField) => (field.at === 'prop' ? state.props : state.style);

/** The field's value as written (clamped for display), or undefined when the code does not set it. */
export const fieldValue = (state: BlockState, field: BlockField): Literal | undefined => clampFieldValue(field, bag(state, field)[field.key]);

/** The state with the field set to the clamped value, or removed when `value` is undefined or not allowed. */
export const setField = (state: BlockState, field: BlockField, value: Literal | undefined): BlockState => {
  const next = { ...bag(state, field) };
  const clamped = clampFieldValue(field, value);
  if (clamped === undefined) delete next[field.key];
  else next[field.key] = clamped;
  return field.at === 'prop' ? { ...state, props: next } : { ...state, style: next };
};

/**
 * Every known field of the block clamped to its bounds (an out-of-range `width={900}` of a button becomes
 * 400); values a field does not allow are dropped; unknown props and style entries stay as they are.
 */
export const clampState = (state: BlockState): BlockState =>
  fieldsOf(state.block).reduce((current, field) => {
    const raw = bag(current, field)[field.key];
    return raw === undefined ? current : setField(current, field, raw);
  }, state);
