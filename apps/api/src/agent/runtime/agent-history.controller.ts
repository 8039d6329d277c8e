import { intParam } from '../../common/query-params.js';
import { Controller, Get, Inject, Param, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, agentSessionStreamId, isDomainError, looksLikeUuid, type AgentSessionEvent } from '@tempest/domain';
import type { AgentSessionsAnswer, AgentSessionSummary, AgentTranscriptAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { AGENT_SESSIONS, agentSessionsOfGame, agentSessionSummary } from '@tempest/projections';
import type { Response } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { AssetReader } from '../../assets/asset-reader.js';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { largeDataUrlAt, transcriptOf } from './transcript.js';

export const SESSIONS_PAGE_DEFAULT = 20;
export const SESSIONS_PAGE_MAX = 50;
export const TURNS_PAGE_DEFAULT = 10;
export const TURNS_PAGE_MAX = 50;


const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[^,]*)?,(.*)$/s;

/**
 * A game's past agent conversations (issue 13 item 3; docs/api-agent.md, Past conversations): the list (the
 * `agent_sessions` read model) and one conversation's transcript (its stream's events as the stream events
 * the live chat got). Cookie session; the game's creator or staff. A session of a game the caller may not
 * read answers 404 exactly as an unknown one, so it tells a stranger nothing.
 */
@ApiTags('agent')
@Controller('create/agentic/sessions')
@UseGuards(AuthGuard)
export class AgentHistoryController {
  constructor(
    private readonly reader: AssetReader,
    private readonly reads: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @ApiQuery({ name: 'game_id', required: true })
  @ApiQuery({ name: 'limit', required: false, description: `1–${SESSIONS_PAGE_MAX}, default ${SESSIONS_PAGE_DEFAULT}` })
  @ApiQuery({ name: 'offset', required: false, description: 'default 0' })
  @ApiOkResponse({ description: '{ sessions: AgentSessionSummary[], has_more, limit, offset }: the game’s conversations, most recently active first' })
  async list(@Query('game_id') gameId: unknown, @Query('limit') limitQuery: unknown, @Query('offset') offsetQuery: unknown, @CurrentUser() user: ActiveUser): Promise<AgentSessionsAnswer> {
    if (typeof gameId !== 'string' || !looksLikeUuid(gameId)) throw new DomainError('request.invalid', 'game_id must be a UUID', { field: 'game_id' });
    const limit = intParam(limitQuery, 'limit', SESSIONS_PAGE_DEFAULT, 1, SESSIONS_PAGE_MAX);
    const offset = intParam(offsetQuery, 'offset', 0, 0, 1_000_000);
    await this.reader.assertCanRead(gameId.toLowerCase(), user);
    // A conversation the caller just had is listed: the read model has applied every committed event first.
    const { db } = await this.reads.at(AGENT_SESSIONS, 'committed');
    const { sessions, hasMore } = await agentSessionsOfGame(db, gameId.toLowerCase(), limit, offset);
    return { sessions, has_more: hasMore, limit, offset };
  }

  @Get(':sessionId')
  @ApiQuery({ name: 'before', required: false, description: 'Turns before this index (default: up to the newest)' })
  @ApiQuery({ name: 'turns', required: false, description: `How many turns, 1–${TURNS_PAGE_MAX}, default ${TURNS_PAGE_DEFAULT}` })
  @ApiQuery({ name: 'media', required: false, description: 'A tool call id: answers that tool result’s image (a link the transcript gave instead of its data URL)' })
  @ApiQuery({ name: 'n', required: false, description: 'With media: which image of the tool result (default 0)' })
  @ApiOkResponse({ description: '{ session, turns, total_turns, has_earlier }: each turn the user message and the stream events it got; with media, the image' })
  async transcript(
    @Param('sessionId') sessionId: string,
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: ActiveUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AgentTranscriptAnswer | StreamableFile> {
    const count = intParam(query.turns, 'turns', TURNS_PAGE_DEFAULT, 1, TURNS_PAGE_MAX);
    const before = intParam(query.before, 'before', Number.MAX_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER);
    const n = intParam(query.n, 'n', 0, 0, 99);
    const { events, summary } = await this.readable(sessionId, user);
    if (query.media !== undefined) return this.media(events, query.media, n, response);
    const turns = transcriptOf(events);
    const end = Math.min(before, turns.length);
    const start = Math.max(0, end - count);
    return { session: summary, turns: turns.slice(start, end), total_turns: turns.length, has_earlier: start > 0 };
  }

  /** An image of a tool result that the transcript replaced by a link (docs/api-agent.md, Past conversations). */
  private media(events: AgentSessionEvent[], toolCallId: unknown, n: number, response: Response): StreamableFile {
    const finished = events.find((e) => e.type === 'ToolCallFinished' && e.data.toolCallId === toolCallId);
    const url = finished?.type === 'ToolCallFinished' ? largeDataUrlAt(finished.data.result, n) : null;
    const parts = url === null ? null : DATA_URL.exec(url);
    if (!parts) throw new DomainError('agent.media_not_found');
    const base64 = (parts[2] ?? '').includes(';base64');
    const body = base64 ? Buffer.from(parts[3], 'base64') : Buffer.from(decodeURIComponent(parts[3]), 'utf8');
    response.setHeader('cache-control', 'private, max-age=86400, immutable');
    response.setHeader('x-content-type-options', 'nosniff');
    return new StreamableFile(body, { type: parts[1] ?? 'application/octet-stream' });
  }

  /** The session's events and summary when the caller may read its game; otherwise 404, as for no session. */
  private async readable(sessionId: string, user: ActiveUser): Promise<{ events: AgentSessionEvent[]; summary: AgentSessionSummary }> {
    if (!looksLikeUuid(sessionId)) throw new DomainError('request.invalid', 'sessionId must be a UUID', { field: 'sessionId' });
    const id = sessionId.toLowerCase();
    const recorded = await this.store.readStream(agentSessionStreamId(id));
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as AgentSessionEvent);
    const started = events[0];
    if (started?.type !== 'AgentSessionStarted') throw new DomainError('agent.session_not_found', { sessionId: id });
    try {
      await this.reader.assertCanRead(started.data.gameId, user);
    } catch (error) {
      if (isDomainError(error, 'auth.required')) throw error;
      throw new DomainError('agent.session_not_found', { sessionId: id });
    }
    const { db } = await this.reads.at(AGENT_SESSIONS, 'committed');
    const summary = (await agentSessionSummary(db, id)) ?? {
      session_id: id,
      game_id: started.data.gameId,
      user_id: started.data.userId,
      model: started.data.modelId,
      programmatic: started.data.programmatic,
      started_at: started.data.at,
      updated_at: started.data.at,
      first_prompt: '',
      turn_count: 0,
    };
    return { events, summary };
  }
}
