import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { comparePositions } from '../all-position.js';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import {
  START,
  type AllPosition,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port.js';
import type { UpcasterRegistry } from '../upcasters.js';

export type ConformanceFixture = {
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * Appends in a transaction that holds its COMMIT for holdMs (real PostgreSQL only). Calls `onHolding`
   * once the events are inserted and the transaction waits, then resolves after COMMIT.
   */
  slowAppend?(streamId: string, events: NewEvent[], holdMs: number, onHolding?: () => void): Promise<void>;
};

export type ConformanceFactory = (options?: { upcasters?: UpcasterRegistry }) => Promise<ConformanceFixture>;

export type ConformanceCapabilities = {
  /** Appends really run in parallel (real PostgreSQL, EventStoreDB); PGlite runs one query at a time. */
  realConcurrency: boolean;
  /**
   * A transaction can be held open between its insert and its COMMIT (real PostgreSQL): the fixture
   * provides `slowAppend`, and the suite checks that a subscription never skips such a transaction.
   */
  slowTransactions?: boolean;
  /** appendMany writes all of its streams or none (PostgreSQL, KurrentDB 25.1+); else stream by stream (older servers). */
  atomicAppendMany: boolean;
  /** Event ids already stored at other positions are refused with IdempotencyConflictError (PostgreSQL); EventStoreDB applies its own rules. */
  refusesReusedIds?: boolean;
  /** Text jsonb cannot hold (NUL, lone surrogates) is refused with InvalidEventDataError (PostgreSQL). */
  refusesInvalidData?: boolean;
  /** One append of 10,000 small events (~2.5 MB) is taken (default); EventStoreDB's default MaxAppendSize is 1 MiB. */
  largeAppends?: boolean;
};

/** What each group of tests gets: a fixture per call, torn down after the test (last opened, first closed). */
export type SuiteContext = {
  open(options?: { upcasters?: UpcasterRegistry }): Promise<ConformanceFixture>;
  /** Registers teardown work (e.g. stopping a subscription) that runs before the fixture's cleanup. */
  defer(teardown: () => Promise<void>): void;
  capabilities: ConformanceCapabilities;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds; fails with `what` after `timeoutMs`. Never asserts on elapsed time. */
export const waitUntil = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(20);
  }
};

/** Stream ids unique per test run, so the suite also works on a shared server (EventStoreDB). */
export const streamName = (category: string) => `${category}-${randomUUID().replaceAll('-', '')}`;

export const metadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: 'user-1',
  actorKind: 'user',
  correlationId: randomUUID(),
  causationId: null,
  requestId: randomUUID(),
  timestamp: '2025-03-04T05:06:07.089Z',
  ...overrides,
});

export const newEvent = (type = 'ThingHappened', data: unknown = { n: 0 }, extra: Partial<NewEvent> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: metadata(),
  ...extra,
});

export const numbered = (count: number, type = 'ThingHappened', from = 0): NewEvent[] =>
  Array.from({ length: count }, (_, i) => newEvent(type, { n: from + i }));

export const ids = (events: { id: string }[]) => events.map((e) => e.id);

/** Every event of the given streams in $all after `from`, paging with `pageSize`; also returns each page. */
export const readAllOf = async (store: EventStore, streams: Set<string>, from: AllPosition = START, pageSize = 500) => {
  const events: RecordedEvent[] = [];
  const pages: { events: RecordedEvent[]; next: AllPosition; from: AllPosition }[] = [];
  let position = from;
  for (;;) {
    const page = await store.readAll(position, pageSize);
    expect(page.events.length).toBeLessThanOrEqual(pageSize);
    pages.push({ events: page.events, next: page.next, from: position });
    events.push(...page.events.filter((e) => streams.has(e.streamId)));
    if (page.isEnd) return { events, pages, end: page.next };
    expect(page.events.length).toBeGreaterThan(0); // a page before the end is never empty
    expect(comparePositions(page.next, position)).toBeGreaterThan(0);
    position = page.next;
  }
};

/** Awaits the promise and checks it failed with our WrongExpectedVersionError carrying these fields. */
export const expectWrongVersion = async (
  attempt: Promise<unknown>,
  expected: { streamId: string; actual: bigint | 'no_stream' },
) => {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect(error).toMatchObject({ code: 'stream.wrong_expected_version', ...expected });
};

export type Collected = {
  /** Events of the watched streams, in delivery order. */
  events: RecordedEvent[];
  /** Every `next` handed to the handler, in order. */
  nexts: AllPosition[];
  batchSizes: number[];
  /** Store-internal ($-typed or $-stream) events the handler was given: there should be none. */
  systemEvents: RecordedEvent[];
  calls: number;
  failure: Error | null;
  subscription: Subscription;
};

/** Starts a subscription that records what it is given; it is stopped after the test. */
export const collect = (
  ctx: SuiteContext,
  store: EventStore,
  streams: Set<string>,
  options: Partial<SubscribeOptions> = {},
  onBatch?: (batch: RecordedEvent[], next: AllPosition) => Promise<void>,
): Collected => {
  const collected = { events: [], nexts: [], batchSizes: [], systemEvents: [], calls: 0, failure: null } as unknown as Collected;
  collected.subscription = store.subscribeToAll(
    async (batch, next) => {
      collected.calls += 1;
      collected.batchSizes.push(batch.length);
      collected.nexts.push(next);
      collected.events.push(...batch.filter((e) => streams.has(e.streamId)));
      collected.systemEvents.push(...batch.filter((e) => e.type.startsWith('$') || e.streamId.startsWith('$')));
      await onBatch?.(batch, next);
    },
    { from: START, pollIntervalMs: 50, ...options },
  );
  void collected.subscription.failed.then((error) => (collected.failure = error));
  ctx.defer(() => collected.subscription.stop());
  return collected;
};

export const expectIncreasing = (positions: AllPosition[]) => {
  for (let i = 1; i < positions.length; i++) {
    expect(comparePositions(positions[i], positions[i - 1])).toBeGreaterThan(0);
  }
};
