import { Injectable } from '@nestjs/common';
import type { AssetType } from '@tempest/domain';
import {
  toPendingChangeItem,
  toRevisionItem,
  toUndoStackView,
  toWorkingTreeAsset,
  undoStackId,
  type AssetRow,
  type PendingChangeItem,
  type PendingChangeRow,
  type RevisionItem,
  type RevisionRow,
  type UndoStackRow,
  type UndoStackView,
  type WorkingTreeAsset,
} from '@tempest/projections';
import { AssetReader } from '../assets/asset-reader.js';

export type PendingFilter = { status: 'pending' | 'accepted' | 'rejected' | 'all'; assetType?: AssetType; assignedToId?: string };

/** The spec's working-tree groups; `flows` are logic files. */
const GROUP: Record<AssetType, string> = {
  entity: 'entities',
  script: 'scripts',
  tool: 'tools',
  prompt: 'prompts',
  logic_file: 'flows',
  frontend_file: 'frontend_files',
};

/** Reads of the versioning projection (each waits until it includes every earlier write). */
@Injectable()
export class VersioningQueries {
  constructor(private readonly reader: AssetReader) {}

  private t(name: string): string {
    return this.reader.table(name);
  }

  async workingTree(gameId: string) {
    await this.reader.fresh();
    const rows = await this.reader.query<AssetRow>(`SELECT * FROM ${this.t('assets')} WHERE game_id = $1 AND status = 'present' ORDER BY created_at, id`, [gameId]);
    const tree: Record<string, WorkingTreeAsset[]> = Object.fromEntries(Object.values(GROUP).map((g) => [g, []]));
    for (const row of rows) tree[GROUP[row.asset_type]].push(toWorkingTreeAsset(row));
    return { game_id: gameId, revision_head: await this.revisionHead(gameId), working_tree: tree };
  }

  async revisionHead(gameId: string): Promise<string | null> {
    const [row] = await this.reader.query<{ id: string }>(
      `SELECT id FROM ${this.t('versioning_commits')} WHERE game_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [gameId],
    );
    return row?.id ?? null;
  }

  /** Newest first; one more than asked tells whether there are more. */
  async revisions(assetId: string, limit: number, sessionId: string | null): Promise<{ revisions: RevisionItem[]; hasMore: boolean }> {
    await this.reader.fresh();
    const rows = await this.reader.query<RevisionRow>(
      `SELECT * FROM ${this.t('asset_revisions')} WHERE asset_id = $1 AND ($2::uuid IS NULL OR session_id = $2::uuid)
        ORDER BY revision DESC LIMIT $3`,
      [assetId, sessionId, limit + 1],
    );
    return { revisions: rows.slice(0, limit).map(toRevisionItem), hasMore: rows.length > limit };
  }

  async revision(assetId: string, revision: number): Promise<RevisionItem | null> {
    await this.reader.fresh();
    const [row] = await this.reader.query<RevisionRow>(`SELECT * FROM ${this.t('asset_revisions')} WHERE asset_id = $1 AND revision = $2`, [assetId, revision]);
    return row ? toRevisionItem(row) : null;
  }

  async pendingChanges(gameId: string, filter: PendingFilter): Promise<PendingChangeItem[]> {
    await this.reader.fresh();
    const rows = await this.reader.query<PendingChangeRow>(
      `SELECT * FROM ${this.t('pending_changes')} WHERE game_id = $1
          AND ($2::text = 'all' OR status = $2) AND ($3::text IS NULL OR asset_type = $3) AND ($4::uuid IS NULL OR assigned_to_id = $4::uuid)
        ORDER BY created_at, revision`,
      [gameId, filter.status, filter.assetType ?? null, filter.assignedToId ?? null],
    );
    return rows.map(toPendingChangeItem);
  }

  /** Pending changes by id (any game), to route accept/reject to their assets. */
  async pendingByIds(ids: string[]): Promise<PendingChangeItem[]> {
    await this.reader.fresh();
    const rows = await this.reader.query<PendingChangeRow>(`SELECT * FROM ${this.t('pending_changes')} WHERE id::text = ANY($1::text[])`, [ids]);
    return rows.map(toPendingChangeItem);
  }

  async undoStack(gameId: string, userId: string, fresh = true): Promise<UndoStackView> {
    if (fresh) await this.reader.fresh();
    const [row] = await this.reader.query<UndoStackRow>(`SELECT * FROM ${this.t('undo_stacks')} WHERE id = $1`, [undoStackId(gameId, userId)]);
    return toUndoStackView(row ?? null);
  }

  async commits(gameId: string) {
    await this.reader.fresh();
    const rows = await this.reader.query<{ id: string; kind: string; message: string; session_id: string | null; assets: { assetId: string; revision: number }[]; created_at: Date; created_by: string }>(
      `SELECT * FROM ${this.t('versioning_commits')} WHERE game_id = $1 ORDER BY created_at DESC, id DESC`,
      [gameId],
    );
    return rows.map((r) => ({
      checkpoint_id: r.id,
      kind: r.kind,
      message: r.message,
      session_id: r.session_id,
      assets: r.assets.map((a) => ({ asset_id: a.assetId, revision: a.revision })),
      created_at: new Date(r.created_at).toISOString(),
      created_by: r.created_by,
    }));
  }

  async sessionExists(sessionId: string, gameId: string): Promise<boolean> {
    const rows = await this.reader.query(`SELECT 1 FROM ${this.t('versioning_sessions')} WHERE id = $1 AND game_id = $2`, [sessionId, gameId]);
    return rows.length > 0;
  }
}
