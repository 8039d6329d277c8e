import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import {
  useAcceptAllChangesMutation,
  useAcceptChangesMutation,
  useRejectAllChangesMutation,
  useRejectChangesMutation,
} from '../../versioningApi';
import type { AssetTypeName } from '@tempest/contracts';

/** Accept / reject one change or all (of the filtered asset type), with a toast on failure. */
export function usePendingReview(gameId: string, assetType: AssetTypeName | null) {
  const toast = useToast();
  const [accept, a] = useAcceptChangesMutation();
  const [reject, r] = useRejectChangesMutation();
  const [acceptAll, aa] = useAcceptAllChangesMutation();
  const [rejectAll, ra] = useRejectAllChangesMutation();
  const busy = a.isLoading || r.isLoading || aa.isLoading || ra.isLoading;

  const report = (title: string) => (result: { error?: unknown }) => {
    if (result.error) toast.show({ title, message: errorMessage(result.error), color: 'red' });
  };
  return {
    busy,
    accept: (id: string) => void accept({ gameId, changeIds: [id] }).then(report('Failed to accept change')),
    reject: (id: string) => void reject({ gameId, changeIds: [id] }).then(report('Failed to reject change')),
    acceptAll: () => void acceptAll({ gameId, assetType }).then(report('Failed to accept changes')),
    rejectAll: () => void rejectAll({ gameId, assetType }).then(report('Failed to reject changes')),
  };
}
