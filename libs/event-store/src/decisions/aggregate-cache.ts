import type { EventStore } from '../event-store.port.js';

/** A stream's state as its decider folded it up to `revision`, and how many events that took. */
export type CachedAggregate = { state: unknown; revision: bigint; events: number };

/**
 * Bounds of the cache of one decider in one store: streams kept, and events folded into them (a rough
 * measure of memory, since an asset's state holds every version of its content).
 */
export const CACHE_MAX_STREAMS = 512;
export const CACHE_MAX_EVENTS = 50_000;

/** Least recently used first (a Map keeps insertion order; a hit moves the entry to the end). */
export class AggregateLru {
  private readonly entries = new Map<string, CachedAggregate>();
  private folded = 0;

  constructor(
    private readonly maxStreams = CACHE_MAX_STREAMS,
    private readonly maxEvents = CACHE_MAX_EVENTS,
  ) {}

  get(streamId: string): CachedAggregate | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, entry: CachedAggregate): void {
    const old = this.entries.get(streamId);
    if (old) {
      if (old.revision > entry.revision) return; // another request already cached a later state
      this.entries.delete(streamId);
      this.folded -= old.events;
    }
    this.entries.set(streamId, entry);
    this.folded += entry.events;
    for (const [id, oldest] of this.entries) {
      if (this.entries.size <= this.maxStreams && this.folded <= this.maxEvents) break;
      this.entries.delete(id);
      this.folded -= oldest.events;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const NO_FILTER = {};
const caches = new WeakMap<EventStore, WeakMap<object, WeakMap<object, AggregateLru>>>();

/** The cache of this store, decider and event filter (a fold with a filter is another fold). */
export const aggregateCacheOf = (store: EventStore, decider: object, only: object | undefined): AggregateLru => {
  let byDecider = caches.get(store);
  if (!byDecider) caches.set(store, (byDecider = new WeakMap()));
  let byFilter = byDecider.get(decider);
  if (!byFilter) byDecider.set(decider, (byFilter = new WeakMap()));
  let lru = byFilter.get(only ?? NO_FILTER);
  if (!lru) byFilter.set(only ?? NO_FILTER, (lru = new AggregateLru()));
  return lru;
};
