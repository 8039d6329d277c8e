import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Divider, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../api/apiError';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { RemixSwitch } from '../../../games/components/RemixSwitch/RemixSwitch';
import { useToast } from '../../../toasts';
import { useGetPublishedStatusQuery, usePublishCurrentVersionMutation, useUnpublishGameMutation } from '../../publishingApi';

/**
 * Publishing from the studio: players play the published version (a checkpoint of the working tree) on
 * /play/{gameId}/ while the creator goes on editing. Publishing publishes what the creator sees: the current
 * checkpoint, or a new one (trigger publish) when the game changed since (docs/api-checkpoints.md).
 */
export function PublishButton({ gameId }: { gameId: string }) {
  const { data: status, error: statusError } = useGetPublishedStatusQuery(gameId);
  const [publish, publishing] = usePublishCurrentVersionMutation();
  const [unpublish, unpublishing] = useUnpublishGameMutation();
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const toast = useToast();
  const published = status?.is_published === true;
  useEffect(() => {
    if (statusError) toast.show({ title: 'Failed to fetch published status', message: errorMessage(statusError), color: 'red' });
  }, [statusError, toast]);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      setOpened(false);
      setMessage('');
      toast.show({ title: done, color: 'teal' });
    } catch (error) {
      toast.show({ title: failed, message: errorMessage(error), color: 'red' });
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
      <Popover.Target>
        <Button variant={published ? 'light' : 'filled'} color={published ? 'teal' : 'violet'} size="sm" leftSection={<IconRocket size={16} />}
          onClick={() => setOpened((o) => !o)} data-testid="publish-button" data-published={published}>
          {published ? 'Published' : 'Publish'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => { event.preventDefault(); void run(() => publish({ gameId, message: message.trim() }).unwrap(), 'Game published', 'Failed to publish checkpoint'); }}>
          <Stack gap="xs">
            <Group gap="xs">
              <Badge color={published ? 'teal' : 'gray'} data-testid="publish-state">{published ? 'Published' : 'Draft'}</Badge>
              {published && status?.published_at && <RelativeTime value={status.published_at} prefix="since" size="xs" c="dimmed" />}
            </Group>
            <Text size="sm">{published ? 'Players play the published version. Publish again to release your latest changes.' : 'Publish the game as it is now so players can play it.'}</Text>
            <TextInput label="Release note" placeholder="What's new?" maxLength={500} value={message}
              onChange={(event) => setMessage(event.currentTarget.value)} data-testid="publish-message" />
            <Button type="submit" loading={publishing.isLoading} data-testid="publish-submit">{published ? 'Publish latest version' : 'Publish'}</Button>
            <Divider />
            <RemixSwitch gameId={gameId} />
            <Divider />
            {published && (
              <Button variant="subtle" color="red" loading={unpublishing.isLoading} data-testid="unpublish-submit"
                onClick={() => void run(() => unpublish(gameId).unwrap(), 'Game unpublished', 'Failed to unpublish game')}>
                Unpublish
              </Button>
            )}
            <Anchor component={Link} to={`/play/${gameId}/`} size="sm" data-testid="open-player-page">
              <Group gap={4}>Open the player page <IconExternalLink size={14} /></Group>
            </Anchor>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
