import { Inject, Injectable } from '@nestjs/common';
import type { AssetType } from '@tempest/domain';
import {
  assetRevision,
  assetRevisionBefore,
  assetRevisions,
  gameCommits,
  pendingChanges,
  pendingChangesByIds,
  presentAssets,
  revisionHead,
  sessionExists,
  undoStackOf,
  type CommitItem,
  type PendingChangeItem,
  type PendingFilter,
  type ReadDb,
  type RevisionItem,
  type UndoStackView,
  type WorkingTreeAsset,
} from '@tempest/projections';
import { AssetReader } from '../assets/asset-reader.js';
import { diffContent, type ContentChange } from './asset-diff.js';
import { READ_DB } from '../infrastructure/read-db.module.js';

export type { PendingFilter };

/** The working tree's groups, as GET /create/versioning/working-tree/{gameId}/ answers them (docs/api-assets.md, Versioning); `flows` are logic files. */
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
  constructor(
    private readonly reader: AssetReader,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  async workingTree(gameId: string) {
    await this.reader.fresh();
    const tree: Record<string, WorkingTreeAsset[]> = Object.fromEntries(Object.values(GROUP).map((g) => [g, []]));
    for (const asset of await presentAssets(this.db, gameId)) tree[GROUP[asset.type]].push(asset);
    return { game_id: gameId, revision_head: await this.revisionHead(gameId), working_tree: tree };
  }

  revisionHead(gameId: string): Promise<string | null> {
    return revisionHead(this.db, gameId);
  }

  /** Newest first; one more than asked tells whether there are more. */
  async revisions(assetId: string, limit: number, sessionId: string | null): Promise<{ revisions: RevisionItem[]; hasMore: boolean }> {
    await this.reader.fresh();
    return assetRevisions(this.db, assetId, limit, sessionId);
  }

  async revision(assetId: string, revision: number): Promise<RevisionItem | null> {
    await this.reader.fresh();
    return assetRevision(this.db, assetId, revision);
  }

  /** The content an asset change at `revision` started from and ended at, and the keys that differ (the history drawer's diff). */
  async changeDiff(assetId: string, revision: number): Promise<{ from: RevisionItem | null; to: RevisionItem | null; changes: ContentChange[] }> {
    await this.reader.fresh();
    const [from, to] = await Promise.all([assetRevisionBefore(this.db, assetId, revision), assetRevision(this.db, assetId, revision)]);
    return { from, to, changes: diffContent(from?.data ?? null, to?.data ?? null) };
  }

  async pendingChanges(gameId: string, filter: PendingFilter): Promise<PendingChangeItem[]> {
    await this.reader.fresh();
    return pendingChanges(this.db, gameId, filter);
  }

  /** Pending changes by id (any game), to route accept/reject to their assets. */
  async pendingByIds(ids: string[]): Promise<PendingChangeItem[]> {
    await this.reader.fresh();
    return pendingChangesByIds(this.db, ids);
  }

  async undoStack(gameId: string, userId: string, fresh = true): Promise<UndoStackView> {
    if (fresh) await this.reader.fresh();
    return undoStackOf(this.db, gameId, userId);
  }

  async commits(gameId: string): Promise<CommitItem[]> {
    await this.reader.fresh();
    return gameCommits(this.db, gameId);
  }

  sessionExists(sessionId: string, gameId: string): Promise<boolean> {
    return sessionExists(this.db, sessionId, gameId);
  }
}
