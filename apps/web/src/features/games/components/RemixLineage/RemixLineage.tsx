import { Anchor, Group, Text, type MantineSize } from '@mantine/core';
import { IconGitFork } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GameLineage } from '@tempest/contracts';
import { playPath } from '../../gameLinks';

type RemixLineageProps = {
  remixedFrom: GameLineage | null;
  remixCount: number;
  size?: MantineSize;
  /** Light text over a cover image (the card), or the page's own colours. */
  overlay?: boolean;
};

/** "3 remixes" for a count above 0 (docs/api-clone.md). */
export const remixCountLabel = (count: number): string => `${count} ${count === 1 ? 'remix' : 'remixes'}`;

/** Where a remix came from ("Remixed from <source>", linking to it) and how often this game was remixed. */
export function RemixLineage({ remixedFrom, remixCount, size = 'xs', overlay = false }: RemixLineageProps) {
  if (!remixedFrom && remixCount <= 0) return null;
  const colour = overlay ? 'gray.3' : 'dimmed';
  return (
    <Group gap="sm" wrap="nowrap" miw={0} data-testid="remix-lineage">
      {remixedFrom && (
        <Text size={size} c={colour} truncate miw={0} data-testid="remixed-from">
          <IconGitFork size={12} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
          Remixed from{' '}
          <Anchor component={Link} to={playPath(remixedFrom.id)} size={size} c={overlay ? 'white' : undefined} fw={600} underline="always">
            {remixedFrom.title}
          </Anchor>
        </Text>
      )}
      {remixCount > 0 && (
        <Text size={size} c={colour} style={{ whiteSpace: 'nowrap' }} data-testid="remix-count">
          {remixCountLabel(remixCount)}
        </Text>
      )}
    </Group>
  );
}
