import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import type { AllPosition, AppendResult, EventMetadata, EventStore, ExpectedRevision, RecordedEvent, StreamAppend } from '../event-store.port.js';
import { aggregateCacheOf, type AggregateLru, type CachedAggregate } from './aggregate-cache.js';

/**
 * The one way a request becomes events (docs/architecture.md "Writes"): read the streams a change decides on,
 * fold each with its decider, decide, append everything decided in one round trip with the revisions read,
 * and on a conflict decide again on what is now stored. One stream is the case of one part.
 *
 * It lives beside the store it joins: it knows streams, revisions and appends, and of the domain only the
 * shape of a decider (pure `initialState` / `evolve` / `decide`, GUIDE §3).
 */

type DomainEvent = { type: string; data: unknown };

/** What the runner needs of a decider (`@tempest/domain`'s `Decider` has this shape). */
export type DeciderOf<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
  /**
   * Its state does not grow with its events (a play session: its entities, bounded, and its last action ids):
   * the cache of folded states (aggregate-cache.ts) counts it as one event, not as every event folded into it.
   */
  boundedState?: boolean;
};

/** What a folded state weighs in the cache's event budget: the events folded into it, or 1 for a bounded state. */
const cacheWeight = (decider: { boundedState?: boolean }, events: number): number => (decider.boundedState ? 1 : events);

/** A stream folded by its decider: the state, and the revision read (-1n: no events yet). */
export type Aggregate<State> = { state: State; revision: bigint };

/**
 * Claim checks (docs/architecture.md): events that name a blob stored elsewhere (a play session's restored
 * state) get it back before they are folded — the events read, and the events just decided. Returns the
 * events with their data completed; what it adds is never stored.
 */
export type Hydrate = <E extends DomainEvent>(events: E[]) => Promise<E[]>;

/** How a stream is folded: only the event types its decider knows (others share the stream), claim checks. */
export type FoldOptions = { only?: ReadonlySet<string>; hydrate?: Hydrate };

/**
 * What a hook sees: the decided events, the states on either side of them, and the stream's revision once
 * they are stored (the append is made with the revision read, so it is known before).
 */
export type Decided<State, Event> = { events: Event[]; before: State; after: State; revision: number };

/** A fact appended with a part's events, in the same transaction, on a stream no one decides on (expected `any`). */
export type AlongFact = { streamId: string; events: DomainEvent[] };

/** One stream's share of a change: its decider, the command (or how to build it from the state read), and how to write. */
export type Part<State, Command, Event extends DomainEvent> = FoldOptions & {
  decider: DeciderOf<State, Command, Event>;
  streamId: string;
  command: Command | ((state: State) => Command | Promise<Command>);
  /**
   * The revision the caller read (an edit made on what it saw): a different one is a 409, never retried.
   * Without it a conflict means only that someone else wrote first: the part is decided again on the new state.
   */
  expectedRevision?: number;
  /** Deterministic event ids (e.g. one weekly grant per user and week): a retried append writes once. */
  eventId?: (event: Event, index: number) => string;
  /**
   * Facts that follow from the decided events and are appended with them, in the same transaction, on
   * streams that no one decides on (a game's manifest of its assets): they never conflict and are never read
   * back before this append.
   */
  along?: (decided: Decided<State, Event>) => AlongFact[];
  /**
   * Runs before the append (e.g. claim a name other streams must not take). What it did is undone by `undo`
   * if the append then fails; `afterAppend` runs once the events are stored.
   */
  beforeAppend?: (decided: Decided<State, Event>) => Promise<void>;
  undo?: (decided: Decided<State, Event>) => Promise<void>;
  afterAppend?: (decided: Decided<State, Event>) => Promise<void>;
};

export type PartResult<Event, State = unknown> = {
  events: Event[];
  /** The stream's state after the change (the decided events folded in). */
  state: State;
  /** The state the part was decided on. */
  before: State;
  /** The stream's revision after the change (-1 when it has no events). */
  revision: number;
  /** Where the append landed in $all (null when the part decided nothing). */
  position: AllPosition | null;
};

export type RunOptions = {
  metadata: EventMetadata;
  /** Attempts when a stream was written by someone else in the meantime (1 when any part pins its revision). */
  maxAttempts?: number;
  /**
   * How the parts' facts for one stream are appended together (a rollback's 500 asset facts as one event):
   * given every fact for the stream, in the parts' order, the events to append.
   */
  // A method (bivariant): a caller's function may take its own narrower fact type.
  combineFacts?(events: readonly DomainEvent[]): DomainEvent[];
  /**
   * The first attempt decides on the state this process last folded (aggregate-cache.ts) without asking the store,
   * and appends at that revision: a stream only this process writes (a play session's actions) costs one round
   * trip, not two. When another process wrote in the meantime the append is refused and the next attempt reads the
   * store, as always. Not with a pinned part (its refusal would be final).
   */
  cachedFirst?: boolean;
};

// `any`: the parts' deciders differ; each result is typed by its own part (PartResults).
type AnyPart = Part<any, any, any>;
type ResultOf<P> = P extends Part<infer State, infer _Command, infer Event> ? PartResult<Event, State> : never;
export type PartResults<Parts extends readonly AnyPart[]> = { [K in keyof Parts]: ResultOf<Parts[K]> };

/** Attempts of a change sent without an expected revision: enough for dozens of writers of one stream. */
export const DEFAULT_MAX_ATTEMPTS = 40;
const BASE_PAUSE_MS = 2;
const MAX_PAUSE_MS = 80;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, BASE_PAUSE_MS * 2 ** attempt)));

const expectedOf = (revision: bigint): ExpectedRevision => (revision < 0n ? 'no_stream' : revision);

const foldEvents = <State, Event extends DomainEvent>(decider: Pick<DeciderOf<State, never, Event>, 'evolve'>, recorded: readonly RecordedEvent[], only: ReadonlySet<string> | undefined, from: State): State =>
  recorded.reduce((state, e) => (only && !only.has(e.type) ? state : decider.evolve(state, { type: e.type, data: e.data } as Event)), from);

/** The cached fold (if any) with the events read after it, cached in turn. */
const foldOnto = <State, Event extends DomainEvent>(
  cache: AggregateLru,
  decider: Pick<DeciderOf<State, never, Event>, 'initialState' | 'evolve' | 'boundedState'>,
  streamId: string,
  hit: CachedAggregate | undefined,
  recorded: readonly RecordedEvent[],
  only: ReadonlySet<string> | undefined,
): Aggregate<State> => {
  if (hit && recorded.length === 0) return { state: hit.state as State, revision: hit.revision };
  const state = foldEvents(decider, recorded, only, hit ? (hit.state as State) : decider.initialState());
  const revision = recorded.at(-1)?.revision ?? -1n;
  if (revision >= 0n) cache.set(streamId, { state, revision, events: cacheWeight(decider, (hit?.events ?? 0) + recorded.length) });
  return { state, revision };
};

type Outcome = { status: 'decided'; state: unknown; revision: bigint; events: DomainEvent[]; after: unknown } | { status: 'refused'; reason: unknown };

/** Injected once per store (the API's `DecisionRunner` provider); every write of the studio goes through `run` or `runEach`. */
export class DecisionRunner {
  constructor(readonly store: EventStore) {}

  /**
   * A stream as its decider folds it. Events never change once written, so a fold is kept in this process
   * (aggregate-cache.ts) and the next read asks the store only for the events after it: a script saved 300
   * times is not read and folded 300 events deep at every save. The store is still read every time, so what
   * another process appended is always seen.
   */
  async read<State, Event extends DomainEvent>(decider: Pick<DeciderOf<State, never, Event>, 'initialState' | 'evolve'>, streamId: string, options: FoldOptions = {}): Promise<Aggregate<State>> {
    const cache = aggregateCacheOf(this.store, decider, options.only);
    const hit = cache.get(streamId);
    const read = await this.store.readStream(streamId, hit ? { fromRevision: hit.revision + 1n } : undefined);
    const recorded = options.hydrate && read.length > 0 ? await options.hydrate(read) : read;
    return foldOnto(cache, decider, streamId, hit, recorded, options.only);
  }

  /** `read` for many streams of one decider, in one round trip. */
  async readMany<State, Event extends DomainEvent>(
    decider: Pick<DeciderOf<State, never, Event>, 'initialState' | 'evolve'>,
    streamIds: readonly string[],
    options: Pick<FoldOptions, 'only'> = {},
  ): Promise<Map<string, Aggregate<State>>> {
    const cache = aggregateCacheOf(this.store, decider, options.only);
    const hits = new Map(streamIds.map((id) => [id, cache.get(id)]));
    const read = await this.store.readStreams(streamIds.map((streamId) => ({ streamId, fromRevision: hits.get(streamId) ? hits.get(streamId)!.revision + 1n : 0n })));
    return new Map(streamIds.map((streamId) => [streamId, foldOnto(cache, decider, streamId, hits.get(streamId), read.get(streamId) ?? [], options.only)]));
  }

  /**
   * One change, all or nothing: every part read and decided, every decided event (and every part's `along`
   * facts) in one append. A refusal of any part (a thrown domain error) writes nothing and is thrown.
   */
  run<State, Command, Event extends DomainEvent>(part: Part<State, Command, Event>, options: RunOptions): Promise<PartResult<Event, State>>;
  run<const Parts extends readonly AnyPart[]>(parts: Parts, options: RunOptions): Promise<PartResults<Parts>>;
  async run(parts: AnyPart | readonly AnyPart[], options: RunOptions): Promise<unknown> {
    const many = Array.isArray(parts);
    const settled = await this.loop(many ? parts : [parts as AnyPart], options, 'together');
    const results = settled.map((s) => (s as PromiseFulfilledResult<PartResult<DomainEvent>>).value);
    return many ? results : results[0];
  }

  /**
   * Many independent changes in one append (a rollback moving hundreds of assets): each part decided on its
   * own state; a part that refuses comes back rejected and writes nothing, the others are written together.
   */
  runEach<State, Command, Event extends DomainEvent>(parts: readonly Part<State, Command, Event>[], options: RunOptions): Promise<PromiseSettledResult<PartResult<Event, State>>[]> {
    return this.loop(parts, options, 'each') as Promise<PromiseSettledResult<PartResult<Event, State>>[]>;
  }

  /** The one loop: read → decide → append → on a conflict, again. */
  private async loop(parts: readonly AnyPart[], options: RunOptions, refusals: 'together' | 'each'): Promise<PromiseSettledResult<PartResult<DomainEvent>>[]> {
    if (new Set(parts.map((p) => p.streamId)).size !== parts.length) throw new RangeError('A change named the same stream twice');
    const pinned = parts.some((p) => p.expectedRevision !== undefined);
    const maxAttempts = pinned ? 1 : (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    for (let attempt = 1; ; attempt++) {
      const outcomes = await this.decideAll(parts, refusals, attempt === 1 && options.cachedFirst === true && !pinned);
      const refused = outcomes.find((o) => o.status === 'refused');
      if (refusals === 'together' && refused?.status === 'refused') throw refused.reason;
      const writing = outcomes.flatMap((o, index) => (o.status === 'decided' && o.events.length > 0 ? [{ index, part: parts[index], ...o }] : []));
      const hooks = writing.map((w) => ({ events: w.events, before: w.state, after: w.after, revision: Number(w.revision) + w.events.length }));
      await Promise.all(writing.map((w, k) => w.part.beforeAppend?.(hooks[k])));
      let appended: AppendResult[];
      try {
        appended = await this.append(writing, hooks, options);
      } catch (error) {
        await Promise.all(writing.map((w, k) => w.part.undo?.(hooks[k])));
        if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
        await pause(attempt);
        continue;
      }
      const results: PromiseSettledResult<PartResult<DomainEvent>>[] = outcomes.map((o) =>
        o.status === 'refused'
          ? { status: 'rejected', reason: o.reason }
          : { status: 'fulfilled', value: { events: [], state: o.state, before: o.state, revision: Number(o.revision), position: null } },
      );
      for (const [k, w] of writing.entries()) {
        const { nextRevision, position } = appended[k];
        aggregateCacheOf(this.store, w.part.decider, w.part.only).set(w.part.streamId, { state: w.after, revision: nextRevision, events: cacheWeight(w.part.decider, Number(nextRevision) + 1) });
        results[w.index] = { status: 'fulfilled', value: { events: w.events, state: w.after, before: w.state, revision: Number(nextRevision), position } };
      }
      await Promise.all(writing.map((w, k) => w.part.afterAppend?.(hooks[k])));
      return results;
    }
  }

  /** Every part read (streams of one decider in one round trip) and decided; a pinned part read at another revision is refused. */
  private async decideAll(parts: readonly AnyPart[], refusals: 'together' | 'each', cached: boolean): Promise<Outcome[]> {
    const hits = cached ? parts.map((p) => aggregateCacheOf(this.store, p.decider, p.only).get(p.streamId)) : [];
    const reads = hits.length > 0 && hits.every((hit) => hit !== undefined) ? hits.map((hit) => ({ state: hit!.state, revision: hit!.revision })) : await this.readAll(parts);
    return Promise.all(
      parts.map(async (part, i): Promise<Outcome> => {
        const { state, revision } = reads[i];
        try {
          if (part.expectedRevision !== undefined && BigInt(part.expectedRevision) !== revision) {
            throw new WrongExpectedVersionError(part.streamId, BigInt(part.expectedRevision), revision < 0n ? 'no_stream' : revision);
          }
          const command = typeof part.command === 'function' ? await part.command(state) : part.command;
          const events: DomainEvent[] = part.decider.decide(command, state);
          const folded = part.hydrate && events.length > 0 ? await part.hydrate(events) : events;
          return { status: 'decided', state, revision, events, after: folded.reduce(part.decider.evolve, state) };
        } catch (reason) {
          if (refusals === 'together') throw reason;
          return { status: 'refused', reason };
        }
      }),
    );
  }

  /** The parts' streams as their deciders fold them: parts of one decider without claim checks share one round trip. */
  private async readAll(parts: readonly AnyPart[]): Promise<Aggregate<unknown>[]> {
    const batchable = parts.length > 1 && parts.every((p) => p.decider === parts[0].decider && p.only === parts[0].only && !p.hydrate);
    if (batchable) {
      const read = await this.readMany(parts[0].decider, parts.map((p) => p.streamId), { only: parts[0].only });
      return parts.map((p) => read.get(p.streamId)!);
    }
    return Promise.all(parts.map((p) => this.read(p.decider, p.streamId, { only: p.only, hydrate: p.hydrate })));
  }

  /** Every decided event and `along` fact in one round trip; the results are the written parts' (in order). */
  private async append(
    writing: readonly { part: AnyPart; revision: bigint; events: DomainEvent[] }[],
    hooks: readonly Decided<unknown, DomainEvent>[],
    { metadata, combineFacts }: RunOptions,
  ): Promise<AppendResult[]> {
    if (writing.length === 0) return [];
    const appends: StreamAppend[] = writing.map(({ part, revision, events }) => ({
      streamId: part.streamId,
      events: events.map((e, i) => ({ id: part.eventId?.(e, i) ?? randomUUID(), type: e.type, data: e.data, metadata })),
      expected: expectedOf(revision),
    }));
    // One append per fact stream, however many parts add to it (a rollback of a hundred assets, one manifest).
    const along = new Map<string, DomainEvent[]>();
    for (const [k, { part }] of writing.entries()) for (const f of part.along?.(hooks[k]) ?? []) along.set(f.streamId, [...(along.get(f.streamId) ?? []), ...f.events]);
    const facts: StreamAppend[] = [...along].flatMap(([streamId, all]) => {
      const events = combineFacts && all.length > 1 ? combineFacts(all) : all;
      return events.length === 0 ? [] : [{ streamId, events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })), expected: 'any' as const }];
    });
    if (appends.length === 1 && facts.length === 0) return [await this.store.append(appends[0].streamId, appends[0].events, appends[0].expected)];
    return (await this.store.appendMany([...appends, ...facts])).slice(0, appends.length);
  }
}
