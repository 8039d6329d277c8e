import { Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconSparkles } from '@tabler/icons-react';
import { useToast } from '../../../toasts';

/**
 * The notice variant's actions: Fix with AI (disabled until the AI agent can take a build error),
 * Copy (the error text to the clipboard) and Dismiss. Test ids: vibecode-build-error-fix, -copy, -dismiss.
 */
export function BuildErrorNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ title: 'Build error copied' });
    } catch {
      toast.show({ title: 'Could not copy the build error', color: 'red' });
    }
  };
  return (
    <Group gap="xs" justify="flex-end">
      <Tooltip label="The AI assistant cannot fix build errors yet">
        <span>
          <Button size="compact-xs" variant="light" leftSection={<IconSparkles size={12} />} disabled data-testid="vibecode-build-error-fix">
            Fix with AI
          </Button>
        </span>
      </Tooltip>
      <Button size="compact-xs" variant="default" leftSection={<IconCopy size={12} />} onClick={() => void copy()} data-testid="vibecode-build-error-copy">
        Copy
      </Button>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss} data-testid="vibecode-build-error-dismiss">
        Dismiss
      </Button>
    </Group>
  );
}
