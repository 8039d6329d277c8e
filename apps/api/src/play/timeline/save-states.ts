import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { checkSaveStateSize, DomainError, isSanitizedEntityState, sanitizeEntityState, TIMELINE_STATE_MAX_CHARS, type EntityState, type SaveState } from '@tempest/domain';
import type pg from 'pg';
import { RawJson } from '../../common/raw-json.js';
import { databaseBlobs, ensureBlobTable } from '../../media/media-store.js';

const compressed = promisify(brotliCompress);
const decompressed = promisify(brotliDecompress);
/**
 * Brotli at quality 1: twice as fast as gzip level 1 on a game state, and a little smaller. Output chunks
 * of a megabyte: a state is compressed in one pass of the thread pool, not in 16 KB round trips.
 */
const QUALITY_1 = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 }, chunkSize: 1 << 20 };

/**
 * A state's JSON as the store keeps it: the text (the request's own bytes when they were proven clean:
 * docs/api-timeline.md, Save states) and its length in characters.
 */
export type StateJson = { text: string | Buffer; chars: number };

/** A state's JSON compressed for the store (`SaveStates.compress`), ready to be put. */
export type CompressedState = { chars: number; bytes: Buffer };

/**
 * Save states (docs/api-timeline.md, Save states): a save's ecs_state, up to 1,000,000 characters of JSON,
 * kept as its JSON compressed (brotli) in the content-addressed `save_states` table; its event names it by hash. The
 * event log stays small (every projection and export reads each event), a state saved twice is stored
 * once, and the embedded database writes a fifth of the bytes. No route serves the table: a state is read
 * through its timeline, by its player or the game's creator.
 */
export type SaveStates = {
  /**
   * A state's JSON (`saveStateJson`) compressed, off the event loop: started as soon as the JSON is known,
   * it runs while the rest of a save is read and decided. Nothing is stored until `put`.
   */
  compress(json: string | StateJson): Promise<CompressedState>;
  /** Stores a compressed state. */
  put(state: CompressedState): Promise<SaveState>;
  /** The states of these hashes (those stored). The last few read are kept in memory: treat them as read-only. */
  getMany(hashes: readonly string[]): Promise<Map<string, EntityState>>;
  /** The JSON texts of these hashes (those stored), as `put` got them: an answer holds one without parsing it. */
  jsonOf(hashes: readonly string[]): Promise<Map<string, string>>;
  /** Deletes these states (an erased player's, named by no one else: docs/personal-data.md); answers how many were stored. */
  remove(hashes: readonly string[]): Promise<number>;
};

/** A save whose state was deleted by its player's erasure (docs/api-timeline.md). */
export const stateErased = () => new DomainError('timeline.state_erased');

/**
 * States kept in memory (each up to a megabyte of JSON, and its parsed value once asked for): a restore
 * reads its state twice (the answer's text, the session's fold).
 */
const CACHED_STATES = 4;

/**
 * A save's ecs_state cleaned as a session's is, as JSON; over the bound, 400 'timeline.state_too_large'.
 * A state the body parser kept as text (`RawJson`: proven clean and written as JSON.stringify writes,
 * by `cleanStateText`) is its own JSON: neither parsed nor written again. Over the bound it is parsed and
 * measured as any other, so the refusal names the same size.
 */
export const saveStateJson = (ecsState: unknown): StateJson => {
  if (ecsState instanceof RawJson && ecsState.chars <= TIMELINE_STATE_MAX_CHARS) return { text: ecsState.bytes, chars: ecsState.chars };
  const value = ecsState instanceof RawJson ? ecsState.parse() : ecsState;
  // A state a game sends is already clean: written as it is, not copied first.
  const json = JSON.stringify(isSanitizedEntityState(value) ? value : sanitizeEntityState(value));
  checkSaveStateSize(json.length);
  return { text: json, chars: json.length };
};

export const SAVE_STATES = Symbol('SAVE_STATES');
const TABLE = 'save_states';
const CONTENT_TYPE = 'application/x-brotli';

export const databaseSaveStates = async (pool: pg.Pool, schema: string): Promise<SaveStates> => {
  await ensureBlobTable(pool, schema, TABLE, { compressed: true });
  const blobs = databaseBlobs(pool, schema, TABLE);
  const cache = new Map<string, { json: string; state: EntityState | null }>();
  const remember = (hash: string, entry: { json: string; state: EntityState | null }) => {
    cache.delete(hash);
    cache.set(hash, entry);
    if (cache.size > CACHED_STATES) cache.delete(cache.keys().next().value!);
  };
  const entries = async (hashes: readonly string[]) => {
    const found = new Map<string, { json: string; state: EntityState | null }>();
    for (const hash of hashes) {
      const cached = cache.get(hash);
      if (cached) found.set(hash, cached);
    }
    for (const [hash, blob] of await blobs.getMany(hashes.filter((h) => !found.has(h)))) {
      found.set(hash, { json: (await decompressed(blob.bytes)).toString('utf8'), state: null });
    }
    for (const [hash, entry] of found) remember(hash, entry);
    return found;
  };
  return {
    async compress(json) {
      const { text, chars } = typeof json === 'string' ? { text: json, chars: json.length } : json;
      // A third to a twentieth of the bytes at 5–9 ms a megabyte here, in the thread pool.
      return { chars, bytes: await compressed(text, QUALITY_1) };
    },
    async put({ chars, bytes }) {
      const stored = await blobs.put(bytes, CONTENT_TYPE);
      return { hash: stored.hash, chars, storedBytes: stored.sizeBytes };
    },
    async getMany(hashes) {
      const states = new Map<string, EntityState>();
      for (const [hash, entry] of await entries(hashes)) {
        entry.state ??= JSON.parse(entry.json) as EntityState;
        states.set(hash, entry.state);
      }
      return states;
    },
    async jsonOf(hashes) {
      return new Map([...(await entries(hashes))].map(([hash, entry]) => [hash, entry.json]));
    },
    async remove(hashes) {
      if (hashes.length === 0) return 0;
      for (const hash of hashes) cache.delete(hash);
      const { rowCount } = await pool.query(`DELETE FROM "${schema.replace(/"/g, '""')}".${TABLE} WHERE hash = ANY($1::text[])`, [[...hashes]]);
      return rowCount ?? 0;
    },
  };
};
