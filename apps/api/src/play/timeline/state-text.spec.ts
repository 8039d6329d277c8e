import { describe, expect, it } from '@jest/globals';
import { isSanitizedEntityState } from '@tempest/domain';
import fc from 'fast-check';
import { bodyWithRawMember, RawJson } from '../../common/raw-json.js';
import { hostileTextIn, MAX_JSON_DEPTH } from '../../common/hostile-input.js';
import { cleanStateText } from './state-text.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const proven = (text: string) => cleanStateText(bytes(text), 0, MAX_JSON_DEPTH - 1);
const ID = '0b7e8c52-95d6-4f5e-9c1e-3f2a1b0c9d8e';

// Strings that hit the cases: escapes JSON.stringify writes and those it does not, non-ASCII, prototype keys.
const tricky = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom('__proto__', 'constructor', 'a"b\\c', '\n\t\u0001', '😀é', '\ud800'));
const json = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, tricky, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('any'), { maxLength: 3 }), fc.dictionary(tricky, tie('any'), { maxKeys: 3 })),
})).any;
const entityId = fc.oneof(fc.uuid(), fc.uuid().map((id) => id.toUpperCase()), tricky);
/** States as a game might send them: mostly clean, sometimes not (ids, non-object entities or components). */
const state = fc.dictionary(entityId, fc.oneof(fc.dictionary(tricky, fc.oneof(fc.dictionary(tricky, json, { maxKeys: 3 }), json), { maxKeys: 3 }), json), { maxKeys: 4 });

describe('cleanStateText', () => {
  it('proves every clean state as JSON.stringify writes it, with its exact length in characters', () => {
    fc.assert(
      fc.property(state, (value) => {
        const text = JSON.stringify(value);
        const result = proven(text);
        if (isSanitizedEntityState(JSON.parse(text)) && hostileTextIn(JSON.parse(text)) === null && !/\\u|e[+-]/i.test(text)) {
          expect(result).toEqual({ end: Buffer.byteLength(text), chars: text.length });
        }
      }),
      { seed: 33, numRuns: 400 },
    );
  });

  it('never proves a text that is not a clean state written as JSON.stringify writes it (parsed and written again, it is the same text)', () => {
    fc.assert(
      fc.property(state, fc.constantFrom('', ' ', '\n'), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const result = proven(text);
        if (result === null) return;
        const parsed = JSON.parse(text) as unknown;
        expect(isSanitizedEntityState(parsed)).toBe(true);
        expect(hostileTextIn(parsed)).toBeNull();
        expect(JSON.stringify(parsed)).toBe(text);
        expect(result.chars).toBe(text.length);
      }),
      { seed: 34, numRuns: 400 },
    );
  });

  it('refuses what a session would not keep as sent, and what JSON.stringify would write otherwise', () => {
    for (const text of [
      `{"${ID.toUpperCase()}":{}}`, // an id not in lower case
      '{"not-an-id":{}}',
      `{"${ID}":{"hp":3}}`, // a component that is not an object
      `{"${ID}":[]}`,
      `{"${ID}":{"hp":{"v":1e5}}}`, // an exponent
      `{"${ID}":{"hp":{"v":1${'0'.repeat(310)}}}}`, // Infinity once parsed
      `{"${ID}":{"hp":{"v":"\\u0000"}}}`, // a \u escape (NUL, a lone surrogate)
      `{"${ID}":{"hp":{"v":"a\\/b"}}}`,
      `{"${ID}":{"hp":{"__proto__":{}}}}`,
      `{"${ID}":{"constructor":{}}}`,
      `{"${ID}": {}}`, // whitespace
      `{"${ID}":{"hp":{"v":01}}}`, // not JSON
      `{"${ID}":{"hp":{"v":[1,]}}}`,
      `{"${ID}":{"hp":{"v":tru}}}`,
      `{"${ID}":{"hp":{"v":"open}}}`,
      `{"${ID}":{}`,
    ]) {
      expect([text, proven(text)]).toEqual([text, null]);
    }
    expect(cleanStateText(Buffer.from([...bytes(`{"${ID}":{"n":{"v":"`), 0xff, ...bytes('"}}}')]), 0, 10)).toBeNull(); // not UTF-8
    const mixed = `{"${ID}":{"hp":{"v":-0.5,"w":[true,false,null,"é😀\\n"]}}}`;
    expect(proven(mixed)).toEqual({ end: Buffer.byteLength(mixed), chars: mixed.length });
  });

  it('stops at the depth it is given', () => {
    // The state, an entity and a component, then n arrays: 3 + n containers.
    const deep = (n: number) => `{"${ID}":{"c":{"d":${'['.repeat(n)}${']'.repeat(n)}}}}`;
    expect(cleanStateText(bytes(deep(7)), 0, 10)).not.toBeNull();
    expect(cleanStateText(bytes(deep(8)), 0, 10)).toBeNull();
    expect(cleanStateText(bytes(`{"${ID}":{"c":${'['.repeat(100_000)}`), 0, MAX_JSON_DEPTH)).toBeNull();
  });
});

describe('bodyWithRawMember', () => {
  const body = (text: string) => bodyWithRawMember(bytes(text), 'ecs_state', cleanStateText, MAX_JSON_DEPTH);
  const state = `{"${ID}":{"hp":{"value":3}}}`;

  it('keeps the member as its text and parses the rest, wherever the member stands', () => {
    for (const text of [`{"ecs_state":${state},"marker_label":"a"}`, `{"marker_label":"ecs_state","ecs_state":${state}}`, `{"t":{"ecs_state":1},"ecs_state":${state}}`]) {
      const kept = body(text)!;
      const raw = kept.body.ecs_state as RawJson;
      expect(raw).toBeInstanceOf(RawJson);
      expect(raw.bytes.toString()).toBe(state);
      expect(raw.chars).toBe(state.length);
      expect(raw.parse()).toEqual(JSON.parse(state));
      expect({ ...kept.body, ecs_state: raw.parse() }).toEqual(JSON.parse(text));
      // Nothing that walks a body sees its bytes.
      expect(Object.keys(raw)).toEqual(['chars']);
    }
  });

  it('leaves to the usual parse a body it cannot prove: invalid JSON around the member, a second member of the name, another shape', () => {
    for (const text of [
      `{"ecs_state":${state},"marker_label":}`,
      `{"ecs_state":${state},"ecs_state":{}}`,
      `{"ecs_state":{"a":1}}`,
      ` {"ecs_state":${state}}`,
      `{"other":${state}}`,
      `[${state}]`,
    ]) {
      expect([text, body(text)]).toEqual([text, null]);
    }
  });
});
