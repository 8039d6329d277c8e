import type pg from 'pg';
import { DomainError } from '@tempest/domain';

/** `cost`: what one use counts (default 1), e.g. the KiB a save stores when `max` is a byte quota. */
/** The refusals a rate limit answers with (429 and Retry-After): the catalogue's limited codes with a retry time. */
export type RateLimitCode = 'rate_limited' | 'play.storage_quota' | 'account.code_locked';

export type RateLimit = { key: string; max: number; windowSeconds: number; cost?: number };

/** One use waiting for the next round trip. */
type Waiting = { key: string; windowSeconds: number; cost: number; resolve: (counted: Counted) => void; reject: (error: unknown) => void };
type Counted = { count: number; retryAfter: number };

/** How long a use counted later (hitLater) waits for a use to go with. */
export const LATER_MS = 1000;

/** Uses counted in one round trip at most (a flood's uses wait for the next one). */
export const RATE_LIMIT_BATCH_MAX = 512;

/**
 * The counts of a batch's uses, each as if counted alone in arrival order: `total` is the key's count after the
 * whole batch, so the count after one use is what the uses before it (of this batch) left plus its own cost.
 */
export const countsInOrder = (uses: readonly { key: string; cost: number }[], totals: ReadonlyMap<string, number>): number[] => {
  const batchCost = new Map<string, number>();
  for (const { key, cost } of uses) batchCost.set(key, (batchCost.get(key) ?? 0) + cost);
  const counted = new Map<string, number>();
  return uses.map(({ key, cost }) => {
    const before = counted.get(key) ?? totals.get(key)! - batchCost.get(key)!;
    counted.set(key, before + cost);
    return before + cost;
  });
};

/**
 * Fixed-window counters in PostgreSQL, so limits hold across replicas and restarts. Every use is counted
 * by one atomic statement *before* the guarded work runs: N parallel attempts cost N, and none slips
 * between a check and a count. Uses that arrive while a count is in flight share the next statement (one
 * round trip and one commit for a flood of game actions, whose address key is one hot row); each gets the
 * count it would have had alone, in arrival order (countsInOrder).
 */
export class RateLimiter {
  private waiting: Waiting[] = [];
  private flushing = false;
  /** Set while only uses counted later wait (hitLater): they go with the next use, or when this fires. */
  private later: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  /** Counts one use (or `cost`); returns the count in the current window. */
  async hit(key: string, windowSeconds: number, cost = 1): Promise<number> {
    return (await this.count(key, windowSeconds, cost)).count;
  }

  /**
   * Counts a use no one waits for (the bytes a game action stored, known once it is written): it goes with the
   * next use counted (the player's next action) or within LATER_MS, in arrival order, so every use counted
   * after it sees it. A failure to count it is dropped (the next use's statement fails on its own).
   */
  hitLater(key: string, windowSeconds: number, cost: number): void {
    this.waiting.push({ key, windowSeconds, cost, resolve: () => undefined, reject: () => undefined });
    if (!this.flushing && !this.later) this.later = setTimeout(() => this.flushSoon(), LATER_MS).unref();
  }

  /** As `hit`, with the seconds until the window ends (what a 429's Retry-After says). */
  private count(key: string, windowSeconds: number, cost: number): Promise<Counted> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, windowSeconds, cost, resolve, reject });
      this.flushSoon();
    });
  }

  /** After this tick: the uses one request makes together (its player's and its address's) share a statement. */
  private flushSoon(): void {
    if (this.later) clearTimeout(this.later);
    this.later = null;
    if (this.flushing) return;
    this.flushing = true;
    queueMicrotask(() => void this.flush());
  }

  /** Counts what waits, a batch per round trip, until nothing does. No timer: a lone use goes in this tick. */
  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, RATE_LIMIT_BATCH_MAX);
      try {
        const counted = await this.countBatch(batch);
        batch.forEach((use, i) => use.resolve(counted[i]));
      } catch (error) {
        for (const use of batch) use.reject(error);
      }
    }
    this.flushing = false;
  }

  private async countBatch(batch: readonly Waiting[]): Promise<Counted[]> {
    // One row per key (an upsert may touch a row once), with the batch's cost and the key's window.
    const keys = new Map<string, { windowSeconds: number; cost: number }>();
    for (const { key, windowSeconds, cost } of batch) {
      const row = keys.get(key);
      keys.set(key, { windowSeconds: Math.max(windowSeconds, row?.windowSeconds ?? 0), cost: cost + (row?.cost ?? 0) });
    }
    // In one order on every replica: two batches that upsert the same keys in opposite orders wait on each other
    // (PostgreSQL answers 40P01, deadlock detected); sorted, the first shared key decides who waits.
    const order = [...keys.keys()].sort();
    const { rows } = await this.pool.query<{ key: string; count: number; retry_after: number }>(
      `WITH input AS (SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) WITH ORDINALITY AS u(k, w, c, n))
       INSERT INTO "${this.schema}".rate_limits AS r (key, window_start, count) SELECT k, now(), c FROM input ORDER BY n
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start < now() - make_interval(secs => (SELECT w FROM input WHERE k = r.key)) THEN EXCLUDED.count ELSE r.count + EXCLUDED.count END,
         window_start = CASE WHEN r.window_start < now() - make_interval(secs => (SELECT w FROM input WHERE k = r.key)) THEN now() ELSE r.window_start END
       RETURNING key, count, greatest(1, ceil(extract(epoch FROM r.window_start + make_interval(secs => (SELECT w FROM input WHERE k = r.key)) - now())))::int AS retry_after`,
      [order, order.map((k) => keys.get(k)!.windowSeconds), order.map((k) => keys.get(k)!.cost)],
    );
    const totals = new Map(rows.map((r) => [r.key, r.count]));
    const retryAfter = new Map(rows.map((r) => [r.key, r.retry_after]));
    return countsInOrder(batch, totals).map((count, i) => ({ count, retryAfter: retryAfter.get(batch[i].key)! }));
  }

  /** Whether the key was used in its window (e.g. "this address signed in here lately"). */
  async seen(key: string, windowSeconds: number): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM "${this.schema}".rate_limits WHERE key = $1 AND window_start >= now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return rows.length > 0;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query(`DELETE FROM "${this.schema}".rate_limits WHERE key = $1`, [key]);
  }

  /**
   * Forgets every counter whose key names `value` as one of its ':'-separated parts (an erased person's email
   * or id: the sign-in limits keep the email with the address for 30 days).
   */
  async forgetKeysNaming(value: string): Promise<void> {
    await this.pool.query(`DELETE FROM "${this.schema}".rate_limits WHERE position(':' || $1 || ':' in key || ':') > 0`, [value]);
  }

  /** Deletes the counters of keys starting with `prefix` whose window began more than `seconds` ago (all ended). */
  async forget(prefix: string, seconds: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM "${this.schema}".rate_limits WHERE starts_with(key, $1) AND window_start < now() - make_interval(secs => $2)`,
      [prefix, seconds],
    );
    return rowCount ?? 0;
  }

  /** Gives one use back (an attempt that turned out legitimate, such as a successful sign-in). */
  async refund(key: string): Promise<void> {
    await this.pool.query(`UPDATE "${this.schema}".rate_limits SET count = greatest(count - 1, 0) WHERE key = $1`, [key]);
  }

  /**
   * Counts one use of every limit and throws 429 when any goes over its maximum, with `Retry-After`: the
   * seconds until the last window that is over ends.
   */
  async take(limits: RateLimit | RateLimit[], message: string, code: RateLimitCode = 'rate_limited'): Promise<void> {
    let retryAfter = 0;
    const all = Array.isArray(limits) ? limits : [limits];
    // Every limit in the same round trip.
    const counts = await Promise.all(all.map(({ key, windowSeconds, cost = 1 }) => this.count(key, windowSeconds, cost)));
    counts.forEach((counted, i) => {
      if (counted.count > all[i].max) retryAfter = Math.max(retryAfter, counted.retryAfter);
    });
    if (retryAfter > 0) throw new DomainError(code, message, { retryAfterSeconds: retryAfter });
  }
}
