import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../toasts/useToast';
import { useLogoutMutation } from '../accountApi';

const FALLBACK_MESSAGE = 'An error occurred while logging out';

function failureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const { error: message } = error as { error: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return FALLBACK_MESSAGE;
}

/** Logs out, then goes to /login; a failure shows the 'Logout Failed' toast. */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const { show } = useToast();

  const logout = useCallback(async () => {
    try {
      await logoutMutation().unwrap();
      await navigate('/login');
    } catch (error) {
      show({ title: 'Logout Failed', message: failureMessage(error), color: 'red' });
    }
  }, [logoutMutation, navigate, show]);

  return { logout, isLoggingOut: isLoading };
}
