import { Badge, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AuditSummaryAnswer } from '@tempest/contracts';
import type { ReactNode } from 'react';
import { ACTOR_COLORS } from './ChangeRow';

const SHOWN = 6;
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">{title}</Text>
      <Stack gap={8}>{children}</Stack>
    </Paper>
  );
}

function Bar({ label, value, max, color }: { label: ReactNode; value: number; max: number; color: string }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end">{label}</Text>
        <Text size="sm" fw={600}>{value.toLocaleString()}</Text>
      </Group>
      <Progress value={max > 0 ? (value / max) * 100 : 0} color={color} size="sm" />
    </Stack>
  );
}

/** A model's rate as a bar: the good part teal, the rest red, and the counts under it in words. */
function RateBar({ model, rate, counts, testId }: { model: string | null; rate: number | null; counts: string; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" truncate="end">{model ?? 'unknown model'}</Text>
        <Text size="sm" fw={700}>{percent(rate)}</Text>
      </Group>
      <Progress.Root size="sm">
        <Progress.Section value={rate === null ? 0 : rate * 100} color="teal" />
        <Progress.Section value={rate === null ? 0 : (1 - rate) * 100} color="red" />
      </Progress.Root>
      <Text size="xs" c="dimmed">{counts}</Text>
    </Stack>
  );
}

const GRID = { base: 1, sm: 2, lg: 4 };

/**
 * Changes per model and per actor kind, each model's review rate (accepted / (accepted + rejected)) and its
 * playtest pass rate (passed / run, issue 31).
 */
export function ChangeSummaryCards({ summary }: { summary: AuditSummaryAnswer | undefined }) {
  if (!summary) return <SimpleGrid cols={GRID}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={150} radius="md" />)}</SimpleGrid>;
  const playtests = summary.playtests ?? [];
  const models = summary.by_model.filter((m) => m.model !== null);
  const maxModel = Math.max(0, ...models.map((m) => m.count));
  return (
    <SimpleGrid cols={GRID} spacing="sm" data-testid="change-summary-cards">
      <Card title={`Changes by model · ${summary.total.toLocaleString()} in all`} testId="summary-by-model">
        {models.length === 0 && <Text size="sm" c="dimmed">No agent changes</Text>}
        {models.slice(0, SHOWN).map((m) => <Bar key={m.model} label={m.model} value={m.count} max={maxModel} color="violet" />)}
      </Card>
      <Card title="By actor kind" testId="summary-by-actor">
        {summary.by_actor_kind.map((k) => (
          <Bar key={k.actor_kind} value={k.count} max={summary.total} color={ACTOR_COLORS[k.actor_kind]}
            label={<Badge size="xs" variant="light" color={ACTOR_COLORS[k.actor_kind]}>{k.actor_kind}</Badge>} />
        ))}
      </Card>
      <Card title="Review rate per model" testId="summary-reviews">
        {summary.reviews.length === 0 && <Text size="sm" c="dimmed">No reviewed agent changes</Text>}
        {summary.reviews.slice(0, SHOWN).map((r) => (
          <RateBar key={r.model ?? 'none'} model={r.model} rate={r.rate} counts={`${r.accepted} accepted · ${r.rejected} rejected`} testId="review-rate" />
        ))}
      </Card>
      <Card title="Playtest pass rate per model" testId="summary-playtests">
        {playtests.length === 0 && <Text size="sm" c="dimmed">No agent playtests</Text>}
        {playtests.slice(0, SHOWN).map((p) => (
          <RateBar key={p.model ?? 'none'} model={p.model} rate={p.rate} counts={`${p.passed} of ${p.run} passed`} testId="playtest-rate" />
        ))}
      </Card>
    </SimpleGrid>
  );
}
