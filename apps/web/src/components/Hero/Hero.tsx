import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustments, IconArrowDown, IconBolt, IconFlame, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/account/hooks/useCurrentUser';
import classes from './Hero.module.css';

// Spec §2: the three feature blurbs, verbatim.
const FEATURES = [
  { icon: IconSparkles, title: 'AI-Powered', text: 'Intelligent generation' },
  { icon: IconBolt, title: 'Instant Start', text: 'Start immediately' },
  { icon: IconAdjustments, title: 'Full Control', text: 'Customize everything' },
] as const;

/** The landing headline (spec §1) with the primary calls to action. */
export function Hero() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Stack gap="lg" align="center">
        <Title order={1} id="hero-title" className={classes.title} data-testid="page-title">
          Build something <span className={classes.legendary}>Legendary</span>
        </Title>
        <Text className={classes.line} data-testid="hero-line">
          Create games by chatting with AI
        </Text>
        <Group gap="sm" justify="center" mih={42}>
          {!isLoading && (
            <Button
              component={Link}
              to={isAuthenticated ? '#games' : '/register'}
              size="md"
              radius="xl"
              variant="gradient"
              rightSection={isAuthenticated ? <IconArrowDown size={18} /> : undefined}
              data-testid="hero-primary"
            >
              {isAuthenticated ? 'Start a new game' : 'Start creating — free'}
            </Button>
          )}
          <Button component={Link} to="/creator" size="md" radius="xl" variant="default" leftSection={<IconFlame size={18} />}>
            Read the Manifesto
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="lg" w="100%" maw={860}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper key={title} p="md" radius="lg" className={classes.feature}>
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={700} c="white">
                    {title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
