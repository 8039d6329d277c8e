import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { GamesSection } from '../features/games/components/GamesSection/GamesSection';

export function GamesPage() {
  useDocumentTitle('Games · Tempest');

  return (
    <Stack gap="xl">
      <Stack gap={6} maw={640}>
        <Title order={1} c="white" data-testid="page-title">
          Games
        </Title>
        <Text c="dimmed" size="lg">
          Every game in the studio. Start a new one and rename it as it takes shape — changes show up
          instantly for everyone with this page open.
        </Text>
      </Stack>
      <GamesSection />
    </Stack>
  );
}
