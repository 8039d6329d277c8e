import { Button, Indicator } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../agentSlice';
import classes from './AgentChatToggle.module.css';

/** The top bar's button that shows or hides the chat panel; a dot while the agent works, pulsing while the panel (and its own 'working' badge) is hidden. */
export function AgentChatToggle() {
  const dispatch = useAppDispatch();
  const panelOpen = useAppSelector((s) => selectAgent(s).panelOpen);
  const streaming = useAppSelector((s) => selectAgent(s).streaming);
  return (
    <Indicator disabled={!streaming} color="green" size={8} offset={4} classNames={panelOpen ? undefined : { indicator: classes.live }}>
      <Button
        variant={panelOpen ? 'light' : 'default'}
        size="sm"
        leftSection={<IconSparkles size={16} />}
        onClick={() => dispatch(agentActions.panelToggled())}
        aria-pressed={panelOpen}
        data-testid="agent-chat-toggle"
        data-open={panelOpen}
      >
        AI Agent
      </Button>
    </Indicator>
  );
}
