import { useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
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
import type { AssetTypeName } from '@tempest/contracts';

type Confirmation = { impact: RejectImpact; run: () => Promise<void> };

/**
 * Accept / reject one change or all (of the filtered asset type), restore a rejected one, with a toast on
 * failure. A reject that deletes an asset or discards more than a small edit waits for `confirmation`.
 */
export function usePendingReview(gameId: string, assetType: AssetTypeName | null) {
  const toast = useToast();
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

  const report = (title: string, done?: string) => (result: { error?: unknown }) => {
    if (result.error) toast.show({ title, message: errorMessage(result.error), color: 'red' });
    else if (done) toast.show({ title: done, message: 'Undo brings it back.', color: 'gray' });
  };
  const rejectWithCare = (targets: typeof open, run: () => Promise<{ error?: unknown }>) => {
    const impact = rejectImpact(targets, open);
    const go = () => run().then(report('Failed to reject change', targets.length === 1 ? `Rejected the change to ${targets[0].asset_name}` : 'Changes rejected'));
    if (impact) setConfirmation({ impact, run: go });
    else void go();
  };

  return {
    busy,
    confirmation: confirmation?.impact ?? null,
    confirm: () => {
      if (!confirmation) return;
      void confirmation.run().then(() => setConfirmation(null));
    },
    cancel: () => setConfirmation(null),
    accept: (id: string) => void accept({ gameId, changeIds: [id] }).then(report('Failed to accept change')),
    reject: (id: string) => {
      const target = open.filter((c) => c.id === id);
      rejectWithCare(target, () => reject({ gameId, changeIds: [id] }));
    },
    reopen: (id: string) => void reopen({ gameId, changeIds: [id] }).then(report('Failed to restore change')),
    acceptAll: () => void acceptAll({ gameId, assetType }).then(report('Failed to accept changes')),
    rejectAll: () => rejectWithCare(open.filter((c) => !assetType || c.asset_type === assetType), () => rejectAll({ gameId, assetType })),
  };
}
