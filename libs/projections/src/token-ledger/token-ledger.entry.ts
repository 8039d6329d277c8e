// The ledger rows the API answers are part of the contract between the API and the web app.
export type { TokenEntryKind, TokenLedgerEntry, TokenUsageDay } from '@tempest/contracts';
