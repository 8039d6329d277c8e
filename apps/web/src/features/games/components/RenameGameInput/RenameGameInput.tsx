import { ActionIcon, Alert, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, errorStatus } from '../../../../api/apiError';
import type { GameListItem as Game } from '@tempest/contracts';
import { useRenameGameMutation } from '../../gamesApi';
import { validateGameName } from '../../gameValidation';

type RenameGameInputProps = {
  game: Game;
  onDone: () => void;
};

export function RenameGameInput({ game, onDone }: RenameGameInputProps) {
  const [value, setValue] = useState(game.name);
  const [renameGame, { isLoading, error, reset }] = useRenameGameMutation();
  const validation = validateGameName(value);

  async function save() {
    if (validation || isLoading) return;
    const name = value.trim();
    if (name === game.name) {
      onDone();
      return;
    }
    try {
      // game.revision comes from the list; after a 409 the list refreshes, so a retry uses the new one.
      await renameGame({ id: game.id, name, expectedRevision: game.revision }).unwrap();
      onDone();
    } catch {
      // Stay in edit mode with the message shown, so the user can retry or cancel.
    }
  }

  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`New name for ${game.name}`}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) reset();
          }}
          onKeyDown={getHotkeyHandler([
            ['Enter', () => void save()],
            ['Escape', onDone],
          ])}
          onFocus={(event) => event.currentTarget.select()}
          error={validation}
          disabled={isLoading}
          autoFocus
          size="sm"
          style={{ flex: 1 }}
          data-testid="rename-game-input"
        />
        <Tooltip label="Save (Enter)">
          <ActionIcon
            size={36}
            variant="filled"
            onClick={() => void save()}
            loading={isLoading}
            disabled={Boolean(validation)}
            aria-label="Save name"
            data-testid="rename-game-save"
          >
            <IconCheck size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Cancel (Esc)">
          <ActionIcon
            size={36}
            variant="default"
            onClick={onDone}
            aria-label="Cancel renaming"
            data-testid="rename-game-cancel"
          >
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {error && (
        <Alert
          color={errorStatus(error) === 409 ? 'yellow' : 'red'}
          variant="light"
          p="xs"
          role="alert"
          data-testid="rename-game-error"
        >
          {errorMessage(error)}
          {errorStatus(error) === 409 && ` Its current name is “${game.name}” — press Enter to rename it anyway.`}
        </Alert>
      )}
    </Stack>
  );
}
