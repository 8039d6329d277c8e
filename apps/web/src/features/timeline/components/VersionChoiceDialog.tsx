import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHistory, IconInfoCircle } from '@tabler/icons-react';
import type { RestoreSessionSaveAnswer } from '@tempest/contracts';
import { checkpointLabel, VERSION_UNRECORDED, versionName } from '../timelineFormat';
import classes from './timeline.module.css';

type Props = {
  answer: RestoreSessionSaveAnswer | null;
  /** Absent where this view cannot switch versions. */
  onPlayThatVersion?: (answer: RestoreSessionSaveAnswer) => void;
  onClose: () => void;
};

/** A save made on another version of the game: play it there (time travel) or keep it loaded into this one. */
export function VersionChoiceDialog({ answer, onPlayThatVersion, onClose }: Props) {
  const recorded = Boolean(answer?.game_version.checkpoint_id);
  return (
    <Modal opened={answer !== null} onClose={onClose} title={<Group gap={8}><IconHistory size={18} /><Text fw={600}>Saved on an older version</Text></Group>}
      size="lg" centered data-testid="version-choice">
      {answer && (
        <Stack gap="sm">
          <Text size="sm">
            “{checkpointLabel(answer.checkpoint)}” was saved while an older version of the game was running. Its state is loaded into the current
            version{recorded ? '; you can also play it on the version that made it.' : '.'}
          </Text>
          <dl className={classes.versionFacts}>
            <dt>Saved on</dt>
            <dd data-testid="version-saved-on">{versionName(answer.game_version)}</dd>
            <dt>Playing now</dt>
            <dd>{versionName(answer.session_game_version, 'now')}</dd>
          </dl>
          {!recorded && (
            <Alert variant="light" color="gray" p="xs" icon={<IconInfoCircle size={16} />} data-testid="version-unrecorded">
              <Text size="sm">{VERSION_UNRECORDED}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} data-testid="version-load-current">Load into current version</Button>
            {onPlayThatVersion && (
              <Button disabled={!recorded} onClick={() => onPlayThatVersion(answer)} data-testid="version-play-that">
                Play on that version
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
