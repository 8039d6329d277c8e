import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function TokensSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your tokens" data-testid="tokens-loading">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {[0, 1, 2].map((key) => (
          <Paper key={key} p="lg" radius="lg" bg="dark.7">
            <Skeleton h={14} w="45%" mb="md" />
            <Skeleton h={36} w="60%" mb="sm" />
            <Skeleton h={12} w="70%" />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper p="lg" radius="lg" bg="dark.7">
        <Skeleton h={18} w={140} mb="lg" />
        <Skeleton h={220} />
      </Paper>
    </Stack>
  );
}
