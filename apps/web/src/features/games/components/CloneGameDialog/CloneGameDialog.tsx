import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCopy } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GameCard as GameCardData } from '@tempest/contracts';
import { useAppDispatch } from '../../../../app/hooks';
import { CLONE_CLOSE_DELAY_MS, cloneFailureMessage } from '../../cloneProgress';
import { gameActionErrorMessage } from '../../gameErrors';
import { remixPath } from '../../gameLinks';
import { gamesApi, useCloneGameMutation } from '../../gamesApi';
import { useCloneProgress } from '../../hooks/useCloneProgress';

type CloneGameDialogProps = {
  game: Pick<GameCardData, 'id' | 'title'>;
  opened: boolean;
  onClose: () => void;
};

const LOST = 'The progress stream was interrupted. The clone goes on on the server; it appears in your games when it is done.';

/**
 * Spec 1 §4 "Game clone": confirm, then the server's progress; Close waits for 100 %. At 100 % it offers "Open your
 * remix" and, 1.5 s later, closes itself and opens the remix (its game preview in the studio).
 */
export function CloneGameDialog({ game, opened, onClose }: CloneGameDialogProps) {
  const [cloneGame, { isLoading, error, reset }] = useCloneGameMutation();
  const [taskId, setTaskId] = useState<string | null>(null);
  const { progress, finished, lost } = useCloneProgress(taskId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const done = progress.percentDone >= 100 && progress.error === undefined;
  const failed = progress.error !== undefined;
  const running = taskId !== null && !finished;

  function close() {
    if (running || isLoading) return;
    setTaskId(null);
    reset();
    onClose();
  }

  const remixId = done ? (progress.gameId ?? null) : null;
  const openRemix = useCallback(() => {
    setTaskId(null);
    reset();
    onClose();
    if (remixId) void navigate(remixPath(remixId));
  }, [remixId, navigate, onClose, reset]);

  useEffect(() => {
    if (!done) return undefined;
    // The user's games now hold the remix: every list that may show it reads again.
    dispatch(gamesApi.util.invalidateTags(['UserGames', { type: 'Game', id: 'LIST' }]));
    // Spec 1 §9: the dialog closes 1.5 s after 100 %, and the user lands in the remix, not on the source.
    const timer = setTimeout(openRemix, CLONE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, dispatch, openRemix]);

  async function confirm() {
    try {
      setTaskId((await cloneGame({ id: game.id }).unwrap()).taskId);
    } catch {
      // The error renders in the dialog.
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={taskId === null ? 'Clone this game?' : `Cloning ${game.title}`}
      centered
      radius="lg"
      closeOnClickOutside={!running}
      withCloseButton={!running}
      data-testid="clone-game-dialog"
    >
      <Stack gap="md">
        {taskId === null ? (
          <Text size="sm">
            A copy of{' '}
            <Text span fw={700}>
              {game.title}
            </Text>{' '}
            becomes a new game of yours to change as you like. The original stays as it is, and your copy shows where it came from.
          </Text>
        ) : (
          <Stack gap={6} data-testid="clone-progress">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" data-testid="clone-progress-message">
                {progress.message}
              </Text>
              <Text size="sm" fw={700} ff="monospace" data-testid="clone-progress-percent">
                {progress.percentDone}%
              </Text>
            </Group>
            <Progress
              value={progress.percentDone}
              color={failed ? 'red' : done ? 'teal' : 'violet'}
              size="lg"
              radius="xl"
              animated={running}
              aria-label="Clone progress"
            />
          </Stack>
        )}
        {error && <CloneError text={gameActionErrorMessage('cloning', error)} />}
        {failed && <CloneError text={cloneFailureMessage(progress.error ?? '')} />}
        {lost && <CloneError text={LOST} />}
        <Group justify="flex-end" gap="sm">
          {taskId === null ? (
            <>
              <Button variant="default" onClick={close} disabled={isLoading}>
                Cancel
              </Button>
              <Button leftSection={<IconCopy size={16} />} onClick={() => void confirm()} loading={isLoading} data-testid="confirm-clone-game">
                Clone game
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={close} disabled={running} data-testid="close-clone-game">
                Close
              </Button>
              {remixId && (
                <Button onClick={openRemix} leftSection={<IconArrowRight size={16} />} data-testid="open-remix">
                  Open your remix
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function CloneError({ text }: { text: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="clone-game-error">
      {text}
    </Alert>
  );
}
