import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  LOCAL_SAVE_DB,
  clearSaves,
  closeLocalSaveDb,
  dataUrlToBlob,
  DB_NOT_INITIALIZED,
  deleteSave,
  getSave,
  listAllSaves,
  listSaves,
  pruneSaves,
  putSave,
  totalSize,
} from './localSaveDb';
import type { BigSave } from './localTimeline';

const E = '0f8fad5b-d9cb-469f-a165-70867728950e';
let n = 0;
const checkpoint = (gameId: string, timestamp: number, over: Partial<BigSave> = {}): BigSave => ({
  id: `cp-${++n}`,
  gameId,
  timestamp,
  timecode_ms: timestamp - 1000,
  state: { [E]: { Pos: { x: timestamp } } },
  label: `Checkpoint ${timestamp}`,
  type: 'manual',
  created_at: new Date(timestamp).toISOString(),
  thumbnail_url: null,
  ...over,
});
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

afterEach(async () => {
  await closeLocalSaveDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(LOCAL_SAVE_DB.name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('checkpointDb', () => {
  it('creates tempest_checkpoints v1 with the store checkpoints and its three indexes', async () => {
    await listAllSaves();
    await closeLocalSaveDb();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(LOCAL_SAVE_DB.name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(db.version).toBe(1);
    const store = db.transaction('checkpoints').objectStore('checkpoints');
    expect([...store.indexNames].sort()).toEqual(['gameId', 'gameId_timestamp', 'timestamp']);
    expect(store.index('gameId_timestamp').keyPath).toEqual(['gameId', 'timestamp']);
    db.close();
  });

  it('saves a checkpoint with its thumbnail as a Blob and loads it with an object URL; get answers null when absent', async () => {
    const saved = checkpoint('g1', 5000, { thumbnail_url: PNG });
    await putSave(saved, dataUrlToBlob(PNG));
    const loaded = await getSave(saved.id);
    expect(loaded).toEqual({
      ...saved,
      thumbnail_url: expect.stringMatching(/^blob:/),
    });
    expect(await getSave('missing')).toBeNull();
    const withoutThumbnail = checkpoint('g1', 6000);
    await putSave(withoutThumbnail, null);
    expect((await getSave(withoutThumbnail.id))?.thumbnail_url).toBeNull();
  });

  it('lists a game newest first, lists all, deletes one and clears a game', async () => {
    const a = checkpoint('g1', 1000);
    const b = checkpoint('g1', 3000);
    const c = checkpoint('g1', 2000);
    const other = checkpoint('g2', 4000);
    for (const cp of [a, b, c, other]) await putSave(cp, null);
    expect((await listSaves('g1')).map((cp) => cp.id)).toEqual([b.id, c.id, a.id]);
    expect((await listAllSaves()).map((cp) => cp.id)).toEqual([other.id, b.id, c.id, a.id]);
    await deleteSave(c.id);
    expect((await listSaves('g1')).map((cp) => cp.id)).toEqual([b.id, a.id]);
    expect(await clearSaves('g1')).toBe(2);
    expect(await listSaves('g1')).toEqual([]);
    expect((await listSaves('g2')).map((cp) => cp.id)).toEqual([other.id]);
  });

  it('prunes a game to its newest 50, leaving other games alone', async () => {
    for (let i = 0; i < 53; i++) await putSave(checkpoint('g1', 10_000 + i), null);
    await putSave(checkpoint('g2', 1), null);
    expect(await pruneSaves('g1')).toBe(3);
    const left = await listSaves('g1');
    expect(left).toHaveLength(50);
    expect(left[49]!.timestamp).toBe(10_003);
    expect(await listSaves('g2')).toHaveLength(1);
  });

  it('totals the serialized states plus the thumbnails', async () => {
    const cp = checkpoint('g1', 1000);
    const blob = dataUrlToBlob(PNG)!;
    await putSave(cp, blob);
    await putSave(checkpoint('g2', 1000), null);
    const stateBytes = JSON.stringify(cp.state).length;
    expect(await totalSize('g1')).toBe(stateBytes + blob.size);
    expect(await totalSize()).toBe(2 * stateBytes + blob.size);
  });

  it("answers 'Database not initialized' when IndexedDB is missing or refuses to open", async () => {
    const real = globalThis.indexedDB;
    try {
      Object.defineProperty(globalThis, 'indexedDB', {
        value: undefined,
        configurable: true,
        writable: true,
      });
      await expect(listSaves('g1')).rejects.toThrow(DB_NOT_INITIALIZED);
      globalThis.indexedDB = {
        open: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      } as unknown as IDBFactory;
      await expect(putSave(checkpoint('g1', 1), null)).rejects.toThrow(DB_NOT_INITIALIZED);
    } finally {
      globalThis.indexedDB = real;
    }
    expect(await listSaves('g1')).toEqual([]);
  });
});

describe('dataUrlToBlob', () => {
  it('decodes a base64 data URL with its type, and refuses anything else', () => {
    const blob = dataUrlToBlob('data:image/jpeg;base64,AAEC')!;
    expect([blob.type, blob.size]).toEqual(['image/jpeg', 3]);
    expect(dataUrlToBlob('https://example.com/x.png')).toBeNull();
  });
});
