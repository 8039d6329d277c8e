import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CheckpointItem } from '@tempest/contracts';

type DeleteCheckpointDialogProps = {
  checkpoint: CheckpointItem | null;
  onCancel: () => void;
  onConfirm: (checkpoint: CheckpointItem) => Promise<void>;
};

/** Delete hides a checkpoint from the timeline; its history stays (docs/api-checkpoints.md). */
export function DeleteCheckpointDialog({ checkpoint, onCancel, onConfirm }: DeleteCheckpointDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!checkpoint) return;
    setBusy(true);
    await onConfirm(checkpoint);
    setBusy(false);
  };
  return (
    <Modal opened={checkpoint !== null} onClose={onCancel} title={<Text fw={600}>Delete checkpoint</Text>} size="sm" data-testid="delete-checkpoint-dialog">
      <Stack gap="sm">
        <Text size="sm">Delete <b>{checkpoint?.title}</b>? It disappears from the timeline; the game itself does not change.</Text>
        {checkpoint?.is_published && <Text size="sm" c="dimmed">It stays published until you publish another one or unpublish the game.</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="delete-checkpoint-confirm">Delete</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
