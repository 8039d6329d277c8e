import { useGetTokenBalanceQuery } from '../accountApi';
import { tokenColor, type TokenColor } from '../tokenColor';
import { useCurrentUser } from './useCurrentUser';

/** The signed-in user's balance: the live figure once loaded, the one from /api/me before that. */
export function useTokenBalance(): { tokens: number; color: TokenColor } | null {
  const { user, isAuthenticated } = useCurrentUser();
  const { data } = useGetTokenBalanceQuery(undefined, { skip: !isAuthenticated });
  if (!isAuthenticated) return null;
  const tokens = data?.tokens ?? user.tokens;
  return { tokens, color: tokenColor(tokens) };
}
