// No imports: the web app can import these types directly.

export type TokenEntryKind = 'weekly_allowance' | 'consumption' | 'purchase';

/** One movement of a user's tokens, as GET /api/user/tokens/history answers it (amount is signed). */
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

/** Tokens consumed and granted (allowance and purchases) on one UTC day. */
export type TokenUsageDay = { day: string; consumed: number; granted: number };
