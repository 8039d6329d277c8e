import type { TurnUsage } from './agent-events.js';

// The rules (a missing figure is 0, the total never below input + output, a call costs at least 1 token)
// are the agent domain's: one definition for the session's events and the ledger.
export { normaliseUsage, tokensForUsage, type ReportedUsage } from '@tempest/domain';

export const addUsage = (a: TurnUsage, b: TurnUsage): TurnUsage => ({
  inputTokens: a.inputTokens + b.inputTokens,
  outputTokens: a.outputTokens + b.outputTokens,
  totalTokens: a.totalTokens + b.totalTokens,
});

export const ZERO_USAGE: TurnUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
