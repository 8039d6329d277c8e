import { skipToken } from '@reduxjs/toolkit/query';
import { SIGNED_OUT_USER, useGetMeQuery, useWatchUserRoomQuery, type CurrentUser } from '../accountApi';

export type CurrentUserState = {
  /** Signed-out defaults until /api/me answers, so callers never handle undefined. */
  user: CurrentUser;
  isAuthenticated: boolean;
  /** The user's id, or null when signed out. */
  userId: string | null;
  /** True only before the first answer: render neither signed-in nor signed-out UI yet. */
  isLoading: boolean;
};

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetMeQuery();
  const user = data ?? SIGNED_OUT_USER;
  // While anyone shows the signed-in user, their balance and account follow their own room live.
  useWatchUserRoomQuery(user.isAuthenticated && user.userPk ? user.userPk : skipToken);
  return {
    user,
    isAuthenticated: user.isAuthenticated,
    userId: user.isAuthenticated ? user.userPk : null,
    isLoading,
  };
}
