import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CreateGameForm } from '../features/games/components/CreateGameForm/CreateGameForm';
import { GamesList } from '../features/games/components/GamesList/GamesList';

export function GamesPage() {
  useDocumentTitle('Games · Tempest');

  return (
    <Stack gap="xl">
      <Stack gap={6} maw={640}>
        <Title order={1} c="white" data-testid="page-title">
          Games
        </Title>
        <Text c="dimmed" size="lg">
          Every game in your studio. Start a new one, rename it as it takes shape — changes show up
          instantly for everyone with this page open.
        </Text>
      </Stack>

      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Paper p="lg" radius="lg" shadow="md" bg="dark.7" pos="sticky" top={84}>
            <Title order={2} size="h4" mb={4}>
              New game
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              A name is enough to begin. You can change it later.
            </Text>
            <CreateGameForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <GamesList />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
