import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isSanitizedEntityState, sanitizeEntityState } from './play.rules.js';

const HERO = '2e8e4d74-7b3a-4e3a-9f6a-5b3d4c5e6f70';

describe('isSanitizedEntityState: a state sanitizeEntityState gives back as it is', () => {
  // Entity ids drawn to hit every case: lower-case UUIDs, upper-case ones, and keys that are none.
  const id = fc.oneof(fc.uuid(), fc.uuid().map((u) => u.toUpperCase()), fc.constantFrom('not-an-id', '__proto__', 'constructor', '0', ''));
  const component = fc.oneof(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), fc.jsonValue({ maxDepth: 1 }));
  const entity = fc.oneof(fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'toJSON')), component, { maxKeys: 4 }), fc.jsonValue({ maxDepth: 1 }));
  // Through JSON text, as a body arrives: JSON.parse makes an own '__proto__' key where one is written.
  const state = fc.oneof(fc.dictionary(id, entity, { maxKeys: 5 }), fc.jsonValue({ maxDepth: 1 })).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

  it('never says so of a state the copy would change (same JSON either way)', () => {
    fc.assert(
      fc.property(state, (raw) => {
        if (isSanitizedEntityState(raw)) expect(JSON.stringify(raw)).toBe(JSON.stringify(sanitizeEntityState(raw)));
      }),
      { seed: 15, numRuns: 2000 },
    );
  });

  it('says so of a game-shaped state, and not of one with anything sanitizeEntityState drops or lower-cases', () => {
    expect(isSanitizedEntityState({ [HERO]: { transform: { x: 1 }, sprite: { name: 'hero' } }, [HERO.replace('2e', '3e')]: {} })).toBe(true);
    expect(isSanitizedEntityState({})).toBe(true);
    expect(isSanitizedEntityState({ [HERO.toUpperCase()]: { hp: { value: 3 } } })).toBe(false);
    expect(isSanitizedEntityState({ [HERO]: { hp: { value: 3 }, tag: 'dropped' } })).toBe(false);
    expect(isSanitizedEntityState({ [HERO]: { hp: [1, 2] } })).toBe(false);
    expect(isSanitizedEntityState({ [HERO]: [] })).toBe(false);
    expect(isSanitizedEntityState({ 'not-an-id': {} })).toBe(false);
    expect(isSanitizedEntityState(JSON.parse(`{"${HERO}":{"__proto__":{"x":1}}}`))).toBe(false);
    expect(isSanitizedEntityState([])).toBe(false);
    expect(isSanitizedEntityState(null)).toBe(false);
  });
});
