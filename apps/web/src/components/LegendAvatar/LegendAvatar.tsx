import { Avatar, Box, type MantineSize } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { AVATAR_COLORS } from './avatarColors';
import classes from './LegendAvatar.module.css';

type LegendAvatarProps = {
  name: string;
  src?: string | null;
  /** Legend subscribers get a gold glow and a crown. */
  legend?: boolean;
  size?: MantineSize | number;
};

export function LegendAvatar({ name, src, legend = false, size = 36 }: LegendAvatarProps) {
  return (
    <Box className={classes.wrap} data-legend={legend || undefined} data-testid="user-avatar">
      <Avatar
        src={src || null}
        name={name}
        alt={name}
        color="initials"
        allowedInitialsColors={AVATAR_COLORS}
        size={size}
        radius={1000}
      />
      {legend && (
        <span className={classes.crown} aria-label="Legend" role="img" data-testid="legend-crown">
          <IconCrown size={12} stroke={2.4} />
        </span>
      )}
    </Box>
  );
}
