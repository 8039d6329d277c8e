import { Anchor, Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../api/apiError';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { loginPath } from '../features/auth/authPaths';
import { useGetExplorerEventQuery } from '../features/analytics/analyticsApi';
import { AnalystOnly } from '../features/analytics/components/AnalystOnly';
import { EventChainGraph } from '../features/analytics/components/EventChainGraph';
import { JsonTree } from '../features/analytics/components/JsonTree';
import { listHref } from '../features/analytics/explorerFilters';
import { actorLabel, eventTypeWords, formatTime } from '../features/analytics/explorerFormat';
import { PlaytestRecord } from '../features/playtest/components/PlaytestChecks/PlaytestRecord';
import { useAnalystGate } from '../features/analytics/hooks/useAnalystGate';

function Fact({ label, value, title, testId }: { label: string; value: string | null; title?: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} title={title} data-testid={testId}>{value ?? '—'}</Text>
    </Stack>
  );
}

/** /analytics/events/:position: an event's envelope, data, metadata and correlation/causation chain. */
export function AnalyticsEventPage() {
  const { position = '' } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(`Event ${position} · Analytics · Tempest`);
  const gate = useAnalystGate();
  const { data, error, isFetching, refetch } = useGetExplorerEventQuery(position, { skip: gate !== 'allowed' });
  if (gate === 'signed-out') return <Navigate to={loginPath({ next: `/analytics/events/${position}` })} replace />;
  if (gate === 'forbidden') return <AnalystOnly />;
  const back = <Anchor component={Link} to={listHref(params)} size="sm" data-testid="back-to-events"><Group gap={4}><IconArrowLeft size={14} />Events</Group></Anchor>;
  if (error) return <Stack>{back}<ErrorBanner title="Couldn't load this event" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} /></Stack>;
  if (!data) return <Center py={80}><Loader type="dots" aria-label="Loading the event" /></Center>;
  const { event } = data;
  return (
    <Stack gap="lg" data-testid="event-page">
      {back}
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1} c="white" data-testid="page-title">{event.event_type}</Title>
        <Badge variant="light" size="lg">#{event.position}</Badge>
        <Text c="dimmed" data-testid="event-type-words">{eventTypeWords(event.event_type)}</Text>
      </Group>
      {event.event_type === 'PlaytestRecorded' && <PlaytestRecord data={data.data} />}
      <Card withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Stream" value={event.stream_id} />
          <Fact label="Revision" value={event.revision} />
          <Fact label="Time" value={formatTime(event.at)} />
          <Fact label="Actor" value={`${event.actor.kind}${event.actor.id ? ` · ${actorLabel(event.actor)}` : ''}`} title={event.actor.id ?? undefined} testId="event-actor" />
          <Fact label="Model" value={event.model} />
          <Fact label="Event id" value={event.event_id} />
          <Fact label="Correlation" value={event.correlation_id} />
          <Fact label="Caused by" value={event.causation_id} />
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" p="md" data-testid="event-data">
          <Title order={3} size="h4" c="white" mb="xs">Data</Title>
          <JsonTree value={data.data} />
        </Card>
        <Card withBorder radius="md" p="md" data-testid="event-metadata">
          <Title order={3} size="h4" c="white" mb="xs">Metadata</Title>
          <JsonTree value={data.metadata} />
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" p="md">
        <Title order={3} size="h4" c="white" mb={4}>Correlation and causation</Title>
        <Text size="sm" c="dimmed" mb="sm">Every event sharing this correlation id, oldest at the top; this event is marked.</Text>
        <EventChainGraph chain={data.chain} current={event.position} />
      </Card>
    </Stack>
  );
}
