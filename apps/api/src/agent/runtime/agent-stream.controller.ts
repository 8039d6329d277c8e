import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, looksLikeUuid, programmaticSessionExpired, type AgentContextItemRef, type StartedAgentSession } from '@tempest/domain';
import { AUTO_START_SOURCE, type InitAgentStreamAnswer, type InterruptAgentStreamAnswer } from '@tempest/contracts';
import type { Request, Response } from 'express';
import { hasCsrfHeader } from '../../common/csrf-token.js';
import { SSE_HEARTBEAT_MS } from '../../common/sse.js';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { AssetReader } from '../../assets/asset-reader.js';
import { AgentTurns } from '../../checkpoints/agent-turns.js';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { VERSIONING } from '@tempest/projections';
import { commandContext, requestIdOf } from '../../common/actor.js';
import { OFFLINE_CHAT_MODEL } from '../../models/model-catalogue.js';
import { ModelGateway } from '../models/model-gateway.js';
import { AGENT_MESSAGE_MAX, InitAgentStreamDto } from './agent.dto.js';
import { checkedAssetRefs } from './context-assets.js';
import { contextItemRefsOf, parseContextItems } from './context-items.js';
import { AgentRuntime } from './agent-runtime.js';
import type { HubEvent } from './stream-hub.js';

type Pending = { message: string; hiddenInstructions: string; contextItems: AgentContextItemRef[] };
type StreamQuery = { request_id?: string; message?: string; context_items?: string; hidden_instructions?: string };

/**
 * A turn costs tokens and changes the game, so a GET may start one only when it cannot be a cross-site
 * request: the X-CSRFToken header matches the cookie (fetch clients), or the browser itself says the request
 * came from the studio's own pages (`Sec-Fetch-Site: same-origin`, which an EventSource sends and no page
 * of another origin can forge). The web app starts turns with the init POST (docs/api-agent.md).
 */
const provesSameOrigin = (request: Request): boolean => hasCsrfHeader(request) || request.header('sec-fetch-site') === 'same-origin';

const sse = (event: HubEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** The agentic stream (init, the event stream of a turn, interrupt; docs/api-agent.md, Routes). Cookie session; the game's creator or staff. */
@ApiTags('agent')
@Controller('create/agentic/stream/v2')
@UseGuards(AuthGuard)
export class AgentStreamController {
  /** A message given to init, sent by the session's next stream request that names none. */
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly runtime: AgentRuntime,
    private readonly reader: AssetReader,
    private readonly reads: ReadModels,
    private readonly gateway: ModelGateway,
    private readonly agentTurns: AgentTurns,
  ) {}

  @Post('init')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, data: { session_id } }' })
  async init(@Body() body: InitAgentStreamDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<InitAgentStreamAnswer> {
    const { refs, files } = parseContextItems(body.context_items, { assets: true });
    await this.reader.assertCanRead(body.game_id, user);
    // The dashboard's first prompt is sent once per game, whichever browser or device opens its address again.
    if (body.metadata?.source === AUTO_START_SOURCE && (await this.agentTurns.anyOn(body.game_id))) throw new DomainError('agent.first_prompt_sent', { gameId: body.game_id });
    const contextItems = await checkedAssetRefs((await this.reads.at(VERSIONING, 'committed')).db, body.game_id, refs);
    const sessions = this.runtime.sessions;
    // A programmatic session (metadata.programmatic) ends after 5 minutes (docs/api-agent.md, init).
    const programmatic = body.metadata?.programmatic === true;
    let sessionId = sessions.newestOf(user.userId, body.game_id, programmatic);
    const open = sessionId ? await sessions.read(sessionId) : null;
    const expired = open?.status === 'started' && (open.timedOut || (open.programmatic && programmaticSessionExpired(open.startedAt, this.runtime.now())));
    if (!sessionId || open?.status !== 'started' || expired) {
      sessionId = randomUUID();
      const context = commandContext(request);
      const metadata = body.metadata ?? {};
      const command = { sessionId, gameId: body.game_id, userId: user.userId, modelId: this.chatModelOf(user), programmatic, metadata, now: this.runtime.now() };
      await sessions.execute(sessionId, { type: 'StartAgentSession', data: command }, context.metadata);
      sessions.remember(user.userId, body.game_id, programmatic, sessionId);
    }
    // The attachments' data stays in this process for the session's stream requests, which name them by id.
    sessions.files.keep(sessionId, files);
    if (body.message?.trim()) this.pending.set(sessionId, { message: body.message, hiddenInstructions: body.hidden_instructions ?? '', contextItems });
    return { success: true, data: { session_id: sessionId } };
  }

  @Get(':sessionId')
  @ApiQuery({ name: 'request_id', required: false })
  @ApiQuery({ name: 'message', required: false, description: 'Starts a turn: only with X-CSRFToken or Sec-Fetch-Site same-origin (docs/api-agent.md)' })
  @ApiQuery({ name: 'context_items', required: false, description: 'JSON list of { id, type } of attachments sent to init' })
  @ApiQuery({ name: 'hidden_instructions', required: false })
  @ApiOkResponse({ description: 'text/event-stream of the turn' })
  async stream(@Param('sessionId') sessionId: string, @Query() query: StreamQuery, @Req() request: Request, @Res() response: Response, @CurrentUser() user: ActiveUser) {
    const session = await this.sessionOf(sessionId, user);
    const message = typeof query.message === 'string' && query.message.trim() ? query.message : null;
    if (message !== null && !provesSameOrigin(request)) throw new DomainError('csrf.failed');
    if (message !== null && message.length > AGENT_MESSAGE_MAX) throw new DomainError('request.invalid', `message must be at most ${AGENT_MESSAGE_MAX} characters`, { field: 'message' });
    const pending = message === null ? this.pending.get(sessionId) : undefined;
    if (message !== null || pending) {
      this.pending.delete(sessionId);
      const context = commandContext(request);
      const named = message !== null ? await checkedAssetRefs((await this.reads.at(VERSIONING, 'committed')).db, session.gameId, contextItemRefsOf(query.context_items)) : [];
      await this.runtime.startTurn({
        session,
        user: { userId: user.userId, isStaff: user.isStaff },
        imageModelId: user.preferences?.image_generation_model ?? null,
        experienceLevel: user.onboarding?.experienceLevel ?? null,
        message: message ?? pending!.message,
        contextItems: message !== null ? this.runtime.sessions.files.resolve(sessionId, named).map((item) => item.ref) : pending!.contextItems,
        hiddenInstructions: message !== null ? (typeof query.hidden_instructions === 'string' ? query.hidden_instructions : '') : pending!.hiddenInstructions,
        requestId: typeof query.request_id === 'string' ? query.request_id : requestIdOf(request),
        metadata: context.metadata,
      });
    } else if (!this.runtime.isRunning(sessionId)) {
      throw new DomainError('request.invalid', 'message is required', { field: 'message' });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    response.write(': connected\n\n');
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
    let unsubscribe: () => void = () => undefined;
    const finish = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    unsubscribe = this.runtime.hub.subscribe(sessionId, (event) => {
      response.write(sse(event));
      if (event.type === 'stream_end') {
        finish();
        response.end();
      }
    });
    request.on('close', finish);
  }

  @Post(':sessionId/interrupt')
  @HttpCode(200)
  async interrupt(@Param('sessionId') sessionId: string, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<InterruptAgentStreamAnswer> {
    await this.sessionOf(sessionId, user);
    await this.runtime.interrupt(sessionId, user.userId, commandContext(request).metadata);
    return { success: true };
  }

  /** The caller's own session (any other, or none: 404), on a game they may still change. */
  private async sessionOf(sessionId: string, user: ActiveUser): Promise<StartedAgentSession> {
    if (!looksLikeUuid(sessionId)) throw new DomainError('agent.session_not_found', { sessionId });
    const state = await this.runtime.sessions.read(sessionId);
    if (state.status !== 'started' || state.userId !== user.userId) throw new DomainError('agent.session_not_found', { sessionId });
    await this.reader.assertCanRead(state.gameId, user);
    return state;
  }

  /** The user's chosen chat model when this server offers it, else the offline model. */
  private chatModelOf(user: ActiveUser): string {
    const chosen = user.preferences?.base_model ?? OFFLINE_CHAT_MODEL;
    try {
      return this.gateway.resolve(chosen).modelId;
    } catch {
      return OFFLINE_CHAT_MODEL;
    }
  }
}
