import type {
  TokenEntryKind,
  TokenLedgerEntry,
  TokenUsageDay,
} from '@tempest/read-models/token-ledger/token-ledger.entry';

export type { TokenEntryKind };

/** One movement of the balance, newest first in the history (amount signed: grants +, consumption −). */
export type TokenEntry = TokenLedgerEntry;

/** Tokens in and out on one UTC day (day is YYYY-MM-DD). */
export type UsageDay = TokenUsageDay;

/** GET /api/user/tokens/history */
export type TokenHistory = {
  tokens: number;
  weekly_allowance: number;
  next_allocation_days: number | null;
  entries: TokenEntry[];
  /** The last 30 days. */
  usage: UsageDay[];
};
