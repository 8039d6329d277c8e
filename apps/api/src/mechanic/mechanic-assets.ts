import { Injectable } from '@nestjs/common';
import type { DeleteAnswer } from '@tempest/contracts';
import { DomainError, type AssetType, type ErrorCode } from '@tempest/domain';
import { assetLocation, assetOfGame, presentAssets, VERSIONING, type WorkingTreeAsset } from '@tempest/projections';
import type { ActiveUser } from '../accounts/user-directory.js';
import { AssetReader } from '../assets/asset-reader.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import type { AssetTarget, AssetWriteResult } from '../assets/execute-asset-command.js';

export type MechanicType = Extract<AssetType, 'script' | 'prompt' | 'tool' | 'logic_file'>;

/** An asset as the mechanic routes answer it: content plus the working tree's bookkeeping. */
export type AssetSnapshot = { id: string; gameId: string; data: Record<string, unknown>; revision: number; updatedAt: string; pendingChanges: number };

/** What a delete answers: the shared contract's DeleteAnswer. */
export type StatusAnswer = DeleteAnswer;

const NOT_FOUND = { script: 'script.not_found', prompt: 'prompt.not_found', tool: 'tool.not_found', logic_file: 'logic_file.not_found' } as const satisfies Record<MechanicType, ErrorCode>;

export const notFound = (type: MechanicType, id: string) => new DomainError(NOT_FOUND[type], { id });

/** The present asset of this type a route names (in the game it names, when it names one). */
export const mechanicTarget = (type: MechanicType, assetId: string, gameId?: string): AssetTarget => ({
  assetId: assetId.toLowerCase(),
  gameId,
  types: [type],
  notFound: (id) => notFound(type, id),
});

const snapshotOfRow = (asset: WorkingTreeAsset): AssetSnapshot => ({
  id: asset.id,
  gameId: asset.gameId,
  data: asset.data,
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});

/** The asset as the write left it, from the write's own state (no read model is waited for). */
export const snapshotOf = ({ state, assetId }: AssetWriteResult): AssetSnapshot => {
  if (state.status === 'absent') throw new Error(`Asset ${assetId} has no events after a write`);
  return {
    id: state.assetId,
    gameId: state.gameId,
    data: state.current.data ?? {},
    revision: state.revision,
    updatedAt: new Date(state.updatedAt).toISOString(),
    pendingChanges: state.pending.length,
  };
};

export const statusOf = (result: AssetWriteResult): StatusAnswer => ({ status: 'success', position: result.position });

/** The reads of the scripts, prompts, tools and logic files routes (the working tree, current as of the request). */
@Injectable()
export class MechanicAssets {
  constructor(
    private readonly reader: AssetReader,
    private readonly reads: ReadModels,
  ) {}

  /** Every present asset of this type in the game, oldest first, once the user may see the game's assets. */
  async list(gameId: string, type: MechanicType, user: ActiveUser): Promise<AssetSnapshot[]> {
    await this.reader.assertCanRead(gameId, user);
    return (await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, gameId, [type])).map(snapshotOfRow);
  }

  /**
   * The present asset a route names, else 404: in the game the route names (checked for access first), or
   * for routes that name only the asset, in its own game (checked for access once found).
   */
  async locate(user: ActiveUser, type: MechanicType, id: string, inGame?: string): Promise<AssetSnapshot> {
    let gameId = inGame;
    const { db } = await this.reads.at(VERSIONING, 'committed');
    if (gameId !== undefined) await this.reader.assertCanRead(gameId, user);
    else {
      const found = await assetLocation(db, id);
      if (!found || found.type !== type || found.status !== 'present') throw notFound(type, id);
      await this.reader.assertCanRead(found.gameId, user);
      gameId = found.gameId;
    }
    const asset = await assetOfGame(db, gameId, id.toLowerCase(), { types: [type] });
    if (!asset) throw notFound(type, id);
    return snapshotOfRow(asset);
  }
}
