import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the workbench's code loads (FrontendDashboard) and while its project loads (FrontendWorkbench). */
export function WorkbenchLoading() {
  return (
    <Center h="100%" data-testid="frontend-loading">
      <Stack align="center" gap={6}>
        <Loader size="md" />
        <Text fw={600}>Loading Frontend Editor...</Text>
        <Text size="sm" c="dimmed">Preparing ECS state…</Text>
      </Stack>
    </Center>
  );
}
