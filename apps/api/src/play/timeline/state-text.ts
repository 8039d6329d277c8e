import { isAscii, isUtf8 } from 'node:buffer';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, OPEN_BRACE, OPEN_BRACKET, QUOTE } from '../../common/hostile-input.js';

/*
 * A save's ecs_state proven from its bytes (docs/api-timeline.md, Save states): the create route stores the
 * body's own text of the state — no JSON.parse of up to a megabyte, no JSON.stringify back — when one pass
 * proves that text is a state exactly as a session keeps it, written as JSON.stringify writes it (numbers
 * may keep digits it would drop, `1.50`: they parse to the same value and are never shorter, so the size
 * bound still holds for the state parsed). Anything it cannot prove (whitespace, an exponent, a `\u` or
 * `\/` escape, a prototype key, an entity id not in lower case, a non-object entity or component, invalid
 * JSON) is parsed and cleaned as before.
 */

const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const HYPHEN = MINUS;

/** The escapes JSON.stringify writes for these characters: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`. */
const SHORT_ESCAPES = new Set([QUOTE, BACKSLASH, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const [TRUE, FALSE, NULL] = ['true', 'false', 'null'].map((word) => Buffer.from(word, 'latin1'));
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'].map((key) => Buffer.from(key, 'latin1'));
/**
 * Integer digits above which a number is left to JSON.parse: past 308 digits a double is Infinity, which
 * JSON.stringify writes as null — the text as sent would then say something else.
 */
const MAX_INTEGER_DIGITS = 300;

const OBJECT = 1;
const ARRAY = 2;

/** What the text proves: where the state ends (exclusive) and its length in characters (UTF-16 code units, as `JSON.stringify(state).length`). */
export type StateText = { end: number; chars: number };

const sameBytes = (raw: Uint8Array, start: number, end: number, word: Uint8Array): boolean => {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (raw[start + i] !== word[i]) return false;
  return true;
};

const isHex = (b: number) => (b >= ZERO && b <= NINE) || (b >= 0x61 && b <= 0x66);

/** 8-4-4-4-12 lower-case hexadecimal digits (an entity id as a session keeps it). */
const isLowerUuid = (raw: Uint8Array, start: number, end: number): boolean => {
  if (end - start !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const b = raw[start + i];
    if (i === 8 || i === 13 || i === 18 || i === 23 ? b !== HYPHEN : !isHex(b)) return false;
  }
  return true;
};

/**
 * The entity state whose JSON text starts at `raw[start]`, if the text proves it clean (UUID entity ids in
 * lower case, object entities and components: what `isSanitizedEntityState` accepts) and written as
 * JSON.stringify writes it, nesting at most `maxDepth` containers; else null. Iterative, one pass.
 */
/** Bytes a string's scan stops at: the closing quote, a backslash, a control character. */
const STOPS_STRING = new Uint8Array(256).map((_, b) => Number(b === QUOTE || b === BACKSLASH || b < 0x20));

/** The index of a string's closing quote, or -1 when it is not written as JSON.stringify writes strings. */
const stringEnd = (raw: Uint8Array, from: number): number => {
  const length = raw.length;
  let j = from;
  for (;;) {
    while (j < length && STOPS_STRING[raw[j]] === 0) j++;
    if (j >= length) return -1;
    const b = raw[j];
    if (b === QUOTE) return j;
    if (b !== BACKSLASH || !SHORT_ESCAPES.has(raw[j + 1])) return -1;
    j += 2;
  }
};

/** The index after a number written as plain decimals (no exponent), or -1. */
const numberEnd = (raw: Uint8Array, from: number): number => {
  let j = from;
  if (raw[j] === MINUS) j++;
  const digits = j;
  let b = raw[j];
  if (b === ZERO) b = raw[++j];
  else if (b > ZERO && b <= NINE) while (b >= ZERO && b <= NINE) b = raw[++j];
  else return -1;
  if (j - digits > MAX_INTEGER_DIGITS) return -1;
  if (b === DOT) {
    const fraction = ++j;
    b = raw[j];
    while (b >= ZERO && b <= NINE) b = raw[++j];
    if (j === fraction) return -1;
  }
  return b === 0x65 || b === 0x45 ? -1 : j;
};

const isPrototypeKey = (raw: Uint8Array, keyStart: number, keyEnd: number): boolean => {
  const size = keyEnd - keyStart;
  if (size !== 9 && size !== 11) return false;
  for (const key of PROTOTYPE_KEYS) if (sameBytes(raw, keyStart, keyEnd, key)) return true;
  return false;
};

/** The length in UTF-16 code units of UTF-8 text (what `toString('utf8').length` gives), or -1 when it is not UTF-8. */
const charsOf = (text: Uint8Array): number => {
  if (isAscii(text)) return text.length;
  if (!isUtf8(text)) return -1;
  let chars = 0;
  for (const b of text) if ((b & 0xc0) !== 0x80) chars += b >= 0xf0 ? 2 : 1;
  return chars;
};

export const cleanStateText = (raw: Uint8Array, start: number, maxDepth: number): StateText | null => {
  if (raw[start] !== OPEN_BRACE || maxDepth < 1) return null;
  const kinds = new Uint8Array(maxDepth);
  kinds[0] = OBJECT;
  let depth = 0;
  let i = start + 1;
  let afterValue = false;
  for (;;) {
    const kind = kinds[depth];
    let b = raw[i];
    if (b === (kind === OBJECT ? CLOSE_BRACE : CLOSE_BRACKET)) {
      i++;
      if (depth === 0) break;
      depth--;
      afterValue = true;
      continue;
    }
    if (afterValue) {
      if (b !== COMMA) return null;
      b = raw[++i];
    }
    if (kind === OBJECT) {
      if (b !== QUOTE) return null;
      const keyStart = i + 1;
      const keyEnd = stringEnd(raw, keyStart);
      if (keyEnd < 0) return null;
      if (depth === 0 ? !isLowerUuid(raw, keyStart, keyEnd) : isPrototypeKey(raw, keyStart, keyEnd)) return null;
      if (raw[keyEnd + 1] !== COLON) return null;
      i = keyEnd + 2;
      b = raw[i];
    }
    // The state's values are entities and an entity's are components: objects, all of them.
    if (depth <= 1 && b !== OPEN_BRACE) return null;
    if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (depth + 1 >= maxDepth) return null;
      kinds[++depth] = b === OPEN_BRACE ? OBJECT : ARRAY;
      i++;
      afterValue = false;
      continue;
    }
    if (b === QUOTE) {
      const end = stringEnd(raw, i + 1);
      if (end < 0) return null;
      i = end + 1;
    } else if (b === MINUS || (b >= ZERO && b <= NINE)) {
      i = numberEnd(raw, i);
      if (i < 0) return null;
    } else {
      const word = b === 0x74 ? TRUE : b === 0x66 ? FALSE : b === 0x6e ? NULL : null;
      if (!word || !sameBytes(raw, i, i + word.length, word)) return null;
      i += word.length;
    }
    afterValue = true;
  }
  // Bytes past 0x7f can only be in strings here (anything else failed above): they must be UTF-8, as JSON.parse would have read them.
  const chars = charsOf(raw.subarray(start, i));
  return chars < 0 ? null : { end: i, chars };
};
