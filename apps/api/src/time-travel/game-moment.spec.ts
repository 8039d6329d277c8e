import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import type { AssetVersionRow } from '@tempest/projections';
import { countsOf, revisionsAt, treeAgainstNow } from './game-moment.js';

const event = (assetId: string, type: string, revision: number, position: number, at: string): RecordedEvent => ({
  id: `${assetId}-${revision}`,
  type,
  streamId: `asset-${assetId}`,
  revision: BigInt(revision),
  globalPosition: BigInt(position),
  schemaVersion: 1,
  data: { assetId, at },
  metadata: { actorId: null, actorKind: 'user', model: null, correlationId: 'c', causationId: null, requestId: null, timestamp: at },
});
const row = (id: string, revision: number, data: Record<string, unknown>, exists = true): AssetVersionRow => ({ id, type: 'prompt', name: id, revision, exists, data });

describe('time travel, folded', () => {
  const streams = new Map([
    ['a', [event('a', 'AssetCreated', 0, 10, '2026-01-01T10:00:00Z'), event('a', 'PendingChangesAccepted', 1, 12, '2026-01-01T10:30:00Z'), event('a', 'AssetEdited', 2, 20, '2026-01-01T11:00:00Z')]],
    ['b', [event('b', 'AssetCreated', 0, 30, '2026-01-01T12:00:00Z')]],
  ]);

  it("given a position, takes each asset's last content event at or before it, and leaves out those created later", () => {
    expect(revisionsAt(streams, { position: 15n })).toEqual({ refs: [{ assetId: 'a', revision: 0 }], position: 10n });
    expect(revisionsAt(streams, { position: 30n })).toEqual({ refs: [{ assetId: 'a', revision: 2 }, { assetId: 'b', revision: 0 }], position: 30n });
    expect(revisionsAt(streams, { position: 9n })).toEqual({ refs: [], position: null });
  });

  it("given a time, reads the events' own times", () => {
    expect(revisionsAt(streams, { at: '2026-01-01T11:00:00.000Z' }).refs).toEqual([{ assetId: 'a', revision: 2 }]);
    expect(revisionsAt(streams, { at: '2026-01-01T10:59:59.000Z' }).refs).toEqual([{ assetId: 'a', revision: 0 }]);
  });

  it('says what became of each asset since: added, removed, changed, same', () => {
    const then = [row('kept', 1, { x: 1 }), row('edited', 1, { x: 1 }), row('gone', 3, { x: 1 }), row('deleted-then', 2, {}, false)];
    const now = [row('kept', 4, { x: 1 }), row('edited', 2, { x: 2 }), row('gone', 4, {}, false), row('new', 0, { y: 1 }), row('deleted-then', 5, { z: 1 })];
    const tree = treeAgainstNow(then, now);
    expect(Object.fromEntries(tree.map((a) => [a.id, a.status]))).toEqual({ kept: 'same', edited: 'changed', gone: 'removed', new: 'added', 'deleted-then': 'added' });
    expect(tree.find((a) => a.id === 'new')).toMatchObject({ revision: null, now_revision: 0, hash: null, size: null });
    expect(countsOf(tree)).toEqual({ added: 2, removed: 1, changed: 1, same: 1 });
  });
});
