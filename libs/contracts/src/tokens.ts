// Tokens (docs/api-accounts.md): the balance's history and daily usage.

export type TokenEntryKind = 'weekly_allowance' | 'consumption' | 'purchase' | 'refund';

/** One movement of a user's tokens, newest first in the history (amount signed: grants +, consumption −). */
export type TokenLedgerEntry = {
  id: string;
  kind: TokenEntryKind;
  amount: number;
  balance_after: number;
  model: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  note: string | null;
  at: string;
};

/** Tokens consumed and granted (allowance and purchases) on one UTC day (day is YYYY-MM-DD). */
export type TokenUsageDay = { day: string; consumed: number; granted: number };

/** GET /api/user/tokens/history. */
export type TokenHistory = {
  tokens: number;
  weekly_allowance: number;
  next_allocation_days: number;
  /** Newest first, at most 200. */
  entries: TokenLedgerEntry[];
  /** Each of the last 30 UTC days. */
  usage: TokenUsageDay[];
};
