import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { checkSaveStateSize, sanitizeEntityState, type SaveState } from '@tempest/domain';
import type pg from 'pg';
import { databaseBlobs, ensureBlobTable } from '../../media/media-store.js';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/**
 * Save states (docs/api-timeline.md, Save states): a save's ecs_state, up to 1,000,000 characters of JSON,
 * kept as a gzip of its JSON in the content-addressed `save_states` table; its event names it by hash. The
 * event log stays small (every projection and export reads each event), a state saved twice is stored
 * once, and the embedded database writes a fifth of the bytes. No route serves the table: a state is read
 * through its timeline, by its player or the game's creator.
 */
export type SaveStates = {
  /** Stores a state's JSON (`saveStateJson`). */
  put(json: string): Promise<SaveState>;
  /** The states of these hashes (those stored), as JSON. */
  getMany(hashes: readonly string[]): Promise<Map<string, string>>;
};

/** A save's ecs_state cleaned as a session's is, as JSON; over the bound, 400 'timeline.state_too_large'. */
export const saveStateJson = (ecsState: unknown): string => {
  const json = JSON.stringify(sanitizeEntityState(ecsState));
  checkSaveStateSize(json.length);
  return json;
};

export const SAVE_STATES = Symbol('SAVE_STATES');
const TABLE = 'save_states';
const CONTENT_TYPE = 'application/gzip';

export const databaseSaveStates = async (pool: pg.Pool, schema: string): Promise<SaveStates> => {
  await ensureBlobTable(pool, schema, TABLE);
  const blobs = databaseBlobs(pool, schema, TABLE);
  return {
    async put(json) {
      // Level 1: a third to a twentieth of the bytes at about 10 ms a megabyte, off the event loop.
      const stored = await blobs.put(await gzipped(json, { level: 1 }), CONTENT_TYPE);
      return { hash: stored.hash, chars: json.length, storedBytes: stored.sizeBytes };
    },
    async getMany(hashes) {
      const found = await blobs.getMany(hashes);
      const states = await Promise.all([...found].map(async ([hash, blob]) => [hash, (await gunzipped(blob.bytes)).toString('utf8')] as const));
      return new Map(states);
    },
  };
};
