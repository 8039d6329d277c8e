import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

type CarriedPromptProps = {
  /** "Sign up to build:" or "Log in to build:" */
  lead: string;
  prompt: string;
};

/** The game idea typed on the home screen, shown while the visitor signs up so it is not lost. */
export function CarriedPrompt({ lead, prompt }: CarriedPromptProps) {
  return (
    <Paper
      p="md"
      radius="lg"
      bg="color-mix(in srgb, var(--mantine-color-storm-9) 35%, transparent)"
      style={{ borderColor: 'var(--mantine-color-storm-8)' }}
      data-testid="carried-prompt"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size={34} aria-hidden>
          <IconSparkles size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="storm.2" lts={0.6}>
            {lead}
          </Text>
          <Text size="sm" c="gray.2" lineClamp={3} mt={2} style={{ overflowWrap: 'anywhere' }}>
            “{prompt}”
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
