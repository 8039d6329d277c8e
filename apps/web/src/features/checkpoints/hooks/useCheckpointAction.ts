import { useCallback } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';

/**
 * Runs one checkpoint call; on failure shows the spec's failure (spec 3 §8) as the toast's title and the
 * server's message, when it sent one, under it. Resolves to the answer, or null after a failure.
 */
export function useCheckpointAction() {
  const toast = useToast();
  return useCallback(
    async <T,>(call: () => Promise<T>, failure: string, success?: string): Promise<T | null> => {
      try {
        const answer = await call();
        if (success) toast.show({ title: success, color: 'teal' });
        return answer;
      } catch (error) {
        toast.show({ title: failure, message: errorMessage(error), color: 'red' });
        return null;
      }
    },
    [toast],
  );
}
