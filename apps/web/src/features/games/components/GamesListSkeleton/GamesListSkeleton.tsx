import { Box, Group, Paper, Skeleton, Stack } from '@mantine/core';

const ROWS = [72, 55, 64];

export function GamesListSkeleton() {
  return (
    <Stack gap="sm" data-testid="games-loading" aria-busy="true" aria-label="Loading games">
      {ROWS.map((width, index) => (
        <Paper key={index} p="md" radius="lg" bg="dark.6">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Skeleton height={44} width={44} radius="md" />
            <Box style={{ flex: 1 }}>
              <Skeleton height={14} width={`${width / 2}%`} radius="sm" />
              <Skeleton height={10} width={`${width}%`} radius="sm" mt={12} />
              <Skeleton height={10} width={`${width - 20}%`} radius="sm" mt={8} />
              <Skeleton height={8} width={90} radius="sm" mt={12} />
            </Box>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
