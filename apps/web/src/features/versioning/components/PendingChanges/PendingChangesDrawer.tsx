import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { allState, selectionAfterClick, toggledAll } from '../../batchSelection';
import { useGetPendingChangesQuery } from '../../versioningApi';
import { batchSelected, changesListed, previewed, selectActivePreview, selectBatchSelection } from '../../versioningSessionSlice';
import { PendingChangeCard } from './PendingChangeCard';
import { PendingFilters, type PendingFilterState } from './PendingFilters';
import { RejectConfirm } from './RejectConfirm';
import { SelectionBar } from './SelectionBar';
import { usePendingReview } from './usePendingReview';

type PendingChangesDrawerProps = { gameId: string; meId: string | null; opened: boolean; onClose: () => void };

/**
 * Review of the agent's changes: each applied at once and listed here until accepted or rejected, one at a
 * time or as a batch selection (ticks, Shift for a range, Ctrl/Cmd+A for all, arrow keys between rows).
 * Choosing a change previews it (its diff).
 */
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
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectBatchSelection);
  const active = useAppSelector(selectActivePreview);
  const anchor = useRef<string | null>(null);
  const changes = useMemo(() => data?.pending_changes ?? [], [data]);
  const order = useMemo(() => changes.filter((c) => c.status === 'pending').map((c) => c.id), [changes]);

  // A change accepted, rejected or removed (here, in another tab, by a filter) leaves the selection and the preview.
  useEffect(() => {
    if (data) dispatch(changesListed({ listed: changes.map((c) => c.id), pending: order }));
  }, [data, changes, order, dispatch]);

  const select = (id: string, range: boolean) => {
    dispatch(batchSelected(selectionAfterClick(selection, order, anchor.current, { id, range })));
    anchor.current = id;
  };
  const selectAll = () => dispatch(batchSelected(toggledAll(selection, order)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input[type="text"], input:not([type]), textarea, [contenteditable="true"], .monaco-editor')) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      dispatch(batchSelected([...order]));
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && target.matches('[data-pending-checkbox]')) {
      event.preventDefault();
      const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('[data-pending-checkbox]')];
      boxes[boxes.indexOf(target as HTMLInputElement) + (event.key === 'ArrowDown' ? 1 : -1)]?.focus();
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title="Pending changes">
      <Stack gap="md" data-testid="pending-drawer" onKeyDown={onKeyDown}>
        <PendingFilters value={filters} onChange={setFilters} />
        <Text size="sm" c="dimmed" data-testid="pending-list-count">
          {changes.length} {changes.length === 1 ? 'change' : 'changes'}
        </Text>
        <SelectionBar all={allState(selection, order)} selected={selection.length} selectable={order.length} busy={review.busy}
          onToggleAll={selectAll} onClear={() => dispatch(batchSelected([]))}
          onAcceptSelected={() => review.acceptSelected(selection)} onRejectSelected={() => review.rejectSelected(selection)}
          onAcceptAll={review.acceptAll} onRejectAll={review.rejectAll} />
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
            selected={selection.includes(change.id)} previewed={active === change.id} onSelect={select}
            onPreview={(id) => dispatch(previewed(active === id ? null : id))}
            onAccept={review.accept} onReject={review.reject} onRestore={review.reopen} />
        ))}
      </Stack>
      <RejectConfirm impact={review.confirmation} busy={review.busy} onConfirm={review.confirm} onClose={review.cancel} />
    </Drawer>
  );
}
