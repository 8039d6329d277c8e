import { userRoom } from '@tempest/contracts';
import { TOKEN_EVENT_TYPES, TOKEN_STREAM_PREFIX } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import { columnsOf, defineReadModel, type TableSpec } from '../engine/table.js';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import { tokenLedgerRowOf, type TokenLedgerRow } from './token-ledger.read-model.js';
import { uuidKeys } from '../uuid-keys.js';

export const TOKEN_LEDGER = 'token_ledger';

const ledger: TableSpec<TokenLedgerRow> = {
  name: 'token_ledger',
  key: 'id',
  columns: {
    id: 'uuid', user_id: 'uuid', revision: 'bigint', kind: 'text', amount: 'bigint', balance_after: 'bigint', model: 'text null',
    input_tokens: 'integer null', output_tokens: 'integer null', note: 'text null', at: 'timestamptz',
  },
  indexes: [
    // Each batch reads its users' last balance through it.
    { name: 'token_ledger_user_revision', on: 'user_id, revision DESC', unique: true, replay: true },
    { name: 'token_ledger_user_at', on: 'user_id, at' },
  ],
};

export const tokenUserOf = (event: RecordedEvent): string | null =>
  event.streamId.startsWith(TOKEN_STREAM_PREFIX) ? event.streamId.slice(TOKEN_STREAM_PREFIX.length) : null;

/**
 * One row per token event with the balance after it. Each row depends on the one before it in the
 * user's stream, so a batch loads every touched user's last balance once and folds in memory.
 */
export const tokenLedgerProjector = defineReadModel({
  name: TOKEN_LEDGER,
  version: 1,
  tables: [ledger],
  eventTypes: [...TOKEN_EVENT_TYPES, 'UserErased'],
  async apply(tx, events, t) {
    const table = t(ledger.name);
    // A purchase's note is the account holder's personal data (libs/domain/src/privacy): an erasure blanks it.
    const erased = events.map(erasedUserOf).filter((id): id is string => id !== null);
    if (erased.length > 0) await tx.query(`UPDATE ${table} SET note = NULL WHERE user_id = ANY($1::uuid[]) AND kind = 'purchase'`, [erased]);
    const users = [...new Set(events.map(tokenUserOf).filter((u): u is string => u !== null))];
    if (users.length === 0) return;
    const last = await tx.query<{ user_id: string; balance_after: string }>(
      `SELECT DISTINCT ON (user_id) user_id::text, balance_after FROM ${table}
        WHERE user_id = ANY($1::uuid[]) ORDER BY user_id, revision DESC`,
      [uuidKeys(users)],
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
    const cols = columnsOf(ledger).join(', ');
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
});
