import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconBinaryTree, IconLayoutGrid, IconX } from '@tabler/icons-react';
import type { SessionCheckpoint } from '@tempest/contracts';
import { useState } from 'react';
import type { SessionTimelineView } from '../hooks/useSessionTimeline';
import { checkpointLabel } from '../timelineFormat';
import { BranchPanel } from './BranchPanel';
import { CheckpointExplorer } from './CheckpointExplorer';
import { ConfirmDialog } from './ConfirmDialog';
import classes from './timeline.module.css';

export const CLEAR_ALL_QUESTION = 'Are you sure you want to delete all checkpoints? This cannot be undone.';
export const deleteQuestion = (label: string) => `Delete checkpoint "${label}"?`;

/** Over the game while open (spec 3 §2 screen 2): the branch panel when checkpoints exist, else the empty Checkpoint Explorer. */
export function TimelineOverlay({ view }: { view: SessionTimelineView }) {
  const [grid, setGrid] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [confirm, setConfirm] = useState<{ message: string; run: () => void } | null>(null);
  const close = () => view.showBranchPanel(false);
  const select = (c: SessionCheckpoint) => void view.restore(c);
  const askDelete = (c: SessionCheckpoint) => setConfirm({ message: deleteQuestion(checkpointLabel(c)), run: () => void view.remove(c.id) });
  const tree = view.timeline && view.checkpoints.length > 0 ? view.timeline : null;

  return (
    <div className={classes.overlay} data-fullscreen={fullscreen} data-testid="timeline-overlay">
      {tree && !grid ? (
        <BranchPanel timeline={tree} activeId={view.state.activeCheckpointId} fullscreen={fullscreen} onFullscreen={setFullscreen} onSelect={select} onClose={close} />
      ) : (
        <>
          <div className={classes.overlayHeader}>
            <Text fw={600} size="sm">Checkpoint Explorer</Text>
            <Group gap={4} ml="auto" wrap="nowrap">
              {view.checkpoints.length > 0 && <Button size="xs" variant="subtle" color="red" data-testid="explorer-clear-all"
                onClick={() => setConfirm({ message: CLEAR_ALL_QUESTION, run: () => void view.clearAll() })}>Clear All</Button>}
              <ActionIcon size="sm" variant="default" onClick={close} aria-label="Close" data-testid="explorer-close"><IconX size={14} /></ActionIcon>
            </Group>
          </div>
          <div className={classes.overlayBody}>
            <CheckpointExplorer checkpoints={view.displayed} activeId={view.state.activeCheckpointId} onSelect={select} onDelete={askDelete} />
          </div>
        </>
      )}
      {tree && (
        <Button size="compact-xs" variant="light" color="gray" pos="absolute" bottom={8} right={12} onClick={() => setGrid(!grid)} data-testid="overlay-switch"
          leftSection={grid ? <IconBinaryTree size={12} /> : <IconLayoutGrid size={12} />}>
          {grid ? 'Branches' : 'Grid'}
        </Button>
      )}
      <ConfirmDialog message={confirm?.message ?? null} confirmLabel="Delete" onCancel={() => setConfirm(null)}
        onConfirm={() => { confirm?.run(); setConfirm(null); }} />
    </div>
  );
}
