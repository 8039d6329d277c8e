import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import type { LeanSessionSave } from '@tempest/contracts';
import { checkpointLabel, formatTimecode, savedAgo } from '../timelineFormat';
import { SaveThumb } from './SaveThumb';
import classes from './timeline.module.css';

type Props = {
  checkpoints: LeanSessionSave[];
  activeId: string | null;
  onSelect: (checkpoint: LeanSessionSave) => void;
  onDelete: (checkpoint: LeanSessionSave) => void;
};

/** The Save explorer's tab "Your saves" (spec 2 §2's Checkpoint Explorer): every save of the player's save history as a grid, or the empty state (spec 2 §2, spec 3 §2 screen 2). */
export function SaveExplorer({ checkpoints, activeId, onSelect, onDelete }: Props) {
  if (checkpoints.length === 0) {
    return (
      <Stack align="center" justify="center" gap={6} h="100%" mih={160} data-testid="checkpoint-explorer-empty">
        <IconBookmark size={28} color="var(--mantine-color-dark-2)" />
        <Text fw={600}>No saves yet</Text>
        <Text size="sm" c="dimmed" ta="center" maw={360}>
          Click the bookmark button in the timeline to make your first save. A save keeps the complete game state.
        </Text>
      </Stack>
    );
  }
  return (
    <div className={classes.grid} data-testid="checkpoint-explorer-grid">
      {checkpoints.map((c) => (
        <div key={c.id} role="button" tabIndex={0} className={classes.card} data-active={c.id === activeId} data-testid="explorer-card"
          onClick={() => onSelect(c)} onKeyDown={(event) => event.key === 'Enter' && onSelect(c)} style={{ height: 140 }}>
          <SaveThumb checkpoint={c} />
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="xs" fw={600} truncate>{checkpointLabel(c)}</Text>
            <Tooltip label="Delete save">
              <ActionIcon size="sm" variant="subtle" color="gray" aria-label="Delete save" data-testid="explorer-delete"
                onClick={(event) => { event.stopPropagation(); onDelete(c); }}>
                <IconTrash size={13} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap={4}>
            <Badge size="xs" variant="light" color="gray">{formatTimecode(c.timecode_ms)}</Badge>
            <Text size="xs" c="dimmed">{savedAgo(c.created_at, Date.now())}</Text>
          </Group>
        </div>
      ))}
    </div>
  );
}

export function ClearAllButton({ onClear }: { onClear: () => void }) {
  return (
    <Button size="xs" variant="subtle" color="red" onClick={onClear} data-testid="explorer-clear-all">Clear All</Button>
  );
}
