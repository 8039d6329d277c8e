import type { UserEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { UserProfile } from './user-profile.item.js';

export type { UserProfile } from './user-profile.item.js';

/** A row of `user_profiles`: public facts about an account only (never its email). */
export type UserProfileRow = { id: string; username: string; created_at: string };

export const avatarPathOf = (userId: string): string => `/api/users/${userId}/avatar.svg`;

export const toUserProfile = (row: UserProfileRow): UserProfile => ({
  id: row.id,
  username: row.username,
  profileImage: avatarPathOf(row.id),
  joinedAt: new Date(row.created_at).toISOString(),
});

/** Pure: the row after one event of the user's stream. */
export const evolveUserProfileRow = (row: UserProfileRow | null, recorded: RecordedEvent): UserProfileRow | null => {
  const event = recorded as unknown as RecordedEvent & UserEvent;
  if (event.type === 'UserErased') return null; // an erased account has no profile
  if (event.type !== 'UserRegistered') return row;
  return { id: event.data.userId, username: event.data.username, created_at: event.data.registeredAt };
};
