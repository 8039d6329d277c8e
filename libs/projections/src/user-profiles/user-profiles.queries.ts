import type { ReadDb } from '../read-db.js';
import { toUserProfile, type UserProfile, type UserProfileRow } from './user-profiles.read-model.js';

/** A user's public profile from `user_profiles`, or null (unknown, or registered too recently to be projected). */
export const userProfile = async (db: ReadDb, userId: string): Promise<UserProfile | null> => {
  const [row] = await db.query<UserProfileRow>(`SELECT id, username, created_at FROM ${db.table('user_profiles')} WHERE id = $1`, [userId]);
  return row ? toUserProfile(row) : null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The usernames of those of `ids` that are accounts (others — an agent's name, an erased account — are left out). */
export const usernamesOf = async (db: ReadDb, ids: readonly (string | null)[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<{ id: string; username: string }>(`SELECT id::text AS id, username FROM ${db.table('user_profiles')} WHERE id = ANY($1::uuid[])`, [wanted]);
  return new Map(rows.map((r) => [r.id, r.username]));
};

/** Accounts whose username starts with `text` (case-insensitive, through the lower(username) index), by name. */
export const accountsNamed = (db: ReadDb, text: string, limit: number): Promise<{ id: string; username: string }[]> => {
  const prefix = text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db.query<{ id: string; username: string }>(
    `SELECT id::text AS id, username FROM ${db.table('user_profiles')} WHERE lower(username) LIKE $1 ORDER BY lower(username) LIMIT ${limit}`,
    [`${prefix}%`],
  );
};

/** Accounts whose id starts with `text` (hex and dashes only), for a reader who may not search by name. */
export const accountsWithIdPrefix = (db: ReadDb, text: string, limit: number): Promise<{ id: string; username: string }[]> => {
  const prefix = text.trim().toLowerCase();
  if (!/^[0-9a-f-]{1,36}$/.test(prefix)) return Promise.resolve([]);
  return db.query<{ id: string; username: string }>(
    `SELECT id::text AS id, username FROM ${db.table('user_profiles')} WHERE id::text LIKE $1 ORDER BY id LIMIT ${limit}`,
    [`${prefix}%`],
  );
};
