import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, looksLikeUuid, playSessionStreamId, type PlaySessionStarted } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import type { Request, Response } from 'express';
import { CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from '../assets/game-access.js';
import { uuidPipe } from '../common/uuid-pipe.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens.js';
import { mayPlayMoment } from '../time-travel/moments.service.js';
import { isPlayerOf, Players } from '../play/player.js';
import { PublishedVersion } from '../checkpoints/published-version.js';
import { frontendProject, FRONTEND_READ_MODELS } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { FRAME_TICKET_TTL_MS, issueTicket, type FrameTicket } from './frame-ticket.js';
import { GameOriginServer } from './game-origin.server.js';

const frontendIdPipe = uuidPipe('frontend.invalid_id');
/** A compile's buildId: a SHA-256 in hex (FrontendCompiler.buildIdOf). */
const BUILD_ID = /^[0-9a-f]{64}$/;

/**
 * docs/api-frontends.md, Serving and the sandbox. The studio checks who asks (it has the cookies), then sends
 * the frame to the game origin with a signed ticket: creator and staff get the working tree (or any checkpoint,
 * time travel), everyone the published version, and a player the version their own session plays (a save
 * played on the version it was made on, docs/api-timeline.md "Game version").
 */
@ApiTags('vibecode')
@Controller('create/vibecode')
export class ServeFrontendController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    private readonly reads: ReadModels,
    private readonly published: PublishedVersion,
    private readonly gameOrigin: GameOriginServer,
    private readonly players: Players,
  ) {}

  @Get('serve/:frontendId')
  @ApiFoundResponse({ description: 'Redirect to the game origin with a ticket; 404 when there is nothing this user may play' })
  @ApiQuery({ name: 'source', required: false, enum: ['working', 'published', 'preview', 'checkpoint', 'moment'] })
  @ApiQuery({ name: 'build', required: false, description: "source 'preview': the buildId of a compile" })
  @ApiQuery({ name: 'checkpoint', required: false, description: "source 'checkpoint' (time travel, creator and staff): the checkpoint id" })
  @ApiQuery({ name: 'position', required: false, description: "source 'moment' (time travel to any moment: staff, analysts and the creator): a global position" })
  @ApiQuery({ name: 'session', required: false, description: "source 'checkpoint' for a player: their play session of that checkpoint (a save played on its version)" })
  async serve(
    @Param('frontendId', frontendIdPipe) frontendId: string,
    @Query('source') source: string | undefined,
    @Query('build') build: string | undefined,
    @Query('checkpoint') checkpoint: string | undefined,
    @Query('session') session: string | undefined,
    @Query('position') position: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
    @CurrentUser() user: ActiveUser | null,
  ): Promise<void> {
    if (source !== undefined && source !== 'working' && source !== 'published' && source !== 'preview' && source !== 'checkpoint' && source !== 'moment') {
      throw new DomainError('frontend.invalid_source');
    }
    if (source === 'moment' && (typeof position !== 'string' || !/^[1-9]\d{0,18}$/.test(position))) {
      throw new DomainError('frontend.invalid_position');
    }
    if (source === 'checkpoint' && (typeof checkpoint !== 'string' || !looksLikeUuid(checkpoint))) {
      throw new DomainError('frontend.invalid_checkpoint');
    }
    if (source === 'preview' && (typeof build !== 'string' || !BUILD_ID.test(build))) {
      throw new DomainError('frontend.invalid_build');
    }
    const project = await frontendProject((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, frontendId);
    if (!project) throw new DomainError('frontend.not_found', { frontendId });
    const game = await readGameAccess(this.runner, project.gameId);
    const canEdit = game.exists && user !== null && (user.isStaff || user.userId === game.creatorId);
    const publishedCheckpoint = game.exists ? await this.published.checkpointOf(project.gameId) : null;
    // A moment of the game's history: its editors, and analysts of a published game (docs/personal-data.md).
    const canTravel = mayPlayMoment(game, user, publishedCheckpoint !== null);
    // The player page plays the published version; a draft's only version is its working tree, for its editors.
    const wanted = source ?? (canEdit && !publishedCheckpoint ? 'working' : 'published');
    // A working tree and a compile of unsaved buffers are for the game's editors only.
    const ownSession = wanted === 'checkpoint' && !canEdit && (await this.playsCheckpoint(request, user, session, project.gameId, checkpoint));
    if (wanted !== 'published' && !canEdit && !ownSession && !(wanted === 'moment' && canTravel)) {
      if (!user) throw new DomainError('auth.required');
      throw new DomainError('game.forbidden', { gameId: project.gameId });
    }
    if (wanted === 'checkpoint' && !(await this.published.hasCheckpoint(project.gameId, checkpoint!.toLowerCase()))) {
      throw new DomainError('checkpoint.not_found', { checkpointId: checkpoint });
    }
    const checkpointId = wanted === 'published' ? publishedCheckpoint : wanted === 'checkpoint' ? checkpoint!.toLowerCase() : null;
    if (wanted === 'published' && !checkpointId) throw new DomainError('game.not_published', { gameId: project.gameId });
    const studioOrigin = `${request.protocol}://${request.get('host') ?? request.hostname}`;
    const ticket: FrameTicket = {
      frontendId,
      source: wanted,
      checkpointId,
      studioOrigin,
      expiresAt: Date.now() + FRAME_TICKET_TTL_MS,
      ...(wanted === 'preview' && build ? { buildId: build } : {}),
      ...(wanted === 'moment' ? { position } : {}),
    };
    const origin = this.gameOrigin.originFor(request.protocol, request.hostname);
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, `${origin}/create/vibecode/serve/${frontendId}/?ticket=${issueTicket(this.config.frameSecret, ticket)}`);
  }

  /** The requester's own session of this game plays this checkpoint (start-game with a saveId made it). */
  private async playsCheckpoint(request: Request, user: ActiveUser | null, session: unknown, gameId: string, checkpoint: unknown): Promise<boolean> {
    const player = this.players.knownOf(request, user);
    if (!player || typeof session !== 'string' || !looksLikeUuid(session) || typeof checkpoint !== 'string') return false;
    // Who plays which version is fixed when the session starts: its first event says it.
    const [first] = await this.store.readStream(playSessionStreamId(session.toLowerCase()), { maxCount: 1 });
    if (first?.type !== 'PlaySessionStarted') return false;
    const started = (first as unknown as PlaySessionStarted).data;
    return isPlayerOf(player, started.playerKey) && started.gameId === gameId && started.source === 'checkpoint' && started.checkpointId === checkpoint.toLowerCase();
  }

  /** Where game frames come from, so the studio page can check the origin of their messages. */
  @Get('api/config')
  gameFrameConfig(@Req() request: Request) {
    return { gameOrigin: this.gameOrigin.originFor(request.protocol, request.hostname) };
  }
}
