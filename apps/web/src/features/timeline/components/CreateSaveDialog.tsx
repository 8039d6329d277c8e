import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { typedName } from '../../../components/text/typedName';
import { saveNextSteps } from '../timelineFormat';

type Props = {
  opened: boolean;
  /** The play time the save holds (taken when the player asked to save). */
  playTimeMs: number;
  onClose: () => void;
  /** Resolves to an error message, or null once created. */
  onCreate: (label: string) => Promise<string | null>;
};

/**
 * 'Save game state': names a save of the game's state (spec 2 §2's Create Checkpoint dialog, in the words of a
 * save: docs/glossary.md). The name is trimmed and a blank one cannot be submitted (spec 2 §5); what happens
 * next is listed.
 */
export function CreateSaveDialog({ opened, playTimeMs, onClose, onCreate }: Props) {
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = typedName(label);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (name === null || busy) return;
    setBusy(true);
    const failure = await onCreate(name);
    setBusy(false);
    setError(failure);
    if (!failure) {
      setLabel('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={<Text fw={600}>Save game state</Text>} size="sm" data-testid="create-session-checkpoint-dialog">
      <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <Stack gap="sm">
          <TextInput label="Save name" placeholder="e.g., Before boss fight, Level complete..." value={label} required
            onChange={(event) => setLabel(event.currentTarget.value)} data-autofocus maxLength={200} data-testid="session-checkpoint-name" />
          <div data-testid="session-checkpoint-next">
            <Text size="xs" fw={600} c="dimmed" mb={4}>What happens next</Text>
            <List size="xs" c="dimmed" spacing={2}>
              {saveNextSteps(playTimeMs).map((step) => <List.Item key={step}>{step}</List.Item>)}
            </List>
          </div>
          {error && <Text size="sm" c="red" data-testid="session-checkpoint-error">{error}</Text>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>Cancel</Button>
            <Button type="submit" loading={busy} disabled={name === null} data-testid="session-checkpoint-create">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
