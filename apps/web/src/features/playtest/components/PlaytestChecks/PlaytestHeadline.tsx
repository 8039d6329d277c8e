import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { PlaytestReport } from '@tempest/contracts';
import { playtestHeadline, playtestPassed, roundText } from '../../playtestFormat';

type PlaytestHeadlineProps = { report: Pick<PlaytestReport, 'checks' | 'passed'>; round?: { round: number; max_rounds: number } };

/**
 * "Played it: 6 of 6 checks" with a tick (calm green), or "Played it: 4 of 6 checks" with a warning sign (amber),
 * and "Round 2 of 3" after a turn's first round. The icon and the count say it without the colour.
 * Test ids: playtest-headline (data-passed), playtest-round.
 */
export function PlaytestHeadline({ report, round }: PlaytestHeadlineProps) {
  const passed = playtestPassed(report);
  const rounds = round ? roundText(round.round, round.max_rounds) : null;
  const Icon = passed ? IconCircleCheck : IconAlertTriangle;
  return (
    <Group gap={6} wrap="nowrap" miw={0} style={{ flex: 1 }}>
      <Icon size={16} color={passed ? 'var(--mantine-color-green-5)' : 'var(--mantine-color-yellow-5)'} style={{ flexShrink: 0 }} aria-hidden />
      <Text size="sm" fw={600} c={passed ? 'green.3' : 'yellow.3'} truncate="end" miw={0} data-testid="playtest-headline" data-passed={passed}>
        {playtestHeadline(report)}
      </Text>
      {rounds && <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }} data-testid="playtest-round">{rounds}</Badge>}
    </Group>
  );
}
