import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowForwardUp, IconHistory } from '@tabler/icons-react';
import { versionName } from '../../../timeline/timelineFormat';
import type { SaveOnItsVersion } from '../../playTypes';
import classes from './VersionNotice.module.css';

type Props = {
  save: SaveOnItsVersion;
  onBack: () => void;
};

/** Over the game while a save plays on the version it was made on (docs/api-timeline.md, Game version). */
export function VersionNotice({ save, onBack }: Props) {
  const label = save.label.trim() || 'this save';
  return (
    <div className={classes.root} role="status" data-testid="version-notice">
      <Group gap="sm" wrap="nowrap" className={classes.text}>
        <ThemeIcon variant="light" color="violet" radius="xl" size="md" className={classes.icon}>
          <IconHistory size={16} />
        </ThemeIcon>
        <div className={classes.lines}>
          <Text size="sm" fw={600} lh={1.3}>Playing the version this save was made on</Text>
          <Text size="xs" c="dimmed" lh={1.35} data-testid="version-notice-detail">
            “{label}” on {versionName({ source: save.source, checkpoint_id: save.checkpointId })}
          </Text>
        </div>
      </Group>
      <Button size="xs" variant="default" leftSection={<IconArrowForwardUp size={14} />} onClick={onBack} className={classes.action}
        data-testid="version-notice-back">
        Back to current version
      </Button>
    </div>
  );
}
