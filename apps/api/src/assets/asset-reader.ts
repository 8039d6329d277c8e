import { Inject, Injectable } from '@nestjs/common';
import type { AssetType, GameAccess } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { tableNameIn, toWorkingTreeAsset, VERSIONING, type AssetRow, type ProjectionEngine, type WorkingTreeAsset } from '@tempest/projections';
import type { ActiveUser } from '../accounts/user-directory.js';
import { ApiError } from '../common/api-error.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../common/read-position.js';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, EVENT_STORE, INFRASTRUCTURE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { readGameAccess } from './game-access.js';

/** Reads the working tree (the versioning projection), current as of the request. */
@Injectable()
export class AssetReader {
  readonly table: (name: string) => string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.table = tableNameIn(config.schema);
  }

  /**
   * Waits until the projection has applied every event committed before this call, so a client reads
   * its own writes (the spec's routes carry no position). Gives up after 5 s and reads what is there.
   */
  async fresh(): Promise<boolean> {
    return this.engine.waitForCommitted(VERSIONING, READ_YOUR_WRITE_TIMEOUT_MS);
  }

  /** A game's assets are read in the studio by its creator or staff only (play reads through play). */
  async assertCanRead(gameId: string, user: ActiveUser | null): Promise<GameAccess> {
    if (!user) throw new ApiError(401, 'auth.required', 'Authentication required');
    const game = await readGameAccess(this.store, gameId);
    if (!game.exists) throw new ApiError(404, 'game.not_found', 'Game not found', { gameId });
    if (!user.isStaff && game.creatorId !== user.userId) throw new ApiError(403, 'game.forbidden', 'Only the creator can change this game.', { gameId });
    return game;
  }

  query<R extends object>(sql: string, params: unknown[]): Promise<R[]> {
    return this.infra.pool.query<R & Record<string, unknown>>(sql, params).then((r) => r.rows);
  }

  /** The game's present assets of these types, oldest first. */
  async list(gameId: string, types: AssetType[]): Promise<WorkingTreeAsset[]> {
    await this.fresh();
    const rows = await this.query<AssetRow>(
      `SELECT * FROM ${this.table('assets')} WHERE game_id = $1 AND asset_type = ANY($2::text[]) AND status = 'present' ORDER BY created_at, id`,
      [gameId, types],
    );
    return rows.map(toWorkingTreeAsset);
  }

  /** One asset of the game (present, or also deleted ones with `includeDeleted`), or null. */
  async get(gameId: string, assetId: string, options: { types?: AssetType[]; includeDeleted?: boolean } = {}): Promise<WorkingTreeAsset | null> {
    await this.fresh();
    const [row] = await this.query<AssetRow>(`SELECT * FROM ${this.table('assets')} WHERE id = $1 AND game_id = $2`, [assetId, gameId]);
    if (!row || (options.types && !options.types.includes(row.asset_type))) return null;
    if (row.status !== 'present' && !options.includeDeleted) return null;
    return toWorkingTreeAsset(row);
  }

  /** The game an asset belongs to (any status), for routes that name only the asset. */
  async gameOf(assetId: string): Promise<{ gameId: string; type: AssetType; status: AssetRow['status'] } | null> {
    await this.fresh();
    const [row] = await this.query<Pick<AssetRow, 'game_id' | 'asset_type' | 'status'>>(
      `SELECT game_id, asset_type, status FROM ${this.table('assets')} WHERE id = $1`,
      [assetId],
    );
    return row ? { gameId: row.game_id, type: row.asset_type, status: row.status } : null;
  }
}
