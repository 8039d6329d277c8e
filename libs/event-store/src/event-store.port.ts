// The event store port. Adapters: PostgreSQL (also used for embedded PGlite) and EventStoreDB.
// Revisions follow KurrentDB: a stream's first event has revision 0; `no_stream` means "no events yet".

export type ActorKind = 'user' | 'agent' | 'system';

export type EventMetadata = {
  actorId: string | null;
  actorKind: ActorKind;
  model?: string | null;
  /** The agent conversation whose turn caused the event (every event an agent turn writes carries it). */
  agentSessionId?: string | null;
  correlationId: string;
  causationId: string | null;
  requestId: string | null;
  timestamp: string; // ISO-8601
};

/** What a caller appends. `id` makes a retried append idempotent. */
export type NewEvent<Type extends string = string, Data = unknown> = {
  id: string; // uuid
  type: Type;
  data: Data;
  metadata: EventMetadata;
  schemaVersion?: number; // defaults to 1
};

/** What a reader gets back: the envelope. */
export type RecordedEvent<Type extends string = string, Data = unknown> = {
  id: string;
  type: Type;
  streamId: string;
  revision: bigint;
  globalPosition: bigint;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
};

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export type AppendResult = {
  /** Revision of the last event in the stream after the append. */
  nextRevision: bigint;
  /** $all position of the last event appended (wait for a projection to pass it to read your write). */
  position: AllPosition;
};

export type ReadStreamOptions = {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to 0; backwards defaults to the end. */
  fromRevision?: bigint;
  maxCount?: number;
};

/**
 * A position in `$all`. For PostgreSQL it is the pair (transaction id, global position), so that a
 * reader that resumes after it never skips a slower transaction's events. `START` is before everything.
 */
export type AllPosition = { readonly txId: bigint; readonly position: bigint };
export const START: AllPosition = Object.freeze({ txId: 0n, position: 0n });

export type ReadAllPage = {
  events: RecordedEvent[];
  /** Resume after this to read the next page (equals the input when nothing was read). */
  next: AllPosition;
  isEnd: boolean;
  /** How many events of `$all` the page covered (more than `events` when a `types` filter left some out). */
  scanned?: number;
};

export type ReadAllOptions = {
  /**
   * Only events of these types are wanted (a rebuild's projector reads a few types): an adapter may leave
   * the others out of `events` (PostgreSQL does, without decoding them); a reader still filters.
   */
  types?: readonly string[];
  /**
   * Bytes the page's events may hold (their stored data and metadata, of the wanted types): the page stops
   * before the event that would pass it, and always holds at least one (byte-batches.ts). PostgreSQL reads
   * the stored sizes first (no document is read for them); EventStoreDB pages by count only.
   */
  maxBytes?: number;
  /**
   * The reader needs the envelope and metadata only (the event index): an adapter may answer each event with
   * `data: null`, never read, decoded, upcast or decrypted (PostgreSQL does; the byte bound then counts the
   * metadata only). A reader that sets it must not read `data`; EventStoreDB still sends it.
   */
  withoutData?: boolean;
};

/** Which events `countAll` counts: global positions after `after` and up to `upTo`; `types` picks `ofTypes` and `bytes`. */
export type CountRange = { after?: bigint; upTo?: bigint; types?: readonly string[] };

/**
 * Events of `$all` in a range: all of them, those of the wanted types, and the stored bytes (data and metadata)
 * of those: what a rebuild reads and what it decodes (docs/api-replay.md, Dry-run estimate).
 */
export type AllCount = { events: number; ofTypes: number; bytes: number };

export type SubscriptionHandler = (batch: RecordedEvent[], next: AllPosition) => Promise<void>;

export type Subscription = {
  /** Resolves once the subscription has stopped and its last handler call has finished. */
  stop(): Promise<void>;
  /** Resolves when the subscription fails (a handler threw); never resolves on a clean stop. */
  readonly failed: Promise<Error>;
};

export type SubscribeOptions = {
  from: AllPosition;
  batchSize?: number;
  /** Longest wait between polls when nothing wakes the subscription (ms). */
  pollIntervalMs?: number;
  /**
   * Once it has caught up, a wake-up reads again no sooner than this after its last read began (ms; default 0):
   * under a stream of appends (a published game's players) a subscriber reads, and writes, a batch every few
   * milliseconds rather than one per append; a lone append is read at once.
   */
  coalesceMs?: number;
  /**
   * The event types whose data the handler reads (default: every type's). Other events may come with their data
   * as stored: the encrypting store leaves their sealed fields sealed rather than decrypt what nobody reads.
   */
  dataOf?: ReadonlySet<string>;
};

export type Upcaster = {
  type: string;
  fromSchemaVersion: number;
  /** Returns the data at schema version fromSchemaVersion + 1. */
  upcast(data: unknown): unknown;
};

/** One stream's part of `appendMany`. */
export type StreamAppend = { streamId: string; events: NewEvent[]; expected: ExpectedRevision };

/** One stream's part of `readStreams`: its events from this revision on (inclusive). */
export type StreamRead = { streamId: string; fromRevision?: bigint };

/** One event by its stream and revision (`readEvents`). */
export type EventRef = { streamId: string; revision: bigint };

/**
 * An event with its data and metadata as the JSON text the store holds (after upcasting): for exporters
 * that copy events out without parsing and re-serialising every document.
 */
export type StoredEventJson = { id: string; type: string; streamId: string; revision: bigint; globalPosition: bigint; data: string; metadata: string };

/** A table of events whose JSON text is read through `open` (`EventStore.sealedEventsTable`). */
export type SealedEventsTable = {
  readonly table: string;
  /** The events' data as their readers may see it, in order (the same object where nothing was sealed). */
  open<E extends { id: string; type: string; data: string }>(events: E[]): Promise<E[]>;
};

export type EventStore = {
  readonly kind: 'postgres' | 'pglite' | 'eventstoredb';
  /**
   * The schema-qualified table the events are in, where that table is in the pool's own database and its JSON
   * text is current (no upcasters): a read model in the same database may join it to fetch data with its rows
   * (the explorer's export). Null for EventStoreDB and for a store that upcasts.
   */
  readonly eventsTable: string | null;
  /**
   * Where `eventsTable` is null only because the stored text must be opened before anyone reads it (the studio's
   * encrypting store): the table, and `open`, which turns a batch of its JSON text into what `readEventsJson`
   * would answer (decrypted; an erased subject's fields as their placeholders). A reader in the same database
   * joins the table a batch at a time and opens each batch (the explorer's export). Absent or null elsewhere.
   */
  readonly sealedEventsTable?: SealedEventsTable | null;
  append(streamId: string, events: NewEvent[], expected?: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams (each at most once), each checked against its own expected revision, in one
   * round trip; results in the order given. On PostgreSQL all or nothing: one refusal (the error names its
   * stream) writes none of them, and the events share one transaction in `$all`. EventStoreDB (this client
   * has no multi-stream append) writes stream by stream in the order given and stops at the first refusal,
   * so the ones before it stay written.
   */
  appendMany(writes: StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Forward reads of several streams in one round trip: each stream's events (none for a missing one). */
  readStreams(reads: StreamRead[]): Promise<Map<string, RecordedEvent[]>>;
  /**
   * The events at these (stream, revision) pairs, in one round trip on PostgreSQL; in the order given, a
   * missing one left out. Readers that found events through an index (the event explorer's export) fetch
   * their data a batch at a time with it.
   */
  readEvents(refs: EventRef[]): Promise<RecordedEvent[]>;
  /** As `readEvents`, with data and metadata as JSON text (the event explorer's exports). */
  readEventsJson(refs: EventRef[]): Promise<StoredEventJson[]>;
  readAll(from: AllPosition, maxCount?: number, options?: ReadAllOptions): Promise<ReadAllPage>;
  /**
   * Counts the events of a range of `$all` (one scan of the range's rows; sizes without reading documents). Null
   * where the store cannot count without reading every event (EventStoreDB).
   */
  countAll(range: CountRange): Promise<AllCount | null>;
  /** Catch-up subscription over `$all`: delivers every event after `from`, in order, then follows live. */
  subscribeToAll(handler: SubscriptionHandler, options: SubscribeOptions): Subscription;
  /** The position after the newest committed event (for lag). */
  headPosition(): Promise<{ position: AllPosition; at: Date | null }>;
  /**
   * The position of the newest committed event, whether catch-up readers may see it yet or not (on
   * PostgreSQL `headPosition` stops below the oldest running transaction). A reader that waits until a
   * projection passes this position has everything committed before the call.
   */
  lastCommittedPosition(): Promise<AllPosition>;
  /** Signals new events (e.g. after a local append), so subscriptions poll now rather than later. */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
};
