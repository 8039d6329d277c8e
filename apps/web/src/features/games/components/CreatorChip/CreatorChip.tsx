import { Avatar } from '@mantine/core';
import { Link } from 'react-router';
import { AVATAR_COLORS } from '../../../../components/LegendAvatar/avatarColors';
import type { GameCreator } from '@tempest/contracts';
import classes from './CreatorChip.module.css';

type CreatorChipProps = {
  creator: GameCreator;
  /** 'overlay' sits on a cover image; 'plain' on the page background. */
  variant?: 'overlay' | 'plain';
};

/** The creator's avatar and name, linking to their profile. */
export function CreatorChip({ creator, variant = 'plain' }: CreatorChipProps) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(creator.id)}`}
      className={classes.chip}
      data-variant={variant}
      aria-label={`Made by ${creator.name} — view profile`}
      data-testid="creator-chip"
    >
      <Avatar
        src={creator.avatar || null}
        name={creator.name}
        color="initials"
        allowedInitialsColors={AVATAR_COLORS}
        size={22}
        radius="xl"
        alt=""
      />
      <span className={classes.name}>{creator.name}</span>
    </Link>
  );
}
