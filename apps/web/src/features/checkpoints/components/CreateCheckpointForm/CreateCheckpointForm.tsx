import { useState } from 'react';
import { Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CHECKPOINT_ERRORS, CHECKPOINT_NEXT_STEPS, MANUAL_CHECKPOINT_MESSAGE } from '../../checkpointFormat';
import { typedName } from '../../../../components/text/typedName';
import { useCreateCheckpointMutation } from '../../checkpointsApi';
import { useCheckpointAction } from '../../hooks/useCheckpointAction';

type CreateCheckpointFormProps = { gameId: string; onDone: () => void };

/**
 * A checkpoint of the whole game as it is now: a name (trimmed; an empty one cannot be submitted, spec 2 §5),
 * an optional description, and what happens next.
 */
export function CreateCheckpointForm({ gameId, onDone }: CreateCheckpointFormProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [create, { isLoading }] = useCreateCheckpointMutation();
  const run = useCheckpointAction();
  const name = typedName(title);

  const submit = async () => {
    if (name === null) return;
    const body = { game_id: gameId, message: MANUAL_CHECKPOINT_MESSAGE, title: name, description: description.trim() || undefined };
    const made = await run(() => create({ gameId, body }).unwrap(), CHECKPOINT_ERRORS.create, 'Checkpoint created');
    if (made) {
      setTitle('');
      setDescription('');
      onDone();
    }
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); void submit(); }} data-testid="create-checkpoint-form">
      <Stack gap="xs">
        <TextInput label="Name" placeholder="e.g., First playable, Before the boss fight" maxLength={200} value={title} autoFocus required
          onChange={(event) => setTitle(event.currentTarget.value)} data-testid="create-checkpoint-title" />
        <Textarea label="Description" placeholder="What is in this version? (optional)" maxLength={2000} autosize minRows={2} maxRows={5}
          value={description} onChange={(event) => setDescription(event.currentTarget.value)} data-testid="create-checkpoint-description" />
        <div data-testid="create-checkpoint-next">
          <Text size="xs" fw={600} c="dimmed" mb={4}>What happens next</Text>
          <List size="xs" c="dimmed" spacing={2}>
            {CHECKPOINT_NEXT_STEPS.map((step) => <List.Item key={step}>{step}</List.Item>)}
          </List>
        </div>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>Cancel</Button>
          <Button type="submit" size="xs" loading={isLoading} disabled={name === null} data-testid="create-checkpoint-submit">Create checkpoint</Button>
        </Group>
      </Stack>
    </form>
  );
}
