import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useUndoRedo } from '../../hooks/useUndoRedo';
import { undoRedoLabel } from '../../versioningFormat';

/** Undo and Redo of the signed-in creator's own changes to this game; tooltips name the change. */
export function UndoRedoButtons({ gameId }: { gameId: string }) {
  const { stack, canUndo, canRedo, undo, redo } = useUndoRedo(gameId);
  const undoLabel = undoRedoLabel('Undo', stack?.undoStack);
  const redoLabel = undoRedoLabel('Redo', stack?.redoStack);
  return (
    <Group gap={4}>
      <Tooltip label={undoLabel}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={undoLabel}
          disabled={!canUndo}
          onClick={() => void undo()}
          data-testid="undo-button"
        >
          <IconArrowBackUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={redoLabel}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={redoLabel}
          disabled={!canRedo}
          onClick={() => void redo()}
          data-testid="redo-button"
        >
          <IconArrowForwardUp size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
