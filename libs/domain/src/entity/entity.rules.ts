import { isPlainObject } from '../shared/json.js';
import { ENTITY_COMPONENT_KEY_MAX, ENTITY_COMPONENT_NAME_MAX, ENTITY_FOLDER_PATH_MAX, ENTITY_NAME_MAX, ENTITY_TYPE_MAX } from './entity.limits.js';
import { folderPathOf } from '../shared/folder-path.js';
import { DomainError } from '../shared/errors.js';

/** A trigger is a name or a description object; `fired_triggers` maps a trigger to what it recorded. */
export type EntityTrigger = string | Record<string, unknown>;
export type TriggerState = { triggers: EntityTrigger[]; fired_triggers: Record<string, unknown> };
export type EntityComponentEntry = { componentName: string; scriptId: string | null; fieldData: Record<string, unknown> };
/** Keyed by the component's slug (or a script component's lower-cased class name). */
export type EntityComponentState = Record<string, EntityComponentEntry>;

/** An entity asset's content (docs/api-assets.md, Entities). */
export type EntityContent = {
  entity_type: string;
  name: string;
  trigger_state: TriggerState;
  component_state: EntityComponentState;
  folder_path: string;
};

/** What a client sends; every field unchecked. `undefined` means "not given". */
export type EntityInput = { [K in keyof EntityContent]?: unknown };


// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Lower-cased and trimmed (docs/api-assets.md, Entities); empty is refused. */
export const normalizeEntityType = (raw: unknown): string => {
  if (typeof raw !== 'string') throw new DomainError('entity.invalid_type', 'entity_type is required and must be a string', { field: 'entity_type' });
  const type = raw.trim().toLowerCase();
  if (type.length === 0) throw new DomainError('entity.invalid_type', 'entity_type cannot be empty', { field: 'entity_type' });
  if (type.length > ENTITY_TYPE_MAX) throw new DomainError('entity.invalid_type', `entity_type must be at most ${ENTITY_TYPE_MAX} characters`, { field: 'entity_type' });
  return type;
};

/** Trimmed, at most 100 characters; empty or absent → the entity type. */
export const normalizeEntityName = (raw: unknown, entityType: string): string => {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new DomainError('entity.invalid_name', 'name must be a string', { field: 'name' });
  const name = (raw ?? '').trim();
  if (name.length > ENTITY_NAME_MAX) throw new DomainError('entity.invalid_name', `name must be at most ${ENTITY_NAME_MAX} characters`, { field: 'name' });
  return name || entityType;
};

export const emptyTriggerState = (): TriggerState => ({ triggers: [], fired_triggers: {} });

/** `{ triggers: (string | object)[], fired_triggers: object }`, both optional; absent → empty. */
export const normalizeTriggerState = (raw: unknown): TriggerState => {
  if (raw === undefined || raw === null) return emptyTriggerState();
  if (!isPlainObject(raw)) throw new DomainError('entity.invalid_trigger_state', 'trigger_state must be an object like { "triggers": [], "fired_triggers": {} }', { field: 'trigger_state' });
  const unknown = Object.keys(raw).find((key) => key !== 'triggers' && key !== 'fired_triggers');
  if (unknown !== undefined) throw new DomainError('entity.invalid_trigger_state', `trigger_state has an unknown key "${unknown}" (allowed: triggers, fired_triggers)`, { field: 'trigger_state' });
  const triggers = raw.triggers ?? [];
  if (!Array.isArray(triggers) || !triggers.every((t) => typeof t === 'string' || isPlainObject(t))) {
    throw new DomainError('entity.invalid_trigger_state', 'trigger_state.triggers must be a list of strings or objects', { field: 'trigger_state' });
  }
  const fired = raw.fired_triggers ?? {};
  if (!isPlainObject(fired)) throw new DomainError('entity.invalid_trigger_state', 'trigger_state.fired_triggers must be an object', { field: 'trigger_state' });
  return { triggers: triggers as EntityTrigger[], fired_triggers: fired };
};

const ENTRY_KEYS = new Set(['componentName', 'scriptId', 'fieldData']);

const componentKeyOf = (raw: string): string => {
  const key = raw.trim().toLowerCase();
  if (key.length === 0 || key.length > ENTITY_COMPONENT_KEY_MAX || CONTROL.test(key)) {
    throw new DomainError('entity.invalid_component_state', `component_state keys must be component slugs of 1 to ${ENTITY_COMPONENT_KEY_MAX} characters`, { field: 'component_state', key: raw });
  }
  return key;
};

const entryOf = (key: string, raw: unknown): EntityComponentEntry => {
  const at = `component_state.${key}`;
  if (!isPlainObject(raw)) throw new DomainError('entity.invalid_component_state', `${at} must be an object like { "componentName": "…", "scriptId": null, "fieldData": {} }`, { field: 'component_state', key });
  const unknown = Object.keys(raw).find((k) => !ENTRY_KEYS.has(k));
  if (unknown !== undefined) throw new DomainError('entity.invalid_component_state', `${at} has an unknown key "${unknown}" (allowed: componentName, scriptId, fieldData)`, { field: 'component_state', key });
  const { componentName = key, scriptId = null, fieldData = {} } = raw;
  if (typeof componentName !== 'string' || componentName.trim().length === 0 || componentName.length > ENTITY_COMPONENT_NAME_MAX) {
    throw new DomainError('entity.invalid_component_state', `${at}.componentName must be a string of 1 to ${ENTITY_COMPONENT_NAME_MAX} characters`, { field: 'component_state', key });
  }
  if (scriptId !== null && typeof scriptId !== 'string') throw new DomainError('entity.invalid_component_state', `${at}.scriptId must be a string or null`, { field: 'component_state', key });
  if (!isPlainObject(fieldData)) throw new DomainError('entity.invalid_component_state', `${at}.fieldData must be an object`, { field: 'component_state', key });
  return { componentName: componentName.trim(), scriptId, fieldData };
};

/** A map of component slug → `{ componentName, scriptId, fieldData }`; keys lower-cased and trimmed; absent → {}. */
export const normalizeEntityComponentState = (raw: unknown): EntityComponentState => {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) throw new DomainError('entity.invalid_component_state', 'component_state must be an object keyed by component slug', { field: 'component_state' });
  const entries = Object.entries(raw).map(([rawKey, value]) => {
    const key = componentKeyOf(rawKey);
    return [key, entryOf(key, value)] as const;
  });
  const keys = entries.map(([key]) => key);
  const twice = keys.find((key, i) => keys.indexOf(key) !== i);
  if (twice !== undefined) throw new DomainError('entity.invalid_component_state', `component_state names "${twice}" twice (keys are case-insensitive)`, { field: 'component_state', key: twice });
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(entries);
};

/** '' is the root; otherwise trimmed segments joined by '/', empty segments dropped, no '.' or '..'. */
export const normalizeFolderPath = (raw: unknown): string => {
  const folder = folderPathOf(raw, ENTITY_FOLDER_PATH_MAX, 'enemies/bosses');
  if ('reason' in folder) throw new DomainError('entity.invalid_folder_path', `folder_path ${folder.reason}`, { field: 'folder_path' });
  return folder.path;
};

/** A new entity's content: entity_type required, everything else defaulted. */
export const newEntityContent = (input: EntityInput): EntityContent => {
  const entity_type = normalizeEntityType(input.entity_type);
  return {
    entity_type,
    name: normalizeEntityName(input.name, entity_type),
    trigger_state: normalizeTriggerState(input.trigger_state),
    component_state: normalizeEntityComponentState(input.component_state),
    folder_path: normalizeFolderPath(input.folder_path),
  };
};

/**
 * The keys a partial update changes, normalised: only the given fields. An empty name falls back to the
 * entity type (the new one when it changes too). Nothing given → an empty patch.
 */
export const entityPatch = (input: EntityInput, current: Pick<EntityContent, 'entity_type'>): Partial<EntityContent> => {
  const patch: Partial<EntityContent> = {};
  if (input.entity_type !== undefined) patch.entity_type = normalizeEntityType(input.entity_type);
  if (input.name !== undefined) patch.name = normalizeEntityName(input.name, patch.entity_type ?? current.entity_type);
  if (input.trigger_state !== undefined) patch.trigger_state = normalizeTriggerState(input.trigger_state);
  if (input.component_state !== undefined) patch.component_state = normalizeEntityComponentState(input.component_state);
  if (input.folder_path !== undefined) patch.folder_path = normalizeFolderPath(input.folder_path);
  return patch;
};

const lenient = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/** Each well-formed entry kept, the others left out. */
const lenientComponentState = (raw: unknown): EntityComponentState => {
  if (!isPlainObject(raw)) return {};
  const entries = Object.entries(raw).flatMap(([key, value]) => lenient(() => [[componentKeyOf(key), entryOf(key, value)] as const], []));
  return Object.fromEntries(entries);
};

/**
 * An entity's content as stored (an agent or an old client may have written anything): every field
 * read leniently, defaults where missing or malformed. Never throws.
 */
export const entityContentOf = (data: Record<string, unknown> | null | undefined): EntityContent => {
  const d = data ?? {};
  const entity_type = typeof d.entity_type === 'string' && d.entity_type.trim() ? d.entity_type.trim().toLowerCase() : '';
  return {
    entity_type,
    name: typeof d.name === 'string' && d.name.trim() ? d.name : entity_type,
    trigger_state: lenient(() => normalizeTriggerState(d.trigger_state), emptyTriggerState()),
    component_state: lenientComponentState(d.component_state),
    folder_path: lenient(() => normalizeFolderPath(d.folder_path), ''),
  };
};

/** The entry an entity holds for an assigned component. */
export const entityComponentEntry = (componentName: string, scriptId: string | null, fieldData: Record<string, unknown>): EntityComponentEntry => ({
  componentName,
  scriptId,
  fieldData,
});
