import type { Tag } from './baseApi';
import { isAtOrAfter } from './position';

/** A write this tab made: the reads its mutation invalidated, and the position its answer carried. */
type Written = { tags: readonly Tag[]; position: string };

type Held = { position: string; tags: Tag[]; invalidate: (tags: Tag[]) => void };

export type OwnWrites = {
  /** A write of this tab starts; call the returned function with its answer (or nothing when it failed). */
  begin(): (answer?: { tags: readonly Tag[]; position: string | null | undefined }) => void;
  /**
   * A live message at `position` makes `tags` stale: `invalidate` them, unless a write of this tab answered
   * at or after `position` and its mutation already invalidated every one of them (its refetch reads what
   * the message announces). While a write of this tab is in flight the message waits for its answer.
   */
  deliver(position: string, tags: Tag[], invalidate: (tags: Tag[]) => void): void;
};

const typeOf = (tag: Tag) => (typeof tag === 'string' ? tag : tag.type);
const idOf = (tag: Tag) => (typeof tag === 'string' ? undefined : tag.id);

/** Whether invalidating `written` also invalidated `tag` (a tag without id stands for every id). */
export const covers = (written: readonly Tag[], tag: Tag): boolean =>
  written.some((w) => typeOf(w) === typeOf(tag) && (idOf(w) === undefined || idOf(w) === idOf(tag)));

type Options = {
  /** How many recent writes to remember (a live message comes within moments of its write). */
  keep?: number;
  /** Longest a live message waits for a write in flight (a request that hangs must not stop live updates). */
  holdMs?: number;
};

/**
 * The saving tab refetches once: its mutation invalidates the reads the write moved, and the room's
 * `readmodel.updated` for the same write (which may arrive before or after the answer) is then skipped.
 */
export function createOwnWrites({ keep = 50, holdMs = 5_000 }: Options = {}): OwnWrites {
  const written: Written[] = [];
  let inFlight = 0;
  let held: Held[] = [];
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  const isCovered = (position: string, tags: Tag[]) =>
    tags.length > 0 && tags.every((tag) => written.some((w) => isAtOrAfter(w.position, position) && covers(w.tags, tag)));

  const release = () => {
    clearTimeout(holdTimer);
    holdTimer = undefined;
    const messages = held;
    held = [];
    for (const { position, tags, invalidate } of messages) if (!isCovered(position, tags)) invalidate(tags);
  };

  return {
    begin() {
      inFlight += 1;
      let ended = false;
      return (answer) => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (answer?.position) {
          written.push({ tags: answer.tags, position: answer.position });
          if (written.length > keep) written.shift();
        }
        if (inFlight === 0) release();
      };
    },
    deliver(position, tags, invalidate) {
      if (inFlight === 0) {
        if (!isCovered(position, tags)) invalidate(tags);
        return;
      }
      held.push({ position, tags, invalidate });
      holdTimer ??= setTimeout(release, holdMs);
    },
  };
}

/** This tab's writes (one per tab, like its socket). */
export const ownWrites = createOwnWrites();
