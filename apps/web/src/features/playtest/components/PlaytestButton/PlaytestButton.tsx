import { Button, CloseButton, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useRunPlaytestMutation } from '../../playtestApi';
import { playtestPassed, readPlaytestReport } from '../../playtestFormat';
import { PlaytestChecks, PlaytestFailures } from '../PlaytestChecks/PlaytestChecks';
import { PlaytestHeadline } from '../PlaytestChecks/PlaytestHeadline';
import { PlaytestRefused } from './PlaytestRefused';

/**
 * The preview toolbar's "Playtest" (issue 31): plays the game's current version as the agent's playtest does and
 * shows what it saw in a panel anchored to the button, with "Play it again". Only in the studio, whose visitors may
 * edit the game (the route refuses the rest). Test ids: preview-playtest (data-state), playtest-panel,
 * playtest-again, playtest-error.
 */
export function PlaytestButton({ gameId }: { gameId: string }) {
  const [run, { data, error, isLoading, reset }] = useRunPlaytestMutation();
  const [opened, setOpened] = useState(false);
  const report = data ? readPlaytestReport(data) : null;
  const play = () => {
    setOpened(true);
    void run(gameId);
  };
  const close = () => {
    setOpened(false);
    if (!isLoading) reset();
  };
  const state = isLoading ? 'running' : error ? 'error' : report ? 'done' : 'idle';
  return (
    <Popover opened={opened && !isLoading && state !== 'idle'} onChange={(o) => !o && close()} position="bottom-end" shadow="md" withArrow
      trapFocus returnFocus width="min(380px, calc(100vw - 24px))" withinPortal>
      <Popover.Target>
        <Button size="compact-sm" variant="light" color="teal" leftSection={<IconPlayerPlay size={14} />} onClick={play} disabled={isLoading} aria-busy={isLoading}
          title="Play the game as a player would and check what it does" aria-haspopup="dialog" data-testid="preview-playtest" data-state={state}
          // A whole word beside the build badges: they are the ones that truncate.
          style={{ flexShrink: 0 }}>
          {isLoading ? 'Playing…' : 'Playtest'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="playtest-panel" data-state={state} role="dialog" aria-label="Playtest">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            {report ? <PlaytestHeadline report={report} /> : <Text size="sm" fw={600}>The playtest did not run</Text>}
            <CloseButton size="sm" onClick={close} aria-label="Close the playtest" />
          </Group>
          {/* Only the report scrolls: the headline and "Play it again" stay in view on a phone. */}
          <ScrollArea.Autosize mah="min(50dvh, 440px)" type="auto" offsetScrollbars>
            <Stack gap="xs">
              {report && !playtestPassed(report) && <PlaytestFailures report={report} />}
              {report && <PlaytestChecks report={report} />}
              {!report && error !== undefined && <PlaytestRefused error={error} />}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} />} onClick={play} data-testid="playtest-again">
              Play it again
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
