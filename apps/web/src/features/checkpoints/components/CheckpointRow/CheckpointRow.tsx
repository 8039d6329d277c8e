import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconPlayerPlay, IconRocket, IconRocketOff, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { GameCreator, CheckpointItem } from '@tempest/contracts';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { checkpointActor, TRIGGER_BADGES } from '../../checkpointFormat';
import classes from '../CheckpointTimelinePanel/CheckpointTimeline.module.css';

export type CheckpointRowActions = {
  onPreview: (checkpoint: CheckpointItem) => void;
  onRollback: (checkpoint: CheckpointItem) => void;
  onStar: (checkpoint: CheckpointItem) => void;
  onDelete: (checkpoint: CheckpointItem) => void;
  onPublish: (checkpoint: CheckpointItem) => void;
  onUnpublish: () => void;
};

type CheckpointRowProps = CheckpointRowActions & {
  checkpoint: CheckpointItem;
  meId: string | null;
  creator: GameCreator | null;
  previewing: boolean;
};

/** One checkpoint of the timeline: title, trigger, who made it and when, star, published and current marks, and its actions. */
export function CheckpointRow({ checkpoint: c, meId, creator, previewing, ...on }: CheckpointRowProps) {
  const badge = TRIGGER_BADGES[c.trigger];
  return (
    <Paper withBorder radius="md" p="sm" className={classes.row} data-current={c.is_current} data-previewing={previewing}
      data-testid="checkpoint-row" data-checkpoint-id={c.checkpoint_id} data-trigger={c.trigger}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Text fw={600} size="sm" lineClamp={2} data-testid="checkpoint-title">{c.title}</Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={badge.color} data-testid="checkpoint-trigger">{badge.label}</Badge>
            {c.is_current && <Badge size="xs" color="violet" variant="filled" data-testid="checkpoint-current">Current</Badge>}
            {c.is_published && <Badge size="xs" color="teal" variant="filled" data-testid="checkpoint-published">Published</Badge>}
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <Text size="xs" c="dimmed" truncate data-testid="checkpoint-actor">{checkpointActor(c.actor, meId, creator)}</Text>
            <Text size="xs" c="dimmed">·</Text>
            <RelativeTime value={c.created_at} />
          </Group>
          {c.description && <Text size="xs" c="dimmed" lineClamp={2}>{c.description}</Text>}
        </Stack>
        <Tooltip label={c.is_starred ? 'Unstar' : 'Star'}>
          <ActionIcon variant="subtle" color={c.is_starred ? 'yellow' : 'gray'} onClick={() => on.onStar(c)} aria-pressed={c.is_starred}
            aria-label={c.is_starred ? 'Unstar checkpoint' : 'Star checkpoint'} data-testid="checkpoint-star" data-starred={c.is_starred}>
            {c.is_starred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={6} mt="xs">
        <Button size="compact-xs" variant={previewing ? 'filled' : 'light'} leftSection={<IconPlayerPlay size={12} />}
          onClick={() => on.onPreview(c)} data-testid="checkpoint-preview">Preview</Button>
        <Button size="compact-xs" variant="default" leftSection={<IconArrowBackUp size={12} />}
          onClick={() => on.onRollback(c)} data-testid="checkpoint-rollback">Roll back</Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon size="sm" variant="subtle" color="gray" aria-label="More checkpoint actions" data-testid="checkpoint-more"><IconDots size={14} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {c.is_published ? (
              <Menu.Item leftSection={<IconRocketOff size={14} />} onClick={on.onUnpublish} data-testid="checkpoint-unpublish">Unpublish game</Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconRocket size={14} />} onClick={() => on.onPublish(c)} data-testid="checkpoint-publish">Publish this checkpoint</Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => on.onDelete(c)} data-testid="checkpoint-delete">Delete…</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
