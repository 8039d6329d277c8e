import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconDots, IconTrash } from '@tabler/icons-react';
import type { GameCard as GameCardData } from '@tempest/contracts';
import { CloneGameDialog } from '../CloneGameDialog/CloneGameDialog';
import { DeleteGameDialog } from './DeleteGameDialog';

type GameCardMenuProps = {
  game: GameCardData;
  canClone: boolean;
  canDelete: boolean;
};

/** The three-dot menu; renders nothing when the viewer has no action on this game. */
export function GameCardMenu({ game, canClone, canDelete }: GameCardMenuProps) {
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const [cloneOpened, cloneDialog] = useDisclosure(false);
  if (!canClone && !canDelete) return null;

  return (
    <>
      <Menu position="bottom-end" shadow="lg" radius="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="filled" color="dark.7" radius="xl" size="lg" aria-label={`More actions for ${game.title}`} data-testid="game-card-menu">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canClone && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={cloneDialog.open} data-testid="clone-game">
              Clone game
            </Menu.Item>
          )}
          {canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={deleteDialog.open} data-testid="delete-game">
              Delete game
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {canClone && <CloneGameDialog game={game} opened={cloneOpened} onClose={cloneDialog.close} />}
      {canDelete && <DeleteGameDialog game={game} opened={deleteOpened} onClose={deleteDialog.close} />}
    </>
  );
}
