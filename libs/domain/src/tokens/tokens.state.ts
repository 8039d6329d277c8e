import { assertNever } from '../shared/decider.js';
import type { TokenEvent, TokenTurn } from './tokens.events.js';

/**
 * lastGrantedWeek: "YYYY-Www" strings sort by time, so "a later week" is a string comparison. `turns`: what
 * each agent turn cost and whether it was refunded (key `turnKey`); absent until a turn is recorded.
 */
export type TokenState = { balance: number; lastGrantedWeek: string | null; turns?: Readonly<Record<string, { amount: number; refunded: boolean }>> };

export const initialTokenState = (): TokenState => ({ balance: 0, lastGrantedWeek: null });

export const turnKey = (turn: TokenTurn): string => `${turn.sessionId}#${turn.turn}`;

const withTurn = (state: TokenState, turn: TokenTurn, change: (was: { amount: number; refunded: boolean }) => { amount: number; refunded: boolean }) => {
  const key = turnKey(turn);
  return { ...(state.turns ?? {}), [key]: change(state.turns?.[key] ?? { amount: 0, refunded: false }) };
};

export const evolveTokens = (state: TokenState, event: TokenEvent): TokenState => {
  switch (event.type) {
    case 'WeeklyTokensGranted':
      return { ...state, balance: state.balance + event.data.amount, lastGrantedWeek: event.data.week };
    case 'TokensConsumed': {
      const { amount, turn } = event.data;
      const next = { ...state, balance: state.balance - amount };
      return turn ? { ...next, turns: withTurn(state, turn, (was) => ({ ...was, amount: was.amount + amount })) } : next;
    }
    case 'TokensPurchased':
      return { ...state, balance: state.balance + event.data.amount };
    case 'TokensRefunded':
      return { ...state, balance: state.balance + event.data.amount, turns: withTurn(state, event.data.turn, (was) => ({ ...was, refunded: true })) };
    default:
      return assertNever(event);
  }
};
