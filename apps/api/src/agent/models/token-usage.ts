import { tokensForUsage, type ReportedUsage } from '@tempest/domain';
import { OFFLINE_CHAT_MODEL } from '../../models/model-catalogue.js';
import type { TurnUsage } from './agent-events.js';

// The rules (a missing figure is 0, the total never below input + output, a call costs at least 1 token)
// are the agent domain's: one definition for the session's events and the ledger.
export { normaliseUsage, tokensForUsage, type ReportedUsage } from '@tempest/domain';

/**
 * Pure: what one turn of a model takes from the user's tokens: the built-in offline model a fixed amount
 * (OFFLINE_AGENT_TOKENS_PER_TURN; 0 by default, it costs the host nothing), any other model the usage it
 * reported (at least 1: a provider call is never free).
 */
export const tokensCharged = (modelId: string, usage: ReportedUsage | undefined, offlineTokensPerTurn: number): number =>
  modelId === OFFLINE_CHAT_MODEL ? Math.max(0, Math.floor(offlineTokensPerTurn)) : tokensForUsage(usage);

export const addUsage = (a: TurnUsage, b: TurnUsage): TurnUsage => ({
  inputTokens: a.inputTokens + b.inputTokens,
  outputTokens: a.outputTokens + b.outputTokens,
  totalTokens: a.totalTokens + b.totalTokens,
});

export const ZERO_USAGE: TurnUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
