import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { evolveUserProfileRow, type UserProfileRow } from './user-profiles.read-model.js';

export const USER_PROFILES = 'user_profiles';

const USER_STREAM_PREFIX = 'user-';

const rows: RowProjection<UserProfileRow> = {
  table: 'user_profiles',
  key: 'id',
  columns: ['id', 'username', 'created_at'],
  keyOf: (event) => (event.streamId.startsWith(USER_STREAM_PREFIX) ? event.streamId.slice(USER_STREAM_PREFIX.length) : null),
  evolve: evolveUserProfileRow,
};

export const userProfilesProjector: Projector = {
  name: USER_PROFILES,
  version: 1,
  tables: ['user_profiles'],
  eventTypes: ['UserRegistered', 'UserErased'],
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('user_profiles')} (
      id uuid PRIMARY KEY,
      username text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS user_profiles_username ON ${t('user_profiles')} (lower(username))`);
  },
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    const id = rows.keyOf(event);
    return id ? [{ readModel: 'user_profiles', id, rooms: [`user:${id}`] }] : [];
  },
};
