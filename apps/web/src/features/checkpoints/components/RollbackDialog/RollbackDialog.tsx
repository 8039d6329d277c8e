import { useState } from 'react';
import { Alert, Button, Collapse, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconCoins, IconShieldCheck } from '@tabler/icons-react';
import type { RefundableTurn } from '@tempest/contracts';
import { changedFirst, rollbackAssetLine, rollbackSummary } from '../../checkpointFormat';
import type { RollbackTarget, TimelineUiState } from '../../timelineState';

type RollbackDialogProps = {
  rollback: TimelineUiState['rollback'];
  onConfirm: () => void;
  onUndo: (target: RollbackTarget) => void;
  onRefund: (turn: RefundableTurn) => Promise<boolean>;
  onClose: () => void;
};

/** Roll back: confirm (nothing is lost), progress while it runs, then what changed, Undo rollback and the refund offers. */
export function RollbackDialog({ rollback, onConfirm, onUndo, onRefund, onClose }: RollbackDialogProps) {
  const [showAssets, setShowAssets] = useState(false);
  const [refunded, setRefunded] = useState<Set<string>>(new Set());
  const running = rollback?.phase === 'running';
  const title = rollback?.target.undo ? 'Undo rollback' : 'Roll back the game';
  return (
    <Modal opened={rollback !== null} onClose={running ? () => undefined : onClose} withCloseButton={!running} closeOnClickOutside={!running}
      title={<Text fw={600}>{title}</Text>} size="md" data-testid="rollback-dialog">
      {rollback?.phase === 'confirm' && (
        <Stack gap="sm">
          <Text size="sm">Roll the whole game back to <b>{rollback.target.title}</b>?</Text>
          <Alert color="teal" variant="light" icon={<IconShieldCheck size={18} />} p="xs">
            Nothing is lost: the game as it is now is kept as a checkpoint first, every change is recorded as a new step,
            and you can undo the rollback in one click.
          </Alert>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button color="orange" leftSection={<IconArrowBackUp size={16} />} onClick={onConfirm} data-testid="rollback-confirm">Roll back</Button>
          </Group>
        </Stack>
      )}
      {running && (
        <Group gap="sm" py="md" data-testid="rollback-progress" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{rollback.target.undo ? 'Undoing the rollback…' : `Rolling back to ${rollback.target.title}…`}</Text>
        </Group>
      )}
      {rollback?.phase === 'error' && (
        <Stack gap="sm">
          <Alert color="red" variant="light" title="Failed to rollback" data-testid="rollback-error">{rollback.error}</Alert>
          <Group justify="flex-end"><Button variant="default" onClick={onClose}>Close</Button></Group>
        </Stack>
      )}
      {rollback?.phase === 'done' && (
        <Stack gap="sm" data-testid="rollback-result">
          <Text size="sm">{rollback.target.undo ? 'The rollback was undone.' : <>The game is back at <b>{rollback.target.title}</b>.</>}</Text>
          <Group justify="space-between">
            <Text fw={600} data-testid="rollback-summary">{rollbackSummary(rollback.result)}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setShowAssets((s) => !s)} data-testid="rollback-assets-toggle">
              {showAssets ? 'Hide assets' : 'Show assets'}
            </Button>
          </Group>
          <Collapse expanded={showAssets}>
            <List size="xs" spacing={2} data-testid="rollback-assets">
              {changedFirst(rollback.result.assets).map((asset) => <List.Item key={`${asset.asset_type}:${asset.asset_id}`}>{rollbackAssetLine(asset)}</List.Item>)}
            </List>
          </Collapse>
          {rollback.result.refundable_turns.map((turn) => (
            <Button key={turn.checkpoint_id} variant="light" color="yellow" leftSection={<IconCoins size={16} />} disabled={refunded.has(turn.checkpoint_id)}
              onClick={() => void onRefund(turn).then((ok) => ok && setRefunded((s) => new Set(s).add(turn.checkpoint_id)))} data-testid="rollback-refund">
              {refunded.has(turn.checkpoint_id) ? `Refunded ${turn.tokens} tokens` : `Refund ${turn.tokens} tokens (AI turn ${turn.turn})`}
            </Button>
          ))}
          <Group justify="flex-end" gap="xs">
            {!rollback.target.undo && rollback.result.undo_checkpoint_id && (
              <Button variant="default" leftSection={<IconArrowForwardUp size={16} />} data-testid="rollback-undo"
                onClick={() => onUndo({ checkpointId: rollback.result.undo_checkpoint_id!, title: 'the game before the rollback', undo: true })}>
                Undo rollback
              </Button>
            )}
            <Button onClick={onClose} data-testid="rollback-close">Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
