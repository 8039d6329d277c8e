import { useState } from 'react';
import type { AssetTypeName, ResolveAnswer } from '@tempest/contracts';
import { errorMessage } from '../../../../api/apiError';
import { useAppDispatch } from '../../../../app/hooks';
import { useToast } from '../../../toasts';
import { rejectImpact, type RejectImpact } from '../../rejectImpact';
import {
  useAcceptAllChangesMutation,
  useAcceptChangesMutation,
  useGetPendingChangesQuery,
  useRejectAllChangesMutation,
  useRejectChangesMutation,
  useReopenChangesMutation,
} from '../../versioningApi';
import { changesRemoved } from '../../versioningSessionSlice';
import { counted } from '../../../../components/text/counted';

type Confirmation = { impact: RejectImpact; run: () => Promise<void> };
type Outcome = { data?: ResolveAnswer; error?: unknown };


/**
 * Accept / reject one change, the batch selection or all (of the filtered asset type), restore a rejected
 * one, with a toast on failure. A reject that deletes an asset or discards more than a small edit waits for
 * `confirmation`. Reviewed changes leave the batch selection and the active preview.
 */
export function usePendingReview(gameId: string, assetType: AssetTypeName | null) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  // Every change still pending (shared with the top bar's count): what a reject would take with it.
  const { data: pending } = useGetPendingChangesQuery({ gameId, status: 'pending' });
  const [accept, a] = useAcceptChangesMutation();
  const [reject, r] = useRejectChangesMutation();
  const [reopen, o] = useReopenChangesMutation();
  const [acceptAll, aa] = useAcceptAllChangesMutation();
  const [rejectAll, ra] = useRejectAllChangesMutation();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const busy = a.isLoading || r.isLoading || o.isLoading || aa.isLoading || ra.isLoading;
  const open = pending?.pending_changes ?? [];

  const report = (title: string, done?: string) => (result: Outcome) => {
    if (result.error) {
      toast.show({ title, message: errorMessage(result.error), color: 'red' });
      return;
    }
    const reviewed = [...(result.data?.accepted ?? []), ...(result.data?.rejected ?? [])];
    if (reviewed.length > 0) dispatch(changesRemoved(reviewed));
    if (done) toast.show({ title: done, message: 'Undo brings it back.', color: 'gray' });
  };
  const rejectWithCare = (targets: typeof open, run: () => Promise<Outcome>) => {
    const impact = rejectImpact(targets, open);
    const go = () => run().then(report('Failed to reject change', targets.length === 1 ? `Rejected the change to ${targets[0].asset_name}` : `Rejected ${counted(targets.length, 'change')}`));
    if (impact) setConfirmation({ impact, run: go });
    else void go();
  };
  const rejectIds = (ids: string[]) => rejectWithCare(open.filter((c) => ids.includes(c.id)), () => reject({ gameId, changeIds: ids }));

  return {
    busy,
    confirmation: confirmation?.impact ?? null,
    confirm: () => {
      if (!confirmation) return;
      void confirmation.run().then(() => setConfirmation(null));
    },
    cancel: () => setConfirmation(null),
    accept: (id: string) => void accept({ gameId, changeIds: [id] }).then(report('Failed to accept change')),
    reject: (id: string) => rejectIds([id]),
    /** The batch selection, all or nothing. */
    acceptSelected: (ids: string[]) => void accept({ gameId, changeIds: ids }).then(report('Failed to accept changes')),
    rejectSelected: rejectIds,
    reopen: (id: string) => void reopen({ gameId, changeIds: [id] }).then(report('Failed to restore change')),
    acceptAll: () => void acceptAll({ gameId, assetType }).then(report('Failed to accept changes')),
    rejectAll: () => rejectWithCare(open.filter((c) => !assetType || c.asset_type === assetType), () => rejectAll({ gameId, assetType })),
  };
}
