import { assertNever } from '../shared/decider.js';
import type { TokenEvent } from './tokens.events.js';

/** lastGrantedWeek: "YYYY-Www" strings sort by time, so "a later week" is a string comparison. */
export type TokenState = { balance: number; lastGrantedWeek: string | null };

export const initialTokenState = (): TokenState => ({ balance: 0, lastGrantedWeek: null });

export const evolveTokens = (state: TokenState, event: TokenEvent): TokenState => {
  switch (event.type) {
    case 'WeeklyTokensGranted':
      return { balance: state.balance + event.data.amount, lastGrantedWeek: event.data.week };
    case 'TokensConsumed':
      return { ...state, balance: state.balance - event.data.amount };
    case 'TokensPurchased':
      return { ...state, balance: state.balance + event.data.amount };
    default:
      return assertNever(event);
  }
};
