import { ActionIcon, Button, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowUp, IconClick, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useAgentChat } from '../../agentChatContext';
import { agentActions, selectAgent } from '../../agentSlice';
import { ContextChips } from '../ContextChips/ContextChips';
import { ContextSelectionBar } from '../ContextSelectionBar/ContextSelectionBar';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';

const PICK_LABEL = 'Attach assets from the game: click them in the explorers';

/**
 * The message box: Enter sends, Shift+Enter adds a line; Stop while a stream runs. The selection mode
 * (the click icon) attaches the game's assets as chips; Escape or Done ends it; the chips go with the next message.
 */
export function AgentComposer() {
  const chat = useAgentChat();
  const dispatch = useAppDispatch();
  const selecting = useAppSelector((s) => selectAgent(s).selectingContext);
  const chips = useAppSelector((s) => selectAgent(s).activeContextItems);
  const inFlight = useAppSelector((s) => selectAgent(s).inFlight);
  const streaming = useAppSelector((s) => selectAgent(s).streaming);
  const interruptible = useAppSelector((s) => selectAgent(s).interruptible);
  const interrupted = useAppSelector((s) => selectAgent(s).interrupted);
  const [text, setText] = useState('');
  const canSend = chat !== null && !inFlight && text.trim() !== '';

  const send = () => {
    if (!canSend || !chat.send(text, { contextItems: chips })) return;
    setText('');
    dispatch(agentActions.contextItemsSent());
  };
  // Escape ends the selection mode wherever the focus is (an explorer row, the message box).
  useEffect(() => {
    if (!selecting) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(agentActions.contextSelectionEnded());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selecting, dispatch]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className={classes.composer}>
      <ContextSelectionBar />
      <ContextChips />
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
        <Group gap={6} wrap="nowrap" miw={0}>
          <Tooltip label={selecting ? 'Done attaching' : PICK_LABEL}>
            <ActionIcon variant={selecting ? 'filled' : 'subtle'} color={selecting ? 'storm' : 'gray'} aria-pressed={selecting}
              aria-label={selecting ? 'Done attaching' : PICK_LABEL} data-testid="context-selection-toggle"
              onClick={() => dispatch(selecting ? agentActions.contextSelectionEnded() : agentActions.contextSelectionStarted())}>
              <IconClick size={16} />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" c="dimmed" truncate>Enter to send · Shift+Enter for a new line</Text>
        </Group>
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
