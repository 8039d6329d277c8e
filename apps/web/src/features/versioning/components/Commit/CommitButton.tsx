import { useState } from 'react';
import { Badge, Button, Divider, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconGitCommit } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { useAppSelector } from '../../../../app/hooks';
import { useToast } from '../../../toasts';
import { unsavedCount } from '../../versioningFormat';
import { useCommitRevisionMutation, useGetWorkingTreeQuery } from '../../versioningApi';
import { selectActiveSessionId } from '../../versioningSessionSlice';
import { useAutoCommitSetting } from '../../hooks/useAutoCommit';
import { AutoCommitControl } from './AutoCommitControl';

/**
 * "Commit": commits the working tree (every asset at its revision) with a message, in this visit's
 * versioning session. The badge counts the assets changed since the last commit. The popover also holds
 * the auto-commit setting. A commit is not a checkpoint (History's): docs/glossary.md.
 */
export function CommitButton({ gameId }: { gameId: string }) {
  const sessionId = useAppSelector(selectActiveSessionId);
  const { data } = useGetWorkingTreeQuery(gameId);
  const [commit, { isLoading }] = useCommitRevisionMutation();
  const [autoCommit] = useAutoCommitSetting(gameId);
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const toast = useToast();
  const unsaved = unsavedCount(data);

  const save = async () => {
    try {
      await commit({ gameId, sessionId, message: message.trim() }).unwrap();
      setOpened(false);
      setMessage('');
      toast.show({ title: 'Changes committed', message: message.trim() || undefined, color: 'teal' });
    } catch (error) {
      toast.show({ title: 'Failed to commit revision', message: errorMessage(error), color: 'red' });
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconGitCommit size={16} />} onClick={() => setOpened((o) => !o)}
          data-testid="commit-button" data-auto-commit={autoCommit.enabled ? 'on' : 'off'}
          rightSection={<Badge size="sm" color={unsaved > 0 ? 'violet' : 'gray'} data-testid="unsaved-count">{unsaved}</Badge>}>
          Commit
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => { event.preventDefault(); void save(); }}>
          <Stack gap="xs">
            <Text size="sm" data-testid="commit-summary">
              {unsaved === 0 ? 'Nothing changed since the last commit.' : `${unsaved === 1 ? '1 asset changed' : `${unsaved} assets changed`} since the last commit.`}
            </Text>
            <TextInput label="Message" placeholder="What changed?" maxLength={500} value={message} disabled={unsaved === 0}
              onChange={(event) => setMessage(event.currentTarget.value)} data-testid="commit-message" />
            <Button type="submit" loading={isLoading} disabled={unsaved === 0} data-testid="commit-submit">Commit</Button>
          </Stack>
        </form>
        <Divider my="sm" />
        <AutoCommitControl gameId={gameId} />
      </Popover.Dropdown>
    </Popover>
  );
}
