import { describe, expect, it } from '@jest/globals';
import {
  daysUntilNextAllocation,
  decideTokens,
  evolveTokens,
  initialTokenState,
  isoWeekOf,
  tokenDecider,
  type TokenCommand,
  type TokenEvent,
  type TokenState,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const monday = '2026-11-23T09:00:00.000Z';
const given = (...events: TokenEvent[]): TokenState => events.reduce(evolveTokens, initialTokenState());
const grant = (week: string, now = monday): TokenCommand => ({ type: 'GrantWeeklyTokens', data: { week, amount: 1000, now } });
const granted = (week: string, at = monday): TokenEvent => ({ type: 'WeeklyTokensGranted', data: { week, amount: 1000, at } });
const consume = (amount: number): TokenCommand => ({
  type: 'ConsumeTokens',
  data: { model: 'gpt-5', inputTokens: 1200, outputTokens: 300, amount, reason: 'Game generation', now: monday },
});
/** Runs a command against the state and returns the state after its events. */
const run = (state: TokenState, command: TokenCommand): TokenState => decideTokens(command, state).reduce(evolveTokens, state);
const spec = deciderSpecification(tokenDecider);

describe('token ledger decider', () => {
  it('grants the weekly allowance once per week, and again the next week', () => {
    const first = decideTokens(grant('2026-W48'), given());
    expect(first).toEqual([granted('2026-W48')]);
    expect(decideTokens(grant('2026-W48'), given(...first))).toEqual([]);
    const nextWeek = decideTokens(grant('2026-W49', '2026-11-30T00:00:00.000Z'), given(...first));
    expect(nextWeek).toEqual([granted('2026-W49', '2026-11-30T00:00:00.000Z')]);
    expect(given(...first, ...nextWeek).balance).toBe(2000);
  });

  it('grants nothing for a week before the last grant (a replica whose clock is behind)', () => {
    spec.given(granted('2026-W48')).when(grant('2026-W47')).thenNothing();
  });

  it('consumes tokens and records the model and token counts', () => {
    spec
      .given(granted('2026-W48'))
      .when(consume(150))
      .then([{ type: 'TokensConsumed', data: { model: 'gpt-5', inputTokens: 1200, outputTokens: 300, amount: 150, reason: 'Game generation', at: monday } }]);
    expect(run(given(granted('2026-W48')), consume(150)).balance).toBe(850);
  });

  it('lets a user spend the balance down to exactly zero', () => {
    expect(run(given(granted('2026-W48')), consume(1000)).balance).toBe(0);
  });

  it('refuses a consumption larger than the balance, with the balance in the error', () => {
    const [spent] = decideTokens(consume(990), given(granted('2026-W48')));
    spec.given(granted('2026-W48'), spent).when(consume(11)).thenThrows({ code: 'out_of_tokens', message: "You've run out of tokens.", details: { balance: 10, amount: 11, nextAllocationDays: expect.any(Number) } });
    spec.given().when(consume(1)).thenThrows({ code: 'out_of_tokens' });
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses to consume %p tokens', (amount) => {
    spec.given(granted('2026-W48')).when(consume(amount)).thenThrows({ code: 'tokens.invalid_amount', category: 'validation' });
  });

  it('records a purchase with a trimmed note and who made it', () => {
    const purchase: TokenCommand = { type: 'PurchaseTokens', data: { amount: 5000, note: ' invoice 42 ', by: 'staff-1', now: monday } };
    expect(decideTokens(purchase, given())).toEqual([
      { type: 'TokensPurchased', data: { amount: 5000, note: 'invoice 42', by: 'staff-1', at: monday } },
    ]);
    expect(run(given(granted('2026-W48')), purchase).balance).toBe(6000);
  });

  it.each([[0], [1_000_001], [2.5]])('refuses a purchase of %p tokens', (amount) => {
    const purchase: TokenCommand = { type: 'PurchaseTokens', data: { amount, note: '', by: null, now: monday } };
    spec.given().when(purchase).thenThrows({ code: 'tokens.invalid_amount' });
  });

  it('refuses a purchase note over 200 characters', () => {
    const purchase: TokenCommand = { type: 'PurchaseTokens', data: { amount: 1, note: 'n'.repeat(201), by: null, now: monday } };
    expect(() => decideTokens(purchase, given())).toThrow(expect.objectContaining({ code: 'tokens.invalid_note' }));
  });
});

describe('refunding a rolled-back agent turn', () => {
  const turn = { sessionId: 's-1', turn: 2 };
  const consumed = (amount: number, t = turn): TokenEvent => ({
    type: 'TokensConsumed',
    data: { model: 'gpt', inputTokens: 10, outputTokens: 5, amount, reason: 'Agent chat', at: monday, turn: t },
  });
  const refund: TokenCommand = { type: 'RefundAgentTurn', data: { turn, checkpointId: 'cp-1', now: monday } };
  const refunded: TokenEvent = { type: 'TokensRefunded', data: { amount: 30, turn, checkpointId: 'cp-1', at: monday } };

  it('gives back what the turn cost, once', () => {
    spec.given(granted('2026-W48'), consumed(30), consumed(7, { sessionId: 's-1', turn: 3 })).when(refund).then([refunded]);
    expect(given(granted('2026-W48'), consumed(30), refunded).balance).toBe(1000);
    spec.given(granted('2026-W48'), consumed(30), refunded).when(refund).thenThrows({ code: 'tokens.turn_already_refunded', category: 'conflict' });
  });

  it('refuses a turn that cost nothing or is unknown', () => {
    spec.given(granted('2026-W48')).when(refund).thenThrows({ code: 'tokens.nothing_to_refund' });
    spec.given(granted('2026-W48'), consumed(0)).when(refund).thenThrows({ code: 'tokens.nothing_to_refund' });
  });
});

describe('ISO weeks and the next allocation', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-W48'],
    ['2026-11-29T23:59:59.999Z', '2026-W48'],
    ['2026-11-30T00:00:00.000Z', '2026-W49'],
    ['2021-01-03T12:00:00.000Z', '2020-W53'], // a Sunday that belongs to the previous ISO year
    ['2024-12-30T12:00:00.000Z', '2025-W01'], // a Monday that belongs to the next ISO year
  ])('%s is in week %s', (instant, week) => {
    expect(isoWeekOf(instant)).toBe(week);
  });

  it.each([
    ['2026-11-23T00:00:00.000Z', 7], // Monday midnight: the next one is a full week away
    ['2026-11-23T09:00:00.000Z', 7],
    ['2026-11-28T12:00:00.000Z', 2], // Saturday noon
    ['2026-11-29T23:00:00.000Z', 1], // Sunday night: never 0
  ])('from %s the next allocation is in %i day(s)', (instant, days) => {
    expect(daysUntilNextAllocation(instant)).toBe(days);
  });
});
