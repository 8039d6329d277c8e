import { Badge, Group, Text, Title } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../account/hooks/useCurrentUser';
import type { GameCard as GameCardData } from '@tempest/contracts';
import { isCreatorOf, openPath } from '../../gameLinks';
import { CreatorChip } from '../CreatorChip/CreatorChip';
import { GameActions } from '../GameActions/GameActions';
import { RemixLineage } from '../RemixLineage/RemixLineage';
import { coverImage } from './coverImage';
import { GameCardMenu } from './GameCardMenu';
import { gradientIndex } from './gradients';
import classes from './GameCard.module.css';

// Cards appear one after another, 0.1 s apart.
const STAGGER_SECONDS = 0.1;

type GameCardProps = {
  game: GameCardData;
  /** Position in its list, for the staggered appearance. */
  index?: number;
  /** False makes every card appear at once (delay 0). */
  stagger?: boolean;
  withMenu?: boolean;
  /** Shows Edit to the game's creator (nobody else ever sees it). */
  withEdit?: boolean;
  withPlay?: boolean;
  /** The clone option, offered only when the game is also cloneable. */
  allowClone?: boolean;
};

export function GameCard({
  game,
  index = 0,
  stagger = true,
  withMenu = true,
  withEdit = true,
  withPlay = true,
  allowClone = true,
}: GameCardProps) {
  const { userId } = useCurrentUser();
  const [failedImages, setFailedImages] = useState<readonly string[]>([]);
  const image = coverImage(game.image, failedImages);
  const isCreator = isCreatorOf(userId, game.creator.id);
  // The card opens the game: its creator goes to the dashboard, everyone else plays it.
  const openUrl = openPath(game.id, isCreator);
  const gradient = classes[`gradient${gradientIndex(game.category_tags || game.id)}`];
  const style = { '--card-delay': `${stagger ? index * STAGGER_SECONDS : 0}s` } as CSSProperties;

  return (
    <article className={classes.card} style={style} aria-label={game.title} data-testid="game-card" data-game-id={game.id}>
      <div className={`${classes.cover} ${gradient}`} data-testid="game-card-cover" data-fallback={image === null || undefined}>
        {image === null ? (
          <IconDeviceGamepad2 className={classes.fallbackIcon} stroke={1.2} aria-hidden />
        ) : (
          <img
            key={image}
            src={image}
            alt=""
            loading="lazy"
            className={classes.image}
            onError={() => setFailedImages((failed) => [...failed, image])}
          />
        )}
      </div>
      <div className={classes.shade} />
      {/* The whole card is clickable; keyboard users reach the same link through the title. */}
      <Link to={openUrl} className={classes.hit} tabIndex={-1} aria-hidden data-testid="game-card-hit" />
      <div className={classes.top}>
        <CreatorChip creator={game.creator} variant="overlay" />
        {withMenu && <GameCardMenu game={game} canClone={allowClone && game.isCloneable && userId !== null} canDelete={isCreator} />}
      </div>
      <div className={classes.body}>
        <Group gap={6} mb={8}>
          <Badge size="sm" variant="filled" color={game.published ? 'teal.7' : 'dark.4'} data-testid="game-card-status">
            {game.published ? 'Published' : 'Draft'}
          </Badge>
          {game.nsfw && (
            <Badge size="sm" variant="filled" color="red.8" data-testid="game-card-nsfw">
              NSFW
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4" className={classes.title} lineClamp={2}>
          <Link to={openUrl} className={classes.titleLink} data-testid="game-card-open">
            {game.title}
          </Link>
        </Title>
        <RemixLineage remixedFrom={game.remixed_from} remixCount={game.remix_count} overlay />
        <Text size="sm" c="dark.0" lineClamp={2} mt={4} mih={42} data-testid="game-card-description">
          {game.description}
        </Text>
        <GameActions gameId={game.id} title={game.title} canEdit={withEdit && isCreator} withPlay={withPlay} mt="md" grow />
      </div>
    </article>
  );
}
