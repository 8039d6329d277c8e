import { useEffect, useState } from 'react';
import { CLONE_START, type CloneProgress } from '@tempest/contracts';
import { readCloneProgress } from '../cloneProgress';

/** What the dialog shows of a running clone; `lost` when the stream broke before the end. */
export type CloneWatch = { progress: CloneProgress; finished: boolean; lost: boolean };

/**
 * Follows a clone task over its event stream (GET /sse-progress/{taskId}, with the session cookie). The
 * server sends the current state first, so a late start misses nothing. A stream error closes it (spec 1 §4).
 */
export function useCloneProgress(taskId: string | null): CloneWatch {
  const [watch, setWatch] = useState<CloneWatch>({ progress: CLONE_START, finished: false, lost: false });

  useEffect(() => {
    if (taskId === null) return undefined;
    setWatch({ progress: CLONE_START, finished: false, lost: false });
    const source = new EventSource(`/sse-progress/${encodeURIComponent(taskId)}`, { withCredentials: true });
    let finished = false;
    source.onmessage = (event: MessageEvent<string>) => {
      const progress = readCloneProgress(event.data);
      if (!progress) return;
      finished = progress.percentDone >= 100 || progress.error !== undefined;
      setWatch({ progress, finished, lost: false });
      if (finished) source.close();
    };
    source.onerror = () => {
      source.close();
      if (!finished) setWatch((current) => ({ ...current, finished: true, lost: true }));
    };
    return () => source.close();
  }, [taskId]);

  return watch;
}
