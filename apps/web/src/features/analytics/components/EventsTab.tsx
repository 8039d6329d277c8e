import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/apiError';
import { ErrorBanner } from '../../../components/ErrorBanner/ErrorBanner';
import { useCurrentUser } from '../../account/hooks/useCurrentUser';
import { useGetExplorerEventsQuery } from '../analyticsApi';
import { actorLabel } from '../explorerFormat';
import { explorerQueryOf } from '../explorerFilters';
import { EventFilters } from './EventFilters';
import { EventPager } from './EventPager';
import { EventCards } from './EventCards';
import { EventTable } from './EventTable';

/** Browse `$all`: filters, a page of events both ways, and a row to open. */
export function EventsTab() {
  const [params] = useSearchParams();
  const query = explorerQueryOf(params);
  const { data, error, isLoading, isFetching, refetch } = useGetExplorerEventsQuery(query);
  // Known on the first render, so the filters start folded on a phone rather than fold after a flash.
  const { user } = useCurrentUser();
  const chosenActor = data?.events.find((e) => e.actor.id === query.actor_id)?.actor;
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md">
        <EventFilters key={`${params.toString()}|${phone}`} collapsible={phone} actorName={chosenActor ? actorLabel(chosenActor) : null} analyst={!user.isStaff} />
      </Card>
      <EventPager nextBefore={data?.next_before ?? null} nextAfter={data?.next_after ?? null} />
      {isLoading && (
        <Center py="xl">
          <Loader type="dots" aria-label="Loading events" />
        </Center>
      )}
      {error && <ErrorBanner title="Couldn't load the events" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && data.events.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-events">
          No events match these filters.
        </Text>
      )}
      {data && data.events.length > 0 && phone && <EventCards events={data.events} />}
      {data && data.events.length > 0 && !phone && (
        <Card withBorder radius="md" p={0} style={{ opacity: isFetching ? 0.6 : 1 }}>
          <EventTable events={data.events} />
        </Card>
      )}
    </Stack>
  );
}
