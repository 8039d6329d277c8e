import { EmptyState, Paper } from '@mantine/core';
import { IconCloudStorm } from '@tabler/icons-react';

export function GamesEmptyState() {
  return (
    <Paper p="xl" radius="lg" bg="transparent" style={{ borderStyle: 'dashed' }} data-testid="games-empty">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconCloudStorm size={30} />}
        title="No games yet"
        description="Be the first to make one. A new game shows up here right away — and in every other open tab."
        py="xl"
      />
    </Paper>
  );
}
