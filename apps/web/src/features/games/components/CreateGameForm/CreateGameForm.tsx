import { Alert, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { useCreateGameMutation } from '../../gamesApi';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  validateGameDescription,
  validateGameName,
} from '../../gameValidation';

type CreateGameFormProps = {
  /** Called once the new game is in the list. */
  onCreated?: (id: string) => void;
};

type Touched = { name: boolean; description: boolean };
const UNTOUCHED: Touched = { name: false, description: false };

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red.4' : 'dimmed'}>
      {length}/{max}
    </Text>
  );
}

export function CreateGameForm({ onCreated }: CreateGameFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<Touched>(UNTOUCHED);
  const [createGame, { isLoading, error, reset }] = useCreateGameMutation();

  const nameError = validateGameName(name);
  const descriptionError = validateGameDescription(description);

  async function submit() {
    setTouched({ name: true, description: true });
    if (nameError || descriptionError || isLoading) return;
    try {
      const created = await createGame({ name: name.trim(), description: description.trim() }).unwrap();
      setName('');
      setDescription('');
      setTouched(UNTOUCHED);
      onCreated?.(created.id);
    } catch {
      // The mutation's error state renders the server's message below.
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create a game" data-testid="create-game-form">
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. Lighthouse Keeper"
          required
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (error) reset();
          }}
          onBlur={() => setTouched((t) => ({ ...t, name: name.length > 0 || t.name }))}
          error={touched.name ? nameError : null}
          rightSection={<Counter length={name.trim().length} max={NAME_MAX_LENGTH} />}
          rightSectionWidth={64}
          disabled={isLoading}
          autoComplete="off"
          data-testid="create-game-name"
        />
        <Textarea
          label="Description"
          description="Optional. The pitch, the genre, the feeling you're after."
          placeholder="A cosy puzzle game about keeping the light on through a storm…"
          autosize
          minRows={3}
          maxRows={8}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setTouched((t) => ({ ...t, description: true }));
            if (error) reset();
          }}
          onKeyDown={getHotkeyHandler([['mod+Enter', () => void submit()]])}
          error={touched.description ? descriptionError : null}
          disabled={isLoading}
          data-testid="create-game-description"
        />
        <Text size="xs" c="dimmed" ta="right" mt={-8}>
          <Counter length={description.trim().length} max={DESCRIPTION_MAX_LENGTH} />
        </Text>
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Couldn't create the game"
            role="alert"
            data-testid="create-game-error"
          >
            {errorMessage(error)}
          </Alert>
        )}
        <Button
          type="submit"
          leftSection={<IconPlus size={18} />}
          loading={isLoading}
          disabled={isLoading}
          fullWidth
          data-testid="create-game-submit"
        >
          Create game
        </Button>
      </Stack>
    </form>
  );
}
