export type TokenEntryKind = 'weekly_allowance' | 'consumption' | 'purchase';

/** One movement of the balance, newest first in the history. */
export type TokenEntry = {
  id: string;
  kind: TokenEntryKind;
  /** Signed: grants are positive, consumption negative. */
  amount: number;
  balance_after: number;
  model: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  note: string | null;
  /** ISO 8601 */
  at: string;
};

/** Tokens in and out on one calendar day. */
export type UsageDay = {
  /** YYYY-MM-DD */
  day: string;
  consumed: number;
  granted: number;
};

/** GET /api/user/tokens/history */
export type TokenHistory = {
  tokens: number;
  weekly_allowance: number;
  next_allocation_days: number | null;
  entries: TokenEntry[];
  /** The last 30 days. */
  usage: UsageDay[];
};
