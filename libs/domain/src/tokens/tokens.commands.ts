import type { TokenTurn } from './tokens.events.js';

/** The clock and the weekly amount come in with the command: the domain never reads either. */
export type GrantWeeklyTokens = { type: 'GrantWeeklyTokens'; data: { week: string; amount: number; now: string } };

export type ConsumeTokens = {
  type: 'ConsumeTokens';
  data: { model: string; inputTokens: number; outputTokens: number; amount: number; reason: string; now: string; turn?: TokenTurn };
};

/** Gives back what a turn cost; the handler has checked that the checkpoint's turn was rolled back. */
export type RefundAgentTurn = { type: 'RefundAgentTurn'; data: { turn: TokenTurn; checkpointId: string; now: string } };

export type PurchaseTokens = { type: 'PurchaseTokens'; data: { amount: number; note: string; by: string | null; now: string } };

export type TokenCommand = GrantWeeklyTokens | ConsumeTokens | PurchaseTokens | RefundAgentTurn;
