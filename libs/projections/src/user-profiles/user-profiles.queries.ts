import type { ReadDb } from '../read-db.js';
import { toUserProfile, type UserProfile, type UserProfileRow } from './user-profiles.read-model.js';

/** A user's public profile from `user_profiles`, or null (unknown, or registered too recently to be projected). */
export const userProfile = async (db: ReadDb, userId: string): Promise<UserProfile | null> => {
  const [row] = await db.query<UserProfileRow>(`SELECT id, username, created_at FROM ${db.table('user_profiles')} WHERE id = $1`, [userId]);
  return row ? toUserProfile(row) : null;
};
