import { Injectable } from '@nestjs/common';
import { EntityNotFoundError } from '@tempest/domain';
import { toWorkingTreeAsset, type AssetRow, type WorkingTreeAsset } from '@tempest/projections';
import type { ActiveUser } from '../accounts/user-directory.js';
import { AssetReader } from '../assets/asset-reader.js';
import type { AssetWriteResult } from '../assets/execute-asset-command.js';
import { entityOf, entityOfState, type Entity } from './entity.view.js';

/** Finds the entities a request names, and turns write results into answers. */
@Injectable()
export class EntityTargets {
  constructor(private readonly reader: AssetReader) {}

  /** 401/404/403 unless the user may work on the game's assets (creator or staff). */
  async assertAccess(gameId: string, user: ActiveUser): Promise<void> {
    await this.reader.assertCanRead(gameId, user);
  }

  /**
   * The named entities of this game as they are now, in the order named (duplicates once).
   * Any id that is not a present entity of this game (another game's, a script, a deleted one) → 404,
   * before anything is written.
   */
  async present(gameId: string, entityIds: string[]): Promise<WorkingTreeAsset[]> {
    const ids = [...new Set(entityIds.map((id) => id.toLowerCase()))];
    await this.reader.fresh();
    const rows = await this.reader.query<AssetRow>(
      `SELECT * FROM ${this.reader.table('assets')}
        WHERE game_id = $1 AND asset_type = 'entity' AND status = 'present' AND id = ANY($2::uuid[])`,
      [gameId, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, toWorkingTreeAsset(row)]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new EntityNotFoundError(missing);
    return ids.map((id) => byId.get(id)!);
  }

  /** The entity after a write: from the write's own state, or (when nothing changed) from the working tree. */
  async after(gameId: string, result: AssetWriteResult): Promise<Entity> {
    const last = result.events.at(-1);
    const written = last && entityOfState(result.state, last.data.at);
    if (written) return written;
    const asset = await this.reader.get(gameId, result.assetId, { types: ['entity'] });
    if (!asset) throw new EntityNotFoundError([result.assetId]);
    return entityOf(asset);
  }

  /** The entities after a bulk write, and the position of its last event. */
  async afterAll(gameId: string, results: AssetWriteResult[]): Promise<{ entities: Entity[]; position: string | null }> {
    const entities: Entity[] = [];
    for (const result of results) entities.push(await this.after(gameId, result));
    const position = results.map((r) => r.position).filter((p) => p !== null).at(-1) ?? null;
    return { entities, position };
  }
}
