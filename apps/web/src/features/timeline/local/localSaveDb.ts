import type { EntityState } from '@tempest/game-sdk/protocol';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BigSave } from './localTimeline';

/**
 * Big checkpoints in the browser's IndexedDB (spec 3 "Client (browser-local) checkpoints", §7 "Browser-local only",
 * §9; docs/web-timeline.md) through `idb`. The thumbnail is kept as a Blob; its object URL is made on load.
 */

export const LOCAL_SAVE_DB = {
  name: 'tempest_checkpoints',
  version: 1,
  store: 'checkpoints',
} as const;
export const DB_NOT_INITIALIZED = 'Database not initialized';
/** Pruning keeps the newest 50 of a game by default (spec 3 §9). */
export const KEEP_PER_GAME = 50;

/** One stored big checkpoint: the checkpoint without its URL, plus the thumbnail blob. */
export type StoredSave = Omit<BigSave, 'thumbnail_url'> & {
  thumbnail_blob?: Blob;
};

interface CheckpointSchema extends DBSchema {
  checkpoints: {
    key: string;
    value: StoredSave;
    indexes: {
      gameId: string;
      timestamp: number;
      gameId_timestamp: [string, number];
    };
  };
}

type Db = IDBPDatabase<CheckpointSchema>;

let opening: Promise<Db> | null = null;

/** The open database; 'Database not initialized' when IndexedDB is missing or refuses to open. */
function database(): Promise<Db> {
  if (opening) return opening;
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error(DB_NOT_INITIALIZED));
  const open = () =>
    openDB<CheckpointSchema>(LOCAL_SAVE_DB.name, LOCAL_SAVE_DB.version, {
      upgrade(db) {
        const store = db.createObjectStore(LOCAL_SAVE_DB.store, {
          keyPath: 'id',
        });
        store.createIndex('gameId', 'gameId');
        store.createIndex('timestamp', 'timestamp');
        store.createIndex('gameId_timestamp', ['gameId', 'timestamp']);
      },
      terminated() {
        opening = null;
      },
    });
  // A synchronous throw of indexedDB.open (blocked storage) is a refusal too.
  const attempt = Promise.resolve()
    .then(open)
    .catch(() => {
      opening = null;
      throw new Error(DB_NOT_INITIALIZED);
    });
  opening = attempt;
  return attempt;
}

/** Closes the connection (tests, and before deleting the database). */
export async function closeLocalSaveDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}

const gameRange = (gameId: string) => IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]);

/** A data URL (what the frame's screenshot answers) as a Blob; null when it is not a base64 data URL. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+)?(?:;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  try {
    const bytes = Uint8Array.from(atob(match[2]!), (c) => c.charCodeAt(0));
    return new Blob([bytes], { type: match[1] ?? 'application/octet-stream' });
  } catch {
    return null;
  }
}

function loaded(record: StoredSave): BigSave {
  const { thumbnail_blob, ...checkpoint } = record;
  return {
    ...checkpoint,
    thumbnail_url: thumbnail_blob ? URL.createObjectURL(thumbnail_blob) : null,
  };
}

/** Saves (or replaces) a big checkpoint with its thumbnail blob. */
export async function putSave(checkpoint: BigSave, thumbnail: Blob | null): Promise<void> {
  const { thumbnail_url: _url, ...fields } = checkpoint;
  const record: StoredSave = thumbnail ? { ...fields, thumbnail_blob: thumbnail } : fields;
  await (await database()).put(LOCAL_SAVE_DB.store, record);
}

export async function getSave(id: string): Promise<BigSave | null> {
  const record = await (await database()).get(LOCAL_SAVE_DB.store, id);
  return record ? loaded(record) : null;
}

/** A game's big checkpoints, newest first. */
export async function listSaves(gameId: string): Promise<BigSave[]> {
  const records = await (await database()).getAllFromIndex(LOCAL_SAVE_DB.store, 'gameId_timestamp', gameRange(gameId));
  return records.reverse().map(loaded);
}

/** Every stored big checkpoint, newest first. */
export async function listAllSaves(): Promise<BigSave[]> {
  const records = await (await database()).getAllFromIndex(LOCAL_SAVE_DB.store, 'timestamp');
  return records.reverse().map(loaded);
}

export async function deleteSave(id: string): Promise<void> {
  await (await database()).delete(LOCAL_SAVE_DB.store, id);
}

/** Deletes a game's checkpoints in one transaction; answers how many. */
export async function clearSaves(gameId: string): Promise<number> {
  const tx = (await database()).transaction(LOCAL_SAVE_DB.store, 'readwrite');
  const keys = await tx.store.index('gameId').getAllKeys(gameId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  return keys.length;
}

/** Keeps a game's newest `keep` checkpoints (by timestamp) and deletes the rest; answers how many went. */
export async function pruneSaves(gameId: string, keep: number = KEEP_PER_GAME): Promise<number> {
  const tx = (await database()).transaction(LOCAL_SAVE_DB.store, 'readwrite');
  const keys = await tx.store.index('gameId_timestamp').getAllKeys(gameRange(gameId));
  const doomed = keys.slice(0, Math.max(0, keys.length - keep));
  await Promise.all([...doomed.map((key) => tx.store.delete(key)), tx.done]);
  return doomed.length;
}

const encoder = new TextEncoder();

/** Bytes taken: each serialized state plus its thumbnail (one game's, or all). */
export async function totalSize(gameId?: string): Promise<number> {
  const db = await database();
  const records =
    gameId === undefined ? await db.getAll(LOCAL_SAVE_DB.store) : await db.getAllFromIndex(LOCAL_SAVE_DB.store, 'gameId', gameId);
  return records.reduce(
    (sum, r) => sum + encoder.encode(JSON.stringify(r.state satisfies EntityState)).length + (r.thumbnail_blob?.size ?? 0),
    0,
  );
}
