import { Button, CopyButton, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The message's code, large and one click from the clipboard. */
export function MailCodeChip({ code }: { code: string }) {
  return (
    <CopyButton value={code} timeout={1600}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy code'}>
          <Button
            variant="light"
            color={copied ? 'teal' : 'storm'}
            size="md"
            radius="md"
            onClick={copy}
            rightSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            aria-label={`Copy code ${code}`}
            style={{ flexShrink: 0 }}
            data-testid="mailbox-copy"
          >
            <Text span ff="monospace" fw={700} fz="lg" lts={3} data-testid="mailbox-code">
              {code}
            </Text>
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}
