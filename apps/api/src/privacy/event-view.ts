import { dataClassesOf, isHashedClaimStreamId, mapClassifiedFields, PERSONAL_STREAM_PREFIXES, PLAY_INDEX_VISITOR_PATTERN } from '@tempest/domain';
import { ERASED_STRING } from './field-crypto.js';

/**
 * Who looks (docs/personal-data.md, "Who sees what"): `staff` see everything but secrets (and each read of
 * private content is recorded); `analyst` see personal fields as pseudonyms and private content only of
 * published games; `owner` is a game's creator reading their own game (as staff, unrecorded).
 */
export type ViewerRole = 'staff' | 'analyst' | 'owner';

export const REDACTED = '[redacted]';
export const PRIVATE = '[private]';

/**
 * What a view needs besides the event: `pseudonym(text)` is the keyed hash (ServerSecret.hash('pseudonym', …),
 * 32 hex digits) of a normalised text; `privateShown` whether an analyst may see the event's private content
 * (its game is published; the caller resolves the game).
 */
export type ViewContext = { pseudonym: (text: string) => string; privateShown: boolean };

export type ViewedEvent = { type: string; streamId: string; data: unknown };
/** The event as the viewer sees it; `privateRead`: private content was shown (a staff read to record). */
export type EventView = { streamId: string; data: unknown; privateRead: boolean };

/**
 * The six key names redacted before the classification existed: still redacted at any depth of any event,
 * so an event type written before its classification (or a foreign one) never shows one.
 */
export const LEGACY_SECRET_KEYS: ReadonlySet<string> = new Set(['passwordHash', 'codeHash', 'googleSub', 'token', 'password', 'code']);
const LEGACY_SECRET_TEXT = new RegExp(`"(${[...LEGACY_SECRET_KEYS].join('|')})"\\s*:`);

/** The value with every legacy secret key's value redacted, at any depth; the same value where there is none (copied only where one is). */
export const withoutLegacySecrets = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const inner = withoutLegacySecrets(value[i]);
      if (inner !== value[i]) (out ??= value.slice())[i] = inner;
    }
    return out ?? value;
  }
  let out: Record<string, unknown> | null = null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const was = (value as Record<string, unknown>)[key];
    const inner = LEGACY_SECRET_KEYS.has(key) && was !== null ? REDACTED : withoutLegacySecrets(was);
    // Defined, not assigned: a key named __proto__ stays a key.
    if (inner !== was) Object.defineProperty((out ??= { ...(value as Record<string, unknown>) }), key, { value: inner, writable: true, enumerable: true, configurable: true });
  }
  return out ?? value;
};

/** Whether stored JSON text may hold a legacy secret key (most events hold none: their text is kept as it is). */
export const mayHoldLegacySecret = (json: string): boolean => LEGACY_SECRET_TEXT.test(json);

/**
 * An analyst's pseudonym of a personal value: the same text (trimmed, lower-cased, as the uniqueness claims
 * normalise emails and usernames) gives the same pseudonym in data, stream names, rows and exports.
 */
export const pseudonymOf = (hash: (text: string) => string, value: unknown): unknown => {
  // An erased person's value reads as the placeholder (field-crypto.ts): one pseudonym for all of them would join strangers.
  if (value === null || value === undefined || value === '' || value === ERASED_STRING) return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value);
  return `pseudonym:${hash(text)}`;
};

/**
 * A stream id as an analyst sees it: the email, username or visitor part replaced by its pseudonym. A claim
 * named by its keyed hash (`useremail-hmac:…`) holds no personal data and is shown as it is.
 */
export const streamIdFor = (role: ViewerRole, streamId: string, hash: (text: string) => string): string => {
  if (role !== 'analyst' || isHashedClaimStreamId(streamId)) return streamId;
  const prefix = PERSONAL_STREAM_PREFIXES.find((p) => streamId.startsWith(p) && streamId.length > p.length);
  if (prefix) return `${prefix}${pseudonymOf(hash, streamId.slice(prefix.length)) as string}`;
  const visitor = PLAY_INDEX_VISITOR_PATTERN.exec(streamId);
  return visitor ? `${visitor[1]}${pseudonymOf(hash, visitor[2]) as string}` : streamId;
};

/**
 * Whether a stream search (an exact `stream` or a `prefix`) reaches into the personal part of a stream name:
 * analysts may not search there, as a match would confirm that an email or username exists. A whole hashed
 * claim name (as the explorer lists it) is allowed: no one without the server secret can make one from an email.
 */
export const searchesPersonalStream = (text: string): boolean =>
  (PERSONAL_STREAM_PREFIXES.some((p) => text.startsWith(p) && text.length > p.length) && !isHashedClaimStreamId(text)) ||
  PLAY_INDEX_VISITOR_PATTERN.test(text);

// Fields that name other streams, shown to analysts as stream ids are.
const STREAM_ID_FIELDS: Readonly<Record<string, string>> = { PrivateContentRead: 'streamIds' };

/**
 * The event as `role` sees it (docs/personal-data.md): secrets "[redacted]"; for analysts, personal fields
 * as pseudonyms and private fields "[private]" unless `privateShown`; an unclassified type is all private.
 * Pure: the event is not changed.
 */
export const eventViewFor = (role: ViewerRole, event: ViewedEvent, context: ViewContext): EventView => {
  const analyst = role === 'analyst';
  const streamId = streamIdFor(role, event.streamId, context.pseudonym);
  const classes = dataClassesOf(event.type);
  if (!classes) {
    const shown = !analyst || context.privateShown;
    return { streamId, data: shown ? withoutLegacySecrets(event.data) : PRIVATE, privateRead: shown && event.data !== undefined };
  }
  let privateRead = false;
  const mapped = mapClassifiedFields(event.type, event.data, (value, field) => {
    if (field.dataClass === 'secret') return value === null ? value : REDACTED;
    if (field.dataClass === 'personal') return analyst ? pseudonymOf(context.pseudonym, value) : value;
    if (analyst && !context.privateShown) return PRIVATE;
    privateRead = true;
    return value;
  });
  const streamField = STREAM_ID_FIELDS[event.type];
  const data = analyst && streamField ? withStreamIds(mapped, streamField, (id) => streamIdFor(role, id, context.pseudonym)) : mapped;
  return { streamId, data: withoutLegacySecrets(data), privateRead };
};

const withStreamIds = (data: unknown, field: string, map: (id: string) => string): unknown => {
  const ids = (data as Record<string, unknown> | null)?.[field];
  return Array.isArray(ids) ? { ...(data as object), [field]: ids.map((id) => (typeof id === 'string' ? map(id) : id)) } : data;
};

/** A record with every value hidden: its keys (the content's shape) stay, its values are "[private]". */
export const hiddenRecord = (record: Record<string, unknown> | null): Record<string, unknown> | null =>
  record === null ? null : Object.fromEntries(Object.keys(record).map((key) => [key, PRIVATE]));

/** Whether an event of this type has private content (or is unclassified, so treated as all private). */
export const mayHoldPrivate = (type: string): boolean => {
  const classes = dataClassesOf(type);
  return classes === null || Object.values(classes.fields).includes('private');
};
