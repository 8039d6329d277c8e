import { Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconSparkles } from '@tabler/icons-react';
import { useAppSelector } from '../../../../app/hooks';
import { useAgentChat } from '../../../agent/agentChatContext';
import { selectAgent } from '../../../agent/agentSlice';
import { useToast } from '../../../toasts';

/** What Fix with AI sends: the agent (the offline one included) knows "fix this build error". */
export const fixBuildErrorMessage = (text: string): string => `Fix this build error:\n\n${text}`;

/**
 * The notice variant's actions: Fix with AI (asks the dashboard's AI agent and shows its chat), Copy (the
 * error text to the clipboard) and Dismiss. Test ids: frontend-build-error-fix, -copy, -dismiss.
 */
export function BuildErrorNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const toast = useToast();
  const chat = useAgentChat();
  const busy = useAppSelector((s) => selectAgent(s).inFlight);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ title: 'Build error copied' });
    } catch {
      toast.show({ title: 'Could not copy the build error', color: 'red' });
    }
  };
  const why = !chat ? 'The AI agent is available in the creation dashboard' : busy ? 'The AI agent is busy; wait for it to finish' : null;
  return (
    <Group gap="xs" justify="flex-end">
      <Tooltip label={why} disabled={why === null}>
        <span>
          <Button size="compact-xs" variant="light" leftSection={<IconSparkles size={12} />} disabled={why !== null}
            onClick={() => chat?.ask(fixBuildErrorMessage(text))} data-testid="frontend-build-error-fix">
            Fix with AI
          </Button>
        </span>
      </Tooltip>
      <Button size="compact-xs" variant="default" leftSection={<IconCopy size={12} />} onClick={() => void copy()} data-testid="frontend-build-error-copy">
        Copy
      </Button>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss} data-testid="frontend-build-error-dismiss">
        Dismiss
      </Button>
    </Group>
  );
}
