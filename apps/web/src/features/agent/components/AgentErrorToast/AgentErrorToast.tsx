import { Button, Group, Text } from '@mantine/core';
import { IconCopy, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';

type AgentErrorToastProps = {
  message: string;
  /** Absent when the agent cannot help (out of tokens). */
  onFix?: () => void;
  onDismiss: () => void;
};

/** The chat's error toast body: the message, Fix with AI, Copy and Dismiss. */
export function AgentErrorToast({ message, onFix, onDismiss }: AgentErrorToastProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div data-testid="agent-error-toast">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="agent-error-message">{message}</Text>
      <Group gap="xs" mt="xs">
        {onFix && (
          <Button size="compact-xs" variant="light" color="violet" leftSection={<IconSparkles size={12} />} onClick={onFix} data-testid="agent-error-fix">
            Fix with AI
          </Button>
        )}
        <Button size="compact-xs" variant="default" leftSection={<IconCopy size={12} />} onClick={() => void copy()} data-testid="agent-error-copy">
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Could not copy' : 'Copy'}
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss} data-testid="agent-error-dismiss">
          Dismiss
        </Button>
      </Group>
    </div>
  );
}
