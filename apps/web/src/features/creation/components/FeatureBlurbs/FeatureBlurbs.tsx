import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAdjustments, IconBolt, IconSparkles } from '@tabler/icons-react';
import classes from './FeatureBlurbs.module.css';

// The three feature blurbs of the prompt screen (docs/api-agent.md, The prompt screen).
const FEATURES = [
  { icon: IconSparkles, title: 'AI-Powered', text: 'Intelligent generation' },
  { icon: IconBolt, title: 'Instant Start', text: 'Start immediately' },
  { icon: IconAdjustments, title: 'Full Control', text: 'Customize everything' },
] as const;

export function FeatureBlurbs() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" w="100%" maw={860} mx="auto">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <Paper key={title} p="md" radius="lg" className={classes.feature} data-testid="prompt-feature">
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
  );
}
