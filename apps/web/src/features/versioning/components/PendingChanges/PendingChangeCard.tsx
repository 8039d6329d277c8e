import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { DiffView } from '../../../../components/DiffView/DiffView';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { actorLabel, pendingDiff } from '../../versioningFormat';
import type { PendingChangeItem } from '@tempest/contracts';

const KIND_COLORS: Record<PendingChangeItem['change_kind'], string> = { create: 'teal', edit: 'blue', delete: 'red', restore: 'grape' };
const STATUS_COLORS: Record<PendingChangeItem['status'], string> = { pending: 'yellow', accepted: 'teal', rejected: 'red' };

type PendingChangeCardProps = {
  change: PendingChangeItem;
  meId: string | null;
  busy: boolean;
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
  /** Brings a rejected change back for review, with its content. */
  onRestore: (id: string) => void;
};

/** One agent change: the asset, its kind, the model, when, and a before → after diff. */
export function PendingChangeCard({ change, meId, busy, onAccept, onReject, onRestore }: PendingChangeCardProps) {
  const diff = pendingDiff(change);
  return (
    <Card withBorder radius="md" p="sm" data-testid={`pending-item-${change.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">{change.asset_name}</Text>
            <Badge size="xs" variant="outline">{change.asset_type}</Badge>
            <Badge size="xs" variant="light" color={KIND_COLORS[change.change_kind]}>{change.change_kind}</Badge>
            <Badge size="xs" variant="dot" color={STATUS_COLORS[change.status]}>{change.status}</Badge>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">{actorLabel(change.actor, meId)}</Text>
            <RelativeTime value={change.created_at} />
          </Group>
        </Group>
        <DiffView original={diff.original} modified={diff.modified} language={diff.language} height={220}
          originalLabel="Before" modifiedLabel="After" testId={`pending-diff-${change.id}`} />
        {change.status === 'pending' && (
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="light" color="red" disabled={busy} onClick={() => onReject(change.id)}
              data-testid={`pending-reject-${change.id}`}>
              Reject
            </Button>
            <Button size="xs" color="teal" disabled={busy} onClick={() => onAccept(change.id)}
              data-testid={`pending-accept-${change.id}`}>
              Accept
            </Button>
          </Group>
        )}
        {change.status === 'rejected' && (
          <Group justify="flex-end" gap="xs">
            <Text size="xs" c="dimmed">Rejected — restoring brings its content back for review.</Text>
            <Button size="xs" variant="light" leftSection={<IconRestore size={14} />} disabled={busy} onClick={() => onRestore(change.id)}
              data-testid={`pending-restore-${change.id}`}>
              Restore
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
