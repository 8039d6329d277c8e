import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuditCharts } from './AuditCharts';

/** The ranges an analyst picks from; the API refuses more than 366 days. */
const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'A year' },
];
const DAY_MS = 86_400_000;

/** The change log's charts over a range kept in the URL (`?days=`), so a view can be shared. */
export function ChartsTab() {
  const [params, setParams] = useSearchParams();
  const days = RANGES.some((r) => r.value === params.get('days')) ? params.get('days')! : '30';
  // A whole day boundary keeps the query (and its cache entry) the same for the whole day.
  const to = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS);
  const from = new Date(to.getTime() - Number(days) * DAY_MS);
  const pick = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('days', value);
      return next;
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} size="h4" c="white">What changed, per day</Title>
          <Text size="sm" c="dimmed">Every change to every game and account in the change log, in UTC days.</Text>
        </div>
        <SegmentedControl data={RANGES} value={days} onChange={pick} data-testid="charts-range" />
      </Group>
      <AuditCharts from={from.toISOString()} to={to.toISOString()} />
    </Stack>
  );
}
