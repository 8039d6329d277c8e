import { Badge, Button, Card, Checkbox, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconRestore } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { DiffView } from '../../../../components/DiffView/DiffView';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { actorLabel, pendingDiff } from '../../versioningFormat';
import { ASSET_TYPE_WORDS, type PendingChangeItem } from '@tempest/contracts';

const KIND_COLORS: Record<PendingChangeItem['change_kind'], string> = { create: 'teal', edit: 'blue', delete: 'red', restore: 'grape' };
const STATUS_COLORS: Record<PendingChangeItem['status'], string> = { pending: 'yellow', accepted: 'teal', rejected: 'red' };

type PendingChangeCardProps = {
  change: PendingChangeItem;
  meId: string | null;
  busy: boolean;
  /** Ticked for a batch review (pending changes only). */
  selected: boolean;
  /** The active preview: its diff is shown. */
  previewed: boolean;
  /** A tick or untick; `range` with Shift (click or Space) extends from the last row toggled. */
  onSelect: (id: string, range: boolean) => void;
  onPreview: (id: string) => void;
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
  /** Brings a rejected change back for review, with its content. */
  onRestore: (id: string) => void;
};

/** One agent change: the asset, its kind, the model, when; chosen, it shows its before → after diff. */
export function PendingChangeCard({ change, meId, busy, selected, previewed, onSelect, onPreview, onAccept, onReject, onRestore }: PendingChangeCardProps) {
  const pending = change.status === 'pending';
  return (
    <Card withBorder radius="md" p="sm" data-testid={`pending-item-${change.id}`} data-previewed={previewed || undefined}
      data-selected={selected || undefined}
      style={previewed ? { borderColor: 'var(--mantine-color-violet-5)', boxShadow: '0 0 0 1px var(--mantine-color-violet-5)' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap={6} align="center">
          <Group gap={8} wrap="nowrap" miw={0} align="flex-start">
            {pending && (
              <Checkbox mt={2} checked={selected} onChange={() => undefined} aria-label={`Select the change to ${change.asset_name}`}
                onClick={(event: MouseEvent<HTMLInputElement>) => onSelect(change.id, event.shiftKey)}
                data-pending-checkbox data-testid={`pending-select-${change.id}`} />
            )}
            <UnstyledButton onClick={() => onPreview(change.id)} aria-expanded={previewed} miw={0}
              aria-label={`${previewed ? 'Hide' : 'Preview'} the change to ${change.asset_name}`} data-testid={`pending-preview-${change.id}`}>
              <Group gap={6} wrap="wrap">
                {previewed ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                <Text fw={600} size="sm">{change.asset_name}</Text>
                <Badge size="xs" variant="outline" data-testid="pending-asset-type">{ASSET_TYPE_WORDS[change.asset_type]}</Badge>
                <Badge size="xs" variant="light" color={KIND_COLORS[change.change_kind]}>{change.change_kind}</Badge>
                <Badge size="xs" variant="dot" color={STATUS_COLORS[change.status]}>{change.status}</Badge>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">{actorLabel(change.actor, meId)}</Text>
              <RelativeTime value={change.created_at} />
            </Stack>
            {pending && (
              <>
                <Button size="xs" variant="light" color="red" disabled={busy} onClick={() => onReject(change.id)}
                  data-testid={`pending-reject-${change.id}`}>
                  Reject
                </Button>
                <Button size="xs" color="teal" disabled={busy} onClick={() => onAccept(change.id)}
                  data-testid={`pending-accept-${change.id}`}>
                  Accept
                </Button>
              </>
            )}
          </Group>
        </Group>
        <Collapse expanded={previewed}>
          {previewed && <PreviewBody change={change} />}
        </Collapse>
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

/** The active preview: what the game runs with now (a pending change is already applied) and its diff. */
function PreviewBody({ change }: { change: PendingChangeItem }) {
  const diff = pendingDiff(change);
  return (
    <Stack gap={6} data-testid="pending-active-preview">
      {change.status === 'pending' && (
        <Text size="xs" c="dimmed">
          Already applied: the game preview runs with this change. Accept keeps it; Reject puts the asset back as it was before.
        </Text>
      )}
      <DiffView original={diff.original} modified={diff.modified} language={diff.language} height={300}
        originalLabel="Before" modifiedLabel="After" testId={`pending-diff-${change.id}`} />
    </Stack>
  );
}
