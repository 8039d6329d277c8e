import { dataClassesOf, mapClassifiedFields } from '@tempest/domain';
import type { EventStore, NewEvent, RecordedEvent, StoredEventJson, StreamAppend } from '@tempest/event-store';
import { decryptField, encryptField, envelopeOf, isEncrypted, placeholderOf, shapeOf, type Envelope } from './field-crypto.js';
import { EventSubjects } from './event-subjects.js';
import type { KeyStore } from './key-store.js';

/** Whether the event type has personal or private fields (secret ones are hashes and stay as they are). */
const sealedTypes = new Map<string, boolean>();
export const hasSealedFields = (type: string): boolean => {
  let sealed = sealedTypes.get(type);
  if (sealed === undefined) {
    const classes = dataClassesOf(type);
    sealed = classes !== null && Object.values(classes.fields).some((c) => c === 'personal' || c === 'private');
    sealedTypes.set(type, sealed);
  }
  return sealed;
};

/** Calls `visit` with each encrypted personal or private field of the event's data. */
const eachEnvelope = (type: string, data: unknown, visit: (envelope: Envelope) => void) => {
  mapClassifiedFields(type, data, (value, field) => {
    if (field.dataClass !== 'secret' && isEncrypted(value)) {
      const envelope = envelopeOf(value);
      if (envelope) visit(envelope);
    }
    return value;
  });
};

/** The event's data with its personal and private fields decrypted; a destroyed key's field reads as its placeholder. */
const openData = (keys: ReadonlyMap<string, Buffer | null>, eventId: string, type: string, data: unknown): unknown =>
  mapClassifiedFields(type, data, (value, field) => {
    if (field.dataClass === 'secret' || !isEncrypted(value)) return value; // plaintext: written before encryption
    const envelope = envelopeOf(value);
    if (!envelope) return value;
    const key = keys.get(envelope.keyId);
    if (!key) return placeholderOf(envelope.shape);
    try {
      return decryptField(key, envelope, eventId, field.path);
    } catch {
      // Altered or moved (the associated data names the event and the field): it reads as erased, never as another's data.
      return placeholderOf(envelope.shape);
    }
  });

/** Decrypts a batch: the keys it needs are loaded in one query (none when cached), then each event is opened. */
export const openEvents = async <E extends { id: string; type: string; data: unknown }>(keys: KeyStore, events: E[]): Promise<E[]> => {
  const keyIds = new Set<string>();
  for (const e of events) if (hasSealedFields(e.type)) eachEnvelope(e.type, e.data, (envelope) => keyIds.add(envelope.keyId));
  if (keyIds.size === 0) return events;
  const found = await keys.keysFor(keyIds);
  return events.map((e) => {
    if (!hasSealedFields(e.type)) return e;
    const data = openData(found, e.id.toLowerCase(), e.type, e.data);
    return data === e.data ? e : { ...e, data };
  });
};

/** As openEvents, for events whose data is JSON text (parsed only when it holds an encrypted field). */
const openJson = async (keys: KeyStore, events: StoredEventJson[]): Promise<StoredEventJson[]> => {
  const parsed = events.map((e) => (hasSealedFields(e.type) && e.data.includes('"$enc"') ? { ...e, data: JSON.parse(e.data) as unknown } : null));
  const opened = await openEvents(keys, parsed.filter((p) => p !== null));
  const byId = new Map(opened.map((e) => [e.id, JSON.stringify(e.data)]));
  return events.map((e) => (byId.has(e.id) ? { ...e, data: byId.get(e.id)! } : e));
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
  const classes = dataClassesOf(event.type);
  if (!classes?.subject || !hasSealedFields(event.type)) return event.data;
  const ref = await subjects.keyOf(streamId, event, classes.subject);
  const key = await keys.keyForWriting(ref.keyId, ref.owner);
  const eventId = event.id.toLowerCase();
  return mapClassifiedFields(event.type, event.data, (value, field) => {
    if (field.dataClass === 'secret' || (options.onlyPlain && isEncrypted(value))) return value;
    const shape = shapeOf(value);
    if (shape === null) return value;
    // An erased owner's data is not kept at all: it is written as what it would read as.
    if (!key) return placeholderOf(shape);
    return encryptField(key, ref.keyId, eventId, field.path, value);
  });
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

/**
 * The EventStore decorator every append and read of the app passes through (wired in
 * infrastructure/infrastructure.ts; docs/architecture.md, Field encryption): personal and private fields are
 * encrypted with their subject's key on append and decrypted on every read; plaintext (events written before
 * this existed) passes through. `eventsTable` is null, so readers that would join the stored JSON (the
 * explorer's export) go through `readEventsJson`, which decrypts.
 */
export const encryptingEventStore = (inner: EventStore, keys: KeyStore): EventStore => {
  const subjects = new EventSubjects(async (streamId) => (await inner.readStream(streamId, { maxCount: 1 }))[0]);
  const open = (events: RecordedEvent[]) => openEvents(keys, events);
  return {
    kind: inner.kind,
    eventsTable: null,
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
      return { ...page, events: await open(page.events) };
    },
    subscribeToAll(handler, options) {
      return inner.subscribeToAll(async (batch, next) => handler(await open(batch), next), options);
    },
    headPosition: () => inner.headPosition(),
    lastCommittedPosition: () => inner.lastCommittedPosition(),
    onAppended: (listener) => inner.onAppended(listener),
    close: () => inner.close(),
  };
};
