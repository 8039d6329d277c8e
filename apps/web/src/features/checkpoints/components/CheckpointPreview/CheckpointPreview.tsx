import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight, IconClockHour4, IconX } from '@tabler/icons-react';
import type { CheckpointItem } from '@tempest/contracts';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { useListFrontendsQuery } from '../../../frontend/frontendApi';
import { GameView } from '../../../play/components/GameView/GameView';
import { PREVIEW_UNCHANGED, previewBanner } from '../../checkpointFormat';
import classes from '../CheckpointTimelinePanel/CheckpointTimeline.module.css';

type CheckpointPreviewProps = {
  gameId: string;
  checkpoint: CheckpointItem | null;
  /** The older and newer checkpoints of the list (null at the ends). */
  older: CheckpointItem | null;
  newer: CheckpointItem | null;
  onStep: (direction: 'back' | 'forward', target: CheckpointItem) => void;
  onRollback: (checkpoint: CheckpointItem) => void;
  onClose: () => void;
};

/**
 * Time travel (docs/api-checkpoints.md): the game played exactly as the checkpoint recorded it — its frontend
 * built from those files and settings, its entities as they were — in its own frame, while the working tree
 * stays as it is. Back and forward step to the older and newer checkpoints.
 */
export function CheckpointPreview({ gameId, checkpoint, older, newer, onStep, onRollback, onClose }: CheckpointPreviewProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { data: frontends } = useListFrontendsQuery(gameId, { skip: checkpoint === null });
  const frontendId = frontends?.[0]?.id ?? null;
  return (
    <Modal opened={checkpoint !== null} onClose={onClose} size="min(1100px, 94vw)" fullScreen={phone} padding="md"
      title={<Group gap={6}><IconClockHour4 size={18} /><Text fw={600}>Checkpoint preview</Text></Group>} data-testid="checkpoint-preview-modal">
      {checkpoint && (
        <>
          <Alert color="blue" variant="light" p="xs" mb="sm" data-testid="checkpoint-preview-banner">
            <Group justify="space-between" gap="xs">
              <Text size="sm" span>
                {previewBanner(checkpoint.title)}{' '}
                <RelativeTime value={checkpoint.created_at} size="sm" c="inherit" fw={600} span /> — {PREVIEW_UNCHANGED}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Button size="compact-sm" variant="default" leftSection={<IconChevronLeft size={14} />} disabled={!older}
                  onClick={() => older && onStep('back', older)} data-testid="checkpoint-preview-back">Older</Button>
                <Button size="compact-sm" variant="default" rightSection={<IconChevronRight size={14} />} disabled={!newer}
                  onClick={() => newer && onStep('forward', newer)} data-testid="checkpoint-preview-forward">Newer</Button>
              </Group>
            </Group>
          </Alert>
          <div className={classes.previewStage}>
            <GameView gameId={gameId} frontendId={frontendId} checkpointId={checkpoint.checkpoint_id} canvas layout="fill" consoleOpen={false} />
          </div>
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button variant="light" color="orange" leftSection={<IconArrowBackUp size={16} />} onClick={() => onRollback(checkpoint)}
              data-testid="checkpoint-preview-rollback">Roll back to this checkpoint</Button>
            <Button variant="default" leftSection={<IconX size={16} />} onClick={onClose} data-testid="checkpoint-preview-close">Close preview</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
