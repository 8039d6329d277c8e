import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAppSelector } from '../../../../app/hooks';
import { useAgentChat } from '../../agentChatContext';
import { confirmRequestOf } from '../../agentRules';
import { selectAgent } from '../../agentSlice';

/**
 * The confirm action under an agent message that asks before a change it will not make unasked (Fix with AI
 * offers to write a file again from the game plan): one click sends the request the message names. Shown
 * only under the newest message, so an old offer is not taken by mistake. Test id agent-confirm-action.
 */
export function AgentConfirmAction({ content, messageId }: { content: string; messageId: string }) {
  const chat = useAgentChat();
  const newest = useAppSelector((s) => selectAgent(s).messages.findLast((m) => m.role === 'assistant')?.id === messageId);
  const busy = useAppSelector((s) => selectAgent(s).inFlight);
  const request = confirmRequestOf(content);
  if (!request || !newest || !chat) return null;
  return (
    <Button mt={8} size="compact-xs" variant="light" color="orange" leftSection={<IconRefresh size={12} />} disabled={busy}
      onClick={() => chat.ask(request)} data-testid="agent-confirm-action">
      {request}
    </Button>
  );
}
