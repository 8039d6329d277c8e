import { Button, Group, type GroupProps } from '@mantine/core';
import { IconPencil, IconPlayerPlayFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath, playPath } from '../../gameLinks';

type GameActionsProps = Omit<GroupProps, 'children'> & {
  gameId: string;
  title: string;
  /** Edit is offered to the game's creator only (spec 1, Game card). */
  canEdit: boolean;
  withPlay?: boolean;
  size?: 'xs' | 'sm';
};

/** The game card's Edit (creator only) and Play buttons. */
export function GameActions({ gameId, title, canEdit, withPlay = true, size = 'sm', ...group }: GameActionsProps) {
  return (
    <Group gap="xs" {...group}>
      {canEdit && (
        <Button
          component={Link}
          to={dashboardPath(gameId)}
          size={size}
          variant="default"
          leftSection={<IconPencil size={16} />}
          aria-label={`Edit ${title}`}
          data-testid="game-card-edit"
        >
          Edit
        </Button>
      )}
      {withPlay && (
        <Button
          component={Link}
          to={playPath(gameId)}
          size={size}
          leftSection={<IconPlayerPlayFilled size={14} />}
          aria-label={`Play ${title}`}
          data-testid="game-card-play"
        >
          Play
        </Button>
      )}
    </Group>
  );
}
