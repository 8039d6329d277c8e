import { assertNever, type Decider } from '../shared/decider.js';
import type { TokenCommand } from './tokens.commands.js';
import { InvalidTokenAmountError, InvalidTokenNoteError, NothingToRefundError, OutOfTokensError, TOKEN_NOTE_MAX, TOKEN_PURCHASE_MAX, TurnAlreadyRefundedError } from './tokens.errors.js';
import type { TokenEvent } from './tokens.events.js';
import { evolveTokens, initialTokenState, turnKey, type TokenState } from './tokens.state.js';

const count = (value: number, what: string): number => {
  if (!Number.isSafeInteger(value) || value < 0) throw new InvalidTokenAmountError(`${what} must be a whole number of at least 0`);
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
      if (amount > state.balance) throw new OutOfTokensError(state.balance, amount);
      return [{ type: 'TokensConsumed', data: { model, inputTokens, outputTokens, amount, reason, at: now, ...(turn ? { turn } : {}) } }];
    }
    case 'RefundAgentTurn': {
      // Once per turn, and only what the turn was charged.
      const { turn, checkpointId, now } = command.data;
      const cost = state.turns?.[turnKey(turn)];
      if (cost?.refunded) throw new TurnAlreadyRefundedError();
      if (!cost || cost.amount <= 0) throw new NothingToRefundError();
      return [{ type: 'TokensRefunded', data: { amount: cost.amount, turn, checkpointId, at: now } }];
    }
    case 'PurchaseTokens': {
      const { amount, by, now } = command.data;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > TOKEN_PURCHASE_MAX) {
        throw new InvalidTokenAmountError(`The amount must be a whole number from 1 to ${TOKEN_PURCHASE_MAX.toLocaleString('en-US')}`);
      }
      const note = command.data.note.trim();
      if (note.length > TOKEN_NOTE_MAX) throw new InvalidTokenNoteError();
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
