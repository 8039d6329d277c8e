import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { RejectImpact } from '../../rejectImpact';

type RejectConfirmProps = {
  /** What the reject would lose; null closes the dialog. */
  impact: RejectImpact | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a reject that deletes an asset or discards more than a small edit, naming what goes. */
export function RejectConfirm({ impact, busy, onConfirm, onClose }: RejectConfirmProps) {
  return (
    <Modal opened={impact !== null} onClose={onClose} title={impact?.title ?? ''} centered data-testid="reject-confirm">
      <List size="sm" spacing={4} data-testid="reject-confirm-losses">
        {impact?.losses.map((loss) => <List.Item key={loss}>{loss}</List.Item>)}
      </List>
      <Text size="sm" c="dimmed" mt="sm">
        Undo brings it back, and the Rejected list can restore it later.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-testid="reject-confirm-cancel">
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="reject-confirm-submit">
          {impact?.confirmLabel ?? 'Reject'}
        </Button>
      </Group>
    </Modal>
  );
}
