import { isPlainObject } from '../shared/json.js';
import { looksLikeUuid } from '../shared/uuid.js';
import type { EntityChanges, EntityComponents, EntityState, PlaySource } from './play.events.js';
import { DomainError } from '../shared/errors.js';

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

/**
 * Whether `sanitizeEntityState` would give back this state as it is (nothing dropped, every entity id
 * already lower-case), checked without copying: a state a game sends is, and need not be rebuilt.
 */
export const isSanitizedEntityState = (raw: unknown): raw is EntityState => {
  if (!isPlainObject(raw)) return false;
  for (const id in raw) {
    if (!Object.hasOwn(raw, id)) return false;
    const entity = raw[id];
    if (!looksLikeUuid(id) || id !== id.toLowerCase() || !isPlainObject(entity)) return false;
    for (const name in entity) {
      // An own '__proto__' (JSON.parse makes one) would not survive the copy: sanitizeEntityState's assignment sets the prototype.
      if (!Object.hasOwn(entity, name) || name === '__proto__' || !isPlainObject(entity[name])) return false;
    }
  }
  return true;
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

/**
 * Which version of a game a session plays (docs/api-frontends.md, Play session; docs/api-checkpoints.md, Time
 * travel; docs/api-replay.md): `position` names the moment a 'moment' session plays, and only such a session has one.
 */
export type PlayVersion = { source: PlaySource; checkpointId: string | null; position?: string };

export type PlayVersionAsk = {
  /** The caller is the game's creator or staff. */
  editor: boolean;
  /** The start came from the creation canvas (X-Creation-Canvas: true). */
  onCanvas: boolean;
  /** The published checkpoint, null for a draft. */
  published: string | null;
  /** Time travel: the checkpoint asked for, and whether the game has it (not deleted). */
  travel: { checkpointId: string; found: boolean } | null;
  /**
   * Time travel to any moment: the global position asked for, whether the caller may travel in this game's
   * history (staff, analysts, its creator), and the newest position of the store (a later one has not happened).
   */
  moment?: { position: string; traveller: boolean; latest: bigint } | null;
};

/**
 * Editors on the canvas (and the creator of a draft) play the working tree; everyone else the published
 * checkpoint. Only editors travel to another checkpoint; travellers (editors and analysts) to a moment. Null:
 * nothing this caller may play, answered as 'Game not found' so a draft's, a checkpoint's or a history's
 * existence is not revealed.
 */
export const playVersionFor = ({ editor, onCanvas, published, travel, moment }: PlayVersionAsk): PlayVersion | null => {
  if (moment) {
    if (!moment.traveller) return null;
    if (BigInt(moment.position) > moment.latest) throw new DomainError('play.moment_not_reached', { position: moment.position, latest: moment.latest.toString() });
    return { source: 'moment', checkpointId: null, position: moment.position };
  }
  if (travel) {
    if (!editor) return null;
    if (!travel.found) throw new DomainError('checkpoint.not_found', { checkpointId: travel.checkpointId });
    return { source: 'checkpoint', checkpointId: travel.checkpointId };
  }
  if (editor && (onCanvas || published === null)) return { source: 'working', checkpointId: null };
  return published === null ? null : { source: 'published', checkpointId: published };
};
