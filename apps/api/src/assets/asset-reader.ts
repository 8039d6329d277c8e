import { Inject, Injectable } from '@nestjs/common';
import type { AssetType, GameAccess } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { assetLocation, assetOfGame, presentAssets, VERSIONING, type AssetRow, type ProjectionEngine, type ReadDb, type WorkingTreeAsset } from '@tempest/projections';
import type { ActiveUser } from '../accounts/user-directory.js';
import { ApiError } from '../common/api-error.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../common/read-position.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { readGameAccess } from './game-access.js';

/** Reads the working tree (the versioning projection), current as of the request. */
@Injectable()
export class AssetReader {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly runner: DecisionRunner,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  /**
   * Waits until the projection has applied every event committed before this call, so a client reads its own
   * writes without passing a position (docs/api-assets.md, The model). Gives up after 5 s and reads what is
   * there.
   */
  async fresh(): Promise<boolean> {
    return this.engine.waitForCommitted(VERSIONING, READ_YOUR_WRITE_TIMEOUT_MS);
  }

  /** A game's assets are read in the studio by its creator or staff only (play reads through play). */
  async assertCanRead(gameId: string, user: ActiveUser | null): Promise<GameAccess> {
    if (!user) throw new ApiError(401, 'auth.required', 'Authentication required');
    const game = await readGameAccess(this.runner, gameId);
    if (!game.exists) throw new ApiError(404, 'game.not_found', 'Game not found', { gameId });
    if (!user.isStaff && game.creatorId !== user.userId) throw new ApiError(403, 'game.forbidden', 'Only the creator can change this game.', { gameId });
    return game;
  }

  /** The game's present assets of these types, oldest first. */
  async list(gameId: string, types: AssetType[]): Promise<WorkingTreeAsset[]> {
    await this.fresh();
    return presentAssets(this.db, gameId, types);
  }

  /** One asset of the game (present, or also deleted ones with `includeDeleted`), or null. */
  async get(gameId: string, assetId: string, options: { types?: AssetType[]; includeDeleted?: boolean } = {}): Promise<WorkingTreeAsset | null> {
    await this.fresh();
    return assetOfGame(this.db, gameId, assetId, options);
  }

  /** The game an asset belongs to (any status), for routes that name only the asset. */
  async gameOf(assetId: string): Promise<{ gameId: string; type: AssetType; status: AssetRow['status'] } | null> {
    await this.fresh();
    return assetLocation(this.db, assetId);
  }
}
