import type pg from 'pg';
import { ApiError } from '../../common/api-error.js';

export type RateLimit = { key: string; max: number; windowSeconds: number };

/** Fixed-window counters in PostgreSQL, so limits hold across replicas and restarts. */
export class RateLimiter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  /** Counts one hit; returns the count in the current window. */
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

  async count(key: string, windowSeconds: number): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      `SELECT count FROM "${this.schema}".rate_limits WHERE key = $1 AND window_start >= now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return rows[0]?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query(`DELETE FROM "${this.schema}".rate_limits WHERE key = $1`, [key]);
  }

  /** Counts one use and throws 429 when it goes over the limit: one atomic statement, no check-then-act gap. */
  async take(limit: RateLimit, message: string): Promise<void> {
    if ((await this.hit(limit.key, limit.windowSeconds)) > limit.max) throw new ApiError(429, 'rate_limited', message);
  }

  /** Throws 429 when any of the keys has reached its limit in its window (counts nothing). */
  async assertUnder(limits: RateLimit[], message: string): Promise<void> {
    for (const { key, max, windowSeconds } of limits) {
      if ((await this.count(key, windowSeconds)) >= max) throw new ApiError(429, 'rate_limited', message);
    }
  }
}
