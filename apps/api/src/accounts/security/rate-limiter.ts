import type pg from 'pg';
import { DomainError } from '@tempest/domain';

/** `cost`: what one use counts (default 1), e.g. the KiB a save stores when `max` is a byte quota. */
/** The refusals a rate limit answers with (429 and Retry-After): the catalogue's limited codes with a retry time. */
export type RateLimitCode = 'rate_limited' | 'play.storage_quota' | 'account.code_locked';

export type RateLimit = { key: string; max: number; windowSeconds: number; cost?: number };

/**
 * Fixed-window counters in PostgreSQL, so limits hold across replicas and restarts. Every use is counted
 * by one atomic statement *before* the guarded work runs: N parallel attempts cost N, and none slips
 * between a check and a count.
 */
export class RateLimiter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  /** Counts one use (or `cost`); returns the count in the current window. */
  async hit(key: string, windowSeconds: number, cost = 1): Promise<number> {
    return (await this.count(key, windowSeconds, cost)).count;
  }

  /** As `hit`, with the seconds until the window ends (what a 429's Retry-After says). */
  private async count(key: string, windowSeconds: number, cost: number): Promise<{ count: number; retryAfter: number }> {
    const { rows } = await this.pool.query<{ count: number; retry_after: number }>(
      `INSERT INTO "${this.schema}".rate_limits AS r (key, window_start, count) VALUES ($1, now(), $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN $3 ELSE r.count + $3 END,
         window_start = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING count, greatest(1, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
      [key, windowSeconds, cost],
    );
    return { count: rows[0].count, retryAfter: rows[0].retry_after };
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
    for (const { key, max, windowSeconds, cost = 1 } of Array.isArray(limits) ? limits : [limits]) {
      const counted = await this.count(key, windowSeconds, cost);
      if (counted.count > max) retryAfter = Math.max(retryAfter, counted.retryAfter);
    }
    if (retryAfter > 0) throw new DomainError(code, message, { retryAfterSeconds: retryAfter });
  }
}
