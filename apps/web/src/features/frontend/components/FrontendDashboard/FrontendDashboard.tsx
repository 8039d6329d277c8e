import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { frontendActions } from '../../frontendSlice';
import { WorkbenchLoading } from '../WorkbenchLoading/WorkbenchLoading';

const FrontendWorkbench = lazy(() => import('../FrontendWorkbench/FrontendWorkbench').then((m) => ({ default: m.FrontendWorkbench })));

/** The frontend editor wrapper: loads the workbench lazily and marks the editor open while mounted. */
export function FrontendDashboard({ gameId, onShowHistory }: { gameId: string; onShowHistory?: (asset: HistoryAsset) => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(frontendActions.opened(gameId));
    return () => {
      dispatch(frontendActions.closed());
    };
  }, [gameId, dispatch]);

  return (
    <Suspense fallback={<WorkbenchLoading />}>
      <FrontendWorkbench gameId={gameId} onShowHistory={onShowHistory} />
    </Suspense>
  );
}
