import { randomUUID } from 'node:crypto';
import type { Decider } from '@tempest/domain';
import {
  WrongExpectedVersionError,
  type AllPosition,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '@tempest/event-store';
import { aggregateCacheOf, type AggregateLru, type CachedAggregate } from './aggregate-cache.js';

type DomainEvent = { type: string; data: unknown };

/** A stream folded by its decider: the state, and the revision read (-1n: no events yet). */
export type Aggregate<State> = { state: State; revision: bigint };

/**
 * Claim checks (docs/architecture.md): events that name a blob stored elsewhere (a play session's restored
 * state) get it back before they are folded — the events read, and the events just decided. Returns the
 * events with their data completed; what it adds is never stored.
 */
export type Hydrate = <E extends DomainEvent>(events: E[]) => Promise<E[]>;

/**
 * Reads the stream and folds it with the decider's `evolve`. `only` keeps the events the decider knows
 * when other kinds share the stream. Events never change once written, so a fold is kept in this process
 * (aggregate-cache.ts) and the next read asks the store only for the events after it: a script saved 300
 * times is not read and folded 300 events deep at every save. The store is still read every time, so
 * what another process appended is always seen.
 */
export const aggregateStream = async <State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamId: string,
  options: { only?: ReadonlySet<string>; hydrate?: Hydrate } = {},
): Promise<Aggregate<State>> => {
  const cache = aggregateCacheOf(store, decider, options.only);
  const hit = cache.get(streamId);
  const read = await store.readStream(streamId, hit ? { fromRevision: hit.revision + 1n } : undefined);
  const recorded = options.hydrate && read.length > 0 ? await options.hydrate(read) : read;
  return foldOnto(cache, decider, streamId, hit, recorded, options.only);
};

/** The cached fold (if any) with the events read after it, cached in turn. */
const foldOnto = <State, Event extends DomainEvent>(
  cache: AggregateLru,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamId: string,
  hit: CachedAggregate | undefined,
  recorded: RecordedEvent[],
  only: ReadonlySet<string> | undefined,
): Aggregate<State> => {
  if (hit && recorded.length === 0) return { state: hit.state as State, revision: hit.revision };
  const state = foldEvents(decider, recorded, only, hit ? (hit.state as State) : decider.initialState());
  const revision = recorded.at(-1)?.revision ?? -1n;
  if (revision >= 0n) cache.set(streamId, { state, revision, events: (hit?.events ?? 0) + recorded.length });
  return { state, revision };
};

/** aggregateStream for many streams of one decider, in one read of the store. */
export const aggregateStreams = async <State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamIds: readonly string[],
  options: { only?: ReadonlySet<string> } = {},
): Promise<Map<string, Aggregate<State>>> => {
  const cache = aggregateCacheOf(store, decider, options.only);
  const hits = new Map(streamIds.map((id) => [id, cache.get(id)]));
  const read = await store.readStreams(streamIds.map((streamId) => ({ streamId, fromRevision: hits.get(streamId) ? hits.get(streamId)!.revision + 1n : 0n })));
  return new Map(streamIds.map((streamId) => [streamId, foldOnto(cache, decider, streamId, hits.get(streamId), read.get(streamId) ?? [], options.only)]));
};

const foldEvents = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'evolve'>,
  recorded: RecordedEvent[],
  only: ReadonlySet<string> | undefined,
  from: State,
): State => recorded.reduce((state, e) => (only && !only.has(e.type) ? state : decider.evolve(state, { type: e.type, data: e.data } as Event)), from);

export type CommandResult<Event, State = unknown> = {
  events: Event[];
  /** The stream's state after the command (the decided events folded in). */
  state: State;
  /** The state the command was decided on. */
  before: State;
  /** The stream's revision after the command (-1 when it has no events). */
  revision: number;
  /** Where the append landed in $all (null when the command decided nothing). */
  position: AllPosition | null;
};

/** What a hook sees: the decided events and the states on either side of them. */
export type Decided<State, Event> = { events: Event[]; before: State; after: State };

export type HandleCommandOptions<State, Event> = {
  metadata: EventMetadata;
  /**
   * The revision the caller read (an edit made on what it saw): a different one is a 409, never retried.
   * Without it a conflict means only that someone else wrote first: the command is decided again on the
   * new state, up to `maxAttempts` times with a growing, jittered pause.
   */
  expectedRevision?: number;
  maxAttempts?: number;
  /** Deterministic event ids (e.g. one weekly grant per user and week): a retried append writes once. */
  eventId?: (event: Event, index: number) => string;
  /** Only these event types are folded (other kinds share the stream). */
  only?: ReadonlySet<string>;
  /** The stream's claim checks (every read and write of the stream must give the same). */
  hydrate?: Hydrate;
  /**
   * Runs before the append (e.g. claim a name other streams must not take). What it returns is undone by
   * `undo` if the append then fails; `afterAppend` runs once the events are stored.
   */
  beforeAppend?: (decided: Decided<State, Event>) => Promise<void>;
  undo?: (decided: Decided<State, Event>) => Promise<void>;
  afterAppend?: (decided: Decided<State, Event>) => Promise<void>;
};

/** Attempts of a command sent without an expected revision: enough for dozens of writers of one stream. */
export const DEFAULT_MAX_ATTEMPTS = 40;
const BASE_PAUSE_MS = 2;
const MAX_PAUSE_MS = 80;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, BASE_PAUSE_MS * 2 ** attempt)));

const expectedOf = (revision: bigint): ExpectedRevision => (revision < 0n ? 'no_stream' : revision);

/**
 * The one write cycle: read the stream, fold, `decide`, append with the revision read. `command` may be
 * built from the state read (facts that depend on it); a refusal (a thrown domain error) writes nothing.
 */
export const handleCommand = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command | ((state: State) => Command | Promise<Command>),
  options: HandleCommandOptions<State, Event>,
): Promise<CommandResult<Event, State>> => {
  const pinned = options.expectedRevision !== undefined;
  const maxAttempts = pinned ? 1 : (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await aggregateStream(store, decider, streamId, { only: options.only, hydrate: options.hydrate });
    if (pinned && BigInt(options.expectedRevision!) !== revision) {
      throw new WrongExpectedVersionError(streamId, BigInt(options.expectedRevision!), revision < 0n ? 'no_stream' : revision);
    }
    const decided = typeof command === 'function' ? await (command as (s: State) => Command | Promise<Command>)(state) : command;
    const events = decider.decide(decided, state);
    if (events.length === 0) return { events, state, before: state, revision: Number(revision), position: null };
    const folded = options.hydrate ? await options.hydrate(events) : events;
    const hooks: Decided<State, Event> = { events, before: state, after: folded.reduce(decider.evolve, state) };
    await options.beforeAppend?.(hooks);
    let appended;
    try {
      appended = await store.append(
        streamId,
        events.map((e, i) => ({ id: options.eventId?.(e, i) ?? randomUUID(), type: e.type, data: e.data, metadata: options.metadata })),
        expectedOf(revision),
      );
    } catch (error) {
      await options.undo?.(hooks);
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
      await pause(attempt);
      continue;
    }
    aggregateCacheOf(store, decider, options.only).set(streamId, { state: hooks.after, revision: appended.nextRevision, events: Number(appended.nextRevision) + 1 });
    await options.afterAppend?.(hooks);
    return { events, state: hooks.after, before: state, revision: Number(appended.nextRevision), position: appended.position };
  }
};

/** One stream's command in `handleCommands`. */
export type StreamCommand<State, Command> = { streamId: string; command: Command | ((state: State) => Command | Promise<Command>) };

/**
 * The write cycle for many streams of one decider at once (a rollback moving hundreds of assets): read them
 * in one go, decide each on its own state, and append every decided event in one `appendMany`. A command
 * that refuses (throws) comes back rejected and writes nothing; the others are written together. With
 * `atomic`, one refusal refuses them all: nothing is written and the first refusal is thrown (a batch review
 * of pending changes). A conflict on any stream decides them all again on what is now stored, up to
 * `maxAttempts` times.
 */
export const handleCommands = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  commands: readonly StreamCommand<State, Command>[],
  options: { metadata: EventMetadata; maxAttempts?: number; only?: ReadonlySet<string>; atomic?: boolean },
): Promise<PromiseSettledResult<CommandResult<Event, State>>[]> => {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (new Set(commands.map((c) => c.streamId)).size !== commands.length) throw new RangeError('handleCommands got the same stream twice');
  for (let attempt = 1; ; attempt++) {
    const read = await aggregateStreams(store, decider, commands.map((c) => c.streamId), { only: options.only });
    const outcomes = await Promise.all(
      commands.map(async ({ streamId, command }): Promise<PromiseSettledResult<{ before: Aggregate<State>; events: Event[] }>> => {
        const before = read.get(streamId)!;
        try {
          const decided = typeof command === 'function' ? await (command as (s: State) => Command | Promise<Command>)(before.state) : command;
          return { status: 'fulfilled', value: { before, events: decider.decide(decided, before.state) } };
        } catch (reason) {
          return { status: 'rejected', reason };
        }
      }),
    );
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (options.atomic && refused) throw refused.reason;
    const writing = commands.flatMap((c, i) => {
      const o = outcomes[i];
      return o.status === 'fulfilled' && o.value.events.length > 0 ? [{ index: i, streamId: c.streamId, ...o.value }] : [];
    });
    let appended: AppendResult[] = [];
    if (writing.length > 0) {
      try {
        appended = await store.appendMany(
          writing.map((w) => ({
            streamId: w.streamId,
            events: w.events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: options.metadata })),
            expected: expectedOf(w.before.revision),
          })),
        );
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
        await pause(attempt);
        continue;
      }
    }
    const results: PromiseSettledResult<CommandResult<Event, State>>[] = outcomes.map((o, i) =>
      o.status === 'rejected'
        ? o
        : { status: 'fulfilled', value: { events: [], state: o.value.before.state, before: o.value.before.state, revision: Number(o.value.before.revision), position: null } },
    );
    const cache = aggregateCacheOf(store, decider, options.only);
    for (const [k, w] of writing.entries()) {
      const after = w.events.reduce(decider.evolve, w.before.state);
      const { nextRevision, position } = appended[k];
      cache.set(w.streamId, { state: after, revision: nextRevision, events: Number(nextRevision) + 1 });
      results[w.index] = { status: 'fulfilled', value: { events: w.events, state: after, before: w.before.state, revision: Number(nextRevision), position } };
    }
    return results;
  }
};

/** One stream's part of `handleTogether`: its decider, command and claim checks. */
export type CommandPart<State, Command, Event extends DomainEvent> = {
  decider: Decider<State, Command, Event>;
  streamId: string;
  command: Command | ((state: State) => Command | Promise<Command>);
  hydrate?: Hydrate;
};

// `any`: the parts' deciders differ; each result is typed by its own part (PartResults).
type AnyPart = CommandPart<any, any, any>;
type PartResults<Parts extends readonly AnyPart[]> = {
  [K in keyof Parts]: Parts[K] extends CommandPart<infer State, infer _Command, infer Event> ? CommandResult<Event, State> : never;
};

/**
 * The write cycle for one change that spans streams of different deciders (a restore: the play session's
 * entities and its timeline): every part read and decided, then every decided event in one `appendMany`,
 * so all are written or none. A refusal of any part (a thrown domain error) writes nothing and is thrown;
 * a conflict on any stream decides them all again on what is now stored, up to `maxAttempts` times.
 */
export const handleTogether = async <const Parts extends readonly AnyPart[]>(
  store: EventStore,
  parts: Parts,
  options: { metadata: EventMetadata; maxAttempts?: number },
): Promise<PartResults<Parts>> => {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (new Set(parts.map((p) => p.streamId)).size !== parts.length) throw new RangeError('handleTogether got the same stream twice');
  for (let attempt = 1; ; attempt++) {
    const decided = await Promise.all(
      parts.map(async ({ decider, streamId, command, hydrate }) => {
        const { state, revision } = await aggregateStream(store, decider, streamId, { hydrate });
        const events: DomainEvent[] = decider.decide(typeof command === 'function' ? await command(state) : command, state);
        const folded = hydrate && events.length > 0 ? await hydrate(events) : events;
        return { state, revision, events, after: folded.reduce(decider.evolve, state) };
      }),
    );
    const writing = decided.flatMap((d, index) => (d.events.length > 0 ? [{ index, ...d }] : []));
    let appended: AppendResult[] = [];
    if (writing.length > 0) {
      try {
        appended = await store.appendMany(
          writing.map((w) => ({
            streamId: parts[w.index].streamId,
            events: w.events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: options.metadata })),
            expected: expectedOf(w.revision),
          })),
        );
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
        await pause(attempt);
        continue;
      }
    }
    const results = decided.map((d) => ({ events: d.events, state: d.state, before: d.state, revision: Number(d.revision), position: null as AllPosition | null }));
    for (const [k, w] of writing.entries()) {
      const { nextRevision, position } = appended[k];
      aggregateCacheOf(store, parts[w.index].decider, undefined).set(parts[w.index].streamId, { state: w.after, revision: nextRevision, events: Number(nextRevision) + 1 });
      results[w.index] = { events: w.events, state: w.after, before: w.state, revision: Number(nextRevision), position };
    }
    return results as unknown as PartResults<Parts>;
  }
};
