import type { OutOfTokensAnswer, TokenHistory } from '@tempest/contracts';
import {
  daysUntilNextAllocation,
  isoWeekOf,
  OutOfTokensError,
  tokenDecider,
  tokenStreamId,
  type TokenCommand,
  type TokenState,
  type TokenTurn,
} from '@tempest/domain';
import type { AllPosition, DecisionRunner, EventMetadata } from '@tempest/event-store';
import {
  TOKEN_LEDGER,
  tokenLedgerEntries,
  tokenLedgerRevision,
  tokenUsageByDay,
  type ProjectionEngine,
  type ReadDb,
} from '@tempest/projections';
import { systemMetadata } from '../common/actor.js';
import { ApiError } from '../common/api-error.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../common/read-position.js';
import { weeklyGrantEventId } from './weekly-grant-id.js';

/** `turn`: the agent turn that used the tokens (refundable once when the creator rolls it back). */
export type TokenUsage = { model: string; inputTokens: number; outputTokens: number; amount: number; reason: string; turn?: TokenTurn };
export type TokenPurchase = { amount: number; note: string; by: string | null };
export type TokenWrite = { balance: number; position: AllPosition };
/** GET /api/user/tokens/history: the shared contract's answer. */
export type { TokenHistory } from '@tempest/contracts';
export type TokenLedgerOptions = { weeklyTokens: number; clock?: () => Date };

/** The user's stream folded, after the weekly grant; revision -1 when the stream is empty. */
type Settled = { state: TokenState; revision: bigint; position: AllPosition | null };

const MAX_ATTEMPTS = 5;
const HISTORY_LIMIT = 200;
const USAGE_DAYS = 30;


/**
 * Every user's token balance is the fold of their `tokens-<userId>` stream, so it is exact right after
 * a write. The weekly allowance is granted lazily (on any read or use) with an event id derived from
 * user and week: concurrent requests and replicas all append the same event, and the store keeps one.
 */
export class TokenLedger {
  private readonly clock: () => Date;

  constructor(
    private readonly runner: DecisionRunner,
    private readonly engine: ProjectionEngine,
    private readonly db: ReadDb,
    private readonly options: TokenLedgerOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  get weeklyAllowance(): number {
    return this.options.weeklyTokens;
  }

  nextAllocationDays(): number {
    return daysUntilNextAllocation(this.clock().toISOString());
  }

  async balanceOf(userId: string, metadata?: EventMetadata): Promise<number> {
    return (await this.settle(userId, metadata)).state.balance;
  }

  /** Throws a 429 `out_of_tokens` ApiError ("You've run out of tokens." and next_allocation_days: docs/api-agent.md) when the balance is short. */
  async consume(userId: string, usage: TokenUsage, metadata: EventMetadata): Promise<TokenWrite> {
    const { model, inputTokens, outputTokens, amount, reason, turn } = usage;
    try {
      return await this.write(userId, (now) => ({ type: 'ConsumeTokens', data: { model, inputTokens, outputTokens, amount, reason, now, ...(turn ? { turn } : {}) } }), metadata);
    } catch (error) {
      if (error instanceof OutOfTokensError) throw this.outOfTokens();
      throw error;
    }
  }

  /** Gives back what a rolled-back agent turn cost (once per turn; docs/api-checkpoints.md). */
  refundTurn(userId: string, turn: TokenTurn, checkpointId: string, metadata: EventMetadata): Promise<TokenWrite> {
    return this.write(userId, (now) => ({ type: 'RefundAgentTurn', data: { turn, checkpointId, now } }), metadata);
  }

  /** What each agent turn of the user cost and whether it was refunded, from the stream. */
  async turnCosts(userId: string): Promise<NonNullable<TokenState['turns']>> {
    return (await this.runner.read(tokenDecider, tokenStreamId(userId))).state.turns ?? {};
  }

  purchase(userId: string, { amount, note, by }: TokenPurchase, metadata: EventMetadata): Promise<TokenWrite> {
    return this.write(userId, (now) => ({ type: 'PurchaseTokens', data: { amount, note, by, now } }), metadata);
  }

  outOfTokens(): ApiError {
    // The answer's error and code come from the ApiError; these two fields complete OutOfTokensAnswer.
    const fields: Pick<OutOfTokensAnswer, 'error_code' | 'next_allocation_days'> = {
      error_code: 'out_of_tokens',
      next_allocation_days: this.nextAllocationDays(),
    };
    return new ApiError(429, 'out_of_tokens', "You've run out of tokens.", undefined, fields);
  }

  /** Entries from the `token_ledger` read model, once it holds the user's latest event; the balance from the stream. */
  async history(userId: string, metadata?: EventMetadata): Promise<TokenHistory> {
    const settled = await this.settle(userId, metadata);
    await this.projected(userId, settled);
    const now = this.clock().toISOString();
    const [entries, usage] = await Promise.all([tokenLedgerEntries(this.db, userId, HISTORY_LIMIT), tokenUsageByDay(this.db, userId, now, USAGE_DAYS)]);
    return {
      tokens: settled.state.balance,
      weekly_allowance: this.weeklyAllowance,
      next_allocation_days: daysUntilNextAllocation(now),
      entries,
      usage,
    };
  }

  /** Grants this week's allowance when the stream lacks it (idempotently: one event id per user and week). */
  private async settle(userId: string, metadata?: EventMetadata): Promise<Settled> {
    const now = this.clock().toISOString();
    const week = isoWeekOf(now);
    const result = await this.runner.run(
      {
        decider: tokenDecider,
        streamId: tokenStreamId(userId),
        command: { type: 'GrantWeeklyTokens', data: { week, amount: this.weeklyAllowance, now } },
        eventId: () => weeklyGrantEventId(userId, week),
      },
      { metadata: systemMetadata(now, metadata), maxAttempts: MAX_ATTEMPTS },
    );
    return { state: result.state, revision: BigInt(result.revision), position: result.position };
  }

  private async write(userId: string, command: (now: string) => TokenCommand, metadata: EventMetadata): Promise<TokenWrite> {
    await this.settle(userId, metadata);
    const now = this.clock().toISOString();
    const result = await this.runner.run({ decider: tokenDecider, streamId: tokenStreamId(userId), command: command(now) }, { metadata: { ...metadata, timestamp: now }, maxAttempts: MAX_ATTEMPTS });
    if (!result.position) throw new Error(`A token ${command(now).type} decided nothing`);
    return { balance: result.state.balance, position: result.position };
  }

  /**
   * Waits (bounded) until the read model holds the stream's last event. That event may have been written
   * by another request, but it was committed before this call, so waiting for every committed event is enough.
   */
  private async projected(userId: string, { revision }: Settled): Promise<boolean> {
    if (await this.hasRevision(userId, revision)) return true;
    await this.engine.waitForCommitted(TOKEN_LEDGER, READ_YOUR_WRITE_TIMEOUT_MS);
    return this.hasRevision(userId, revision);
  }

  private async hasRevision(userId: string, revision: bigint): Promise<boolean> {
    if (revision < 0n) return true;
    const latest = await tokenLedgerRevision(this.db, userId);
    return latest !== null && latest >= revision;
  }
}
