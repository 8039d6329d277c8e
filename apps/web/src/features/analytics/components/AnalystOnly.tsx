import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What a signed-in user who is neither staff nor an analyst sees on the analytics pages. */
export function AnalystOnly() {
  return (
    <Stack align="center" gap="sm" py={80} data-testid="analytics-forbidden">
      <IconLock size={48} color="var(--mantine-color-dimmed)" />
      <Title order={2} c="white">Only staff and analysts can see this</Title>
      <Text c="dimmed" ta="center" maw={460}>
        The event explorer and its exports are for the studio&apos;s staff and analysts. Ask staff if you need access.
      </Text>
      <Button component={Link} to="/games" variant="light" mt="sm">Back to games</Button>
    </Stack>
  );
}
