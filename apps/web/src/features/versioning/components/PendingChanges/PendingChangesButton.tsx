import { Badge, Button } from '@mantine/core';
import { IconGitPullRequest } from '@tabler/icons-react';
import { useGetPendingChangesQuery } from '../../versioningApi';

/** Top-bar button with the count of changes still waiting for review. */
export function PendingChangesButton({ gameId, onOpen }: { gameId: string; onOpen: () => void }) {
  const { data } = useGetPendingChangesQuery({ gameId, status: 'pending' });
  const count = data?.count ?? data?.pending_changes.length ?? 0;
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconGitPullRequest size={16} />}
      rightSection={
        <Badge size="sm" circle={count < 10} color={count > 0 ? 'yellow' : 'gray'} data-testid="pending-count">
          {count}
        </Badge>
      }
      onClick={onOpen}
      data-testid="pending-changes-button"
    >
      Pending changes
    </Button>
  );
}
