import { Injectable } from '@nestjs/common';
import { MechanicAssetNotFoundError, type AssetType } from '@tempest/domain';
import type { WorkingTreeAsset } from '@tempest/projections';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import { AssetReader } from '../assets/asset-reader.js';
import { AssetWriter } from '../assets/asset-writer.js';
import type { AssetWriteResult } from '../assets/execute-asset-command.js';
import type { CommandContext } from '../common/actor.js';
import type { StatusAnswer } from './mechanic-command.js';

export type MechanicType = Extract<AssetType, 'script' | 'prompt' | 'tool' | 'logic_file'>;

/** An asset as the mechanic routes answer it: content plus the working tree's bookkeeping. */
export type AssetSnapshot = { id: string; gameId: string; data: Record<string, unknown>; revision: number; updatedAt: string; pendingChanges: number };

const LABELS: Record<MechanicType, { code: MechanicAssetNotFoundError['code']; label: string }> = {
  script: { code: 'script.not_found', label: 'Script' },
  prompt: { code: 'prompt.not_found', label: 'Prompt' },
  tool: { code: 'tool.not_found', label: 'Tool' },
  logic_file: { code: 'logic_file.not_found', label: 'Logic file' },
};

export const notFound = (type: MechanicType, id: string) => new MechanicAssetNotFoundError(LABELS[type].code, LABELS[type].label, id);

const snapshotOf = (asset: WorkingTreeAsset): AssetSnapshot => ({
  id: asset.id,
  gameId: asset.gameId,
  data: asset.data,
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});

/** Finds the scripts, prompts, tools and logic files a request names, and reads writes back. */
@Injectable()
export class MechanicAssets {
  constructor(
    private readonly reader: AssetReader,
    private readonly writer: AssetWriter,
  ) {}

  /** 401/404/403 unless the user may work on the game's assets (creator or staff). */
  async assertAccess(gameId: string, user: ActiveUser): Promise<void> {
    await this.reader.assertCanRead(gameId, user);
  }

  async list(gameId: string, type: MechanicType): Promise<AssetSnapshot[]> {
    return (await this.reader.list(gameId, [type])).map(snapshotOf);
  }

  /** The present asset of this type in this game, else 404. */
  async present(gameId: string, type: MechanicType, id: string): Promise<AssetSnapshot> {
    const asset = await this.reader.get(gameId, id.toLowerCase(), { types: [type] });
    if (!asset) throw notFound(type, id);
    return snapshotOf(asset);
  }

  /** For routes that name only the asset: its game (checked for access) and the asset, else 404. */
  async locate(user: ActiveUser, type: MechanicType, id: string): Promise<AssetSnapshot> {
    const found = await this.reader.gameOf(id);
    if (!found || found.type !== type || found.status !== 'present') throw notFound(type, id);
    await this.assertAccess(found.gameId, user);
    return this.present(found.gameId, type, id);
  }

  /** A soft delete (AssetDeleted): the asset leaves the working tree, its history stays (undo restores it). */
  async remove(gameId: string, type: MechanicType, id: string, user: ActiveUser, context: CommandContext): Promise<StatusAnswer> {
    await this.assertAccess(gameId, user);
    const asset = await this.present(gameId, type, id);
    const result = await this.writer.delete(gameId, asset.id, userActor(user), context);
    return { status: 'success', position: result.position };
  }

  /** The asset after a write: from the write's own state, or (when nothing changed) from the working tree. */
  async after(gameId: string, type: MechanicType, result: AssetWriteResult): Promise<AssetSnapshot> {
    const { state } = result;
    const last = result.events.at(-1);
    if (last && state.status === 'present') {
      return {
        id: state.assetId,
        gameId: state.gameId,
        data: state.current.data ?? {},
        revision: state.revision,
        updatedAt: new Date(last.data.at).toISOString(),
        pendingChanges: state.pending.length,
      };
    }
    return this.present(gameId, type, result.assetId);
  }
}
