import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { message: string | null; confirmLabel: string; onCancel: () => void; onConfirm: () => void };

/** A yes/no question before a delete (spec 3 §5 and spec 2 §2 strings). */
export function ConfirmDialog({ message, confirmLabel, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={message !== null} onClose={onCancel} withCloseButton={false} size="sm" centered data-testid="timeline-confirm">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button color="red" onClick={onConfirm} data-testid="timeline-confirm-yes">{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
