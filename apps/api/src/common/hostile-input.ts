/** Deeper JSON bodies are refused (README, The API: Errors); the deepest body the studio's clients send is under 10 levels. */
export const MAX_JSON_DEPTH = 64;

// The bytes a scan of JSON text stops at (also raw-json.ts).
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACE = 0x7d;
export const CLOSE_BRACKET = 0x5d;

const LOWER_U = 0x75;

/** The prototype keys' bytes (ASCII), by length. */
const PROTOTYPE_KEY_BYTES = ['__proto__', 'constructor', 'prototype'].map((key) => Buffer.from(key, 'latin1'));

const spellsPrototypeKey = (raw: Uint8Array, start: number, end: number): boolean =>
  PROTOTYPE_KEY_BYTES.some((key) => {
    if (key.length !== end - start) return false;
    for (let i = 0; i < key.length; i++) if (raw[start + i] !== key[i]) return false;
    return true;
  });

export type JsonScan = {
  /** Objects/arrays nest deeper than the limit. */
  tooDeep: boolean;
  /**
   * The text may hold what `hostileTextIn` refuses: a string with a `\u` escape (in UTF-8 JSON the only
   * way to write a NUL — a raw control character is not JSON — or a lone surrogate, which UTF-8 cannot
   * encode), or a string spelled as a prototype key. When false, the parsed body holds none of them.
   */
  suspect: boolean;
};

/**
 * One pass over a UTF-8 JSON text's bytes, strings skipped for depth: how deep it nests (stopping past
 * `max`) and whether it may hold hostile text, so a body proven clean is not walked again once parsed.
 */
export const scanJson = (raw: Uint8Array, max: number): JsonScan => {
  let depth = 0;
  let suspect = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (byte === QUOTE) {
      const start = i + 1;
      for (i = start; i < raw.length && raw[i] !== QUOTE; i++) {
        if (raw[i] !== BACKSLASH) continue;
        i++;
        if (raw[i] === LOWER_U) suspect = true;
      }
      if (!suspect && spellsPrototypeKey(raw, start, i)) suspect = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) return { tooDeep: true, suspect: true };
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return { tooDeep: false, suspect };
};

export type HostileText = { code: string; message: string; field: string };

/** Keys that name an object's prototype machinery rather than a field. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// With the u flag a valid surrogate pair is one code point; only an unpaired half is in category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

const textProblem = (text: string, field: string): HostileText | null => {
  if (text.includes('\0')) return { code: 'request.nul_character', message: `${field || 'The body'} must not contain NUL characters`, field };
  if (LONE_SURROGATE.test(text)) return { code: 'request.bad_unicode', message: `${field || 'The body'} is not valid Unicode (it holds a lone surrogate)`, field };
  return null;
};

/**
 * The first NUL, lone surrogate or prototype key in a parsed body (keys included), or null. Bodies
 * reach here already limited in depth; the limit is kept anyway so no input can recurse without end.
 */
export const hostileTextIn = (value: unknown, field = '', depth = 0): HostileText | null => {
  if (typeof value === 'string') return textProblem(value, field);
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_JSON_DEPTH) return { code: 'request.too_deep', message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`, field };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = hostileTextIn(value[i], `${field}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const path = field ? `${field}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return { code: 'request.invalid', message: `Unknown field "${path}"`, field: path };
    const problem = textProblem(key, path) ?? hostileTextIn((value as Record<string, unknown>)[key], path, depth + 1);
    if (problem) return problem;
  }
  return null;
};
