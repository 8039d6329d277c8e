import { ActionIcon, Badge, Box, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconDots, IconTrash } from '@tabler/icons-react';
import type { GameCard as GameCardData } from '@tempest/contracts';
import { DeleteGameDialog } from './DeleteGameDialog';

type GameCardMenuProps = {
  game: GameCardData;
  canClone: boolean;
  canDelete: boolean;
};

// There is no clone endpoint yet: the option is visible but honest about it.
const CLONE_LATER = 'Cloning arrives in a later release.';

/** The three-dot menu; renders nothing when the viewer has no action on this game. */
export function GameCardMenu({ game, canClone, canDelete }: GameCardMenuProps) {
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  if (!canClone && !canDelete) return null;

  return (
    <>
      <Menu position="bottom-end" shadow="lg" radius="md" width={200}>
        <Menu.Target>
          <ActionIcon
            variant="filled"
            color="dark.7"
            radius="xl"
            size="lg"
            aria-label={`More actions for ${game.title}`}
            data-testid="game-card-menu"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canClone && (
            <Tooltip label={CLONE_LATER} position="left">
              <Box>
                <Menu.Item
                  leftSection={<IconCopy size={16} />}
                  rightSection={<Badge size="xs" variant="light" color="gray">Soon</Badge>}
                  disabled
                  aria-description={CLONE_LATER}
                  data-testid="clone-game"
                >
                  Clone game
                </Menu.Item>
              </Box>
            </Tooltip>
          )}
          {canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={deleteDialog.open} data-testid="delete-game">
              Delete game
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {canDelete && <DeleteGameDialog game={game} opened={deleteOpened} onClose={deleteDialog.close} />}
    </>
  );
}
