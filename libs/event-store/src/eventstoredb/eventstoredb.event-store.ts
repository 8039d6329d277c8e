import {
  BACKWARDS,
  END,
  KurrentDBClient,
  FORWARDS,
  START as ESDB_START,
  StreamNotFoundError,
  UnsupportedError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import { EventStoreUnreachableError } from '../event-store.errors.js';
import {
  START,
  type AllPosition,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllPage,
  type ReadStreamOptions,
  type EventRef,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
} from '../event-store.port.js';
import { checkAppend, checkAppendMany } from '../append-checks.js';
import type { UpcasterRegistry } from '../upcasters.js';
import {
  fromEsdbEvent,
  fromEsdbPosition,
  isAfter,
  isSystemEvent,
  toEsdbEvent,
  toEsdbExpectedRevision,
  toFlatEsdbEvent,
  toEsdbReadPosition,
  toWrongExpectedVersionError,
  type EsdbRecorded,
} from './eventstoredb.mapping.js';
import { startEsdbSubscription } from './eventstoredb.subscription.js';

export type EventStoreDbEventStoreOptions = {
  /** e.g. `kurrentdb://localhost:2113?tls=false` (the older `esdb://` still works) */
  connectionString: string;
  upcasters?: UpcasterRegistry;
};

const HEAD_SCAN_PAGE = 256;

/** appendMany on a server without the multi-stream append. */
const UNSUPPORTED = Symbol('unsupported');

const collect = async <T>(stream: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
};

/** The KurrentDB (EventStoreDB) adapter. System events ($-types, $-streams) never reach the port. */
export const createEventStoreDbEventStore = async (options: EventStoreDbEventStoreOptions): Promise<EventStore> => {
  let client: KurrentDBClient;
  try {
    client = KurrentDBClient.connectionString(options.connectionString);
  } catch (error) {
    // The client's reason names a position and a character, never the string (it may hold a password).
    throw new EventStoreUnreachableError(`The KurrentDB connection string is not valid: ${(error as Error).message}`);
  }
  return eventStoreOnClient(client, options.upcasters);
};

/** The adapter on a given client, which it owns (close() disposes it). Tests pass a fake client. */
export const eventStoreOnClient = async (
  client: KurrentDBClient,
  registry?: UpcasterRegistry,
): Promise<EventStore> => {
  const upcasters = registry && !registry.isEmpty ? registry : null;
  const listeners = new Set<() => void>();
  const subscriptions = new Set<Subscription>();

  const toRecorded = (resolved: { event?: EsdbRecorded; commitPosition?: bigint }): RecordedEvent | null => {
    const event = resolved.event;
    if (!event || isSystemEvent(event)) return null;
    const recorded = fromEsdbEvent(event, resolved.commitPosition);
    return upcasters ? upcasters.apply(recorded) : recorded;
  };

  const readAllRaw = (from: ReadPosition, maxCount: number, backwards = false) =>
    collect<AllStreamResolvedEvent>(
      client.readAll({ fromPosition: from, maxCount, direction: backwards ? BACKWARDS : FORWARDS }),
    );

  const readStream = async (streamId: string, opts: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
    if (opts.maxCount !== undefined && opts.maxCount <= 0) return [];
    const backwards = opts.direction === 'backwards';
    try {
      const resolved = await collect(
        client.readStream(streamId, {
          direction: backwards ? BACKWARDS : FORWARDS,
          fromRevision: opts.fromRevision ?? (backwards ? END : ESDB_START),
          maxCount: opts.maxCount ?? Number.MAX_SAFE_INTEGER,
        }),
      );
      return resolved.map((r) => (r.event ? fromEsdbEvent(r.event, r.commitPosition) : null))
        .filter((e): e is RecordedEvent => e !== null)
        .map((e) => (upcasters ? upcasters.apply(e) : e));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  };

  /** ESDB reads $all from a position inclusively and has no server-side filter for reads in this client. */
  const readAll = async (from: AllPosition, maxCount = 1000): Promise<ReadAllPage> => {
    if (maxCount < 1) throw new RangeError(`maxCount must be >= 1, got ${maxCount}`);
    const events: RecordedEvent[] = [];
    let next = from;
    let cursor = from;
    for (;;) {
      const ask = maxCount - events.length + 1; // +1: the event at the cursor may come back
      const raw = await readAllRaw(toEsdbReadPosition(cursor), ask);
      const base = cursor;
      for (const resolved of raw) {
        const position = resolved.event?.position;
        if (!position || !isAfter(position, base)) continue;
        cursor = fromEsdbPosition(position);
        const event = toRecorded(resolved);
        if (!event) continue;
        events.push(event);
        next = cursor;
        if (events.length === maxCount) return { events, next, isEnd: false };
      }
      // A full page of only system events: keep reading so a page is never empty before the end.
      if (raw.length < ask || cursor === base) return { events, next, isEnd: true };
    }
  };

  /** Reads back the last appended event's position when the server did not report one. */
  const positionOfRevision = async (streamId: string, revision: bigint): Promise<AllPosition> => {
    const resolved = await collect(
      client.readStream(streamId, { direction: BACKWARDS, fromRevision: revision, maxCount: 1 }),
    );
    const position: Position | undefined = resolved[0]?.event?.position;
    if (!position) throw new Error(`EventStoreDB reported no position for ${streamId}@${revision}`);
    return fromEsdbPosition(position);
  };

  const currentRevision = async (streamId: string): Promise<bigint | 'no_stream'> => {
    const last = await readStream(streamId, { direction: 'backwards', maxCount: 1 });
    return last.length > 0 ? last[0].revision : 'no_stream';
  };

  const append = async (
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision = 'any',
  ): Promise<AppendResult> => {
    checkAppend(events);
    let result;
    try {
      result = await client.appendToStream(streamId, events.map(toEsdbEvent), {
        streamState: toEsdbExpectedRevision(expected),
      });
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        throw toWrongExpectedVersionError(streamId, expected, error.actualState);
      }
      throw error;
    }
    // Only with throwOnAppendFailure=false in the connection string; the client's revision is unreliable then.
    if (!result.success) {
      throw toWrongExpectedVersionError(streamId, expected, await currentRevision(streamId));
    }
    const nextRevision = result.nextExpectedRevision;
    // Idempotent retries and older servers may omit the position.
    const position = result.position
      ? fromEsdbPosition(result.position)
      : await positionOfRevision(streamId, nextRevision);
    notify();
    return { nextRevision, position };
  };

  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // A listener's failure is not the append's.
      }
    }
  };

  /** Each stream's last event where the server put it: its revision's position in `$all`. */
  const resultsOf = (answered: { streamId: string; nextRevision: bigint }[]): Promise<AppendResult[]> =>
    Promise.all(answered.map(async (a) => ({ nextRevision: a.nextRevision, position: await positionOfRevision(a.streamId, a.nextRevision) })));

  /**
   * A refused multi-stream append that is a retry of one already written (every stream holds exactly these
   * events, in order, where they were expected): its answer, as a single-stream retry gets. Null otherwise.
   */
  const answerOfRetry = async (writes: StreamAppend[]): Promise<AppendResult[] | null> => {
    const found: { streamId: string; nextRevision: bigint }[] = [];
    for (const w of writes) {
      // Where its events were expected: read from there; with 'any' or 'stream_exists', the whole stream.
      const at = w.expected === 'no_stream' ? 0n : typeof w.expected === 'bigint' ? w.expected + 1n : null;
      const stored = await readStream(w.streamId, { fromRevision: at ?? 0n, maxCount: at === null ? undefined : w.events.length });
      const first = at === null ? stored.findIndex((e) => e.id === w.events[0].id) : 0;
      if (first < 0 || w.events.some((e, i) => stored[first + i]?.id !== e.id)) return null;
      found.push({ streamId: w.streamId, nextRevision: stored[first + w.events.length - 1].revision });
    }
    return resultsOf(found);
  };

  /** False once the server said it is older than 25.1 (the client says so before sending anything). */
  let multiStreamAppend = true;

  /** KurrentDB 25.1's multi-stream append: every stream at its expected revision, or none written. */
  const appendAtomically = async (writes: StreamAppend[]): Promise<AppendResult[] | typeof UNSUPPORTED> => {
    let answer;
    try {
      answer = await client.multiStreamAppend(
        writes.map((w) => ({ streamName: w.streamId, expectedState: toEsdbExpectedRevision(w.expected), events: w.events.map(toFlatEsdbEvent) })),
      );
    } catch (error) {
      if (error instanceof UnsupportedError) return UNSUPPORTED;
      if (error instanceof EsdbWrongExpectedVersionError) {
        const retried = await answerOfRetry(writes);
        if (retried) return retried;
        const refused = writes.find((w) => w.streamId === error.streamName) ?? writes[0];
        throw toWrongExpectedVersionError(refused.streamId, refused.expected, error.actualState);
      }
      throw error;
    }
    const revisions = new Map(answer.responses.map((r) => [r.streamName, r.revision]));
    const results = await resultsOf(writes.map((w) => ({ streamId: w.streamId, nextRevision: revisions.get(w.streamId)! })));
    notify();
    return results;
  };

  const headPosition = async (): Promise<{ position: AllPosition; at: Date | null }> => {
    let from: ReadPosition = END;
    for (;;) {
      const raw = await readAllRaw(from, HEAD_SCAN_PAGE, true);
      for (const resolved of raw) {
        const event = resolved.event;
        if (event && !isSystemEvent(event)) return { position: fromEsdbPosition(event.position), at: event.created };
      }
      const oldest = raw[raw.length - 1]?.event?.position;
      if (raw.length < HEAD_SCAN_PAGE || !oldest) return { position: START, at: null };
      from = oldest;
    }
  };

  try {
    await readAllRaw(END, 1, true); // fail fast on a wrong address or missing rights to $all
  } catch (error) {
    await client.dispose().catch(() => undefined);
    const reason = (error as { type?: string }).type ?? (error as Error).message;
    throw new EventStoreUnreachableError(
      `KurrentDB did not answer a read of $all (${reason}): check that the server runs where the connection string points, and that its user may read $all.`,
    );
  }

  // No batch read by revision in this client: one read per event, side by side.
  const readEvents = async (refs: EventRef[]): Promise<RecordedEvent[]> => {
    const read = await Promise.all(refs.map((r) => readStream(r.streamId, { fromRevision: r.revision, maxCount: 1 }).catch(() => [] as RecordedEvent[])));
    return read.flatMap((events, i) => events.filter((e) => e.revision === refs[i].revision));
  };

  return {
    kind: 'eventstoredb',
    eventsTable: null,
    append,
    // All or nothing on KurrentDB 25.1 and later; an older server goes stream by stream, stopping at the
    // first refusal (see the port).
    async appendMany(writes) {
      checkAppendMany(writes);
      if (multiStreamAppend) {
        const results = await appendAtomically(writes);
        if (results !== UNSUPPORTED) return results;
        multiStreamAppend = false;
      }
      const results: AppendResult[] = [];
      for (const w of writes) results.push(await append(w.streamId, w.events, w.expected));
      return results;
    },
    readStream,
    async readStreams(reads) {
      const read = await Promise.all(reads.map(async (r) => [r.streamId, await readStream(r.streamId, { fromRevision: r.fromRevision })] as const));
      return new Map(read);
    },
    readEvents,
    async readEventsJson(refs) {
      return (await readEvents(refs)).map((e) => ({
        id: e.id, type: e.type, streamId: e.streamId, revision: e.revision, globalPosition: e.globalPosition, data: JSON.stringify(e.data ?? null), metadata: JSON.stringify(e.metadata),
      }));
    },
    readAll,
    subscribeToAll(handler, opts) {
      const subscription = startEsdbSubscription(client, handler, opts, toRecorded);
      subscriptions.add(subscription);
      const stop = async () => {
        subscriptions.delete(subscription);
        await subscription.stop();
      };
      return { failed: subscription.failed, stop };
    },
    headPosition,
    // EventStoreDB shows every committed event to readers at once: the head is the last committed one.
    lastCommittedPosition: async () => (await headPosition()).position,
    // Counting would read every event of `$all` (positions here are byte offsets of the log, not event numbers).
    countAll: async () => null,
    onAppended(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      listeners.clear();
      await client.dispose();
    },
  };
};
