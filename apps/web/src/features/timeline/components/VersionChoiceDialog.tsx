import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RestoreSessionCheckpointAnswer } from '@tempest/contracts';

type Props = {
  answer: RestoreSessionCheckpointAnswer | null;
  /** Absent where this view cannot switch versions. */
  onPlayThatVersion?: (answer: RestoreSessionCheckpointAnswer) => void;
  onClose: () => void;
};

/** A save made on another version of the game: play it there (time travel) or keep it loaded into this one. */
export function VersionChoiceDialog({ answer, onPlayThatVersion, onClose }: Props) {
  return (
    <Modal opened={answer !== null} onClose={onClose} title={<Text fw={600}>Saved on an older version</Text>} size="md" centered data-testid="version-choice">
      <Stack gap="sm">
        <Text size="sm">
          This checkpoint was saved while an older version of the game was running. Its state is loaded into the current version; you can also play it on the version that made it.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-testid="version-load-current">Load into current version</Button>
          {onPlayThatVersion && (
            <Button disabled={!answer?.game_version.checkpoint_id} onClick={() => answer && onPlayThatVersion(answer)} data-testid="version-play-that">
              Play on that version
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
