import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconBug, IconLayoutSidebarRightCollapse, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../agentSlice';
import { DebugPanel } from '../../../debug/components/DebugPanel/DebugPanel';
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
  const [debug, setDebug] = useState(false);
  if (!panelOpen) return null;
  const debugLabel = debug ? 'Back to the chat' : 'Debug: logs, turns, stream success rate';
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
          {gameId && (
            <Tooltip label={debugLabel}>
              <ActionIcon variant={debug ? 'light' : 'subtle'} color={debug ? 'storm' : 'gray'} onClick={() => setDebug((on) => !on)}
                aria-label={debugLabel} aria-pressed={debug} data-testid="agent-debug-toggle">
                <IconBug size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Hide the chat">
            <ActionIcon variant="subtle" color="gray" onClick={() => dispatch(agentActions.panelToggled())} aria-label="Hide the chat" data-testid="agent-chat-close">
              <IconLayoutSidebarRightCollapse size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      {debug && gameId ? (
        <DebugPanel gameId={gameId} />
      ) : (
        <>
          <AgentMessageList />
          <AgentComposer />
        </>
      )}
    </aside>
  );
}
