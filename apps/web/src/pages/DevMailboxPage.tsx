import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailOff, IconMailbox, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, errorStatus } from '../api/apiError';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { useGetDevMailboxQuery } from '../features/mailbox/mailboxApi';
import { MailboxMessage } from '../features/mailbox/components/MailboxMessage/MailboxMessage';

const MAILBOX_INTRO =
  'No email server is configured, so the mail this server sends lands here instead — only yours: ' +
  'mail to the account you are signed in with, or to the addresses you signed up or logged in with in this browser. ' +
  'Newest first; it refreshes by itself.';
const SMTP_INTRO = 'Only development servers without an email server keep their mail here.';
// Someone waiting for a code should not have to keep pressing refresh.
const POLL_MS = 5_000;

function MailboxBody() {
  const { data, error, isLoading, isFetching, refetch } = useGetDevMailboxQuery(undefined, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  if (isLoading) return <Skeleton h={160} radius="lg" />;
  if (errorStatus(error) === 404) {
    return (
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconMailOff size={30} />}
        title="No development mailbox"
        description="This server sends its mail through an email server, or runs in production: there is no development mailbox."
        py="xl"
        data-testid="mailbox-smtp"
      />
    );
  }
  if (!data) {
    return (
      <ErrorBanner
        title="Couldn't open the mailbox"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
        data-testid="mailbox-error"
      />
    );
  }
  if (data.messages.length === 0) {
    return (
      <Paper p="xl" radius="lg" bg="transparent" style={{ borderStyle: 'dashed' }} data-testid="mailbox-empty">
        <EmptyState
          variant="light"
          size="lg"
          icon={<IconMailbox size={30} />}
          title="No mail yet"
          description="Register or ask for a code in this browser, and the email shows up here within a few seconds."
          py="xl"
        />
      </Paper>
    );
  }
  return (
    <Stack gap="md" data-testid="mailbox-list">
      {data.messages.map((message) => (
        <MailboxMessage key={message.id} message={message} />
      ))}
    </Stack>
  );
}

export function DevMailboxPage() {
  useDocumentTitle('Development mailbox · Tempest');
  const { error, refetch } = useGetDevMailboxQuery();
  const [refreshing, setRefreshing] = useState(false);
  const smtp = errorStatus(error) === 404;

  // Only a click spins the button; the background polling stays quiet.
  async function refresh() {
    setRefreshing(true);
    try {
      await refetch();
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Stack gap="xl" maw={860} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6} maw={600}>
          <Title order={1} c="white" data-testid="page-title">
            Development mailbox
          </Title>
          <Text c="dimmed" size="lg">
            {smtp ? SMTP_INTRO : MAILBOX_INTRO}
          </Text>
        </Stack>
        {!smtp && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={refreshing}
            onClick={() => void refresh()}
            data-testid="mailbox-refresh"
          >
            Refresh
          </Button>
        )}
      </Group>
      <MailboxBody />
    </Stack>
  );
}
