// The conformance suite on the EventStoreDB adapter over an in-memory fake of @eventstore/db-client.
// It exercises the adapter's own logic (paging around system events, inclusive reads, batching,
// stop/fail, idempotent retries without a position). It is NOT a check of EventStoreDB's semantics:
// the fake encodes our reading of them; eventstoredb.int-spec.ts checks a real server.
import { Readable } from 'node:stream';
import { describe } from '@jest/globals';
import {
  END,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type AppendToStreamOptions,
  type EventData,
  type EventStoreDBClient,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import { describeEventStoreConformance } from '../conformance/event-store.conformance.js';
import { eventStoreOnClient } from './eventstoredb.event-store.js';

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

/** Our model of the server: multi-event writes share a commit position; $all reads are inclusive. */
class FakeEsdbClient {
  private readonly log: Entry[] = [];
  private readonly live = new Set<(e: Entry) => void>();
  private nextPrepare = 100n;
  private appends = 0;

  constructor() {
    this.write('$epochs', [{ id: crypto.randomUUID(), type: '$epoch', data: {}, metadata: undefined }]);
  }

  private write(streamId: string, events: { id: string; type: string; data: unknown; metadata: unknown }[]) {
    const commit = this.nextPrepare;
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

  async appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions = {}) {
    await Promise.resolve();
    const expected: AppendExpectedRevision = options.expectedRevision ?? 'any';
    const stream = this.log.filter((e) => e.streamId === streamName);
    const current = stream.length > 0 ? stream[stream.length - 1].revision : ('no_stream' as const);
    const first = stream.findIndex((e) => e.id === events[0].id);
    const start = expected === 'no_stream' ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : first;
    if (first >= 0 && first === start && events.every((e, i) => stream[first + i]?.id === e.id)) {
      // An idempotent retry: the server answers with the revision but, here, without a position.
      return { success: true, nextExpectedRevision: stream[first + events.length - 1].revision, position: undefined };
    }
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      expected === current;
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
    const written = this.write(streamName, events);
    if (++this.appends % 3 === 0) {
      this.write('$stats-fake', [{ id: crypto.randomUUID(), type: '$statsCollected', data: {}, metadata: {} }]);
    }
    const last = written[written.length - 1];
    return { success: true, nextExpectedRevision: last.revision, position: last.position };
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

describe('EventStoreDB adapter over an in-memory fake client (adapter logic only, not a server)', () => {
  describeEventStoreConformance(
    'eventstoredb (fake client)',
    async (options) => {
      const client = new FakeEsdbClient() as unknown as EventStoreDBClient;
      const store = await eventStoreOnClient(client, options?.upcasters);
      return { store, cleanup: () => store.close() };
    },
    { realConcurrency: false, atomicAppendMany: false },
  );
});
