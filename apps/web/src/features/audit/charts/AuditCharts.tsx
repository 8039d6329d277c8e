import { ColorSwatch, Group, Paper, SimpleGrid, Skeleton, Text, useMantineTheme } from '@mantine/core';
import { ParentSize } from '@visx/responsive';
import type { AuditChartsAnswer } from '@tempest/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/apiError';
import { ErrorBanner } from '../../../components/ErrorBanner/ErrorBanner';
import { useGetChangeChartsQuery } from '../auditApi';
import { byDay, OTHER, topKeys, type Series } from './chartData';
import { DayBars } from './DayBars';
import { ModelBars, modelBarsHeight } from './ModelBars';

type AuditChartsProps = { from?: string; to?: string };

const HEIGHT = 190;
const TYPES_SHOWN = 5;

function ChartCard({ title, series, children, testId }: { title: string; series?: Series[]; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">{title}</Text>
      {series && (
        <Group gap="sm" my={6}>
          {series.map((s) => (
            <Group key={s.key} gap={4} wrap="nowrap"><ColorSwatch color={s.color} size={10} /><Text size="xs">{s.label}</Text></Group>
          ))}
        </Group>
      )}
      {children}
    </Paper>
  );
}

function useSeries(data: AuditChartsAnswer) {
  const { colors } = useMantineTheme();
  const palette = [colors.blue[5], colors.teal[5], colors.orange[5], colors.pink[5], colors.yellow[5], colors.gray[6]];
  const types = topKeys(data.events_by_type.map((r) => ({ key: r.event_type, count: r.count })), TYPES_SHOWN);
  const typeSeries = [...types.keys, ...(types.other ? [OTHER] : [])].map((key, i) => ({ key, label: key, color: palette[i] }));
  const editSeries = [
    { key: 'user', label: 'Human', color: colors.blue[5] },
    { key: 'agent', label: 'Agent', color: colors.violet[5] },
    { key: 'system', label: 'System', color: colors.gray[6] },
  ];
  const gameSeries = [{ key: 'created', label: 'Created', color: colors.teal[5] }, { key: 'published', label: 'Published', color: colors.orange[5] }];
  return { typeSeries, editSeries, gameSeries, typeKeys: types.keys };
}

function Charts({ data }: { data: AuditChartsAnswer }) {
  const { typeSeries, editSeries, gameSeries, typeKeys } = useSeries(data);
  const events = byDay(data.days, data.events_by_type.map((r) => ({ day: r.day, key: r.event_type, count: r.count })), typeKeys);
  const edits = byDay(data.days, data.edits_by_actor.map((r) => ({ day: r.day, key: r.actor_kind, count: r.count })), ['user', 'agent', 'system']);
  const games = byDay(data.days, data.games_by_day.flatMap((r) => [{ day: r.day, key: 'created', count: r.created }, { day: r.day, key: 'published', count: r.published }]), ['created', 'published']);
  const bars = (rows: typeof events, series: Series[], label: string) => (
    // A fixed height: the chart is measured for its width only, and the card must not wait for it to know its size.
    <div style={{ height: HEIGHT }}>
      <ParentSize debounceTime={50}>{({ width }) => <DayBars rows={rows} series={series} width={width} height={HEIGHT} label={label} />}</ParentSize>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="audit-charts">
      <ChartCard title="Events per day by type" series={typeSeries} testId="chart-events-by-type">{bars(events, typeSeries, 'Events per day by type')}</ChartCard>
      <ChartCard title="Agent vs human edits per day" series={editSeries} testId="chart-edits">{bars(edits, editSeries, 'Asset edits per day by actor')}</ChartCard>
      <ChartCard title="Tokens by model" testId="chart-tokens">
        {data.tokens_by_model.length === 0 ? <Text size="sm" c="dimmed" mt="sm">No tokens consumed in this range</Text> : (
          <div style={{ height: modelBarsHeight(data.tokens_by_model.length), marginTop: 8 }}>
            <ParentSize debounceTime={50}>{({ width }) => <ModelBars rows={data.tokens_by_model} width={width} />}</ParentSize>
          </div>
        )}
      </ChartCard>
      <ChartCard title="Games created and published per day" series={gameSeries} testId="chart-games">{bars(games, gameSeries, 'Games created and published per day')}</ChartCard>
    </SimpleGrid>
  );
}

/**
 * The change log's charts (visx), for /staff/changes and the analysts' page: events per day by type, agent
 * vs human edits, tokens by model, games created and published. `from`/`to` as the API takes them (default:
 * the last 30 days).
 */
export function AuditCharts({ from, to }: AuditChartsProps) {
  const { data, error, isLoading, refetch, isFetching } = useGetChangeChartsQuery({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  if (isLoading) return <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={240} radius="md" />)}</SimpleGrid>;
  if (error || !data) return <ErrorBanner title="Couldn't load the charts" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  return <Charts data={data} />;
}
