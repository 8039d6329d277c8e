import { Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconCopy, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../account/hooks/useCurrentUser';
import { CloneGameDialog } from '../../../games/components/CloneGameDialog/CloneGameDialog';
import { CreatorChip } from '../../../games/components/CreatorChip/CreatorChip';
import { RemixLineage } from '../../../games/components/RemixLineage/RemixLineage';
import { useFetchGameCardQuery } from '../../../games/gamesApi';
import type { PlayGame } from '@tempest/contracts';

type PlayHeaderProps = {
  game: PlayGame;
  canEdit: boolean;
};

/**
 * The game's name, creator, lineage and (for its editors) the way back into the studio; a signed-in player
 * may remix a cloneable game (spec 1 §5: clone is offered only when the game is cloneable).
 */
export function PlayHeader({ game, canEdit }: PlayHeaderProps) {
  const { userId } = useCurrentUser();
  const [cloneOpened, cloneDialog] = useDisclosure(false);
  // The card follows the public games room: a remix made meanwhile (by anyone) is counted without a reload.
  const { data: card } = useFetchGameCardQuery(game.id);
  const canClone = userId !== null && (card?.isCloneable ?? game.isCloneable);
  return (
    <Group justify="space-between" align="flex-end" gap="xs">
      <Stack gap={4} miw={0} align="flex-start">
        <Button component={Link} to="/games" variant="subtle" color="gray" size="compact-xs" leftSection={<IconArrowLeft size={14} />} w="fit-content" px={4}>
          Games
        </Button>
        <Group gap="sm" miw={0} style={{ rowGap: 0 }}>
          {game.titleCard && <Avatar src={game.titleCard} alt="" radius="md" size={40} data-testid="play-cover" />}
          <Title order={1} size="h3" lineClamp={2} data-testid="play-title">
            {game.name || 'Untitled game'}
          </Title>
          {!game.published && (
            <Text size="xs" c="yellow.4" fw={600} tt="uppercase" style={{ whiteSpace: 'nowrap' }} data-testid="play-unpublished">
              Not published
            </Text>
          )}
        </Group>
        {game.creator && <CreatorChip creator={game.creator} />}
        <RemixLineage remixedFrom={game.remixed_from} remixCount={card?.remix_count ?? game.remix_count} size="sm" />
      </Stack>
      <Group gap="xs">
        {canClone && (
          <Button variant="light" color="violet" size="xs" leftSection={<IconCopy size={14} />} onClick={cloneDialog.open} data-testid="play-clone">
            Remix
          </Button>
        )}
        {canEdit && (
          <Button
            component={Link}
            to={`/create/creation-dashboard/${encodeURIComponent(game.id)}/`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            data-testid="play-edit"
          >
            Edit in studio
          </Button>
        )}
      </Group>
      {canClone && <CloneGameDialog game={{ id: game.id, title: game.name }} opened={cloneOpened} onClose={cloneDialog.close} />}
    </Group>
  );
}
