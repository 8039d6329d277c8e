import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { useGetPendingChangesQuery } from '../../versioningApi';
import { PendingChangeCard } from './PendingChangeCard';
import { PendingFilters, type PendingFilterState } from './PendingFilters';
import { RejectConfirm } from './RejectConfirm';
import { usePendingReview } from './usePendingReview';

type PendingChangesDrawerProps = { gameId: string; meId: string | null; opened: boolean; onClose: () => void };

/** Review of the agent's changes: each applied at once and listed here until accepted or rejected. */
export function PendingChangesDrawer({ gameId, meId, opened, onClose }: PendingChangesDrawerProps) {
  const [filters, setFilters] = useState<PendingFilterState>({ status: 'pending', assetType: null, mine: false });
  const { data, error, isLoading, isFetching, refetch } = useGetPendingChangesQuery(
    {
      gameId,
      status: filters.status,
      // Absent rather than null, so the unfiltered list shares PendingChangesButton's cache entry.
      ...(filters.assetType ? { assetType: filters.assetType } : {}),
      ...(filters.mine && meId ? { assignedToId: meId } : {}),
    },
    { skip: !opened },
  );
  const review = usePendingReview(gameId, filters.assetType);
  const changes = data?.pending_changes ?? [];
  const anyPending = changes.some((c) => c.status === 'pending');

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title="Pending changes">
      <Stack gap="md" data-testid="pending-drawer">
        <PendingFilters value={filters} onChange={setFilters} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="pending-list-count">
            {changes.length} {changes.length === 1 ? 'change' : 'changes'}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" color="red" disabled={!anyPending || review.busy} onClick={review.rejectAll}
              data-testid="pending-reject-all">
              Reject all
            </Button>
            <Button size="xs" color="teal" disabled={!anyPending || review.busy} onClick={review.acceptAll}
              data-testid="pending-accept-all">
              Accept all
            </Button>
          </Group>
        </Group>
        {isLoading && <Skeleton h={200} />}
        {error && !data && (
          <ErrorBanner title="Couldn't load pending changes" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
        )}
        {data && changes.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="xl" data-testid="pending-empty">
            Nothing to review. Changes the assistant makes appear here.
          </Text>
        )}
        {changes.map((change) => (
          <PendingChangeCard key={change.id} change={change} meId={meId} busy={review.busy}
            onAccept={review.accept} onReject={review.reject} onRestore={review.reopen} />
        ))}
      </Stack>
      <RejectConfirm impact={review.confirmation} busy={review.busy} onConfirm={review.confirm} onClose={review.cancel} />
    </Drawer>
  );
}
