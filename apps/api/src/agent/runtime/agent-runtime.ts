import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  AGENT_INTERRUPT_ABORT_MS,
  AGENT_PROGRAMMATIC_TIMEOUT_MS,
  ASSET_TYPES,
  CONTEXT_ITEM_TYPE,
  type AgentContextItemRef,
  type AgentMessage,
  type AgentSessionCommand,
  type AgentStreamError,
  type StartedAgentSession,
  type StreamEndReason,
} from '@tempest/domain';
import type { AgentStreamEventData, AgentStreamEventName, ExperienceLevel } from '@tempest/contracts';
import type { EventMetadata } from '@tempest/event-store';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { presentAssets, VERSIONING } from '@tempest/projections';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import type { AgentStreamEvent, ModelMessage, StudioTurn, TurnUsage } from '../models/agent-events.js';
import { ModelGateway } from '../models/model-gateway.js';
import { tokensCharged, ZERO_USAGE } from '../models/token-usage.js';
import { AgentTools } from '../tools/agent-tools.js';
import { agentToolDefinitions } from '../tools/tool-definitions.js';
import type { ToolCall } from '../tools/tool-result.js';
import { AgentSessions } from './agent-sessions.js';
import { AgentCheckpoints } from './agent-checkpoints.js';
import { AgentTurns } from '../../checkpoints/agent-turns.js';
import { StreamHub } from './stream-hub.js';
import { modelUserContent, offlineInput } from './attachment-input.js';
import { attachedAssets } from './context-assets.js';
import { assetChangeOf, entityChangeOf, playtestResultOf, recordedResult, searchQueryOf } from './stream-events.js';
import { agentSystemPrompt, readSdkReadme } from './system-prompt.js';
import { withoutRequestBudget } from '../../common/request-budget.js';
import { PlaytestService } from '../../playtest/playtest.service.js';

export type TurnRequest = {
  session: StartedAgentSession;
  user: { userId: string; isStaff: boolean };
  /** The user's image model preference (generate_image); the offline SVG when it is not configured here. */
  imageModelId?: string | null;
  /** The user's onboarding answer: how much the offline agent explains. */
  experienceLevel?: ExperienceLevel | null;
  message: string;
  contextItems: AgentContextItemRef[];
  hiddenInstructions: string;
  requestId: string;
  metadata: EventMetadata;
};

type Turn = {
  sessionId: string;
  streamId: string;
  gameId: string;
  modelId: string;
  user: { userId: string; isStaff: boolean };
  imageModelId: string | null;
  experienceLevel: ExperienceLevel | null;
  metadata: EventMetadata;
  abort: AbortController;
  ending: boolean;
  ended: boolean;
  /** A programmatic session's time-out timer. */
  deadline?: NodeJS.Timeout;
  /** The user's message and its number in the session (the turn an agent checkpoint names). */
  prompt: string;
  turnNumber: number;
  /** Whether a tool changed the game (an `ai_complete` checkpoint at the end), and whether a failure checkpoint was made instead. */
  changed: boolean;
  checkpointed: boolean;
};

/**
 * Runs agent turns (issue 6): one in flight per session (the decider refuses a second), each step recorded on
 * the session's stream through the decider and published to the SSE clients as the stream events of
 * docs/api-agent.md. Every model, the built-in offline one too, is reached through the model gateway.
 */
@Injectable()
export class AgentRuntime implements OnModuleDestroy {
  readonly hub = new StreamHub();
  private readonly running = new Map<string, Turn>();
  /** Messages being recorded in this process, per session (a stream they open is not stale). */
  private readonly starting = new Map<string, number>();
  private readonly system = agentSystemPrompt(readSdkReadme());
  /** The runtime's clock (the times its commands carry); tests move it, as TokenLedger's `clock` option does. */
  clock: () => Date = () => new Date();

  constructor(
    readonly sessions: AgentSessions,
    private readonly tools: AgentTools,
    private readonly gateway: ModelGateway,
    private readonly ledger: TokenLedger,
    private readonly reads: ReadModels,
    private readonly checkpoints: AgentCheckpoints,
    private readonly agentTurns: AgentTurns,
    private readonly playtests: PlaytestService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'offlineAgentTokensPerTurn'>,
  ) {}

  now(): string {
    return this.clock().toISOString();
  }

  isRunning(sessionId: string): boolean {
    return this.running.has(sessionId);
  }

  /** Records the user's message (409 while a turn runs), then runs the turn in the background. */
  async startTurn(request: TurnRequest): Promise<{ streamId: string }> {
    const { session, user, metadata } = request;
    const { sessionId } = session;
    // A stream left open by a previous process (no turn runs it here) is ended first, so the session is not stuck.
    if (session.currentStreamId !== null && !this.running.has(sessionId) && !this.starting.get(sessionId)) {
      await this.sessions.execute(sessionId, { type: 'EndStream', data: { streamId: session.currentStreamId, reason: 'interrupted', usage: undefined, now: this.now() } }, metadata);
    }
    // A programmatic session past its 5 minutes is recorded as timed out first; ReceiveUserMessage then refuses it (409).
    if (session.programmatic) await this.sessions.execute(sessionId, { type: 'TimeOutSession', data: { now: this.now() } }, metadata);
    const streamId = randomUUID();
    const message = { userId: user.userId, messageId: randomUUID(), streamId, content: request.message, contextItems: request.contextItems, hiddenInstructions: request.hiddenInstructions };
    this.starting.set(sessionId, (this.starting.get(sessionId) ?? 0) + 1);
    let received;
    try {
      received = await this.sessions.execute(sessionId, { type: 'ReceiveUserMessage', data: { ...message, now: this.now() } }, metadata);
    } finally {
      const left = (this.starting.get(sessionId) ?? 1) - 1;
      if (left > 0) this.starting.set(sessionId, left);
      else this.starting.delete(sessionId);
    }
    // From here to running.set nothing awaits: no other request sees the new stream without its turn.
    const turnNumber = (received.state as StartedAgentSession).messages.filter((m) => m.role === 'user').length;
    // Every event the turn causes names its conversation, so the change log can filter by it (docs/api-audit.md).
    const turnMetadata = { ...metadata, agentSessionId: sessionId };
    const turn: Turn = {
      ...{ sessionId, streamId, gameId: session.gameId, modelId: session.modelId, user, imageModelId: request.imageModelId ?? null, experienceLevel: request.experienceLevel ?? null, metadata: turnMetadata },
      ...{ abort: new AbortController(), ending: false, ended: false, prompt: request.message, turnNumber, changed: false, checkpointed: false },
    };
    this.running.set(sessionId, turn);
    this.hub.open(sessionId);
    // The turn's builds are played: the runner starts while the model works.
    this.playtests.warm();
    this.publish(turn, 'stream_init', { session_id: sessionId, stream_id: streamId, request_id: request.requestId, model: session.modelId, game_id: session.gameId });
    const state = received.state as StartedAgentSession;
    if (state.programmatic) this.scheduleTimeOut(turn, Date.parse(state.startedAt) + AGENT_PROGRAMMATIC_TIMEOUT_MS);
    // Recorded before the turn writes, so a rollback on any replica refuses from now on (a failed write only loses that).
    await this.agentTurns.started(turn.gameId, sessionId, streamId, metadata).catch(() => undefined);
    // A turn outlives the request and is bounded by tokens and its tool-call limits, not by the request's byte budget.
    void withoutRequestBudget(() => this.run(turn, state, request.hiddenInstructions));
    return { streamId };
  }

  /** Interrupts the session's turn: aborted now, ended as interrupted within 3 s at the latest. */
  async interrupt(sessionId: string, userId: string, metadata: EventMetadata): Promise<void> {
    await this.sessions.execute(sessionId, { type: 'InterruptStream', data: { by: userId, now: this.now() } }, metadata);
    const turn = this.running.get(sessionId);
    if (!turn) return;
    turn.abort.abort();
    setTimeout(() => void this.end(turn, 'interrupted', undefined, ZERO_USAGE, 0).catch(() => undefined), AGENT_INTERRUPT_ABORT_MS).unref();
  }

  /**
   * A programmatic session ends 5 minutes after it started (docs/api-agent.md, init). At its deadline (by the
   * runtime's clock) the session records SessionTimedOut, which interrupts the stream in flight as the
   * system; the turn is aborted and ends as interrupted, after an `error` event that says why.
   */
  private scheduleTimeOut(turn: Turn, deadline: number): void {
    turn.deadline = setTimeout(() => {
      void (async () => {
        if (turn.ending) return;
        const { state } = await this.sessions.execute(turn.sessionId, { type: 'TimeOutSession', data: { now: this.now() } }, turn.metadata);
        if (state.status !== 'started' || !state.timedOut) return this.scheduleTimeOut(turn, deadline);
        this.publish(turn, 'error', { code: 'agent.session_timed_out', message: 'This agent session has timed out' });
        turn.abort.abort();
        setTimeout(() => void this.end(turn, 'interrupted', undefined, ZERO_USAGE, 0).catch(() => undefined), AGENT_INTERRUPT_ABORT_MS).unref();
      })().catch(() => undefined);
    }, Math.max(0, deadline - this.clock().getTime()) + 5);
    turn.deadline.unref();
  }

  onModuleDestroy(): void {
    for (const turn of this.running.values()) turn.abort.abort();
  }

  /** Every stream event goes out here, its data checked against the shared contract's. */
  private publish<Name extends AgentStreamEventName>(turn: Turn, type: Name, data: AgentStreamEventData[Name]): void {
    if (!turn.ended) this.hub.publish(turn.sessionId, { type, data });
  }

  private record(turn: Turn, command: AgentSessionCommand) {
    return this.sessions.execute(turn.sessionId, command, turn.metadata);
  }

  /** Records a command that may decide a failure checkpoint; creates that checkpoint and announces it. */
  private async recordFailure(turn: Turn, command: AgentSessionCommand): Promise<void> {
    const { events } = await this.record(turn, command);
    // Running out of tokens is not the agent failing: no checkpoint of the game for it.
    const outOfTokens = command.type === 'EndStream' && command.data.error?.code === 'out_of_tokens';
    for (const event of events) {
      if (event.type !== 'FailureCheckpointRecorded' || outOfTokens) continue;
      const checkpointId = await this.checkpoints.create(this.checkpointTurn(turn), event.data.title).catch(() => null);
      if (checkpointId) turn.checkpointed = true;
      if (checkpointId) this.publish(turn, 'checkpoint_created', { checkpoint_id: checkpointId, title: event.data.title, reason: 'agent_failure' });
    }
  }

  /** The turn's events from the model gateway, whichever model the session uses (the offline model too). */
  private async events(turn: Turn, state: StartedAgentSession, hidden: string): Promise<AsyncIterable<AgentStreamEvent>> {
    const users = state.messages.filter((m) => m.role === 'user');
    // The turn's builds are played (PlaytestService), at most PLAYTEST_MAX_ROUNDS times.
    const played = { sessionId: turn.sessionId, turn: turn.turnNumber, signal: turn.abort.signal, playtests: { rounds: 0 } };
    const call: Omit<ToolCall, 'now'> = { gameId: turn.gameId, user: turn.user, modelId: turn.modelId, imageModelId: turn.imageModelId, sessionId: null, cause: turn.metadata, turn: played };
    const attachments = (m: AgentMessage) => this.sessions.files.resolve(turn.sessionId, (m.contextItems ?? []).filter((ref) => ref.type === CONTEXT_ITEM_TYPE));
    const assets = async (m: AgentMessage) => attachedAssets((await this.reads.at(VERSIONING, 'committed')).db, turn.gameId, m.contextItems ?? []);
    const studio: StudioTurn = {
      brief: async () => {
        const last = users[users.length - 1];
        const build = offlineInput(users[0].content, attachments(users[0]));
        const current = offlineInput(last.content, attachments(last), await assets(last));
        const stored = await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, turn.gameId, [...ASSET_TYPES]);
        return { buildPrompt: build.text, message: current.text, notes: current.notes, assets: stored.map(({ type, name }) => ({ type, name })) };
      },
      renameGame: (name) => this.tools.renameGame({ ...call, now: new Date().toISOString() }, name),
      experienceLevel: turn.experienceLevel,
    };
    const spoken = state.messages.filter((m) => (m.role === 'user' || m.role === 'assistant') && (m.content.trim() !== '' || (m.contextItems ?? []).length > 0));
    const messages: ModelMessage[] = await Promise.all(
      spoken.map(async (m): Promise<ModelMessage> => (m.role === 'user' ? { role: 'user', content: modelUserContent(m.content, attachments(m), await assets(m)) } : { role: 'assistant', content: m.content })),
    );
    if (hidden.trim()) messages.push({ role: 'user', content: hidden });
    return this.gateway.streamAgentTurn({ modelId: turn.modelId, system: this.system, messages, tools: agentToolDefinitions(this.tools, call), abortSignal: turn.abort.signal, studio });
  }

  private async run(turn: Turn, state: StartedAgentSession, hidden: string): Promise<void> {
    let messageId: string | null = null;
    let text = '';
    const close = async () => {
      if (messageId === null) return;
      const id = messageId;
      messageId = null;
      await this.record(turn, { type: 'CompleteAssistantMessage', data: { streamId: turn.streamId, messageId: id, content: text, now: this.now() } });
      this.publish(turn, 'message_end', { message_id: id, content: text });
      text = '';
    };
    let usage: TurnUsage = ZERO_USAGE;
    let reason: StreamEndReason = 'complete';
    let error: AgentStreamError | undefined;
    let balance = 0;
    try {
      balance = await this.ledger.balanceOf(turn.user.userId, turn.metadata);
      if (balance <= 0) {
        const refusal = this.ledger.outOfTokens();
        error = { code: 'out_of_tokens', message: refusal.message };
        this.publish(turn, 'error', { code: 'out_of_tokens', message: refusal.message, next_allocation_days: this.ledger.nextAllocationDays() });
        return await this.end(turn, 'error', error, ZERO_USAGE, 0);
      }
      for await (const event of await this.events(turn, state, hidden)) {
        if (turn.ended) break;
        if (event.type === 'text') {
          if (messageId === null) {
            messageId = randomUUID();
            await this.record(turn, { type: 'StartAssistantMessage', data: { streamId: turn.streamId, messageId, now: this.now() } });
            this.publish(turn, 'message_start', { message_id: messageId, role: 'assistant' });
          }
          text += event.delta;
          this.publish(turn, 'message_chunk', { message_id: messageId, content: event.delta });
        } else if (event.type === 'tool_start') {
          await close();
          await this.record(turn, { type: 'StartToolCall', data: { streamId: turn.streamId, toolCallId: event.toolCallId, tool: event.toolName, input: event.input, now: this.now() } });
          this.publish(turn, 'tool_start', { tool_call_id: event.toolCallId, tool_name: event.toolName, tool: event.toolName, input: event.input });
        } else if (event.type === 'tool_end') {
          const result = recordedResult(event.toolName, event.result, event.error, this.now());
          await this.record(turn, { type: 'RecordToolResult', data: { streamId: turn.streamId, toolCallId: event.toolCallId, tool: event.toolName, result, now: this.now() } });
          // The tool's own answer when it is a tool result (recordedResult keeps it whole), else the recorded failure: never a result without the common fields.
          this.publish(turn, 'tool_end', { tool_call_id: event.toolCallId, tool_name: event.toolName, tool: event.toolName, result });
          const change = assetChangeOf(turn.gameId, result);
          if (change) this.publish(turn, 'asset_change', change);
          const entity = entityChangeOf(result);
          if (entity) this.publish(turn, 'entity_change', entity);
          if (change || entity) turn.changed = true;
          const search = searchQueryOf(result);
          if (search) this.publish(turn, 'search_query', search);
          const playtest = playtestResultOf(result);
          if (playtest) this.publish(turn, 'playtest_result', playtest);
        } else if (event.type === 'finish') {
          usage = event.usage;
          reason = event.reason;
          error = event.error;
          if (reason === 'error') {
            const failure = error ?? { code: 'model.provider_error', message: 'An error occurred while generating a response.' };
            this.publish(turn, 'llm_error', { code: failure.code, message: failure.message });
            await this.recordFailure(turn, { type: 'RecordAgentFailure', data: { streamId: turn.streamId, message: failure.message, now: this.now() } });
          }
        }
      }
    } catch (failure) {
      reason = 'error';
      error = { code: 'agent.runtime_error', message: failure instanceof Error ? failure.message : String(failure) };
      this.publish(turn, 'error', { ...error });
    }
    if (turn.abort.signal.aborted) reason = 'interrupted';
    await close().catch(() => undefined);
    await this.end(turn, reason, reason === 'error' ? error : undefined, usage, balance).catch(() => undefined);
  }

  /**
   * Consumes the turn's tokens (at most what is left), records EndStream and publishes stream_end; once per turn.
   * A free turn (the offline model by default) writes no ledger event: a debit of 0 would only crowd the
   * history; its usage is still recorded in the session's StreamEnded, with tokens 0.
   */
  private async end(turn: Turn, reason: StreamEndReason, error: AgentStreamError | undefined, usage: TurnUsage, balance: number): Promise<void> {
    if (turn.ending) return;
    turn.ending = true;
    clearTimeout(turn.deadline);
    let tokens = 0;
    const charge = tokensCharged(turn.modelId, usage, this.config.offlineAgentTokensPerTurn);
    if (balance > 0 && charge > 0) {
      tokens = Math.min(charge, balance);
      await this.ledger
        .consume(turn.user.userId, { model: turn.modelId, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, amount: tokens, reason: 'Agent chat', turn: { sessionId: turn.sessionId, turn: turn.turnNumber } }, { ...turn.metadata, actorKind: 'agent', model: turn.modelId })
        .catch(() => (tokens = 0));
    }
    try {
      await this.recordFailure(turn, { type: 'EndStream', data: { streamId: turn.streamId, reason, ...(error ? { error } : {}), usage, tokens, now: this.now() } });
      // A turn that changed the game ends in a checkpoint of it (unless its failure already made one).
      if (turn.changed && !turn.checkpointed) await this.checkpoints.completed(this.checkpointTurn(turn), turn.prompt).catch(() => null);
      this.publish(turn, 'stream_end', { reason, usage, tokens, ...(error ? { error } : {}) });
      turn.ended = true;
      if (this.running.get(turn.sessionId) === turn) this.running.delete(turn.sessionId);
    } finally {
      await this.agentTurns.ended(turn.gameId, turn.streamId, turn.metadata).catch(() => undefined);
    }
  }

  private checkpointTurn(turn: Turn) {
    const metadata = { ...turn.metadata, actorKind: 'agent' as const, model: turn.modelId };
    return { gameId: turn.gameId, user: turn.user, modelId: turn.modelId, turn: { sessionId: turn.sessionId, turn: turn.turnNumber }, metadata };
  }
}
