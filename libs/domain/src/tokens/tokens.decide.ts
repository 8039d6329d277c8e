import { assertNever, type Decider } from '../shared/decider.js';
import type { TokenCommand } from './tokens.commands.js';
import { TOKEN_NOTE_MAX, TOKEN_PURCHASE_MAX } from './tokens.limits.js';
import type { TokenEvent } from './tokens.events.js';
import { daysUntilNextAllocation } from './iso-week.js';
import { evolveTokens, initialTokenState, turnKey, type TokenState } from './tokens.state.js';
import { DomainError } from '../shared/errors.js';

const count = (value: number, what: string): number => {
  if (!Number.isSafeInteger(value) || value < 0) throw new DomainError('tokens.invalid_amount', `${what} must be a whole number of at least 0`);
  return value;
};

export const decideTokens = (command: TokenCommand, state: TokenState): TokenEvent[] => {
  switch (command.type) {
    case 'GrantWeeklyTokens': {
      const { week, amount, now } = command.data;
      // Once per week; a week at or before the last grant (a replica's clock behind) grants nothing.
      if (state.lastGrantedWeek !== null && week <= state.lastGrantedWeek) return [];
      return [{ type: 'WeeklyTokensGranted', data: { week, amount: count(amount, 'The weekly amount'), at: now } }];
    }
    case 'ConsumeTokens': {
      const { model, reason, now, turn } = command.data;
      const amount = count(command.data.amount, 'The amount');
      const inputTokens = count(command.data.inputTokens, 'inputTokens');
      const outputTokens = count(command.data.outputTokens, 'outputTokens');
      if (amount > state.balance) throw new DomainError('out_of_tokens', { balance: state.balance, amount, nextAllocationDays: daysUntilNextAllocation(now) });
      return [{ type: 'TokensConsumed', data: { model, inputTokens, outputTokens, amount, reason, at: now, ...(turn ? { turn } : {}) } }];
    }
    case 'RefundAgentTurn': {
      // Once per turn, and only what the turn was charged.
      const { turn, checkpointId, now } = command.data;
      const cost = state.turns?.[turnKey(turn)];
      if (cost?.refunded) throw new DomainError('tokens.turn_already_refunded');
      if (!cost || cost.amount <= 0) throw new DomainError('tokens.nothing_to_refund');
      return [{ type: 'TokensRefunded', data: { amount: cost.amount, turn, checkpointId, at: now } }];
    }
    case 'PurchaseTokens': {
      const { amount, by, now } = command.data;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > TOKEN_PURCHASE_MAX) {
        throw new DomainError('tokens.invalid_amount', `The amount must be a whole number from 1 to ${TOKEN_PURCHASE_MAX.toLocaleString('en-US')}`);
      }
      const note = command.data.note.trim();
      if (note.length > TOKEN_NOTE_MAX) throw new DomainError('tokens.invalid_note');
      return [{ type: 'TokensPurchased', data: { amount, note, by, at: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const tokenDecider: Decider<TokenState, TokenCommand, TokenEvent> = {
  initialState: initialTokenState,
  evolve: evolveTokens,
  decide: decideTokens,
};
