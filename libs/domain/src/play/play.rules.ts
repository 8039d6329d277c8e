import { isPlainObject } from '../shared/json.js';
import { looksLikeUuid } from '../shared/uuid.js';
import type { EntityChanges, EntityComponents, EntityState } from './play.events.js';

/**
 * Only UUID-keyed entities and object-valued components are kept (docs/api-frontends.md, Play session;
 * anything else a script puts into the state is dropped, as the frame would drop it). Entity ids are
 * lower-cased.
 */
export const sanitizeEntityState = (raw: unknown): EntityState => {
  const state: EntityState = {};
  if (!isPlainObject(raw)) return state;
  for (const [id, entity] of Object.entries(raw)) {
    if (!looksLikeUuid(id) || !isPlainObject(entity)) continue;
    const components: EntityComponents = {};
    for (const [name, component] of Object.entries(entity)) {
      if (isPlainObject(component)) components[name] = component;
    }
    state[id.toLowerCase()] = components;
  }
  return state;
};

/** Structural equality of JSON values (object key order does not matter). */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
};

/** The entities that differ: their new components, or null for those gone. */
export const changesBetween = (before: EntityState, after: EntityState): EntityChanges => {
  const changes: EntityChanges = {};
  for (const id of Object.keys(before)) if (!Object.hasOwn(after, id)) changes[id] = null;
  for (const [id, components] of Object.entries(after)) {
    if (!Object.hasOwn(before, id) || !sameJson(before[id], components)) changes[id] = components;
  }
  return changes;
};

export const applyChanges = (state: EntityState, changes: EntityChanges): EntityState => {
  const next = { ...state };
  for (const [id, components] of Object.entries(changes)) {
    if (components === null) delete next[id];
    else next[id] = components;
  }
  return next;
};

/** Size of the state as JSON text (characters). */
export const entityStateSize = (state: EntityState): number => JSON.stringify(state).length;

/**
 * An entity's component_state as a game plays it: each component's field values, flat. The studio stores
 * a component as `{ componentName, scriptId, fieldData }` (which script defines it, and its values); a game
 * and its Python actions read and write the values — `state[id]['counter']['value']` — so a session
 * starts from `fieldData` (or, for a component stored without it, its own keys but the bookkeeping ones).
 */
export const playableComponents = (componentState: unknown): EntityComponents => {
  const components: EntityComponents = {};
  if (!isPlainObject(componentState)) return components;
  for (const [name, component] of Object.entries(componentState)) {
    if (!isPlainObject(component)) continue;
    if (isPlainObject(component.fieldData)) components[name] = { ...component.fieldData };
    else {
      const { componentName: _name, scriptId: _script, fieldData: _fields, ...values } = component;
      components[name] = values;
    }
  }
  return components;
};
