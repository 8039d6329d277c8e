import type { ReadDb } from '../read-db.js';
import type { AssetTypeName } from './versioning.items.js';

/** An asset's content at one revision, or as the working tree holds it now. */
export type AssetVersionRow = { id: string; type: AssetTypeName; name: string; revision: number; exists: boolean; data: Record<string, unknown> | null };

type Row = { id: string; asset_type: AssetTypeName; name: string; revision: number; exists: boolean; data: Record<string, unknown> | null };
const toVersion = (r: Row): AssetVersionRow => ({ id: r.id, type: r.asset_type, name: r.name, revision: Number(r.revision), exists: r.exists, data: r.data });

/**
 * Every asset the game has ever had as the working tree holds it now, deleted ones too (`exists` false):
 * the asset ids whose streams a time travel folds (docs/api-replay.md).
 */
export const gameAssetsNow = async (db: ReadDb, gameId: string): Promise<AssetVersionRow[]> => {
  const rows = await db.query<Row>(
    `SELECT id, asset_type, name, revision, status = 'present' AS exists, data FROM ${db.table('assets')} WHERE game_id = $1 ORDER BY created_at, id`,
    [gameId],
  );
  return rows.map(toVersion);
};

/** The game's assets at these revisions (one round trip), with each revision's content; deleted ones have `exists` false. */
export const gameAssetsAtRevisions = async (db: ReadDb, gameId: string, refs: { assetId: string; revision: number }[]): Promise<AssetVersionRow[]> => {
  if (refs.length === 0) return [];
  const rows = await db.query<Row>(
    `SELECT r.asset_id AS id, r.asset_type, r.name, r.revision, r.exists, r.data
       FROM ${db.table('asset_revisions')} r
       JOIN jsonb_to_recordset($2::jsonb) AS c("assetId" uuid, revision integer) ON c."assetId" = r.asset_id AND c.revision = r.revision
      WHERE r.game_id = $1`,
    [gameId, JSON.stringify(refs)],
  );
  return rows.map(toVersion);
};
