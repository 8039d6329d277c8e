import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconSparkles } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../agentSlice';
import { AgentComposer } from '../AgentComposer/AgentComposer';
import { AgentConversations } from '../AgentConversations/AgentConversations';
import { AgentMessageList } from '../AgentMessageList/AgentMessageList';
import classes from './AgentChatPanel.module.css';

/** The agent chat panel: on the right of the creation dashboard, visible by default (docs/api-agent.md, The chat in the studio). */
export function AgentChatPanel() {
  const dispatch = useAppDispatch();
  const panelOpen = useAppSelector((s) => selectAgent(s).panelOpen);
  const streaming = useAppSelector((s) => selectAgent(s).streaming);
  const inFlight = useAppSelector((s) => selectAgent(s).inFlight);
  const model = useAppSelector((s) => selectAgent(s).model);
  const gameId = useAppSelector((s) => selectAgent(s).gameId);
  if (!panelOpen) return null;
  return (
    <aside className={classes.panel} data-testid="agent-chat-panel" data-streaming={streaming} data-in-flight={inFlight} aria-label="AI agent chat">
      <div className={classes.header}>
        <Group gap={8} wrap="nowrap" miw={0}>
          <IconSparkles size={18} color="var(--mantine-color-storm-3)" />
          <Text fw={700} c="white">AI Agent</Text>
          {streaming && <Badge size="xs" variant="dot" color="green">working</Badge>}
          {model && !streaming && <Badge size="xs" variant="light" color="gray" tt="none" maw={150}>{model}</Badge>}
        </Group>
        <Group gap={2} wrap="nowrap">
          {gameId && <AgentConversations gameId={gameId} />}
          <Tooltip label="Hide the chat">
            <ActionIcon variant="subtle" color="gray" onClick={() => dispatch(agentActions.panelToggled())} aria-label="Hide the chat" data-testid="agent-chat-close">
              <IconLayoutSidebarRightCollapse size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      <AgentMessageList />
      <AgentComposer />
    </aside>
  );
}
