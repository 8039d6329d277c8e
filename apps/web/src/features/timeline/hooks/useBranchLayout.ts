import type { LeanSessionTimeline } from '@tempest/contracts';
import { useEffect, useMemo, useState } from 'react';
import { layoutBranchGraph, layoutShape, type BranchLayout } from '../branchGraph';
import LayoutWorker from '../branchLayout.worker?worker';

/** Below this many checkpoints the layout is quicker than a round trip to the worker. */
const WORKER_FROM = 80;

/**
 * The branch graph's layout, computed again only when the graph's shape changes (not on a refetch that only
 * adds a thumbnail), in a worker for big graphs so zoom, hover and the game keep running while it works.
 */
export function useBranchLayout(timeline: LeanSessionTimeline): BranchLayout | null {
  const request = useMemo(
    () => ({ checkpoints: timeline.checkpoints, rootId: timeline.root_checkpoint_id, mainPath: timeline.main_path, activeId: null }),
    [timeline],
  );
  const shape = useMemo(() => layoutShape(request), [request]);
  const small = request.checkpoints.length < WORKER_FROM;
  const direct = useMemo(() => (small ? layoutBranchGraph(request.checkpoints, request) : null), [small, shape]);
  const [computed, setComputed] = useState<{ shape: string; layout: BranchLayout } | null>(null);

  useEffect(() => {
    if (small || typeof Worker === 'undefined') return;
    const worker = new LayoutWorker();
    worker.onmessage = (event: MessageEvent<BranchLayout>) => setComputed({ shape, layout: event.data });
    worker.postMessage(request);
    return () => worker.terminate();
  }, [small, shape]);

  return direct ?? computed?.layout ?? null;
}
