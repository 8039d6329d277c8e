import { ActionIcon, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { RemixSwitch } from '../RemixSwitch/RemixSwitch';

type GameSettingsDialogProps = { gameId: string; opened: boolean; onClose: () => void };

/** The game's own settings in the studio (its creator's only): who may remix it. */
export function GameSettingsDialog({ gameId, opened, onClose }: GameSettingsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Game settings" centered radius="lg" data-testid="game-settings-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Settings apply to the game itself, published or not. Publishing decides which version players play.
        </Text>
        <RemixSwitch gameId={gameId} />
      </Stack>
    </Modal>
  );
}

/** The studio top bar's way into the game's settings. */
export function GameSettingsButton({ gameId }: { gameId: string }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Game settings">
        <ActionIcon variant="default" size="lg" aria-label="Game settings" onClick={dialog.open} data-testid="game-settings-button">
          <IconSettings size={18} />
        </ActionIcon>
      </Tooltip>
      <GameSettingsDialog gameId={gameId} opened={opened} onClose={dialog.close} />
    </>
  );
}
