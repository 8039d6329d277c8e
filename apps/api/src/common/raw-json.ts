import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, OPEN_BRACE, OPEN_BRACKET, QUOTE } from './hostile-input.js';

/**
 * A member of a JSON body kept as its text (`bodyParsing`'s `rawMember`): the bytes as they came, proven
 * valid and well-formed by the route's own check, never parsed unless asked. Its bytes are private, so
 * nothing that walks a body (validation, the hostile-text check) walks a megabyte of them.
 */
export class RawJson {
  readonly #bytes: Buffer;

  constructor(
    bytes: Buffer,
    /** Its length as a string (UTF-16 code units): what `JSON.stringify(value).length` gives. */
    readonly chars: number,
  ) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }

  parse(): unknown {
    return JSON.parse(this.#bytes.toString('utf8'));
  }
}

/** A route's check of a member's text: where the value starting at `raw[start]` ends and its length in characters, or null to parse the body as usual. */
export type RawMemberCheck = (raw: Uint8Array, start: number, maxDepth: number) => { end: number; chars: number } | null;

const COLON = 0x3a;

/** Where the value of the top-level member `name` starts in a body written `{"…":…}` without whitespace before it, or -1. */
const memberValueStart = (raw: Buffer, name: Buffer): number => {
  if (raw[0] !== OPEN_BRACE) return -1;
  let depth = 0;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (byte === QUOTE) {
      const start = i + 1;
      for (i = start; i < raw.length && raw[i] !== QUOTE; i++) if (raw[i] === BACKSLASH) i++;
      if (depth === 1 && raw[i + 1] === COLON && i - start === name.length && raw.subarray(start, i).equals(name)) return i + 2;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return -1;
};

/**
 * The body with its member `name` kept as text (a `RawJson`), when `check` proves that member's text and
 * the rest parses on its own; else null (the caller parses the whole body). The rest is parsed with a
 * placeholder in the member's place, so a second member of that name (JSON.parse would keep the last) is
 * seen and left to the usual parse.
 */
export const bodyWithRawMember = (raw: Buffer, name: string, check: RawMemberCheck, maxDepth: number): { body: Record<string, unknown>; rest: Buffer } | null => {
  const start = memberValueStart(raw, Buffer.from(name, 'utf8'));
  if (start < 0) return null;
  const proven = check(raw, start, maxDepth - 1);
  if (!proven) return null;
  const rest = Buffer.concat([raw.subarray(0, start), Buffer.from('0'), raw.subarray(proven.end)]);
  let body: unknown;
  try {
    body = JSON.parse(rest.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || (body as Record<string, unknown>)[name] !== 0) return null;
  (body as Record<string, unknown>)[name] = new RawJson(raw.subarray(start, proven.end), proven.chars);
  return { body: body as Record<string, unknown>, rest };
};
