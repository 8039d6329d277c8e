import { Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Hero } from '../features/creation/components/Hero/Hero';
import { useCarriedPrompt } from '../features/creation/hooks/useCarriedPrompt';
import { GamesSection } from '../features/games/components/GamesSection/GamesSection';

export function HomePage() {
  useDocumentTitle('Tempest — Build something Legendary');
  const carriedPrompt = useCarriedPrompt();

  return (
    <Stack gap="xl">
      <Hero carriedPrompt={carriedPrompt} />
      <Box id="games" component="section" aria-labelledby="home-games-title" style={{ scrollMarginTop: 88 }}>
        <Stack gap={6} mb="lg" maw={640}>
          <Title order={2} id="home-games-title" c="white">
            The studio floor
          </Title>
          <Text c="dimmed">
            Games taking shape right now. Start your own — it appears here the moment you create it, in every open tab.
          </Text>
        </Stack>
        <GamesSection />
      </Box>
    </Stack>
  );
}
