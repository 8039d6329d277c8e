import { useEffect, useState } from 'react';

/** A frame that has not said READY after this long has most likely stopped on an error. */
export const SLOW_LOADING_MS = 15_000;

/** True once the same loading text has been showing for `afterMs`; false again when it changes or clears. */
export function useSlowLoading(loadingText: string | null, afterMs = SLOW_LOADING_MS): boolean {
  const [slowFor, setSlowFor] = useState<string | null>(null);
  useEffect(() => {
    if (loadingText === null) return;
    const timer = window.setTimeout(() => setSlowFor(loadingText), afterMs);
    return () => window.clearTimeout(timer);
  }, [loadingText, afterMs]);
  return loadingText !== null && slowFor === loadingText;
}
