import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ExplorerEvent } from '@tempest/contracts';
import { Link, useSearchParams } from 'react-router';
import { eventHref } from '../explorerFilters';
import { actorLabel, eventTypeWords, formatTime } from '../explorerFormat';

/** The page of events on a phone: one card a row, the type first; a card opens the event. */
export function EventCards({ events }: { events: ExplorerEvent[] }) {
  const [params] = useSearchParams();
  return (
    <Stack gap={6} data-testid="event-cards">
      {events.map((e) => (
        <UnstyledButton key={e.position} component={Link} to={eventHref(e.position, params)} data-testid="event-row" data-position={e.position}>
          <Card withBorder radius="md" p="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} truncate="end" title={e.event_type} data-testid="event-type-words">{eventTypeWords(e.event_type)}</Text>
              <Text size="xs" ff="monospace" c="dimmed">#{e.position}</Text>
            </Group>
            <Text size="xs" ff="monospace" c="dimmed" truncate="end">{e.event_type} · {e.stream_id}</Text>
            <Group gap={6} mt={2}>
              <Badge size="xs" variant="light">{e.actor.kind}</Badge>
              {e.actor.id && <Text size="xs" fw={500} title={e.actor.id} data-testid="event-actor">{actorLabel(e.actor)}</Text>}
              {e.model && <Badge size="xs" variant="outline" color="grape" tt="none">{e.model}</Badge>}
              <Text size="xs" c="dimmed">{formatTime(e.at)}</Text>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
