import { Box, EmptyState, Group, Paper, Text, Title } from '@mantine/core';
import { ParentSize } from '@visx/responsive';
import { IconChartBar } from '@tabler/icons-react';
import { formatTokens } from '../../tokenFormat';
import type { TokenUsageDay } from '@tempest/contracts';
import { UsageBars } from '../UsageBars/UsageBars';

const CHART_HEIGHT = 260;

function Legend({ color, label, total }: { color: string; label: string; total: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} bg={color} style={{ borderRadius: 3 }} aria-hidden />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" fw={600}>
        {formatTokens(total)}
      </Text>
    </Group>
  );
}

/** Tokens granted (above the line) and consumed (below) per day over the last 30 days. */
export function UsageChart({ days }: { days: TokenUsageDay[] }) {
  const granted = days.reduce((sum, d) => sum + d.granted, 0);
  const consumed = days.reduce((sum, d) => sum + d.consumed, 0);
  const empty = granted === 0 && consumed === 0;

  return (
    <Paper p="lg" radius="lg" bg="dark.7" component="section" aria-labelledby="usage-title">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <div>
          <Title order={2} size="h4" id="usage-title">
            Last 30 days
          </Title>
          <Text size="sm" c="dimmed">
            Tokens granted and consumed per day
          </Text>
        </div>
        {!empty && (
          <Group gap="lg">
            <Legend color="teal.5" label="Granted" total={granted} />
            <Legend color="storm.5" label="Consumed" total={consumed} />
          </Group>
        )}
      </Group>
      {empty ? (
        <EmptyState
          variant="light"
          icon={<IconChartBar size={26} />}
          title="No token activity in the last 30 days"
          description="Chatting with the agent and generating games spends tokens; they show up here by day."
          py="xl"
          data-testid="tokens-chart-empty"
        />
      ) : (
        <Box h={CHART_HEIGHT} data-testid="tokens-chart">
          <ParentSize debounceTime={50}>
            {({ width }) => (width > 0 ? <UsageBars data={days} width={width} height={CHART_HEIGHT} /> : null)}
          </ParentSize>
        </Box>
      )}
    </Paper>
  );
}
