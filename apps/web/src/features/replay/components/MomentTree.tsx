import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { MomentAsset, MomentDiffStatus, MomentTreeAnswer } from '@tempest/contracts';
import { assetTypeWords } from '@tempest/contracts';
import { formatCount } from '../replayFormat';

const STATUS_COLOR: Record<MomentDiffStatus, string> = { added: 'teal', removed: 'red', changed: 'orange', same: 'gray' };
const STATUS_LABEL: Record<MomentDiffStatus, string> = { added: 'added since', removed: 'removed since', changed: 'changed since', same: 'same as now' };

type MomentTreeProps = { tree: MomentTreeAnswer; onOpen: (asset: MomentAsset) => void };

/** The working tree then, each asset with its status against now; a click opens its diff. */
export function MomentTree({ tree, onOpen }: MomentTreeProps) {
  return (
    <>
      <Group gap="xs" mb="xs" data-testid="moment-counts">
        {(Object.keys(STATUS_LABEL) as MomentDiffStatus[]).map((s) => (
          <Badge key={s} color={STATUS_COLOR[s]} variant="light">{tree.counts[s]} {STATUS_LABEL[s]}</Badge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={300}>
        <Table striped highlightOnHover verticalSpacing={4} data-testid="moment-tree">
          <Table.Thead>
            <Table.Tr><Table.Th>Asset</Table.Th><Table.Th visibleFrom="sm">Type</Table.Th><Table.Th title="Revision then → now">Revision</Table.Th><Table.Th visibleFrom="sm">Size then</Table.Th><Table.Th>Status</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tree.assets.map((a) => (
              <Table.Tr key={a.id} data-testid={`moment-asset-${a.name}`} data-status={a.status}>
                <Table.Td>
                  <UnstyledButton onClick={() => onOpen(a)} aria-label={`Diff ${a.name} then and now`}>
                    <Text size="sm" fw={500} td="underline" c="storm">{a.name}</Text>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td visibleFrom="sm"><Text size="sm">{assetTypeWords(a.type)}</Text></Table.Td>
                <Table.Td><Text size="sm">{a.revision ?? '—'} → {a.now_revision ?? '—'}</Text></Table.Td>
                <Table.Td visibleFrom="sm"><Text size="sm" c="dimmed" title={a.hash ?? undefined}>{a.size === null ? '—' : `${formatCount(a.size)} B`}</Text></Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}><Badge size="sm" color={STATUS_COLOR[a.status]} variant="light" style={{ overflow: 'visible' }}>{a.status}</Badge></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tree.assets.length === 0 && <Text size="sm" c="dimmed">The game had no assets then, and has none now.</Text>}
    </>
  );
}
