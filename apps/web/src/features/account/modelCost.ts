import type { ModelChoice } from './accountTypes';

/**
 * Pure: what one turn of a chat model costs, as the model picker says it: "Free" (the built-in offline model by
 * default), "~N tokens a turn" (a fixed charge), "charged by usage" (a provider model); null when the server did
 * not say (image models, the built-in fallbacks).
 */
export function turnCostLabel(model: Pick<ModelChoice, 'tokensPerTurn'>): string | null {
  const { tokensPerTurn } = model;
  if (tokensPerTurn === undefined) return null;
  if (tokensPerTurn === null) return 'charged by usage';
  if (tokensPerTurn <= 0) return 'Free';
  return `~${tokensPerTurn.toLocaleString('en-US')} ${tokensPerTurn === 1 ? 'token' : 'tokens'} a turn`;
}
