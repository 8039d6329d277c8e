import { Box, Group, Paper, Text } from '@mantine/core';
import { formatLongDay, formatTokens } from '../../tokenFormat';
import type { TokenUsageDay } from '@tempest/contracts';

function Row({ color, label, value }: { color: string; label: string; value: number }) {
  return (
    <Group gap={8} justify="space-between" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        <Box w={8} h={8} bg={color} style={{ borderRadius: 2 }} />
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text size="xs" fw={600} ff="monospace">
        {formatTokens(value)}
      </Text>
    </Group>
  );
}

export function UsageTooltip({ day }: { day: TokenUsageDay }) {
  return (
    <Paper p="xs" radius="md" shadow="lg" bg="dark.6" miw={160} data-testid="tokens-chart-tooltip">
      <Text size="xs" fw={700} mb={4}>
        {formatLongDay(day.day)}
      </Text>
      <Row color="teal.5" label="Granted" value={day.granted} />
      <Row color="storm.5" label="Consumed" value={day.consumed} />
    </Paper>
  );
}
