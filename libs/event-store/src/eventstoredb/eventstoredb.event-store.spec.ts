// The conformance suite on the KurrentDB (EventStoreDB) adapter over an in-memory fake of
// @kurrent/kurrentdb-client, as an older server (no multi-stream append) and as KurrentDB 25.1+ (an atomic
// one). It exercises the adapter's own logic (paging around system events, inclusive reads, batching,
// stop/fail, idempotent retries without a position, metadata flattened for the multi-stream append). It is
// NOT a check of KurrentDB's semantics: the fake encodes our reading of them; eventstoredb.int-spec.ts checks
// a real server.
import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import {
  END,
  START,
  StreamNotFoundError,
  UnsupportedError,
  WrongExpectedVersionError,
  type AppendStreamRequest,
  type AppendStreamState,
  type AppendToStreamOptions,
  type EventData,
  type KurrentDBClient,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@kurrent/kurrentdb-client';
import { describeEventStoreConformance } from '../conformance/event-store.conformance.js';
import { metadata, newEvent, numbered, streamName } from '../conformance/conformance.helpers.js';
import { EventStoreUnreachableError } from '../event-store.errors.js';
import { createEventStoreDbEventStore, eventStoreOnClient } from './eventstoredb.event-store.js';

type Entry = {
  streamId: string;
  id: string;
  isJson: true;
  type: string;
  revision: bigint;
  created: Date;
  data: unknown;
  metadata: unknown;
  position: Position;
};

const cmp = (a: Position, b: Position) =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
const resolved = (e: Entry) => ({ event: e, commitPosition: e.position.commit });
const clone = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * The multi-stream append a server offers: none (before 25.1: the client throws UnsupportedError), one that
 * answers a retry of the same events as appendToStream does, or one that refuses it as a conflict.
 */
type MultiAppend = 'none' | 'idempotent' | 'refuses-retries';

/** Our model of the server: multi-event writes share a commit position; $all reads are inclusive. */
class FakeKurrentClient {
  private readonly log: Entry[] = [];
  private readonly live = new Set<(e: Entry) => void>();
  private nextPrepare = 100n;
  private appends = 0;
  /** The metadata of every event the multi-stream append took, as sent. */
  readonly multiMetadata: unknown[] = [];

  constructor(private readonly multiAppend: MultiAppend = 'none') {
    this.write('$epochs', [{ id: crypto.randomUUID(), type: '$epoch', data: {}, metadata: undefined }]);
  }

  private write(streamId: string, events: { id: string; type: string; data: unknown; metadata: unknown }[], commitAt?: bigint) {
    const commit = commitAt ?? this.nextPrepare;
    const last = this.log.filter((e) => e.streamId === streamId).at(-1);
    const written = events.map((event, i): Entry => {
      const entry: Entry = {
        streamId,
        id: event.id,
        isJson: true,
        type: event.type,
        revision: (last ? last.revision + 1n : 0n) + BigInt(i),
        created: new Date(),
        data: clone(event.data),
        metadata: clone(event.metadata),
        position: { commit, prepare: this.nextPrepare },
      };
      this.nextPrepare += 57n;
      return entry;
    });
    this.log.push(...written);
    for (const entry of written) for (const push of this.live) push(entry);
    return written;
  }

  /** A retry of events already written where they were expected: the stream's last revision of them. */
  private retried(streamName: string, events: EventData[], expected: AppendStreamState): bigint | null {
    const stream = this.log.filter((e) => e.streamId === streamName);
    const first = stream.findIndex((e) => e.id === events[0].id);
    const start = expected === 'no_stream' ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : first;
    return first >= 0 && first === start && events.every((e, i) => stream[first + i]?.id === e.id) ? stream[first + events.length - 1].revision : null;
  }

  private check(streamName: string, expected: AppendStreamState) {
    const stream = this.log.filter((e) => e.streamId === streamName);
    const current = stream.length > 0 ? stream[stream.length - 1].revision : ('no_stream' as const);
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      expected === current;
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
  }

  async appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions = {}) {
    await Promise.resolve();
    const expected = options.streamState ?? 'any';
    const retried = this.retried(streamName, events, expected);
    // An idempotent retry: the server answers with the revision but, here, without a position.
    if (retried !== null) return { success: true, nextExpectedRevision: retried, position: undefined };
    this.check(streamName, expected);
    const written = this.write(streamName, events);
    if (++this.appends % 3 === 0) {
      this.write('$stats-fake', [{ id: crypto.randomUUID(), type: '$statsCollected', data: {}, metadata: {} }]);
    }
    const last = written[written.length - 1];
    return { success: true, nextExpectedRevision: last.revision, position: last.position };
  }

  /** All or nothing: every stream checked before any is written; the events share one commit position. */
  async multiStreamAppend(requests: AppendStreamRequest[]) {
    await Promise.resolve();
    if (this.multiAppend === 'none') throw new UnsupportedError('multiStreamAppend', '25.1');
    for (const r of requests) {
      for (const e of r.events) {
        const metadata = e.metadata as Record<string, unknown>;
        // The client's own rule (it throws before sending).
        if (Object.values(metadata).some((v) => typeof v !== 'string')) throw new Error('multiStreamAppend requires metadata to be a plain object with string keys and string values.');
      }
    }
    const retries = requests.map((r) => (this.multiAppend === 'idempotent' ? this.retried(r.streamName, r.events, r.expectedState) : null));
    if (retries.every((r) => r !== null)) return { position: this.nextPrepare, responses: requests.map((r, i) => ({ streamName: r.streamName, revision: retries[i]! })) };
    for (const r of requests) this.check(r.streamName, r.expectedState);
    const commit = this.nextPrepare;
    const responses = requests.map((r) => {
      this.multiMetadata.push(...r.events.map((e) => e.metadata));
      const written = this.write(r.streamName, r.events, commit);
      return { streamName: r.streamName, revision: written[written.length - 1].revision };
    });
    return { position: this.nextPrepare - 57n, responses };
  }

  readStream(streamName: string, options: ReadStreamOptions = {}) {
    const stream = this.log.filter((e) => e.streamId === streamName);
    if (stream.length === 0) {
      return new Readable({
        objectMode: true,
        read() {
          this.destroy(new StreamNotFoundError(undefined, streamName));
        },
      });
    }
    const from = options.fromRevision;
    const backwards = options.direction === 'backwards';
    const selected = backwards
      ? stream.filter((e) => from === END || from === undefined || e.revision <= (from as bigint)).reverse()
      : stream.filter((e) => from === START || from === undefined || e.revision >= (from as bigint));
    return Readable.from(selected.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER)).map(resolved));
  }

  readAll(options: ReadAllOptions = {}) {
    const from = options.fromPosition ?? START;
    const selected =
      options.direction === 'backwards'
        ? this.log.filter((e) => from === END || (from !== START && cmp(e.position, from) < 0)).reverse()
        : this.log.filter((e) => from === START || (from !== END && cmp(e.position, from) >= 0));
    return Readable.from(selected.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER)).map(resolved));
  }

  subscribeToAll(options: SubscribeToAllOptions = {}) {
    const from = options.fromPosition ?? START;
    const regex = options.filter && 'regex' in options.filter ? new RegExp(options.filter.regex) : null;
    const stream = Object.assign(new Readable({ objectMode: true, read() {} }), {
      unsubscribe: async () => {
        this.live.delete(push);
        stream.push(null);
      },
    });
    const push = (e: Entry) => {
      if (!regex || regex.test(e.type)) stream.push(resolved(e));
    };
    for (const e of this.log) if (from === START || (from !== END && cmp(e.position, from) > 0)) push(e);
    this.live.add(push);
    return stream;
  }

  async dispose() {
    this.live.clear();
  }
}

const storeOn = (fake: FakeKurrentClient) => eventStoreOnClient(fake as unknown as KurrentDBClient);

describe('KurrentDB adapter over an in-memory fake client (adapter logic only, not a server)', () => {
  for (const [server, multiAppend] of [['a server before 25.1', 'none'], ['KurrentDB 25.1+: multi-stream append', 'idempotent']] as const) {
    describeEventStoreConformance(
      `eventstoredb (fake client, ${server})`,
      async (options) => {
        const store = await eventStoreOnClient(new FakeKurrentClient(multiAppend) as unknown as KurrentDBClient, options?.upcasters);
        return { store, cleanup: () => store.close() };
      },
      { realConcurrency: false, atomicAppendMany: multiAppend !== 'none' },
    );
  }

  describe('the multi-stream append', () => {
    it('sends metadata as string properties only, and reads every field back as it was', async () => {
      const fake = new FakeKurrentClient('idempotent');
      const store = await storeOn(fake);
      const [a, b] = [streamName('fa'), streamName('fb')];
      const event = newEvent('ThingHappened', { n: 1 }, { schemaVersion: 3, metadata: metadata({ actorId: null, model: 'claude-x', requestId: 'req-1' }) });
      await store.appendMany([{ streamId: a, events: [event], expected: 'no_stream' }, { streamId: b, events: numbered(1), expected: 'any' }]);
      expect(fake.multiMetadata).toHaveLength(2);
      for (const sent of fake.multiMetadata) expect(Object.values(sent as object).every((v) => typeof v === 'string')).toBe(true);
      const [read] = await store.readStream(a);
      expect(read.schemaVersion).toBe(3);
      expect(read.metadata).toEqual(event.metadata);
      expect(read.metadata.actorId).toBeNull();
      await store.close();
    });

    it('a retry the server refuses as a conflict is answered as the append it repeats, when every stream holds its events', async () => {
      const store = await storeOn(new FakeKurrentClient('refuses-retries'));
      const writes = [
        { streamId: streamName('ra'), events: numbered(2), expected: 'no_stream' as const },
        { streamId: streamName('rb'), events: numbered(1), expected: 'any' as const },
      ];
      const first = await store.appendMany(writes);
      expect(await store.appendMany(writes)).toEqual(first);
      // Other events at the same revisions are a conflict, named by its stream.
      const other = writes.map((w) => ({ ...w, events: numbered(w.events.length) }));
      await expect(store.appendMany(other)).rejects.toMatchObject({ streamId: writes[0].streamId, actual: 1n });
      expect((await store.readStream(writes[0].streamId)).map((e) => e.id)).toEqual(writes[0].events.map((e) => e.id));
      await store.close();
    });
  });

  describe('a connection a user got wrong', () => {
    it('refuses a string that is no connection string, without repeating it (it may hold a password)', async () => {
      const error = await createEventStoreDbEventStore({ connectionString: 'esbd://admin:s3cret@db:2113' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventStoreUnreachableError);
      expect((error as Error).message).toMatch(/^The KurrentDB connection string is not valid: /);
      expect((error as Error).message).not.toContain('s3cret');
    });

    it('says a server that does not answer did not, and lets the client go', async () => {
      const fake = new FakeKurrentClient();
      let disposed = false;
      Object.assign(fake, {
        readAll: () => Readable.from((async function* () { throw Object.assign(new Error('UnavailableError'), { type: 'unavailable' }); })()),
        dispose: async () => void (disposed = true),
      });
      const error = await storeOn(fake).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventStoreUnreachableError);
      expect((error as Error).message).toContain('KurrentDB did not answer a read of $all (unavailable)');
      expect(disposed).toBe(true);
    });
  });
});
