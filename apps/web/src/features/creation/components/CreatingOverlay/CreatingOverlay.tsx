import { Loader, Overlay, Stack, Text, Title } from '@mantine/core';

/** The full-screen spinner shown while the game is being created. */
export function CreatingOverlay({ prompt }: { prompt: string }) {
  return (
    <Overlay fixed zIndex={400} backgroundOpacity={0.82} color="#07080f" blur={6} center data-testid="prompt-creating">
      <Stack align="center" gap="md" maw={520} px="lg" ta="center" role="status" aria-live="polite">
        <Loader size="xl" type="dots" color="storm.4" />
        <Title order={2} c="white">
          Creating your game…
        </Title>
        <Text c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          “{prompt}”
        </Text>
        <Text size="sm" c="dark.2">
          Setting up your studio. The AI agent starts building as soon as it opens.
        </Text>
      </Stack>
    </Overlay>
  );
}
