import { Badge, Table, Text } from '@mantine/core';
import type { ExplorerEvent } from '@tempest/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { eventHref } from '../explorerFilters';
import { actorLabel, eventTypeWords, formatTime } from '../explorerFormat';

const KIND_COLORS = { user: 'blue', agent: 'grape', system: 'gray' } as const;

/** A page of events, newest first; a row opens the event's page. */
export function EventTable({ events }: { events: ExplorerEvent[] }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="event-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Position</Table.Th>
            <Table.Th w={180}>Time</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Stream</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Model</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr
              key={e.position}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(eventHref(e.position, params))}
              data-testid="event-row"
              data-position={e.position}
            >
              <Table.Td>
                <Text size="sm" ff="monospace">{e.position}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{formatTime(e.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} data-testid="event-type-words">{eventTypeWords(e.event_type)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">{e.event_type}</Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" ff="monospace" truncate="end" title={e.stream_id}>{e.stream_id}</Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Badge size="xs" variant="light" color={KIND_COLORS[e.actor.kind] ?? 'gray'} mr={6}>{e.actor.kind}</Badge>
                <Text span size="sm" c={e.actor.name ? undefined : 'dimmed'} ff={e.actor.name && !e.actor.name.startsWith('pseudonym:') ? undefined : 'monospace'} title={[e.actor.name, e.actor.id].filter(Boolean).join(' · ')} data-testid="event-actor">{actorLabel(e.actor)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={e.model ? undefined : 'dimmed'}>{e.model ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
