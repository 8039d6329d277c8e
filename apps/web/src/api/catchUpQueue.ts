import { comparePositions } from './position';

type Wanted = { position: string | null; force: boolean };

type Options = {
  /** True when the cache already reflects `position`; such requests are dropped. */
  isCaughtUp: (position: string) => boolean;
  /** Fetch at or past `position` (or simply fresh when null); resolve true on success. */
  catchUp: (position: string | null) => Promise<boolean>;
};

export type CatchUpQueue = {
  /** Ask for data at or past `position`; `force` fetches even when the cache looks current. */
  request: (position: string | null, force?: boolean) => void;
  start: () => void;
  stop: () => void;
};

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

// Unknown order (unparseable positions) keeps the most recent request.
function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return comparePositions(a, b) === 1 ? a : b;
}

function merge(current: Wanted | null, next: Wanted): Wanted {
  if (!current) return next;
  return { position: later(current.position, next.position), force: current.force || next.force };
}

/**
 * Coalesces "the read model moved" signals into at most one fetch in flight, always for the
 * newest position asked for, so a burst of updates costs one or two requests, not one each.
 */
export function createCatchUpQueue({ isCaughtUp, catchUp }: Options): CatchUpQueue {
  let wanted: Wanted | null = null;
  let running = false;
  let started = false;
  let stopped = false;
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function drain(): Promise<void> {
    if (running || !started || stopped) return;
    running = true;
    while (wanted && !stopped) {
      const next: Wanted = wanted;
      wanted = null;
      if (!next.force && next.position !== null && isCaughtUp(next.position)) continue;
      if (await catchUp(next.position)) {
        retryDelay = FIRST_RETRY_MS;
      } else if (!stopped) {
        // A later signal supersedes the retry; otherwise try again with backoff.
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => request(next.position, next.force), retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      }
    }
    running = false;
  }

  function request(position: string | null, force = false): void {
    if (stopped) return;
    wanted = merge(wanted, { position, force });
    void drain();
  }

  return {
    request,
    start: () => {
      started = true;
      void drain();
    },
    stop: () => {
      stopped = true;
      wanted = null;
      clearTimeout(retryTimer);
    },
  };
}
