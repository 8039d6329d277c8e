import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDeleteProps = {
  /** The name of what would be deleted; null closes the dialog. */
  name: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Test id of the confirm button: `<prefix>-delete-confirm`. */
  testIdPrefix: string;
};

/** "Delete X?" with Cancel and a red Delete. History keeps it: undo or a rollback brings it back. */
export function ConfirmDelete({ name, busy, onConfirm, onClose, testIdPrefix }: ConfirmDeleteProps) {
  return (
    <Modal opened={name !== null} onClose={onClose} title={`Delete “${name ?? ''}”?`} centered>
      <Text size="sm" c="dimmed">
        It disappears from this game. Undo brings it back.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>Cancel</Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid={`${testIdPrefix}-delete-confirm`}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
