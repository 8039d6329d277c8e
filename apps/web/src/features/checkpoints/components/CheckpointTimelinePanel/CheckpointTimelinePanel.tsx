import { useEffect, useRef, useState } from 'react';
import { Button, Center, Collapse, Drawer, Group, Loader, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import type { GameCreator, CheckpointItem } from '@tempest/contracts';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import { CHECKPOINT_ERRORS, neighbourOf, timelineOf } from '../../checkpointFormat';
import { useGetCheckpointTimelineInfiniteQuery } from '../../checkpointsApi';
import { useTimelineActions } from '../../hooks/useTimelineActions';
import { CheckpointPreview } from '../CheckpointPreview/CheckpointPreview';
import { CheckpointRow } from '../CheckpointRow/CheckpointRow';
import { CreateCheckpointForm } from '../CreateCheckpointForm/CreateCheckpointForm';
import { DeleteCheckpointDialog } from './DeleteCheckpointDialog';
import { RollbackDialog } from '../RollbackDialog/RollbackDialog';
import classes from './CheckpointTimeline.module.css';

type CheckpointTimelinePanelProps = {
  gameId: string;
  meId: string | null;
  creator: GameCreator | null;
  opened: boolean;
  onClose: () => void;
  /** A checkpoint to preview once the timeline has it (a link from the change log); `onPreviewShown` then clears it. */
  previewId?: string | null;
  onPreviewShown?: () => void;
};

/**
 * Spec 3 screen 4, the checkpoint timeline panel: the game's checkpoints newest first (50 a page, Load more),
 * each with its trigger, who made it, when, star, published and current marks; preview (time travel) with
 * back and forward, rollback with progress, result and undo, delete, publish; and Create checkpoint. Live:
 * the game room's `checkpoints` message refetches it (another tab, the agent).
 */
export function CheckpointTimelinePanel({ gameId, meId, creator, opened, onClose, previewId, onPreviewShown }: CheckpointTimelinePanelProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const timeline = useGetCheckpointTimelineInfiniteQuery(gameId, { skip: !opened });
  const list = timelineOf(timeline.data?.pages);
  const actions = useTimelineActions(gameId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CheckpointItem | null>(null);
  const toast = useToast();
  const fetchError = timeline.isError ? errorMessage(timeline.error) : null;
  useEffect(() => {
    if (fetchError) toast.show({ title: CHECKPOINT_ERRORS.fetch, message: fetchError, color: 'red' });
  }, [fetchError, toast]);
  const selected = actions.ui.selected;
  const top = useStudioTop(opened);
  const asked = previewId ? list.find((c) => c.checkpoint_id === previewId) : undefined;
  const { preview } = actions;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // Once per link: the preview may then be closed or stepped like any other.
    if (!asked || shown.current === asked.checkpoint_id) return;
    shown.current = asked.checkpoint_id;
    preview(asked);
    onPreviewShown?.();
  }, [asked, preview, onPreviewShown]);

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 440} padding="md" scrollAreaComponent={ScrollArea.Autosize}
        {...(phone ? {} : besideTheStudio(top))}
        title={<Group gap={8}><IconHistory size={18} /><Text fw={700}>History</Text></Group>} data-testid="checkpoint-timeline">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="xs" c="dimmed">Checkpoints of the whole game, newest first.</Text>
            <Button size="xs" leftSection={<IconPlus size={14} />} variant={creating ? 'light' : 'filled'} onClick={() => setCreating((c) => !c)}
              data-testid="create-checkpoint-button">Create checkpoint</Button>
          </Group>
          <Collapse expanded={creating}>{creating && <CreateCheckpointForm gameId={gameId} onDone={() => setCreating(false)} />}</Collapse>
          {timeline.isLoading && <Center py="xl"><Loader size="sm" /></Center>}
          {!timeline.isLoading && list.length === 0 && !fetchError && <EmptyTimeline />}
          <div className={classes.list} data-testid="checkpoint-list">
            {list.map((c) => (
              <CheckpointRow key={c.checkpoint_id} checkpoint={c} meId={meId} creator={creator} previewing={selected?.checkpoint_id === c.checkpoint_id}
                onPreview={actions.preview} onRollback={actions.askRollback} onStar={actions.star} onDelete={setDeleting}
                onPublish={actions.publish} onUnpublish={actions.unpublish} />
            ))}
          </div>
          {timeline.hasNextPage && (
            <Button variant="subtle" loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()} data-testid="checkpoint-load-more">
              Load more
            </Button>
          )}
        </Stack>
      </Drawer>
      <CheckpointPreview gameId={gameId} checkpoint={selected} onClose={actions.closePreview} onStep={actions.step} onRollback={actions.askRollback}
        older={selected ? neighbourOf(list, selected.checkpoint_id, 'back') : null} newer={selected ? neighbourOf(list, selected.checkpoint_id, 'forward') : null} />
      <RollbackDialog rollback={actions.ui.rollback} onConfirm={actions.confirmRollback} onUndo={actions.undoRollback}
        onRefund={actions.refund} onClose={actions.closeRollback} />
      <DeleteCheckpointDialog checkpoint={deleting} onCancel={() => setDeleting(null)}
        onConfirm={async (c) => { if (await actions.remove(c)) setDeleting(null); }} />
    </>
  );
}

/** Where the studio's top bar ends: on a desktop the panel opens below it, so History, Publish and the rest stay in reach. */
function useStudioTop(opened: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!opened) return;
    const measure = () => setTop(document.querySelector('[data-testid="dashboard-top-bar"]')?.getBoundingClientRect().bottom ?? 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [opened]);
  return top;
}

/** A side panel beside the studio, not a dialog over it: no overlay, the page stays usable while it is open. */
const besideTheStudio = (top: number) => ({
  withOverlay: false,
  lockScroll: false,
  trapFocus: false,
  closeOnClickOutside: false,
  shadow: 'xl',
  styles: { inner: { top, height: `calc(100dvh - ${top}px)` } },
});

/** What checkpoints are and how they get made, before the first one. */
function EmptyTimeline() {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="checkpoint-empty">
      <ThemeIcon size={44} radius="xl" variant="light" color="violet"><IconHistory size={24} /></ThemeIcon>
      <Text fw={600}>No checkpoints yet</Text>
      <Text size="sm" c="dimmed" ta="center">
        A checkpoint saves the whole game — entities, scripts, prompts, tools and the frontend — so you can play it again,
        publish it or roll back to it later without losing anything.
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        The AI agent makes one after every turn that changes your game, and one is made before each rollback.
        Press Create checkpoint to save one yourself.
      </Text>
    </Stack>
  );
}
