import { dataClassesOf } from '@tempest/domain';
import type { EventStore, NewEvent, RecordedEvent, StreamAppend } from '@tempest/event-store';
import {
  ENCRYPTED_IN_TEXT,
  encryptField,
  encryptFields,
  envelopeOf,
  isEncrypted,
  jsonOf,
  placeholderOf,
  shapeOf,
  valueOf,
  type EncryptedField,
  type Envelope,
} from './field-crypto.js';
import { openFields } from './sealed-fields.js';
import { EventSubjects } from './event-subjects.js';
import type { KeyStore } from './key-store.js';

/**
 * The personal and private field paths of each event type, split once (secret fields are hashes and stay as
 * they are). The walk follows `mapClassifiedFields` (libs/domain/src/privacy/data-classes.ts) without
 * splitting paths per event: it is on every append and read (bench/encryption).
 */
const sealedPaths = new Map<string, string[][]>();
const pathsOf = (type: string): string[][] => {
  let paths = sealedPaths.get(type);
  if (!paths) {
    const fields = Object.entries(dataClassesOf(type)?.fields ?? {});
    paths = fields.filter(([, dataClass]) => dataClass !== 'secret').map(([path]) => path.split('.'));
    sealedPaths.set(type, paths);
  }
  return paths;
};
export const hasSealedFields = (type: string): boolean => pathsOf(type).length > 0;
const topLevelOnly = (type: string): boolean => pathsOf(type).every((keys) => keys.length === 1);

// Copy-on-write: an object or array is copied the first time one of its fields changes, and that copy
// (`fresh`) takes the event's other changes in place (an event with three sealed fields copies its data once).
const writable = <T extends object>(value: T, fresh: Set<object>): T => {
  if (fresh.has(value)) return value;
  const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
  fresh.add(copy);
  return copy;
};

const mapPath = (value: unknown, keys: string[], at: number, replace: (value: unknown) => unknown, fresh: Set<object>): unknown => {
  if (at === keys.length) return value === undefined ? value : replace(value);
  if (value === null || typeof value !== 'object') return value;
  const key = keys[at];
  if (Array.isArray(value) && key !== '*') return value;
  let out = value as Record<string, unknown>;
  const step = (k: string) => {
    const next = mapPath(out[k], keys, at + 1, replace, fresh);
    if (next !== out[k]) (out = writable(out, fresh))[k] = next;
  };
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) step(String(i));
  else if (key === '*') for (const k of Object.keys(value)) step(k);
  else if (Object.hasOwn(value, key)) step(key);
  return out;
};

/** The event's data with `replace` applied to each personal and private field present (the same object if none changed). */
const mapSealed = (type: string, data: unknown, replace: (value: unknown) => unknown): unknown => {
  const fresh = new Set<object>();
  let result = data;
  for (const keys of pathsOf(type)) result = mapPath(result, keys, 0, replace, fresh);
  return result;
};

/**
 * The event's data with its encrypted fields decrypted; a destroyed key's field, or one that does not decrypt
 * (altered, or copied from another event), reads as the placeholder of its shape, never as another's data.
 * `keyOf` answers undefined for a key not in memory: that field stays as it is.
 */
const openData = (keyOf: (keyId: string) => Buffer | null | undefined, eventId: string, type: string, data: unknown): unknown => {
  const fields: EncryptedField[] = [];
  const envelopes: Envelope[] = [];
  const collect = (value: unknown) => {
    const envelope = isEncrypted(value) ? envelopeOf(value) : null; // else plaintext: written before encryption
    if (envelope) fields.push(value as EncryptedField), envelopes.push(envelope);
    return value;
  };
  // Most types seal top-level fields only: read and set them directly rather than walking paths twice.
  const flat = topLevelOnly(type) && data !== null && typeof data === 'object' && !Array.isArray(data);
  const keys: string[] = [];
  if (flat) {
    for (const [key] of pathsOf(type)) {
      if (!Object.hasOwn(data, key)) continue;
      collect((data as Record<string, unknown>)[key]);
      if (fields.length > keys.length) keys.push(key);
    }
  } else mapSealed(type, data, collect);
  if (fields.length === 0) return data;
  const { texts } = openFields(keyOf, eventId, envelopes);
  const opened = (i: number) => (texts[i] === null ? placeholderOf(envelopes[i].shape) : valueOf(envelopes[i], texts[i]!));
  if (flat) {
    if (texts.every((text) => text === undefined)) return data; // no key in memory: as it is, not a copy
    const out = { ...(data as Record<string, unknown>) };
    keys.forEach((key, i) => texts[i] !== undefined && (out[key] = opened(i)));
    return out;
  }
  return mapSealed(type, data, (value) => {
    const i = fields.indexOf(value as EncryptedField);
    return i < 0 || texts[i] === undefined ? value : opened(i);
  });
};

/**
 * Decrypts a batch in one pass with the keys in memory, synchronously when it has them all; the events that
 * need others are opened again once those are loaded (one query for the batch).
 */
export const openEvents = <E extends { id: string; type: string; data: unknown }>(keys: KeyStore, events: E[]): E[] | Promise<E[]> => {
  const missing = new Set<string>();
  const retry: number[] = [];
  const opened = events.map((e, i) => {
    if (!hasSealedFields(e.type)) return e;
    let short = false;
    const cached = (id: string) => {
      const key = keys.cached(id);
      if (key === undefined) (short = true), missing.add(id);
      return key;
    };
    const data = openData(cached, e.id.toLowerCase(), e.type, e.data);
    if (short) retry.push(i);
    return data === e.data ? e : { ...e, data };
  });
  if (retry.length === 0) return opened;
  return keys.keysFor(missing).then((found) => {
    for (const i of retry) {
      const e = events[i];
      opened[i] = { ...e, data: openData((id) => (found.has(id) ? found.get(id) : keys.cached(id)), e.id.toLowerCase(), e.type, e.data) };
    }
    return opened;
  });
};

/**
 * As openEvents, for events whose data is JSON text (the explorer's export): each encrypted field is replaced
 * in the text by its plaintext's JSON, without parsing the document. The text does not say which fields are
 * classified: should a field not decrypt (a fake envelope a user typed into a public field, or tampering),
 * that event is parsed and opened by its classified paths instead, so a public field is left as it is.
 */
export const openJson = async <E extends { id: string; type: string; data: string }>(keys: KeyStore, events: E[]): Promise<E[]> => {
  type Found = { at: number; length: number; envelope: Envelope };
  const found: (Found[] | null)[] = events.map((e) => {
    if (!hasSealedFields(e.type) || !e.data.includes('"$enc"')) return null;
    const fields: Found[] = [];
    for (const m of e.data.matchAll(ENCRYPTED_IN_TEXT)) {
      const envelope = envelopeOf({ $enc: m[1] });
      if (envelope) fields.push({ at: m.index, length: m[0].length, envelope });
    }
    return fields.length > 0 ? fields : null;
  });
  const keyIds = new Set<string>();
  for (const fields of found) for (const f of fields ?? []) keyIds.add(f.envelope.keyId);
  if (keyIds.size === 0) return events;
  const loaded = await keys.keysFor(keyIds);
  const keyOf = (id: string) => loaded.get(id);
  return events.map((e, n) => {
    const fields = found[n];
    if (!fields) return e;
    const eventId = e.id.toLowerCase();
    const { texts, failed } = openFields(keyOf, eventId, fields.map((f) => f.envelope));
    if (failed) return { ...e, data: JSON.stringify(openData(keyOf, eventId, e.type, JSON.parse(e.data))) };
    // The plaintexts spliced in where the fields were, in one pass over the text.
    let data = '';
    let from = 0;
    fields.forEach((f, i) => {
      const text = texts[i];
      if (text === undefined) return;
      data += e.data.slice(from, f.at) + (text === null ? JSON.stringify(placeholderOf(f.envelope.shape)) : jsonOf(f.envelope, text));
      from = f.at + f.length;
    });
    return { ...e, data: data + e.data.slice(from) };
  });
};

/**
 * The event's data with its personal and private fields encrypted with its subject's key (the same object
 * when there is nothing to encrypt). `onlyPlain`: fields already encrypted stay as they are (the migration).
 */
export const sealData = async (
  keys: KeyStore,
  subjects: EventSubjects,
  streamId: string,
  event: Pick<NewEvent, 'id' | 'type' | 'data' | 'metadata'>,
  options: { onlyPlain?: boolean } = {},
): Promise<unknown> => {
  subjects.learn(streamId, event.type, event.data);
  const subject = dataClassesOf(event.type)?.subject;
  if (!subject || !hasSealedFields(event.type)) return event.data;
  const ref = await subjects.keyOf(streamId, event, subject);
  const key = await keys.keyForWriting(ref.keyId, ref.owner);
  const eventId = event.id.toLowerCase();
  const values: unknown[] = [];
  let encrypted = false;
  mapSealed(event.type, event.data, (value) => {
    if (options.onlyPlain && isEncrypted(value)) encrypted = true;
    else values.push(value);
    return value;
  });
  // An erased owner's data is not kept at all: it is written as what it would read as. Beside fields already
  // encrypted (the migration), each field is sealed alone: an event holds at most one ciphertext of several.
  const sealed = !key
    ? values.map((value) => (shapeOf(value) === null || value === '' ? value : placeholderOf(shapeOf(value)!)))
    : encrypted
      ? values.map((value) => encryptField(key, ref.keyId, eventId, value))
      : encryptFields(key, ref.keyId, eventId, values);
  let at = 0;
  return mapSealed(event.type, event.data, (value) => (options.onlyPlain && isEncrypted(value) ? value : sealed[at++]));
};

/** Encrypts the personal and private fields of events about to be written to `streamId`. */
const sealEvents = async (keys: KeyStore, subjects: EventSubjects, streamId: string, events: NewEvent[]): Promise<NewEvent[]> => {
  const sealed: NewEvent[] = [];
  for (const event of events) {
    const data = await sealData(keys, subjects, streamId, event);
    sealed.push(data === event.data ? event : { ...event, data });
  }
  return sealed;
};

/** How many decrypted events the decorator keeps for readers that follow one another (the projections). */
const RECENT = 5000;

/**
 * The EventStore decorator every append and read of the app passes through (wired in
 * open-infrastructure.ts; docs/architecture.md, Field encryption): personal and private fields are
 * encrypted with their subject's key on append and decrypted on every read; plaintext (events written before
 * this existed) passes through. `eventsTable` is null, so no reader joins the stored ciphertext as if it were the
 * data: the explorer's export joins `sealedEventsTable` and opens each batch, as `readEventsJson` does.
 */
export const encryptingEventStore = (inner: EventStore, keys: KeyStore): EventStore => {
  const subjects = new EventSubjects(async (streamId) => (await inner.readStream(streamId, { maxCount: 1 }))[0]);
  // The projections' subscriptions (11) read the same events within moments of each other: each event is
  // decrypted once for all of them (the last RECENT events, by id), until an erasure makes what was decrypted
  // stale, or for as long as a cached key is trusted. Measured: bench/encryption/results.md.
  const recent = new Map<string, RecordedEvent>();
  let recentAt = keys.epoch;
  let recentUntil = Date.now() + keys.ttlMs;
  const open = async (all: RecordedEvent[], dataOf?: ReadonlySet<string>): Promise<RecordedEvent[]> => {
    // A subscriber that reads only some types' data (SubscribeOptions.dataOf) gets the others as stored.
    const events = dataOf ? all.filter((e) => dataOf.has(e.type)) : all;
    if (events.length === 0) return all;
    for (;;) {
      const epoch = keys.epoch;
      if (recentAt !== epoch || Date.now() > recentUntil) recent.clear(), (recentAt = epoch), (recentUntil = Date.now() + keys.ttlMs);
      // This read's opened events, by id: its hits taken now and its own decryptions, whatever the cache drops
      // meanwhile (a read of more than RECENT sealed events evicts its own first ones before it returns).
      const opened = new Map<string, RecordedEvent>();
      const sealed: RecordedEvent[] = [];
      for (const e of events) {
        if (!hasSealedFields(e.type)) continue;
        const hit = recent.get(e.id);
        if (hit) opened.set(e.id, hit);
        else sealed.push(e);
      }
      const opening = openEvents(keys, sealed);
      // With every key in memory this is synchronous, so readers of the same page that come next find it here.
      const done = Array.isArray(opening) ? opening : await opening;
      if (keys.epoch !== epoch) continue; // an erasure meanwhile: what was decrypted may be stale
      for (const [i, e] of done.entries()) {
        opened.set(sealed[i].id, e);
        if (e === sealed[i]) continue; // plaintext (written before encryption) may yet be rewritten by the migration
        if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
        recent.set(e.id, e);
      }
      return all.map((e) => opened.get(e.id) ?? e);
    }
  };
  return {
    kind: inner.kind,
    eventsTable: null,
    // The inner store's table, its text opened a batch at a time as readEventsJson opens it (the export's joined read).
    sealedEventsTable: inner.eventsTable ? { table: inner.eventsTable, open: (events) => openJson(keys, events) } : null,
    async append(streamId, events, expected) {
      return inner.append(streamId, await sealEvents(keys, subjects, streamId, events), expected);
    },
    async appendMany(writes) {
      const sealed: StreamAppend[] = [];
      for (const w of writes) sealed.push({ ...w, events: await sealEvents(keys, subjects, w.streamId, w.events) });
      return inner.appendMany(sealed);
    },
    async readStream(streamId, options) {
      return open(await inner.readStream(streamId, options));
    },
    async readStreams(reads) {
      const found = await inner.readStreams(reads);
      const opened = await open([...found.values()].flat());
      const byId = new Map(opened.map((e) => [e.id, e]));
      return new Map([...found].map(([streamId, events]) => [streamId, events.map((e) => byId.get(e.id) ?? e)]));
    },
    async readEvents(refs) {
      return open(await inner.readEvents(refs));
    },
    async readEventsJson(refs) {
      return openJson(keys, await inner.readEventsJson(refs));
    },
    async readAll(from, maxCount, options) {
      const page = await inner.readAll(from, maxCount, options);
      // A reader of envelopes only (the event index's rebuild): metadata is never sealed, and data it must not read.
      if (options?.withoutData) return { ...page, events: page.events.map((e) => (e.data === null ? e : { ...e, data: null })) };
      return { ...page, events: await open(page.events) };
    },
    subscribeToAll(handler, options) {
      return inner.subscribeToAll(async (batch, next) => handler(await open(batch, options.dataOf), next), options);
    },
    // Sealed fields count at their stored (sealed) size: what a rebuild reads.
    countAll: (range) => inner.countAll(range),
    headPosition: () => inner.headPosition(),
    lastCommittedPosition: () => inner.lastCommittedPosition(),
    onAppended: (listener) => inner.onAppended(listener),
    close: () => inner.close(),
  };
};
