import { Injectable } from '@nestjs/common';
import { DomainError, isAssetType, type AssetType, type GameAccess } from '@tempest/domain';
import type { ActiveUser } from '../accounts/user-directory.js';
import { AssetReader } from '../assets/asset-reader.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { assetLocation, VERSIONING } from '@tempest/projections';
import { gameIdPipe, uuidPipe } from '../common/uuid-pipe.js';

/** The versioning routes' path parameters: UUIDs (else 400), lower-cased. */
export const gameIdParam = gameIdPipe;
export const assetIdParam = uuidPipe('asset.invalid_id');

export const assetNotFound = (assetId: string) => new DomainError('asset.not_found', { assetId });

/** Resolves an asset id to its game and checks the user may see the game's assets (creator or staff). */
@Injectable()
export class VersioningAccess {
  constructor(
    private readonly reader: AssetReader,
    private readonly reads: ReadModels,
  ) {}

  async asset(assetId: string, user: ActiveUser | null, assetType?: unknown): Promise<{ gameId: string; type: AssetType }> {
    if (!user) throw new DomainError('auth.required');
    if (assetType !== undefined && assetType !== '' && !isAssetType(assetType)) {
      throw new DomainError('asset.invalid_type');
    }
    const found = await assetLocation((await this.reads.at(VERSIONING, 'committed')).db, assetId);
    if (!found || (assetType && found.type !== assetType)) throw assetNotFound(assetId);
    await this.reader.assertCanRead(found.gameId, user);
    return { gameId: found.gameId, type: found.type };
  }

  /** The game as its stream says, once the user may see its assets. */
  game(gameId: string, user: ActiveUser | null): Promise<GameAccess> {
    return this.reader.assertCanRead(gameId, user);
  }
}
