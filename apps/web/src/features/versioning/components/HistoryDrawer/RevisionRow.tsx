import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { actorLabel, CAUSE_COLORS, causeBadge } from '../../versioningFormat';
import type { RevisionItem } from '@tempest/contracts';
import classes from './HistoryDrawer.module.css';

const BOOKKEEPING_KEYS = new Set(['parsed_revision']);

type RevisionRowProps = {
  revision: RevisionItem;
  meId: string | null;
  selected: boolean;
  comparedWith: boolean;
  onSelect: (revision: number) => void;
};

/** One revision: number, cause, who made it and when. */
export function RevisionRow({ revision, meId, selected, comparedWith, onSelect }: RevisionRowProps) {
  const badge = causeBadge(revision);
  // Bookkeeping keys (which revision a script's parse results describe) are not what a creator changed.
  const changed = revision.changed_keys.filter((key) => !BOOKKEEPING_KEYS.has(key));
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      data-compared={comparedWith || undefined}
      onClick={() => onSelect(revision.revision)}
      data-testid={`revision-item-${revision.revision}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              Revision {revision.revision}
            </Text>
            <Badge size="xs" variant="light" color={CAUSE_COLORS[badge]} data-testid="revision-cause">
              {badge}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {actorLabel(revision.actor, meId)}
          </Text>
          {changed.length > 0 && badge !== 'created' && (
            <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
              {changed.join(', ')}
            </Text>
          )}
        </Stack>
        <RelativeTime value={revision.created_at} />
      </Group>
    </UnstyledButton>
  );
}
