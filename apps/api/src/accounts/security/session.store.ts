import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { hashToken, newToken } from './passwords.js';

export const SESSION_COOKIE = 'sessionid';
export const REMEMBER_MS = 30 * 24 * 3600_000;
export const SESSION_MS = 24 * 3600_000;

/** Sessions in PostgreSQL: only the token's hash is stored, so a leaked table opens no session. */
export class SessionStore {
  private readonly ended = new EventEmitter();

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  async create(userId: string, remember: boolean): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_MS));
    await this.pool.query(
      `INSERT INTO "${this.schema}".sessions (token_hash, user_id, remember, expires_at) VALUES ($1, $2, $3, $4)`,
      [hashToken(token), userId, remember, expiresAt],
    );
    return { token, expiresAt };
  }

  async userOf(token: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      `SELECT user_id FROM "${this.schema}".sessions WHERE token_hash = $1 AND expires_at > now()`,
      [hashToken(token)],
    );
    return rows[0]?.user_id ?? null;
  }

  async end(token: string): Promise<void> {
    const { rows } = await this.pool.query<{ user_id: string }>(`DELETE FROM "${this.schema}".sessions WHERE token_hash = $1 RETURNING user_id`, [hashToken(token)]);
    for (const row of rows) this.ended.emit('ended', row.user_id);
  }

  /** When the session of the token began (null when it is not a live session): a recent sign-in confirms an erasure. */
  async startedAt(token: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ created_at: Date }>(
      `SELECT created_at FROM "${this.schema}".sessions WHERE token_hash = $1 AND expires_at > now()`,
      [hashToken(token)],
    );
    return rows[0] ? new Date(rows[0].created_at) : null;
  }

  /** Ends every session of the user (a password change, an erasure), on every replica at once; answers how many. */
  async endAllOf(userId: string): Promise<number> {
    const result = await this.pool.query(`DELETE FROM "${this.schema}".sessions WHERE user_id = $1`, [userId]);
    this.ended.emit('ended', userId);
    return result.rowCount ?? 0;
  }

  /**
   * Calls `listener` with the user whenever a session of theirs ends here: open sockets signed in with it
   * must not outlive it (realtime/socket-access.ts, which reaches every replica's sockets).
   */
  onEnded(listener: (userId: string) => void): () => void {
    this.ended.on('ended', listener);
    return () => this.ended.off('ended', listener);
  }
}
