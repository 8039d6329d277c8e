/** While the agent streams, one write after another makes the same cached reads stale many times a second. */
export const LIVE_INVALIDATION_WINDOW_MS = 1_000;

/** A cache tag: a type, or a type and an id. */
type TagLike = string | { type: string; id: string };

const keyOf = (tag: TagLike) => (typeof tag === 'string' ? tag : `${tag.type}\u0000${tag.id}`);

export type TagBatcher<T extends TagLike = string> = {
  /** Queues the tags; they are flushed (once, together) when the window that started with the first one ends. */
  add: (tags: readonly T[]) => void;
  /** Flushes what is queued now (the stream ended, or nothing is streaming any more). */
  flush: () => void;
};

/**
 * Coalesces cache invalidations: at most one flush per window, on its trailing edge, with the union of the
 * tags queued meanwhile, so the lists still fill in while the agent writes and the last write is never lost.
 */
export function createTagBatcher<T extends TagLike = string>(flushTags: (tags: T[]) => void, windowMs = LIVE_INVALIDATION_WINDOW_MS): TagBatcher<T> {
  const pending = new Map<string, T>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const tags = [...pending.values()];
    pending.clear();
    flushTags(tags);
  };
  return {
    add(tags) {
      for (const tag of tags) pending.set(keyOf(tag), tag);
      if (timer === undefined && pending.size > 0) timer = setTimeout(flush, windowMs);
    },
    flush,
  };
}
