import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarRepeat, IconCoins, IconFlame } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { tokenColor } from '../../../account/tokenColor';
import { formatTokens, refillText } from '../../tokenFormat';
import type { TokenHistory, TokenUsageDay } from '@tempest/contracts';

type StatProps = {
  icon: ReactNode;
  color: string;
  label: string;
  value: ReactNode;
  hint: ReactNode;
};

function Stat({ icon, color, label, value, hint }: StatProps) {
  return (
    <Paper p="lg" radius="lg" bg="dark.7">
      <Group gap="xs" mb="sm">
        <ThemeIcon variant="light" color={color} radius="md" size={30} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
      </Group>
      {value}
      <Text size="sm" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}

type TokenSummaryProps = { history: TokenHistory; days: TokenUsageDay[] };

export function TokenSummary({ history, days }: TokenSummaryProps) {
  const used = days.reduce((sum, d) => sum + d.consumed, 0);
  // The header's token button uses the same thresholds, so the two always agree.
  const color = tokenColor(history.tokens);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Stat
        icon={<IconCoins size={18} />}
        color={color}
        label="Balance"
        value={
          <Text fz={44} fw={800} lh={1} c={`${color}.4`} ff="monospace" data-testid="tokens-balance" data-color={color}>
            {formatTokens(history.tokens)}
          </Text>
        }
        hint="tokens available now"
      />
      <Stat
        icon={<IconCalendarRepeat size={18} />}
        color="teal"
        label="Weekly allowance"
        value={
          <Text fz={28} fw={700} lh={1.2} data-testid="tokens-allowance">
            {formatTokens(history.weekly_allowance)}
          </Text>
        }
        hint={
          <span data-testid="tokens-refill">
            {refillText(history.next_allocation_days) ?? 'Granted on your first visit each week'}
          </span>
        }
      />
      <Stat
        icon={<IconFlame size={18} />}
        color="storm"
        label="Used in 30 days"
        value={
          <Text fz={28} fw={700} lh={1.2} data-testid="tokens-used">
            {formatTokens(used)}
          </Text>
        }
        hint={used > 0 ? `about ${formatTokens(Math.round(used / 30))} a day` : 'nothing spent yet'}
      />
    </SimpleGrid>
  );
}
