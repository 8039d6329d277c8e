import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { hostileTextIn, MAX_JSON_DEPTH, scanJson } from './hostile-input.js';

const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
const bytes = (text: string) => new TextEncoder().encode(text);

const jsonDepthExceeds = (raw: Uint8Array, max: number) => scanJson(raw, max).tooDeep;

describe('scanJson: depth', () => {
  it('agrees with the parsed depth of any JSON value, whatever its strings hold (brackets, quotes, escapes)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        expect(jsonDepthExceeds(bytes(JSON.stringify(value)), max)).toBe(depthOf(value) > max);
      }),
      { seed: 11, numRuns: 500 },
    );
  });

  it('stops at the limit on a body deep enough to overflow a recursive parser', () => {
    expect(jsonDepthExceeds(bytes('{"a":'.repeat(100_000)), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(bytes(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(bytes(`"${'['.repeat(1000)}"`), MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('scanJson: a body proven clean holds nothing hostileTextIn refuses', () => {
  // Strings drawn to hit the cases: NUL, lone surrogates, valid pairs, escapes of every kind, prototype keys.
  const tricky = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', '\ud800', '\udc00x', '😀', 'a"b\\c', '\n\t', '__proto_', 'constructors'),
  );
  const value = fc.letrec((tie) => ({
    any: fc.oneof({ depthSize: 'small' }, tricky, fc.integer(), fc.constant(null), fc.array(tie('any'), { maxLength: 4 }), fc.dictionary(tricky, tie('any'), { maxKeys: 4 })),
  })).any;

  it('never marks clean a JSON text whose parsed value hostileTextIn refuses (any value, keys included)', () => {
    fc.assert(
      fc.property(value, (v) => {
        const text = JSON.stringify(v);
        if (!scanJson(bytes(text), MAX_JSON_DEPTH).suspect) expect(hostileTextIn(JSON.parse(text))).toBeNull();
      }),
      { seed: 7, numRuns: 3000 },
    );
  });

  it('suspects escapes and prototype-key spellings written by hand, and clears plain bodies', () => {
    const suspect = (text: string) => scanJson(bytes(text), MAX_JSON_DEPTH).suspect;
    expect(suspect('{"a":"x\\u0000"}')).toBe(true);
    expect(suspect('{"\\u005f_proto__":{"isStaff":true}}')).toBe(true);
    expect(suspect('{"__proto__":{"isStaff":true}}')).toBe(true);
    expect(suspect('{"a":{"constructor":{"prototype":1}}}')).toBe(true);
    expect(suspect('{"a":"\\ud83d"}')).toBe(true);
    expect(suspect('{"a":"\\\\u0000"}')).toBe(false); // an escaped backslash, then the letters u0000: no NUL
    expect(suspect('{"name":"Ünïcode 😀 \\" \\\\ [{","n":[1,2,{"b":null}]}')).toBe(false);
    expect(suspect('{"ecs_state":{"0c6c2b52-5f1e-4c1e-9d4e-3f1b2a3c4d5e":{"transform":{"x":1.5}}}}')).toBe(false);
  });
});

describe('hostileTextIn', () => {
  it('finds a NUL or a lone surrogate in any string or key, and names the field', () => {
    expect(hostileTextIn({ user: { email: 'a\u0000@b.co' } })).toMatchObject({ code: 'request.nul_character', field: 'user.email' });
    expect(hostileTextIn({ list: ['ok', 'bad \ud800'] })).toMatchObject({ code: 'request.bad_unicode', field: 'list[1]' });
    expect(hostileTextIn({ ['k\u0000']: 1 })).toMatchObject({ code: 'request.nul_character' });
    expect(hostileTextIn('\udc00')).toMatchObject({ code: 'request.bad_unicode' });
  });

  it('refuses prototype keys as the unknown fields they are', () => {
    expect(hostileTextIn(JSON.parse('{"__proto__":{"isStaff":true}}'))).toEqual({ code: 'request.invalid', message: 'Unknown field "__proto__"', field: '__proto__' });
    expect(hostileTextIn({ a: { constructor: { prototype: { x: 1 } } } })).toMatchObject({ message: 'Unknown field "a.constructor"' });
  });

  it('lets through any JSON without those, emoji and other valid pairs included', () => {
    const clean = fc.jsonValue({ maxDepth: 5 }).filter((v) => !/\u0000|\p{Cs}|"(__proto__|constructor|prototype)":/u.test(JSON.stringify(v)));
    fc.assert(fc.property(clean, (value) => expect(hostileTextIn(value)).toBeNull()), { seed: 7, numRuns: 300 });
    expect(hostileTextIn({ name: 'Dragon 🐉 café' })).toBeNull();
  });
});
