import type { TokenEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { TokenLedgerEntry, TokenUsageDay } from './token-ledger.entry.js';

export type { TokenEntryKind, TokenLedgerEntry, TokenUsageDay } from './token-ledger.entry.js';

/** A row of `token_ledger`, one per token event (snake_case columns). */
export type TokenLedgerRow = Omit<TokenLedgerEntry, 'at'> & { user_id: string; revision: number; at: string };

/** Pure: the ledger row of one event of a user's token stream, given the balance before it. */
export const tokenLedgerRowOf = (userId: string, balanceBefore: number, recorded: RecordedEvent): TokenLedgerRow | null => {
  const event = recorded as unknown as RecordedEvent & TokenEvent;
  const base = { id: recorded.id, user_id: userId, revision: Number(recorded.revision), model: null, input_tokens: null, output_tokens: null };
  switch (event.type) {
    case 'WeeklyTokensGranted': {
      const { amount, week, at } = event.data;
      return { ...base, kind: 'weekly_allowance', amount, balance_after: balanceBefore + amount, note: `Weekly allowance ${week}`, at };
    }
    case 'TokensPurchased': {
      const { amount, note, at } = event.data;
      return { ...base, kind: 'purchase', amount, balance_after: balanceBefore + amount, note: note || null, at };
    }
    case 'TokensConsumed': {
      const { amount, model, inputTokens, outputTokens, reason, at } = event.data;
      return {
        ...base,
        kind: 'consumption',
        amount: -amount,
        balance_after: balanceBefore - amount,
        model,
        input_tokens: inputTokens,
        output_tokens: outputTokens,
        note: reason || null,
        at,
      };
    }
    case 'TokensRefunded': {
      const { amount, turn, at } = event.data;
      return { ...base, kind: 'refund', amount, balance_after: balanceBefore + amount, note: `Refund of a rolled-back agent turn (turn ${turn.turn})`, at };
    }
    default:
      return null;
  }
};

export const toTokenLedgerEntry = (row: TokenLedgerRow): TokenLedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: Number(row.amount),
  balance_after: Number(row.balance_after),
  model: row.model,
  input_tokens: row.input_tokens === null ? null : Number(row.input_tokens),
  output_tokens: row.output_tokens === null ? null : Number(row.output_tokens),
  note: row.note,
  at: new Date(row.at).toISOString(),
});

const DAY_MS = 86_400_000;

/** The UTC day of an instant, "YYYY-MM-DD". */
export const utcDay = (instant: string | number): string => new Date(instant).toISOString().slice(0, 10);

/** Every one of the `days` UTC days up to and including today's, oldest first; days without activity are zeros. */
export const usageByDay = (totals: TokenUsageDay[], now: string, days = 30): TokenUsageDay[] => {
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(today - (days - 1 - i) * DAY_MS);
    const found = byDay.get(day);
    return { day, consumed: Number(found?.consumed ?? 0), granted: Number(found?.granted ?? 0) };
  });
};
