import { useCurrentUser } from '../../account/hooks/useCurrentUser';

/** Who may open the analytics pages: 'loading', 'signed-out', 'forbidden' (neither staff nor analyst) or 'allowed'. */
export function useAnalystGate(): 'loading' | 'signed-out' | 'forbidden' | 'allowed' {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return 'loading';
  if (!user.isAuthenticated) return 'signed-out';
  return user.isStaff || user.isAnalyst ? 'allowed' : 'forbidden';
}
