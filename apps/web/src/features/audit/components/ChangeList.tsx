import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useMemo } from 'react';
import { errorMessage } from '../../../api/apiError';
import { ErrorBanner } from '../../../components/ErrorBanner/ErrorBanner';
import { useGetChangesInfiniteQuery } from '../auditApi';
import type { AuditParams } from '../auditFilters';
import { useLiveChanges } from '../hooks/useLiveChanges';
import { ChangeRow } from './ChangeRow';

type ChangeListProps = {
  gameId: string | null;
  params: AuditParams;
  room: string;
  selected: string | null;
  onOpen: (position: string) => void;
};

// Past this much scrolling a refetch would move the rows under the reader: offer "show new" instead.
const READING_SCROLL_PX = 240;

/** Changes newest first, "Load more" by keyset, new ones live (docs/api-audit.md). */
export function ChangeList({ gameId, params, room, selected, onOpen }: ChangeListProps) {
  const arg = useMemo(() => ({ gameId, params }), [gameId, params]);
  const list = useGetChangesInfiniteQuery(arg);
  const changes = useMemo(() => list.data?.pages.flatMap((p) => p.changes) ?? [], [list.data]);
  const pageCount = list.data?.pages.length ?? 0;
  const live = useLiveChanges({
    arg,
    room,
    newest: changes[0]?.position ?? null,
    isReading: () => pageCount > 1 || window.scrollY > READING_SCROLL_PX,
    refetch: () => void list.refetch(),
  });

  if (list.isLoading) return <Stack gap="xs">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={72} radius="md" />)}</Stack>;
  if (list.error && !list.data) {
    return <ErrorBanner title="Couldn't load the changes" message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  return (
    <Stack gap={6} data-testid="change-list">
      {live.waiting > 0 && (
        <Button variant="light" size="xs" leftSection={<IconArrowUp size={14} />} onClick={live.show} data-testid="show-new-changes">
          {live.waiting >= 100 ? '100+' : live.waiting} new {live.waiting === 1 ? 'change' : 'changes'} — show
        </Button>
      )}
      {changes.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-changes">No changes match these filters.</Text>
      )}
      {changes.map((change) => (
        <ChangeRow key={change.position} change={change} selected={change.position === selected} onOpen={onOpen} showGame={gameId === null} />
      ))}
      {list.hasNextPage && (
        <Center py="sm">
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="load-more-changes">
            Load more
          </Button>
        </Center>
      )}
      {list.isFetching && !list.isFetchingNextPage && <Center><Loader size="xs" type="dots" aria-label="Refreshing" /></Center>}
    </Stack>
  );
}
