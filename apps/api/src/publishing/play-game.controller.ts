import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@tempest/domain';
import type { PlayGameAnswer } from '@tempest/contracts';
import { CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { frontendProjectsOf, FRONTEND_READ_MODELS, type ReadDb } from '@tempest/projections';
import { gameCardOrNotFound } from '../games/game-card.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { PublishedVersion } from '../checkpoints/published-version.js';

/**
 * The player page's data (docs/api-frontends.md §6): the game, and the frontend to play — the published
 * one; for a draft, the working one to its creator and staff ("not found" to everybody else). Answers the
 * shared contract's PlayGameAnswer.
 */
@ApiTags('play')
@Controller('play')
export class PlayGameController {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly published: PublishedVersion,
    private readonly reads: ReadModels,
  ) {}

  @Get('game/:gameId')
  @ApiOkResponse({ description: '{ game: { id, name, description, titleCard, published, creator, isCloneable, remixed_from, remix_count }, frontend_id, can_edit }' })
  @ApiNotFoundResponse({ description: 'Game not found (also a draft, to anyone but its creator and staff)' })
  async game(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser | null): Promise<PlayGameAnswer> {
    const state = await this.published.game(gameId);
    // A clone still being copied is shown to nobody (docs/api-clone.md).
    if (state.status !== 'active' || state.cloning) throw new DomainError('game.not_found', { gameId });
    const canEdit = user !== null && (user.isStaff || user.userId === state.creatorId);
    const checkpointId = state.published?.checkpointId ?? null;
    if (!canEdit && !checkpointId) throw new DomainError('game.not_found', { gameId });
    const card = await gameCardOrNotFound(this.db, gameId);
    return {
      game: {
        id: gameId,
        name: state.name,
        description: state.description,
        titleCard: state.titleCard,
        published: checkpointId !== null,
        creator: card.creator,
        isCloneable: state.isCloneable,
        remixed_from: card.remixed_from,
        remix_count: card.remix_count,
      },
      frontend_id: checkpointId ? await this.publishedFrontend(gameId, checkpointId) : await this.workingFrontend(gameId),
      can_edit: canEdit,
    };
  }

  private async workingFrontend(gameId: string): Promise<string | null> {
    return (await this.projectsOf(gameId))[0]?.id ?? null;
  }

  /** The first of the game's projects that has files in the published checkpoint. */
  private async publishedFrontend(gameId: string, checkpointId: string): Promise<string | null> {
    const files = await this.published.assetsAt(gameId, checkpointId, ['frontend_file']);
    const withFiles = new Set(files.map((f) => f.data.frontend_id));
    return (await this.projectsOf(gameId)).find((p) => withFiles.has(p.id))?.id ?? null;
  }

  private async projectsOf(gameId: string) {
    return frontendProjectsOf((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, gameId);
  }
}
