import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuditChangeDetail, AuditChangesAnswer, AuditSummaryAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { AUDIT_LOG, auditChange, auditChanges, auditSummary, type AuditFilter, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { AnalystGuard, AuthGuard, canReadChangeLog, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from '../assets/game-access.js';
import { ApiError } from '../common/api-error.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../common/read-position.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { VersioningQueries } from '../versioning/versioning-queries.js';
import { auditFilterOf, CHANGES_PAGE_MAX, pageOf, positionParam, type AuditQuery } from './audit-params.js';
import { redacted } from './redact.js';

const FILTERS = ['game_id', 'user_id', 'actor_kind', 'model', 'agent_session_id', 'asset_type', 'event_type', 'from', 'to', 'q'] as const;
const FILTER_DOCS: Record<(typeof FILTERS)[number], string> = {
  game_id: 'a game (UUID)',
  user_id: 'the acting user (UUID)',
  actor_kind: 'user, agent or system',
  model: 'the model an agent acted with',
  agent_session_id: 'the agent conversation (UUID)',
  asset_type: 'script, logic_file, entity, prompt, tool, frontend_file, component or frontend',
  event_type: 'event types, repeated or comma-separated',
  from: 'ISO time, inclusive',
  to: 'ISO time, exclusive',
  q: 'text in the subject name or the summary (case-insensitive)',
};
/** The filter parameters, documented on every list route (they join the generated fuzz suite). */
const Filters = (except: readonly string[] = []) => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const name of FILTERS.filter((f) => !except.includes(f))) ApiQuery({ name, required: false, description: FILTER_DOCS[name] })(target, key, descriptor);
};
const Paging = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'before', required: false, description: 'a position: the changes before it (the previous answer’s next_before)' })(target, key, descriptor);
  ApiQuery({ name: 'limit', required: false, description: `1–${CHANGES_PAGE_MAX}, default 50` })(target, key, descriptor);
};

const ASSET_CONTENT = new Set(['AssetCreated', 'AssetEdited', 'AssetDeleted', 'AssetRestored']);

/**
 * The change log (docs/api-audit.md): every change to every game and account, newest first, for staff and
 * analysts; one game's changes for its creator too.
 */
@Controller('api')
@UseGuards(AuthGuard)
export class ChangesController {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly versioning: VersioningQueries,
  ) {}

  /** Reads wait until the log holds every change committed before the request (at most 5 s). */
  private fresh(): Promise<boolean> {
    return this.engine.waitForCommitted(AUDIT_LOG, READ_YOUR_WRITE_TIMEOUT_MS);
  }

  private async page(filter: AuditFilter, query: AuditQuery): Promise<AuditChangesAnswer> {
    const page = pageOf(query);
    await this.fresh();
    const { changes, nextBefore } = await auditChanges(this.db, filter, page);
    return { changes, next_before: nextBefore };
  }

  @Get('staff/changes')
  @ApiTags('staff')
  @UseGuards(AnalystGuard)
  @Filters()
  @Paging()
  @ApiOkResponse({ description: '{ changes: AuditChange[] (newest first), next_before }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  list(@Query() query: AuditQuery): Promise<AuditChangesAnswer> {
    return this.page(auditFilterOf(query), query);
  }

  @Get('staff/changes/summary')
  @ApiTags('staff')
  @UseGuards(AnalystGuard)
  @Filters()
  @ApiOkResponse({ description: '{ total, by_model, by_actor_kind, reviews: [{ model, accepted, rejected, rate }] }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  async summary(@Query() query: AuditQuery): Promise<AuditSummaryAnswer> {
    const filter = auditFilterOf(query);
    await this.fresh();
    return auditSummary(this.db, filter);
  }

  @Get('staff/changes/:position')
  @ApiTags('staff')
  @UseGuards(AnalystGuard)
  @ApiOkResponse({ description: '{ change, data, metadata, diff: { from, to, changes } | null }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  @ApiNotFoundResponse({ description: 'No change at this position' })
  async one(@Param('position') positionText: string): Promise<AuditChangeDetail> {
    const position = positionParam(positionText, 'position') as bigint;
    await this.fresh();
    const found = await auditChange(this.db, position);
    if (!found) throw new ApiError(404, 'change.not_found', 'Change not found', { position: positionText });
    const { stream_revision: revision, ...change } = found;
    const [event] = await this.store.readStream(change.stream_id, { fromRevision: BigInt(revision), maxCount: 1 });
    if (!event || event.globalPosition !== position) throw new ApiError(404, 'change.not_found', 'Change not found', { position: positionText });
    const assetId = (event.data as { assetId?: string }).assetId;
    const diff = ASSET_CONTENT.has(event.type) && assetId ? await this.versioning.changeDiff(assetId, Number(event.revision)) : null;
    return { change, data: redacted(event.data), metadata: { ...event.metadata }, diff };
  }

  @Get('games/:gameId/audit')
  @ApiTags('games')
  @Filters(['game_id'])
  @Paging()
  @ApiOkResponse({ description: "{ changes, next_before }: the game's changes, newest first" })
  @ApiNotFoundResponse({ description: 'No such game, or not the caller’s (staff and analysts read any)' })
  async game(@Param('gameId', gameIdPipe) gameId: string, @Query() query: AuditQuery, @CurrentUser() user: ActiveUser): Promise<AuditChangesAnswer> {
    // Who may read comes first: someone else learns nothing, not even which parameters are wrong.
    if (!canReadChangeLog(user)) {
      const game = await readGameAccess(this.store, gameId);
      if (!game.exists || game.creatorId !== user.userId) throw new ApiError(404, 'game.not_found', 'Game not found', { gameId });
    }
    return this.page({ ...auditFilterOf({ ...query, game_id: undefined }), gameId }, query);
  }
}
