import type { ReadDb } from '../read-db.js';
import { toTokenLedgerEntry, usageByDay, type TokenLedgerEntry, type TokenLedgerRow, type TokenUsageDay } from './token-ledger.read-model.js';

// The queries the API runs on `token_ledger`. The balance itself is never read here: it is the fold of
// the user's stream, exact right after a write.

/** The user's newest entries first, at most `limit`. */
export const tokenLedgerEntries = async (db: ReadDb, userId: string, limit: number): Promise<TokenLedgerEntry[]> => {
  const rows = await db.query<TokenLedgerRow>(
    `SELECT id, kind, amount, balance_after, model, input_tokens, output_tokens, note, at FROM ${db.table('token_ledger')}
      WHERE user_id = $1 ORDER BY revision DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toTokenLedgerEntry);
};

/** Tokens consumed and granted per UTC day, for the `days` days up to `now` (days without movement count 0). */
export const tokenUsageByDay = async (db: ReadDb, userId: string, now: string, days: number): Promise<TokenUsageDay[]> => {
  const since = `${usageByDay([], now, days)[0].day}T00:00:00.000Z`;
  const totals = await db.query<TokenUsageDay>(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            COALESCE(sum(-amount) FILTER (WHERE amount < 0), 0) AS consumed,
            COALESCE(sum(amount) FILTER (WHERE amount > 0), 0) AS granted
       FROM ${db.table('token_ledger')} WHERE user_id = $1 AND at >= $2 GROUP BY 1`,
    [userId, since],
  );
  return usageByDay(totals, now, days);
};

/** The stream revision of the user's newest ledger row, or null when the ledger holds none of theirs. */
export const tokenLedgerRevision = async (db: ReadDb, userId: string): Promise<bigint | null> => {
  const [row] = await db.query<{ revision: string | null }>(`SELECT max(revision)::text AS revision FROM ${db.table('token_ledger')} WHERE user_id = $1`, [userId]);
  return row.revision === null ? null : BigInt(row.revision);
};

/** Tokens agent turns consumed per model over a range (`from` inclusive, `to` exclusive), most first. */
export const tokensByModel = async (db: ReadDb, range: { from: string; to: string }): Promise<{ model: string; tokens: number }[]> => {
  const rows = await db.query<{ model: string; tokens: string }>(
    `SELECT model, sum(-amount) AS tokens FROM ${db.table('token_ledger')}
      WHERE kind = 'consumption' AND model IS NOT NULL AND at >= $1::timestamptz AND at < $2::timestamptz
      GROUP BY model ORDER BY sum(-amount) DESC, model`,
    [range.from, range.to],
  );
  return rows.map((r) => ({ model: r.model, tokens: Number(r.tokens) }));
};
