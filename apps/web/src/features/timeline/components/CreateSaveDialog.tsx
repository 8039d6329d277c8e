import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Resolves to an error message, or null once created. */
  onCreate: (label: string) => Promise<string | null>;
};

/** 'Create Checkpoint': names a save of the game's state now (spec 2 §2, game view timeline panels). */
export function CreateSaveDialog({ opened, onClose, onCreate }: Props) {
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    const failure = await onCreate(label);
    setBusy(false);
    setError(failure);
    if (!failure) {
      setLabel('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>Create Checkpoint</Text>} size="sm" data-testid="create-session-checkpoint-dialog">
      <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <Stack gap="sm">
          <TextInput label="Checkpoint Name" placeholder="e.g., Before boss fight, Level complete..." value={label}
            onChange={(event) => setLabel(event.currentTarget.value)} data-autofocus maxLength={200} data-testid="session-checkpoint-name" />
          {error && <Text size="sm" c="red" data-testid="session-checkpoint-error">{error}</Text>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={busy} data-testid="session-checkpoint-create">Create Checkpoint</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
