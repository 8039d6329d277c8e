import { userRoom } from '@tempest/contracts';
import { TOKEN_EVENT_TYPES, TOKEN_STREAM_PREFIX } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { Projector } from '../engine/projector.js';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import { tokenLedgerRowOf, type TokenLedgerRow } from './token-ledger.read-model.js';

export const TOKEN_LEDGER = 'token_ledger';

const COLUMNS = ['id', 'user_id', 'revision', 'kind', 'amount', 'balance_after', 'model', 'input_tokens', 'output_tokens', 'note', 'at'];

export const tokenUserOf = (event: RecordedEvent): string | null =>
  event.streamId.startsWith(TOKEN_STREAM_PREFIX) ? event.streamId.slice(TOKEN_STREAM_PREFIX.length) : null;

/**
 * One row per token event with the balance after it. Each row depends on the one before it in the
 * user's stream, so a batch loads every touched user's last balance once and folds in memory.
 */
export const tokenLedgerProjector: Projector = {
  name: TOKEN_LEDGER,
  version: 1,
  tables: ['token_ledger'],
  eventTypes: [...TOKEN_EVENT_TYPES, 'UserErased'],
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('token_ledger')} (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      revision bigint NOT NULL,
      kind text NOT NULL,
      amount bigint NOT NULL,
      balance_after bigint NOT NULL,
      model text,
      input_tokens integer,
      output_tokens integer,
      note text,
      at timestamptz NOT NULL
    )`);
    await tx.query(`CREATE UNIQUE INDEX IF NOT EXISTS token_ledger_user_revision ON ${t('token_ledger')} (user_id, revision DESC)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS token_ledger_user_at ON ${t('token_ledger')} (user_id, at)`);
  },
  async apply(tx, events, t) {
    const table = t('token_ledger');
    // A purchase's note is the account holder's personal data (libs/domain/src/privacy): an erasure blanks it.
    const erased = events.map(erasedUserOf).filter((id): id is string => id !== null);
    if (erased.length > 0) await tx.query(`UPDATE ${table} SET note = NULL WHERE user_id = ANY($1::uuid[]) AND kind = 'purchase'`, [erased]);
    const users = [...new Set(events.map(tokenUserOf).filter((u): u is string => u !== null))];
    if (users.length === 0) return;
    const last = await tx.query<{ user_id: string; balance_after: string }>(
      `SELECT DISTINCT ON (user_id) user_id::text, balance_after FROM ${table}
        WHERE user_id::text = ANY($1::text[]) ORDER BY user_id, revision DESC`,
      [users],
    );
    const balances = new Map(last.map((r) => [r.user_id, Number(r.balance_after)]));
    const rows: TokenLedgerRow[] = [];
    for (const event of events) {
      const userId = tokenUserOf(event);
      const row = userId && tokenLedgerRowOf(userId, balances.get(userId) ?? 0, event);
      if (!row) continue;
      balances.set(row.user_id, row.balance_after);
      rows.push(row);
    }
    if (rows.length === 0) return;
    const cols = COLUMNS.join(', ');
    await tx.query(
      `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
  changesOf: (event) => {
    const userId = tokenUserOf(event);
    return userId ? [{ readModel: 'tokens', id: userId, rooms: [userRoom(userId)] }] : [];
  },
};
