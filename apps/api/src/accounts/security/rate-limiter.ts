import type pg from 'pg';
import { ApiError } from '../../common/api-error.js';

export type RateLimit = { key: string; max: number; windowSeconds: number };

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

  /** Counts one use; returns the count in the current window. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      `INSERT INTO "${this.schema}".rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN 1 ELSE r.count + 1 END,
         window_start = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING count`,
      [key, windowSeconds],
    );
    return rows[0].count;
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

  /** Gives one use back (an attempt that turned out legitimate, such as a successful sign-in). */
  async refund(key: string): Promise<void> {
    await this.pool.query(`UPDATE "${this.schema}".rate_limits SET count = greatest(count - 1, 0) WHERE key = $1`, [key]);
  }

  /** Counts one use of every limit and throws 429 when any goes over its maximum. */
  async take(limits: RateLimit | RateLimit[], message: string, code = 'rate_limited'): Promise<void> {
    let over = false;
    for (const { key, max, windowSeconds } of Array.isArray(limits) ? limits : [limits]) {
      if ((await this.hit(key, windowSeconds)) > max) over = true;
    }
    if (over) throw new ApiError(429, code, message);
  }
}
