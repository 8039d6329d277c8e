import { Badge, Button, Center, EmptyState, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFullDate } from '../../../../components/RelativeTime/formatRelativeTime';
import { formatSigned, formatTokens, kindLabel } from '../../tokenFormat';
import type { TokenLedgerEntry } from '@tempest/contracts';

const PAGE_SIZE = 25;
const KIND_COLORS: Record<string, string> = { weekly_allowance: 'teal', purchase: 'yellow', consumption: 'storm' };
const when = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const count = (value: number | null) => (value === null ? '—' : formatTokens(value));
const amountColor = (amount: number) => (amount > 0 ? 'teal.4' : amount < 0 ? 'red.4' : 'dimmed');

function HistoryRow({ entry }: { entry: TokenLedgerEntry }) {
  const date = new Date(entry.at);
  return (
    <Table.Tr data-testid="tokens-history-row" data-kind={entry.kind}>
      <Table.Td>
        <Tooltip label={formatFullDate(date)}>
          <Text component="time" dateTime={entry.at} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {when.format(date)}
          </Text>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={KIND_COLORS[entry.kind] ?? 'gray'} radius="sm" miw="max-content">
          {kindLabel(entry.kind)}
        </Badge>
        {entry.note && (
          <Text size="xs" c="dimmed" mt={2} lineClamp={1}>
            {entry.note}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {entry.model ? (
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {entry.model}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{count(entry.input_tokens)}</Table.Td>
      <Table.Td ta="right">{count(entry.output_tokens)}</Table.Td>
      <Table.Td ta="right">
        <Text span fw={700} ff="monospace" c={amountColor(entry.amount)} data-testid="tokens-history-amount">
          {formatSigned(entry.amount)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {formatTokens(entry.balance_after)}
      </Table.Td>
    </Table.Tr>
  );
}

export function TokenHistoryTable({ entries }: { entries: TokenLedgerEntry[] }) {
  const [shown, setShown] = useState(PAGE_SIZE);

  return (
    <Paper p="lg" radius="lg" bg="dark.7" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title">
        History
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every grant and every AI call, newest first
      </Text>
      {entries.length === 0 ? (
        <EmptyState
          variant="light"
          icon={<IconHistory size={26} />}
          title="No history yet"
          description="Your weekly allowance and each AI request will be listed here."
          py="xl"
          data-testid="tokens-history-empty"
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="tokens-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Activity</Table.Th>
                  <Table.Th>Model</Table.Th>
                  <Table.Th ta="right">Input</Table.Th>
                  <Table.Th ta="right">Output</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.slice(0, shown).map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {entries.length > shown && (
            <Center mt="md">
              <Button variant="subtle" onClick={() => setShown((n) => n + PAGE_SIZE)} data-testid="tokens-history-more">
                Show {Math.min(PAGE_SIZE, entries.length - shown)} more of {entries.length - shown}
              </Button>
            </Center>
          )}
        </>
      )}
    </Paper>
  );
}
