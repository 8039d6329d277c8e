import { useState } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { CHECKPOINT_ERRORS, MANUAL_CHECKPOINT_MESSAGE } from '../../checkpointFormat';
import { useCreateCheckpointMutation } from '../../checkpointsApi';
import { useCheckpointAction } from '../../hooks/useCheckpointAction';

type CreateCheckpointFormProps = { gameId: string; onDone: () => void };

/** A checkpoint of the whole game as it is now: an optional title and description (spec 3 §7's default message otherwise). */
export function CreateCheckpointForm({ gameId, onDone }: CreateCheckpointFormProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [create, { isLoading }] = useCreateCheckpointMutation();
  const run = useCheckpointAction();

  const submit = async () => {
    const body = { game_id: gameId, message: MANUAL_CHECKPOINT_MESSAGE, title: title.trim() || undefined, description: description.trim() || undefined };
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
        <TextInput label="Title" placeholder={MANUAL_CHECKPOINT_MESSAGE} maxLength={200} value={title} autoFocus
          onChange={(event) => setTitle(event.currentTarget.value)} data-testid="create-checkpoint-title" />
        <Textarea label="Description" placeholder="What is in this version? (optional)" maxLength={2000} autosize minRows={2} maxRows={5}
          value={description} onChange={(event) => setDescription(event.currentTarget.value)} data-testid="create-checkpoint-description" />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>Cancel</Button>
          <Button type="submit" size="xs" loading={isLoading} data-testid="create-checkpoint-submit">Create checkpoint</Button>
        </Group>
      </Stack>
    </form>
  );
}
