import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import type { ErasureRecord } from '@tempest/contracts';
import { errorMessage } from '../../../api/apiError';
import { counted } from '../../../components/text/counted';
import { useGetErasuresQuery } from '../erasureApi';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function reachedText(reached: ErasureRecord['reached']): string {
  return [
    `${counted(reached.sessions, 'session')} ended`,
    `${counted(reached.names, 'name')} released`,
    `${counted(reached.gamesDeleted, 'game')} deleted`,
    `${counted(reached.gamesAnonymised, 'game')} anonymised`,
    `${counted(reached.keys, 'key')} destroyed`,
    `${counted(reached.exports, 'export')} deleted`,
    `${counted(reached.saves ?? 0, 'save')} deleted`,
    `${counted(reached.media ?? 0, 'screenshot')} deleted`,
  ].join(' · ');
}

/** The staff's record of erasures: when, by whom, what was reached; never what was erased. */
export function ErasuresTable() {
  const { data, error, isLoading } = useGetErasuresQuery();
  if (isLoading) return <Center py={60}><Loader aria-label="Loading" /></Center>;
  if (error || !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (data.erasures.length === 0) return <Text c="dimmed" data-testid="erasures-empty">No account has been erased.</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped highlightOnHover data-testid="erasures-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th visibleFrom="sm">Account</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>What was reached</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.erasures.map((e) => (
            <Table.Tr key={e.userId} data-testid="erasure-row">
              <Table.Td>{when.format(new Date(e.at))}</Table.Td>
              <Table.Td visibleFrom="sm"><Text ff="monospace" size="xs">{e.userId}</Text></Table.Td>
              <Table.Td>
                {e.by.kind === 'self' ? <Badge variant="light">Self</Badge> : <Text size="sm">Staff: {e.by.username ?? e.by.id}{e.reasonGiven ? ' (reason given)' : ''}</Text>}
              </Table.Td>
              <Table.Td><Text size="sm">{reachedText(e.reached)}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
