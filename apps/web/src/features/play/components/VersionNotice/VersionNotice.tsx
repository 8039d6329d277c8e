import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowForwardUp, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './VersionNotice.module.css';

type Props = {
  /** What plays: "Playing the version this save was made on", "Playing the game as it was at …". */
  title: string;
  detail: ReactNode;
  /** "Back to current version", where the view can go back itself. */
  onBack?: () => void;
  /** Its test id; the detail's and the button's follow it (`-detail`, `-back`). */
  testId?: string;
};

/**
 * Over the game while it plays another version than the current one: a save on the version it was made on
 * (docs/api-timeline.md, Game version), or the game as it was at a moment (docs/api-replay.md).
 */
export function VersionNotice({ title, detail, onBack, testId = 'version-notice' }: Props) {
  return (
    <div className={classes.root} role="status" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" className={classes.text}>
        <ThemeIcon variant="light" color="violet" radius="xl" size="md" className={classes.icon}>
          <IconHistory size={16} />
        </ThemeIcon>
        <div className={classes.lines}>
          <Text size="sm" fw={600} lh={1.3} data-testid={`${testId}-title`}>{title}</Text>
          <Text size="xs" c="dimmed" lh={1.35} data-testid={`${testId}-detail`}>
            {detail}
          </Text>
        </div>
      </Group>
      {onBack && (
        <Button size="xs" variant="default" leftSection={<IconArrowForwardUp size={14} />} onClick={onBack} className={classes.action}
          data-testid={`${testId}-back`}>
          Back to current version
        </Button>
      )}
    </div>
  );
}
