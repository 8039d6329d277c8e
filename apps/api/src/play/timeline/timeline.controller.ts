import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type {
  CreateSessionSaveAnswer,
  DeleteSessionSaveAnswer,
  ReloadGameAnswer,
  ThumbnailUploadAnswer,
} from '@tempest/contracts';
import { DomainError, TIMELINE_MAX_SAVES } from '@tempest/domain';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { allInOrder } from '../../common/in-batches.js';
import { uuidParam } from '../../common/query-params.js';
import { gameIdPipe, uuidPipe } from '../../common/uuid-pipe.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { checkedImage, imageUpload, THUMBNAIL_UPLOAD } from '../../media/image-upload.js';
import { MEDIA_STORE, type MediaStore } from '../../media/media-store.js';
import { PlayLimits } from '../play-limits.js';
import { Players, setPlayerCookie } from '../player.js';
import { StartGame } from '../start-game.js';
import { BRANCH_GRAPH, checkpointLineage, lineageGraph, lineagePage, type PageBounds, type ReadDb } from '@tempest/projections';
import { minPositionParam } from '../../common/read-position.js';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { SessionTimelines } from './session-timelines.js';
import { leanSaveJsonOf, saveJsonOf, deletedAnswer, reloadAnswer, restoreAnswerJson, savedAnswer, thumbnailAnswer, timelineAnswer, timelineAnswerJson, timelineGraphJson, timelineOf } from './timeline-answers.js';
import { CreateSessionSaveDto, RestoreSessionSaveDto } from './timeline.dto.js';

const sessionIdPipe = uuidPipe('play.invalid_session_id');
const checkpointIdPipe = uuidPipe('timeline.invalid_checkpoint_id');

const flag = (value: unknown, name: string): boolean => {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new DomainError('request.invalid', `${name} must be true or false`, { field: name });
};

/** A whole number from `min` to `max` given as a query parameter, or null when left out. */
const wholeNumber = (value: unknown, name: string, min: number, max: number): number | null => {
  if (value === undefined || value === '') return null;
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw new DomainError('request.invalid', `${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')}`, { field: name });
  return number;
};

const pageOf = async (db: ReadDb, lineageId: string, bounds: PageBounds) => {
  const { nodes, transitions, nextBefore } = await lineagePage(db, lineageId, bounds);
  return { nodes, transitions, page: { has_more: nextBefore !== null, next_before: nextBefore } };
};

/**
 * Play-session timelines (spec 3 §7 "Session timeline", docs/api-timeline.md): save states of a running
 * game, restore, delete, the branch graph, and reload. Only the session's player or the game's creator.
 */
@ApiTags('timeline')
@Controller('play')
export class TimelineController {
  constructor(
    private readonly timelines: SessionTimelines,
    private readonly startGame: StartGame,
    private readonly reads: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly players: Players,
    private readonly limits: PlayLimits,
  ) {}

  @Get('timeline/:sessionId/checkpoints')
  @ApiQuery({ name: 'lineage_id', required: false, description: "The session's lineage (another one is a 400)" })
  @ApiQuery({ name: 'include_state', required: false, description: 'true: each checkpoint carries its ecs_state (left out by default)' })
  @ApiQuery({ name: 'minPosition', required: false, description: "a write's position: wait (up to 5 s) until the graph includes it" })
  @ApiQuery({ name: 'lean', required: false, description: 'true: each checkpoint with the fields the graph, the dock and the explorer draw only, and no branch_tree' })
  @ApiQuery({ name: 'limit', required: false, description: 'a page: the newest `limit` (1–500) checkpoints, with has_more and next_before' })
  @ApiQuery({ name: 'before', required: false, description: "the page before this one's next_before (with limit)" })
  @ApiOkResponse({ description: "{ status: 'success', timeline: { session summary, checkpoints, main_path, root_checkpoint_id, branch_tree (not with lean), has_more and next_before (with limit) }, error: null, caughtUp }" })
  @ApiNotFoundResponse({ description: "'Session not found' (also another player's session)" })
  @ApiBadRequestResponse({ description: 'An invalid session id, lineage_id, include_state, minPosition, lean, limit or before; include_state with lean or limit; before without limit' })
  async list(
    @Param('sessionId', sessionIdPipe) sessionId: string,
    @Query('lineage_id') lineageQuery: unknown,
    @Query('include_state') stateQuery: unknown,
    @Query('minPosition') positionQuery: unknown,
    @Query('lean') leanQuery: unknown,
    @Query('limit') limitQuery: unknown,
    @Query('before') beforeQuery: unknown,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const lineageId = uuidParam(lineageQuery, 'lineage_id');
    const includeState = flag(stateQuery, 'include_state');
    const lean = flag(leanQuery, 'lean');
    const limit = wholeNumber(limitQuery, 'limit', 1, TIMELINE_MAX_SAVES);
    const before = wholeNumber(beforeQuery, 'before', 0, Number.MAX_SAFE_INTEGER);
    if (includeState && (lean || limit !== null)) throw new DomainError('request.invalid', 'include_state cannot be combined with lean or limit', { field: 'include_state' });
    if (before !== null && limit === null) throw new DomainError('request.invalid', 'before needs limit', { field: 'before' });
    const session = await this.timelines.accessible(sessionId, this.players.knownOf(request, user), user);
    this.timelines.checkLineage(session, lineageId);
    const { db, caughtUp } = await this.reads.at(BRANCH_GRAPH, minPositionParam(positionQuery) ?? 'committed');
    // A page reads about `limit` rows however many the lineage holds; its graph is its own checkpoints'.
    const read = limit === null ? lineageGraph(db, session.lineageId).then((graph) => ({ ...graph, page: undefined })) : pageOf(db, session.lineageId, { limit, before });
    const [{ nodes, transitions, page }, summary] = await Promise.all([read, this.timelines.summary(session)]);
    if (includeState) {
      const timeline = timelineOf(summary, nodes, transitions, await this.timelines.states(session.lineageId));
      response.status(200).json(timelineAnswer(timeline, caughtUp));
      return;
    }
    // The graph part is written as text, each checkpoint's fields straight to JSON (no answer objects).
    const jsonOf = lean ? leanSaveJsonOf : saveJsonOf;
    const json = timelineGraphJson(nodes.map((node) => ({ node, json: jsonOf(node) })), transitions, { tree: !lean });
    response.status(200).type('application/json').send(timelineAnswerJson(summary, json, caughtUp, page));
  }

  /** The server cannot know whether the game is paused (the frame knows): the client refuses 'Cannot create checkpoint while game is paused'. */
  @Post('timeline/:sessionId/checkpoints/create')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', message, timeline, checkpoint_id, transition_id, checkpoint (with ecs_state), preserve_parent, preserve_parent_count, lineage_id, position }" })
  @ApiNotFoundResponse({ description: "'Session not found' (also another player's session)" })
  @ApiBadRequestResponse({ description: 'Invalid body (unknown fields too); a state over 1,000,000 characters of JSON; a parent not in the timeline; another lineage' })
  @ApiConflictResponse({ description: 'timeline.full: the timeline holds 500 saves' })
  @ApiTooManyRequestsResponse({ description: 'Too many saves, or the stored bytes of the day (Retry-After)' })
  async create(
    @Param('sessionId', sessionIdPipe) sessionId: string,
    @Body() body: CreateSessionSaveDto,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
  ): Promise<CreateSessionSaveAnswer> {
    const context = commandContext(request);
    // The state is compressed while the session is read and the save counted (a refusal: 'Session not found' first).
    const prepared = this.timelines.prepareState(body.ecs_state);
    const origin = this.players.originOf(request, user);
    const [session] = await allInOrder([this.timelines.accessible(sessionId, origin.player, user), this.limits.take('saves', origin)]);
    this.timelines.checkLineage(session, body.lineage_id);
    return savedAnswer(await this.timelines.save(session, body, prepared, context, (bytes) => this.limits.store(bytes, origin)));
  }

  /**
   * Sets the session's entities to the checkpoint's (PlaySessionRestored) and records the restore on the
   * timeline, in one append. A state the session cannot hold answers runner_synced: false with the reason.
   */
  @Post('timeline/:sessionId/restore')
  @HttpCode(200)
  @ApiOkResponse({ description: "Spec 3 'Restore response' plus game_version_changed, game_version, session_game_version, position" })
  @ApiNotFoundResponse({ description: "'Session not found' (also another player's session); 'Checkpoint not found' (also a deleted one)" })
  @ApiBadRequestResponse({ description: 'Invalid body; another lineage' })
  async restore(
    @Param('sessionId', sessionIdPipe) sessionId: string,
    @Body() body: RestoreSessionSaveDto,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const context = commandContext(request);
    const checkpointId = body.checkpoint_id.toLowerCase();
    const session = await this.timelines.accessible(sessionId, this.players.knownOf(request, user), user);
    this.timelines.checkLineage(session, body.lineage_id);
    // The version the session plays is read beside the save (neither depends on the other, nor on the restore).
    const [{ node, json, saved }, playing] = await Promise.all([this.timelines.saved(session.lineageId, checkpointId), this.timelines.versionOf(session)]);
    const data = { checkpointId, sessionId, transitionId: randomUUID(), timecodeMs: body.timecode_ms ?? null, now: context.now };
    const restored = await this.timelines.restore(session, saved, data, context);
    response.status(200).type('application/json').send(restoreAnswerJson(node, json, restored, playing));
  }

  /**
   * The checkpoint's thumbnail (its `thumbnail_upload_url`): one JPEG of at most 1 MB (what the web app
   * sends) in the multipart field `thumbnail`, kept in the media store. Checked, and counted against the
   * player's limits, before anything is stored.
   */
  @Post('timeline/:sessionId/checkpoints/:checkpointId/thumbnail')
  @HttpCode(200)
  @UseInterceptors(imageUpload('thumbnail', THUMBNAIL_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['thumbnail'], properties: { thumbnail: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: "{ status: 'success', thumbnail_url, size_bytes }" })
  @ApiNotFoundResponse({ description: "'Session not found' (also another player's session); 'Checkpoint not found'" })
  @ApiBadRequestResponse({ description: 'No image, an empty one, or not a JPEG' })
  @ApiPayloadTooLargeResponse({ description: 'An image over 1 MB' })
  @ApiTooManyRequestsResponse({ description: 'Too many thumbnails, or the stored bytes of the day (Retry-After)' })
  @ApiConflictResponse({ description: 'The checkpoint has a thumbnail already' })
  async thumbnail(
    @Param('sessionId', sessionIdPipe) sessionId: string,
    @Param('checkpointId', checkpointIdPipe) checkpointId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
  ): Promise<ThumbnailUploadAnswer> {
    const context = commandContext(request);
    const session = await this.timelines.accessible(sessionId, this.players.knownOf(request, user), user);
    const { state } = await this.timelines.read(session.lineageId);
    const node = state.nodes.get(checkpointId);
    if (!node || node.deleted) throw new DomainError('timeline.checkpoint_not_found', { checkpointId });
    if (node.thumbnailUrl !== null) throw new DomainError('timeline.thumbnail_exists', { checkpointId });
    const image = checkedImage(file, 'thumbnail', THUMBNAIL_UPLOAD);
    const origin = this.players.originOf(request, user);
    await this.limits.take('thumbnails', origin);
    await this.limits.store(image.bytes.length, origin);
    const stored = await this.media.put(image.bytes, image.contentType);
    const data = { checkpointId, thumbnailUrl: stored.url, sizeBytes: stored.sizeBytes, now: context.now };
    await this.timelines.execute(session.lineageId, { type: 'AttachTimelineThumbnail', data }, context);
    return thumbnailAnswer(stored);
  }

  /** Hides the checkpoint (its events stay); its children hang from its parent in the graph. */
  @Delete('timeline/checkpoints/:checkpointId/delete')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', checkpoint_id, error: null, position }" })
  @ApiNotFoundResponse({ description: "'Checkpoint not found' (also another player's, or one deleted)" })
  @ApiBadRequestResponse({ description: 'An invalid checkpoint id' })
  async remove(
    @Param('checkpointId', checkpointIdPipe) checkpointId: string,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
  ): Promise<DeleteSessionSaveAnswer> {
    const context = commandContext(request);
    // No stream is keyed by a checkpoint: the read model is the index of its timeline (the delete is then decided on that stream).
    const located = await checkpointLineage((await this.reads.at(BRANCH_GRAPH, 'committed')).db, checkpointId);
    const session = located && (await this.timelines.accessible(located.sessionId, this.players.knownOf(request, user), user).catch(() => null));
    if (!located || !session) throw new DomainError('timeline.checkpoint_not_found', { checkpointId });
    const write = await this.timelines.execute(located.lineageId, { type: 'DeleteTimelineCheckpoint', data: { checkpointId, now: context.now } }, context);
    return deletedAnswer(checkpointId, write);
  }

  /**
   * Restart (spec 3 §4): with force_new=true a new session of the same player, game and source, carrying
   * the lineage (and so the timeline) of the session it replaces; without it, the latest session resumes.
   */
  @Post('game/:gameId/reload')
  @HttpCode(200)
  @ApiQuery({ name: 'force_new', required: false, description: 'true: a new session replacing the latest one' })
  @ApiOkResponse({ description: "{ status: 'success', session summary }" })
  @ApiNotFoundResponse({ description: 'Game not found (as for start-game)' })
  @ApiBadRequestResponse({ description: 'An invalid game id or force_new' })
  async reload(
    @Param('gameId', gameIdPipe) gameId: string,
    @Query('force_new') forceQuery: unknown,
    @Headers('x-creation-canvas') canvas: string | undefined,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReloadGameAnswer> {
    const forceNew = flag(forceQuery, 'force_new');
    await this.limits.take('starts', this.players.originOf(request, user));
    const context = commandContext(request);
    const player = this.players.of(request, user);
    const { session, reassigned } = await this.startGame.reload({ gameId, user, player, onCanvas: canvas?.trim().toLowerCase() === 'true', forceNew, context });
    if (player.cookie) setPlayerCookie(response, player.cookie, this.config.secureCookies);
    return reloadAnswer(await this.timelines.summary(session), reassigned);
  }
}
