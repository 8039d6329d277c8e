import { createHash } from 'node:crypto';
import type { MomentAsset, MomentDiffStatus } from '@tempest/contracts';
import { isAssetContentEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { AssetVersionRow } from '@tempest/projections';

/** A moment of `$all`: a global position, or a time (every change at or before it). */
export type Moment = { position: bigint } | { at: string };

const timeOf = (event: RecordedEvent): string => {
  const at = (event.data as { at?: unknown } | null)?.at;
  return typeof at === 'string' ? at : event.metadata.timestamp;
};

const atOrBefore = (event: RecordedEvent, moment: Moment): boolean =>
  'position' in moment ? event.globalPosition <= moment.position : Date.parse(timeOf(event)) <= Date.parse(moment.at);

/**
 * Pure: each asset's revision at the moment — its last content event at or before it (an asset whose stream
 * starts later is left out) — and the newest such event's position.
 */
export const revisionsAt = (streams: Map<string, RecordedEvent[]>, moment: Moment): { refs: { assetId: string; revision: number }[]; position: bigint | null } => {
  const refs: { assetId: string; revision: number }[] = [];
  let position: bigint | null = null;
  for (const events of streams.values()) {
    let last: RecordedEvent | null = null;
    for (const event of events) {
      if (!atOrBefore(event, moment)) break; // a stream's events are in position order
      if (isAssetContentEvent(event)) last = event;
    }
    if (!last) continue;
    refs.push({ assetId: (last.data as { assetId: string }).assetId, revision: Number(last.revision) });
    if (position === null || last.globalPosition > position) position = last.globalPosition;
  }
  return { refs, position };
};

export const contentHash = (data: Record<string, unknown> | null): { hash: string; size: number } => {
  const json = JSON.stringify(data ?? {});
  return { hash: createHash('sha256').update(json).digest('hex').slice(0, 16), size: Buffer.byteLength(json) };
};

/** Pure: the assets that existed then, and those added since, each with its status against now; by name. */
export const treeAgainstNow = (then: AssetVersionRow[], now: AssetVersionRow[]): MomentAsset[] => {
  const thenById = new Map(then.filter((a) => a.exists).map((a) => [a.id, a]));
  const nowById = new Map(now.filter((a) => a.exists).map((a) => [a.id, a]));
  const ids = [...new Set([...thenById.keys(), ...nowById.keys()])];
  return ids
    .map((id): MomentAsset => {
      const was = thenById.get(id);
      const is = nowById.get(id);
      const content = was ? contentHash(was.data) : null;
      const status: MomentDiffStatus = !was ? 'added' : !is ? 'removed' : content!.hash === contentHash(is.data).hash ? 'same' : 'changed';
      return { id, type: (was ?? is)!.type, name: (was ?? is)!.name, revision: was?.revision ?? null, now_revision: is?.revision ?? null, hash: content?.hash ?? null, size: content?.size ?? null, status };
    })
    .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
};

export const countsOf = (assets: MomentAsset[]): Record<MomentDiffStatus, number> => {
  const counts: Record<MomentDiffStatus, number> = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const a of assets) counts[a.status]++;
  return counts;
};
