import { assetRevision, assetRevisionBefore, type ReadDb, type RevisionItem } from '@tempest/projections';

/** One changed top-level key between two versions of an asset's content. */
export type ContentChange = { key: string; before: unknown; after: unknown };

/** Pure: the top-level keys whose values differ (a missing content counts as empty), sorted by key. */
export const diffContent = (before: Record<string, unknown> | null, after: Record<string, unknown> | null): ContentChange[] => {
  const a = before ?? {};
  const b = after ?? {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ key, before: a[key] ?? null, after: b[key] ?? null }));
};

/** The content an asset change at `revision` started from and ended at, and the keys that differ (the history drawer's diff). */
export const changeDiff = async (db: ReadDb, assetId: string, revision: number): Promise<{ from: RevisionItem | null; to: RevisionItem | null; changes: ContentChange[] }> => {
  const [from, to] = await Promise.all([assetRevisionBefore(db, assetId, revision), assetRevision(db, assetId, revision)]);
  return { from, to, changes: diffContent(from?.data ?? null, to?.data ?? null) };
};
