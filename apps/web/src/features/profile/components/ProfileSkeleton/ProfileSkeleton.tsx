import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function ProfileSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading profile" data-testid="profile-loading">
      <Paper p="xl" radius="lg" bg="dark.7">
        <Group gap="xl" wrap="nowrap">
          <Skeleton circle height={88} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={28} width="40%" radius="sm" />
            <Skeleton height={12} width="25%" radius="sm" />
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={400} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
