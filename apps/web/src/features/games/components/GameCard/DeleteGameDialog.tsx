import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { gameActionErrorMessage } from '../../gameErrors';
import { useDeleteGameMutation } from '../../gamesApi';
import type { GameCard as GameCardData } from '@tempest/contracts';
import { useToast } from '../../../toasts/useToast';

type DeleteGameDialogProps = {
  game: Pick<GameCardData, 'id' | 'title'>;
  opened: boolean;
  onClose: () => void;
};

/** Confirms deleting a game; only its creator is offered this. */
export function DeleteGameDialog({ game, opened, onClose }: DeleteGameDialogProps) {
  const [deleteGame, { isLoading, error, reset }] = useDeleteGameMutation();
  const { show } = useToast();

  function close() {
    if (isLoading) return;
    reset();
    onClose();
  }

  async function confirm() {
    try {
      await deleteGame({ id: game.id }).unwrap();
      onClose();
      show({ title: 'Game deleted', message: `“${game.title}” is no longer in your games.`, color: 'teal' });
    } catch {
      // The error renders in the dialog, which stays open for a retry.
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Delete this game?" centered radius="lg" data-testid="delete-game-dialog">
      <Stack gap="md">
        <Text size="sm">
          <Text span fw={700}>
            {game.title}
          </Text>{' '}
          will disappear from your profile and from the games list, and players will no longer be able to open it.
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="delete-game-error">
            {gameActionErrorMessage('deleting', error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void confirm()}
            loading={isLoading}
            data-testid="confirm-delete-game"
          >
            Delete game
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
