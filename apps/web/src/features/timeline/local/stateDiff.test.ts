import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applyDiff, applyDiffs, diffStates, isEmptyDiff, mergeDiffs, type Snapshot, type StateDiff } from './stateDiff';

const A = 'a1';
const B = 'b2';

describe('diffStates / applyDiff', () => {
  it('records added entries whole, changed fields only, removed fields as null and deleted keys', () => {
    const before: Snapshot = {
      [A]: { Pos: { x: 1 }, Hp: { v: 3 }, Tag: { t: 'x' } },
      [B]: { Pos: { x: 0 } },
    };
    const after: Snapshot = {
      [A]: { Pos: { x: 2 }, Hp: { v: 3 }, New: { n: 1 } },
      c3: { Pos: { x: 9 } },
    };
    const diff = diffStates(before, after);
    expect(diff).toEqual({
      added: { c3: { Pos: { x: 9 } } },
      modified: { [A]: { Pos: { x: 2 }, Tag: null, New: { n: 1 } } },
      deleted: [B],
    });
    expect(applyDiff(before, diff)).toEqual(after);
  });

  it('finds no change between equal states, even when the objects differ', () => {
    const diff = diffStates({ [A]: { Pos: { x: [1, 2] } } }, { [A]: { Pos: { x: [1, 2] } } });
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('does not touch the state it applies to', () => {
    const before: Snapshot = { [A]: { Pos: { x: 1 } } };
    applyDiff(before, {
      added: { [B]: {} },
      modified: { [A]: { Pos: null } },
      deleted: [],
    });
    expect(before).toEqual({ [A]: { Pos: { x: 1 } } });
  });
});

describe('mergeDiffs', () => {
  const d = (over: Partial<StateDiff>): StateDiff => ({
    added: {},
    modified: {},
    deleted: [],
    ...over,
  });

  it('a later null removes the field from an added entry, which stays even when left with no fields', () => {
    const merged = mergeDiffs([d({ added: { [A]: { Pos: { x: 1 } } } }), d({ modified: { [A]: { Pos: null } } })]);
    expect(merged).toEqual(d({ added: { [A]: {} } }));
  });

  it('keeps later values and a null as a removal, and drops a modified entry left with no fields', () => {
    const merged = mergeDiffs([
      d({ modified: { [A]: { Pos: { x: 1 } }, [B]: {} } }),
      d({ modified: { [A]: { Pos: { x: 2 }, Hp: null } } }),
    ]);
    expect(merged).toEqual(d({ modified: { [A]: { Pos: { x: 2 }, Hp: null } } }));
  });

  it('a delete drops earlier changes of the key; an add after it replaces the entry', () => {
    const merged = mergeDiffs([d({ modified: { [A]: { Pos: { x: 2 } } } }), d({ deleted: [A] }), d({ added: { [A]: { Hp: { v: 1 } } } })]);
    expect(applyDiff({ [A]: { Pos: { x: 1 }, Tag: {} } }, merged)).toEqual({
      [A]: { Hp: { v: 1 } },
    });
  });
});

// ---- Properties: random walks of states ------------------------------------------------------------

const value = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('x', 'y', 'z'), fc.integer(), { maxKeys: 3 }),
);
const entity = fc.dictionary(fc.constantFrom('Pos', 'Hp', 'Tag', 'Vel'), value, { maxKeys: 4 });
const snapshot: fc.Arbitrary<Snapshot> = fc.dictionary(fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5'), entity, { maxKeys: 5 });
const walk = fc.array(snapshot, { minLength: 1, maxLength: 12 });

describe('properties', () => {
  it('applying the diffs of a random walk of states reproduces each state', () => {
    fc.assert(
      fc.property(walk, (states) => {
        let current = states[0]!;
        for (let i = 1; i < states.length; i++) {
          current = applyDiff(current, diffStates(states[i - 1]!, states[i]!));
          expect(current).toEqual(states[i]);
        }
      }),
    );
  });

  it('merge(d1..dn) applied once equals applying them one by one', () => {
    fc.assert(
      fc.property(walk, (states) => {
        const diffs = states.slice(1).map((state, i) => diffStates(states[i]!, state));
        const oneByOne = diffs.reduce(applyDiff, states[0]!);
        expect(applyDiff(states[0]!, mergeDiffs(diffs))).toEqual(oneByOne);
        expect(applyDiffs(states[0]!, diffs)).toEqual(states[states.length - 1]);
      }),
    );
  });

  it('merge holds for arbitrary (not only consecutive) diffs too', () => {
    const diff: fc.Arbitrary<StateDiff> = fc.tuple(snapshot, snapshot).map(([a, b]) => diffStates(a, b));
    fc.assert(
      fc.property(snapshot, fc.array(diff, { maxLength: 8 }), (start, diffs) => {
        expect(applyDiff(start, mergeDiffs(diffs))).toEqual(diffs.reduce(applyDiff, start));
      }),
    );
  });
});
