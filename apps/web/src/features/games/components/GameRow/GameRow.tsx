import { ActionIcon, Avatar, Badge, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { AVATAR_COLORS } from '../../../../components/LegendAvatar/avatarColors';
import { CreatorChip } from '../CreatorChip/CreatorChip';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { useCurrentUser } from '../../../account/hooks/useCurrentUser';
import type { GameListItem as Game } from '@tempest/contracts';
import { isCreatorOf, openPath } from '../../gameLinks';
import { GameActions } from '../GameActions/GameActions';
import { RemixLineage } from '../RemixLineage/RemixLineage';
import { RenameGameInput } from '../RenameGameInput/RenameGameInput';
import classes from './GameRow.module.css';

type GameRowProps = {
  game: Game;
  /** Plays a short highlight: the game just arrived (created here or elsewhere). */
  fresh?: boolean;
};

export const GameRow = memo(function GameRow({ game, fresh = false }: GameRowProps) {
  const [editing, setEditing] = useState(false);
  const { userId } = useCurrentUser();
  // Only the creator may rename or edit (the API answers 403 to anyone else).
  const isCreator = isCreatorOf(userId, game.creator?.id);

  return (
    <Paper
      component="article"
      className={classes.row}
      p="md"
      radius="lg"
      data-testid="game-row"
      data-game-id={game.id}
      data-fresh={fresh || undefined}
      data-editing={editing || undefined}
      aria-label={game.name}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar
          src={game.image}
          alt=""
          data-testid="game-row-cover"
          name={game.name}
          color="initials"
          allowedInitialsColors={AVATAR_COLORS}
          radius="md"
          size={44}
          variant="light"
          aria-hidden
        />
        <Box className={classes.body}>
          {editing ? (
            <RenameGameInput game={game} onDone={() => setEditing(false)} />
          ) : (
            <Group gap={8} wrap="nowrap" align="baseline">
              {/* The row opens the game (its ::after covers the row); the controls sit above it. */}
              <Text component={Link} to={openPath(game.id, isCreator)} fw={600} size="md" className={classes.name} data-testid="game-name">
                {game.name}
              </Text>
              <Badge size="xs" variant="filled" color={game.published ? 'teal.7' : 'dark.4'} radius="sm" className={classes.status} data-testid="game-status">
                {game.published ? 'Published' : 'Draft'}
              </Badge>
            </Group>
          )}
          {game.description ? (
            <Text size="sm" c="dimmed" lineClamp={2} mt={4} data-testid="game-description">
              {game.description}
            </Text>
          ) : (
            <Text size="sm" c="dark.3" fs="italic" mt={4} data-testid="game-description">
              No description yet
            </Text>
          )}
          <Group gap={8} mt={8} className={classes.meta}>
            {game.creator && <CreatorChip creator={game.creator} />}
            <RemixLineage remixedFrom={game.remixed_from} remixCount={game.remix_count} />
            <RelativeTime value={game.updatedAt} prefix="Updated" data-testid="game-updated" />
            {game.revision > 0 && (
              <Tooltip label={`Changed ${game.revision} time${game.revision === 1 ? '' : 's'} since it was created`}>
                <Badge size="xs" variant="outline" color="gray" radius="sm">
                  rev {game.revision}
                </Badge>
              </Tooltip>
            )}
          </Group>
          {!editing && <GameActions gameId={game.id} title={game.name} canEdit={isCreator} size="xs" mt="sm" className={classes.actions} />}
        </Box>
        {isCreator && !editing && (
          <Tooltip label="Rename">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              className={classes.action}
              onClick={() => setEditing(true)}
              aria-label={`Rename ${game.name}`}
              data-testid="rename-game-button"
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
});
