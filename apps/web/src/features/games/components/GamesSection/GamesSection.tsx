import { Grid } from '@mantine/core';
import { CreateGamePanel } from '../CreateGamePanel/CreateGamePanel';
import { GamesList } from '../GamesList/GamesList';

/** The live games list beside the "New game" panel (home page and /games). */
export function GamesSection() {
  return (
    <Grid gap="xl" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
        <CreateGamePanel />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
        <GamesList />
      </Grid.Col>
    </Grid>
  );
}
