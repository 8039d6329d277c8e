import { Center, Loader, Skeleton, Stack, Text } from '@mantine/core';

/** What an editor shows while Monaco's chunk loads: the editor's place, and a loader that says so. */
export function EditorSkeleton({ label = 'Loading the editor…' }: { label?: string }) {
  return (
    <div style={{ position: 'relative', height: '100%', width: '100%' }} data-testid="editor-loading">
      <Skeleton height="100%" width="100%" radius={0} animate={false} />
      <Center pos="absolute" inset={0}>
        <Stack gap={6} align="center">
          <Loader size="sm" type="dots" aria-label={label} />
          <Text size="xs" c="dimmed">{label}</Text>
        </Stack>
      </Center>
    </div>
  );
}
