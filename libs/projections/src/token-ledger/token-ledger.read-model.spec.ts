import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { tokenLedgerRowOf, toTokenLedgerEntry, usageByDay, type TokenLedgerRow } from './token-ledger.read-model.js';

const userId = '5a0c1f9e-2b7d-4c1a-9e3f-0123456789ab';
const recorded = (revision: number, type: string, data: unknown): RecordedEvent => ({
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  type,
  streamId: `tokens-${userId}`,
  revision: BigInt(revision),
  globalPosition: BigInt(revision + 1),
  schemaVersion: 1,
  data,
  metadata: { actorId: null, actorKind: 'system', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

const history = [
  recorded(0, 'WeeklyTokensGranted', { week: '2026-W48', amount: 1000, at: '2026-11-23T09:00:00.000Z' }),
  recorded(1, 'TokensConsumed', { model: 'gpt-5', inputTokens: 900, outputTokens: 100, amount: 250, reason: 'Game generation', at: '2026-11-23T10:00:00.000Z' }),
  recorded(2, 'TokensPurchased', { amount: 5000, note: 'invoice 42', by: 'staff', at: '2026-11-24T08:00:00.000Z' }),
];

/** Folds the history as the projector does: each row starts from the previous row's balance. */
const fold = (events: RecordedEvent[]): TokenLedgerRow[] =>
  events.reduce<TokenLedgerRow[]>((rows, e) => {
    const row = tokenLedgerRowOf(userId, rows.at(-1)?.balance_after ?? 0, e);
    return row ? [...rows, row] : rows;
  }, []);

describe('token ledger read model', () => {
  it('given a grant, a consumption and a purchase, shows signed amounts and the running balance', () => {
    expect(fold(history).map(toTokenLedgerEntry)).toEqual([
      { id: history[0].id, kind: 'weekly_allowance', amount: 1000, balance_after: 1000, model: null, input_tokens: null, output_tokens: null, note: 'Weekly allowance 2026-W48', at: '2026-11-23T09:00:00.000Z' },
      { id: history[1].id, kind: 'consumption', amount: -250, balance_after: 750, model: 'gpt-5', input_tokens: 900, output_tokens: 100, note: 'Game generation', at: '2026-11-23T10:00:00.000Z' },
      { id: history[2].id, kind: 'purchase', amount: 5000, balance_after: 5750, model: null, input_tokens: null, output_tokens: null, note: 'invoice 42', at: '2026-11-24T08:00:00.000Z' },
    ]);
  });

  it('makes no row for an event that is not a token movement', () => {
    expect(tokenLedgerRowOf(userId, 10, recorded(3, 'SomethingElse', {}))).toBeNull();
  });

  it('lists each of the last 30 days, oldest first, with zeros where nothing happened', () => {
    const usage = usageByDay(
      [
        { day: '2026-11-23', consumed: 250, granted: 1000 },
        { day: '2026-10-01', consumed: 999, granted: 0 }, // older than 30 days: not listed
      ],
      '2026-11-24T08:00:00.000Z',
    );
    expect(usage).toHaveLength(30);
    expect(usage[0]).toEqual({ day: '2026-10-26', consumed: 0, granted: 0 });
    expect(usage.at(-2)).toEqual({ day: '2026-11-23', consumed: 250, granted: 1000 });
    expect(usage.at(-1)).toEqual({ day: '2026-11-24', consumed: 0, granted: 0 });
  });
});
