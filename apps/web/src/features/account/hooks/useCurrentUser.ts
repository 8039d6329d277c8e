import { SIGNED_OUT_USER, useGetMeQuery, type CurrentUser } from '../accountApi';

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
  return {
    user,
    isAuthenticated: user.isAuthenticated,
    userId: user.isAuthenticated ? user.userPk : null,
    isLoading,
  };
}
