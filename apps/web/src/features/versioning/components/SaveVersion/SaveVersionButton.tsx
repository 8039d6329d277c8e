import { useState } from 'react';
import { Badge, Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconGitCommit } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { useAppSelector } from '../../../../app/hooks';
import { useToast } from '../../../toasts';
import { useCommitRevisionMutation, useGetWorkingTreeQuery } from '../../versioningApi';
import { selectActiveSessionId } from '../../versioningSessionSlice';

/**
 * "Save version": commits the working tree (every asset at its revision) with a message, in this visit's
 * versioning session. The badge counts the assets changed since the last version.
 */
export function SaveVersionButton({ gameId }: { gameId: string }) {
  const sessionId = useAppSelector(selectActiveSessionId);
  const { data } = useGetWorkingTreeQuery(gameId);
  const [commit, { isLoading }] = useCommitRevisionMutation();
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const toast = useToast();
  const unsaved = data ? Object.values(data.working_tree).flat().filter((asset) => asset.hasUnsavedChanges).length : 0;

  const save = async () => {
    try {
      await commit({ gameId, sessionId, message: message.trim() }).unwrap();
      setOpened(false);
      setMessage('');
      toast.show({ title: 'Version saved', message: message.trim() || undefined, color: 'teal' });
    } catch (error) {
      toast.show({ title: 'Failed to commit revision', message: errorMessage(error), color: 'red' });
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconGitCommit size={16} />} onClick={() => setOpened((o) => !o)}
          disabled={unsaved === 0} data-testid="save-version-button"
          rightSection={<Badge size="sm" color={unsaved > 0 ? 'violet' : 'gray'} data-testid="unsaved-count">{unsaved}</Badge>}>
          Save version
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => { event.preventDefault(); void save(); }}>
          <Stack gap="xs">
            <Text size="sm">{unsaved === 1 ? '1 asset changed' : `${unsaved} assets changed`} since the last version.</Text>
            <TextInput label="Message" placeholder="What changed?" maxLength={500} value={message}
              onChange={(event) => setMessage(event.currentTarget.value)} data-testid="save-version-message" />
            <Button type="submit" loading={isLoading} data-testid="save-version-submit">Save version</Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
