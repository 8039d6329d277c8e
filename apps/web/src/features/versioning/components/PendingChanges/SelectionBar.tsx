import { Button, Checkbox, Group, Text } from '@mantine/core';

type SelectionBarProps = {
  /** The header checkbox's state over the pending rows listed. */
  all: 'all' | 'some' | 'none';
  selected: number;
  /** Pending rows listed (nothing to select or review without them). */
  selectable: number;
  busy: boolean;
  onToggleAll: () => void;
  onClear: () => void;
  onAcceptSelected: () => void;
  onRejectSelected: () => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
};

/** Select all / none and the review of the selection — or of all, while nothing is selected. */
export function SelectionBar({ all, selected, selectable, busy, onToggleAll, onClear, onAcceptSelected, onRejectSelected, onAcceptAll, onRejectAll }: SelectionBarProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="pending-selection-bar">
      <Group gap="xs" wrap="nowrap">
        <Checkbox checked={all === 'all'} indeterminate={all === 'some'} disabled={selectable === 0} onChange={onToggleAll}
          aria-label={all === 'all' ? 'Select none' : 'Select all'} data-testid="pending-select-all" />
        <Text size="sm" c="dimmed" data-testid="pending-selected-count">
          {selected > 0 ? `${selected} selected` : 'Select changes to review them together'}
        </Text>
        {selected > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={onClear} data-testid="pending-select-none">Clear</Button>
        )}
      </Group>
      {selected > 0 ? (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" color="red" disabled={busy} onClick={onRejectSelected} data-testid="pending-reject-selected">
            Reject selected
          </Button>
          <Button size="xs" color="teal" disabled={busy} onClick={onAcceptSelected} data-testid="pending-accept-selected">
            Accept selected
          </Button>
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" color="red" disabled={selectable === 0 || busy} onClick={onRejectAll} data-testid="pending-reject-all">
            Reject all
          </Button>
          <Button size="xs" color="teal" disabled={selectable === 0 || busy} onClick={onAcceptAll} data-testid="pending-accept-all">
            Accept all
          </Button>
        </Group>
      )}
    </Group>
  );
}
