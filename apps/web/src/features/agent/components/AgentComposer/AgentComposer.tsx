import { ActionIcon, Button, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowUp, IconPlayerStopFilled } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { useAgentChat } from '../../agentChatContext';
import { selectAgent } from '../../agentSlice';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';

/** The message box: Enter sends, Shift+Enter adds a line; Stop while a stream runs. */
export function AgentComposer() {
  const chat = useAgentChat();
  const inFlight = useAppSelector((s) => selectAgent(s).inFlight);
  const streaming = useAppSelector((s) => selectAgent(s).streaming);
  const interruptible = useAppSelector((s) => selectAgent(s).interruptible);
  const interrupted = useAppSelector((s) => selectAgent(s).interrupted);
  const [text, setText] = useState('');
  const canSend = chat !== null && !inFlight && text.trim() !== '';

  const send = () => {
    if (canSend && chat.send(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className={classes.composer}>
      <Textarea
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={inFlight ? 'The agent is working…' : 'Ask the agent to change your game…'}
        autosize
        minRows={2}
        maxRows={8}
        aria-label="Message to the AI agent"
        data-testid="agent-chat-input"
      />
      <Group justify="space-between" mt={8} wrap="nowrap">
        <Text size="xs" c="dimmed">Enter to send · Shift+Enter for a new line</Text>
        {streaming ? (
          <Button size="xs" color="red" variant="light" leftSection={<IconPlayerStopFilled size={12} />} onClick={() => chat?.interrupt()}
            disabled={!interruptible} loading={interrupted} data-testid="agent-chat-interrupt">
            Stop
          </Button>
        ) : (
          <Tooltip label="Send">
            <ActionIcon size="lg" radius="xl" onClick={send} disabled={!canSend} loading={inFlight} aria-label="Send" data-testid="agent-chat-send">
              <IconArrowUp size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </div>
  );
}
