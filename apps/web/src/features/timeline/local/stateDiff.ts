/**
 * Diffs between two entity states (spec 3 "State diff"; docs/web-timeline.md). A state maps an entity key to
 * its fields (for a game: entity UUID → component name → component data). Pure; values are never mutated,
 * unchanged entities and field values are shared between states.
 */

export type Fields = Record<string, unknown>;
export type Snapshot = Record<string, Fields>;

/**
 * added: key → the whole new entry; modified: key → the changed fields, null meaning the field was removed;
 * deleted: the removed keys. A field whose value is null is therefore recorded as removed (game state never
 * holds a null component).
 */
export type StateDiff = {
  added: Record<string, Fields>;
  modified: Record<string, Record<string, unknown>>;
  deleted: string[];
};

export const emptyDiff = (): StateDiff => ({
  added: {},
  modified: {},
  deleted: [],
});

export const isEmptyDiff = (diff: StateDiff): boolean =>
  diff.deleted.length === 0 && Object.keys(diff.added).length === 0 && Object.keys(diff.modified).length === 0;

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** Structural equality of JSON-like values (what a frame posts). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((key) => has(rb, key) && deepEqual(ra[key], rb[key]));
}

/** What changed from `before` to `after`. */
export function diffStates(before: Snapshot, after: Snapshot): StateDiff {
  const diff = emptyDiff();
  for (const key of Object.keys(before)) if (!has(after, key)) diff.deleted.push(key);
  for (const [key, next] of Object.entries(after)) {
    if (!has(before, key)) {
      diff.added[key] = next;
      continue;
    }
    const prev = before[key]!;
    if (prev === next) continue;
    const changed: Record<string, unknown> = {};
    let any = false;
    for (const field of Object.keys(prev)) {
      if (!has(next, field) || next[field] === null) {
        if (prev[field] !== null) {
          changed[field] = null;
          any = true;
        }
      }
    }
    for (const [field, value] of Object.entries(next)) {
      if (value === null) continue;
      if (!has(prev, field) || !deepEqual(prev[field], value)) {
        changed[field] = value;
        any = true;
      }
    }
    if (any) diff.modified[key] = changed;
  }
  return diff;
}

/** Applies the modified fields to one entry (null removes a field). */
function patched(entry: Fields | undefined, changes: Record<string, unknown>): Fields {
  const next: Fields = { ...entry };
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next;
}

/** The state after the diff: deleted keys go, added entries are set (replacing), modified fields are patched. */
export function applyDiff(state: Snapshot, diff: StateDiff): Snapshot {
  const next: Snapshot = { ...state };
  for (const key of diff.deleted) delete next[key];
  for (const [key, entry] of Object.entries(diff.added)) next[key] = entry;
  for (const [key, changes] of Object.entries(diff.modified)) next[key] = patched(next[key], changes);
  return next;
}

/** Applies several diffs in order (one copy of the top level, not one per diff). */
export function applyDiffs(state: Snapshot, diffs: readonly StateDiff[]): Snapshot {
  return diffs.length === 1 ? applyDiff(state, diffs[0]!) : applyDiff(state, mergeDiffs(diffs));
}

/**
 * One diff equal to applying `diffs` in order (spec 3 §4 "Merging several diffs"): a later modified entry with
 * null removes that field (from an added entry, or is kept as a removal), a modified entry left with no fields
 * is removed, a delete drops earlier adds and modifications of the key. An added entry stays even with no
 * fields: the entity exists.
 */
export function mergeDiffs(diffs: readonly StateDiff[]): StateDiff {
  const added: Record<string, Fields> = {};
  const modified: Record<string, Record<string, unknown>> = {};
  const deleted = new Set<string>();
  for (const diff of diffs) {
    for (const key of diff.deleted) {
      delete added[key];
      delete modified[key];
      deleted.add(key);
    }
    for (const [key, entry] of Object.entries(diff.added)) {
      added[key] = entry;
      delete modified[key];
    }
    for (const [key, changes] of Object.entries(diff.modified)) {
      if (has(added, key)) {
        added[key] = patched(added[key], changes);
        continue;
      }
      const merged = { ...modified[key], ...changes };
      if (Object.keys(merged).length === 0) delete modified[key];
      else modified[key] = merged;
    }
  }
  return { added, modified, deleted: [...deleted] };
}
