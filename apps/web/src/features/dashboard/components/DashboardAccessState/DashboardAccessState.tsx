import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';

type DashboardAccessStateProps = { kind: 'forbidden' | 'not-found' };

/** Why the studio cannot open: someone else's game (403) or no such game (404). */
export function DashboardAccessState({ kind }: DashboardAccessStateProps) {
  const forbidden = kind === 'forbidden';
  const Icon = forbidden ? IconLock : IconMoodEmpty;
  return (
    <Stack align="center" gap="sm" py={80} data-testid={forbidden ? 'dashboard-forbidden' : 'dashboard-not-found'}>
      <Icon size={48} color="var(--mantine-color-dimmed)" />
      <Title order={2} c="white">{forbidden ? 'This game is not yours to edit' : 'Game not found'}</Title>
      <Text c="dimmed" ta="center" maw={460}>
        {forbidden ? 'Only the creator can change this game.' : 'There is no game at this address. It may have been deleted.'}
      </Text>
      <Button component={Link} to="/games" variant="light" mt="sm">Back to games</Button>
    </Stack>
  );
}
