import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { LeanSessionSave } from '@tempest/contracts';
import { useEffect, useState } from 'react';
import type { SessionTimelineView } from '../hooks/useSessionTimeline';
import type { LocalTimelineApi } from '../local/useLocalTimeline';
import { checkpointLabel, clearAllQuestion } from '../timelineFormat';
import { BranchPanel } from './BranchPanel';
import { SaveExplorer } from './SaveExplorer';
import { ConfirmDialog } from './ConfirmDialog';
import { LocalExplorer } from './LocalExplorer';
import classes from './timeline.module.css';

export const deleteQuestion = (label: string) => `Delete save "${label}"?`;

type OverlayView = 'branches' | 'grid' | 'local';

/**
 * Over the game while open (spec 3 §2 screen 2): the branch panel if a tree of saves exists, else this
 * browser's saves if there are any, else the empty Save explorer (the spec's Checkpoint Explorer, in the words
 * of a save: docs/glossary.md). A switch shows the others.
 */
export function TimelineOverlay({ view, local }: { view: SessionTimelineView; local: LocalTimelineApi }) {
  const [chosen, setChosen] = useState<OverlayView | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [confirm, setConfirm] = useState<{ message: string; run: () => void } | null>(null);
  const close = () => view.showBranchPanel(false);
  const select = (c: LeanSessionSave) => void view.restore(c);
  const askDelete = (c: LeanSessionSave) => setConfirm({ message: deleteQuestion(checkpointLabel(c)), run: () => void view.remove(c.id) });
  const tree = view.timeline && view.checkpoints.length > 0 ? view.timeline : null;
  const hasLocal = local.bigCheckpoints.length > 0;
  const shown: OverlayView = chosen ?? (tree ? 'branches' : hasLocal ? 'local' : 'grid');
  const hide = view.showBranchPanel;
  const closeOnEscape = shown !== 'branches' || !tree;
  useEffect(() => {
    if (!closeOnEscape) return;
    const onKey = (event: KeyboardEvent) => {
      const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
      if (event.key === 'Escape' && !inDialog) hide(false);
    };
    // Capture: a tooltip's own Escape handling must not swallow it.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [closeOnEscape, hide]);
  const clearAll = () => view.clearAll(hasLocal ? () => local.deleteAll() : undefined);
  const views = [
    ...(tree ? [{ value: 'branches', label: 'Branches' }] : []),
    { value: 'grid', label: 'Your saves' },
    ...(hasLocal ? [{ value: 'local', label: 'This browser' }] : []),
  ];

  return (
    <div className={classes.overlay} data-fullscreen={fullscreen} data-testid="timeline-overlay">
      {tree && shown === 'branches' ? (
        <BranchPanel timeline={tree} activeId={view.state.activeCheckpointId} fullscreen={fullscreen} onFullscreen={setFullscreen} onSelect={select} onClose={close} />
      ) : (
        <>
          <div className={classes.overlayHeader}>
            <Text fw={600} size="sm" data-testid="explorer-title">Save explorer</Text>
            <Group gap={4} ml="auto" wrap="nowrap">
              {(view.checkpoints.length > 0 || hasLocal) && <Button size="xs" variant="subtle" color="red" data-testid="explorer-clear-all"
                onClick={() => setConfirm({ message: clearAllQuestion(view.allSaves.map(checkpointLabel)), run: clearAll })}>Clear All</Button>}
              <ActionIcon size="sm" variant="default" onClick={close} aria-label="Close" data-testid="explorer-close"><IconX size={14} /></ActionIcon>
            </Group>
          </div>
          <div className={classes.overlayBody}>
            {shown === 'local' ? (
              <LocalExplorer local={local} />
            ) : (
              <SaveExplorer checkpoints={view.allSaves} activeId={view.state.activeCheckpointId} onSelect={select} onDelete={askDelete} />
            )}
          </div>
        </>
      )}
      {views.length > 1 && (
        <SegmentedControl size="xs" pos="absolute" bottom={8} right={12} data={views} value={shown} onChange={(value) => setChosen(value as OverlayView)}
          data-testid="overlay-switch" />
      )}
      <ConfirmDialog message={confirm?.message ?? null} confirmLabel="Delete" onCancel={() => setConfirm(null)}
        onConfirm={() => { confirm?.run(); setConfirm(null); }} />
    </div>
  );
}
