import { Stack, Text } from '@mantine/core';

/**
 * What logic files are for (docs/api-assets.md "Logic files"): the game's rules written down, which the agent
 * reads and writes (logic/<name> in its view of the game, attachable to a chat message); the game never runs them.
 */
export function LogicFilesAbout({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <Text size="xs" c="dimmed" data-testid="logic-file-about">
        Notes for the AI agent: it reads and edits this file when it works on your game. The game does not run it — actions run from Scripts.
      </Text>
    );
  }
  return (
    <Stack gap={6} maw={460} data-testid="logic-file-about">
      <Text fw={600}>Logic files</Text>
      <Text size="sm" c="dimmed">
        Write down how your game works — its rules, turns, win and lose conditions — as notes, pseudo-code or code.
      </Text>
      <Text size="sm" c="dimmed">
        The AI agent reads them (and writes them) when it builds or changes your game, so it keeps to your rules; attach one
        to a chat message to point the agent at it. The game itself does not run logic files: the actions your frontend
        dispatches are the Python functions in Scripts.
      </Text>
      <Text size="sm" c="dimmed">Pick a logic file from the list, or create one.</Text>
    </Stack>
  );
}
