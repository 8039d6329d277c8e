/** Deeper JSON bodies are refused (README, The API: Errors); the deepest body the studio's clients send is under 10 levels. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Whether the JSON text nests objects/arrays deeper than `max`: one pass over the bytes, strings skipped. */
export const jsonDepthExceeds = (raw: Uint8Array, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return false;
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
