import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { hostileTextIn, jsonDepthExceeds, MAX_JSON_DEPTH } from './hostile-input.js';

const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('jsonDepthExceeds', () => {
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
