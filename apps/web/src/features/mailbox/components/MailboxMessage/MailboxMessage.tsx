import { Box, Code, Group, Mark, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { splitAtCode } from '../../mailCode';
import type { MailboxEntry } from '@tempest/contracts';
import { MailCodeChip } from '../MailCodeChip/MailCodeChip';

function MailText({ text }: { text: string }) {
  const split = splitAtCode(text);
  if (!split) return <>{text}</>;
  return (
    <>
      {split.before}
      <Mark color="storm" px={4} style={{ borderRadius: 4, color: 'var(--mantine-color-white)', fontWeight: 700 }}>
        {split.code}
      </Mark>
      {split.after}
    </>
  );
}

export const MailboxMessage = memo(function MailboxMessage({ message }: { message: MailboxEntry }) {
  const code = splitAtCode(message.text)?.code;

  return (
    <Paper
      component="article"
      p="lg"
      radius="lg"
      bg="dark.7"
      aria-label={message.subject}
      data-testid="mailbox-message"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Box miw={0}>
          <Text fw={600} size="md" lineClamp={2} data-testid="mailbox-subject">
            {message.subject || '(no subject)'}
          </Text>
          <Group gap={6} mt={4} wrap="wrap">
            <Text size="sm" c="dimmed">
              To
            </Text>
            <Text size="sm" c="gray.3" style={{ overflowWrap: 'anywhere' }} data-testid="mailbox-to">
              {message.to}
            </Text>
            <Text size="sm" c="dark.3" aria-hidden>
              ·
            </Text>
            <RelativeTime value={message.sentAt} size="sm" />
          </Group>
        </Box>
        {code && <MailCodeChip code={code} />}
      </Group>
      <Code
        block
        mt="md"
        p="md"
        fz="sm"
        bg="dark.8"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', border: '1px solid var(--mantine-color-dark-5)' }}
        data-testid="mailbox-text"
      >
        <MailText text={message.text} />
      </Code>
    </Paper>
  );
});
