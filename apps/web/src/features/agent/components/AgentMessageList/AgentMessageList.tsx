import { Button, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { useAgentChat } from '../../agentChatContext';
import { selectAgent } from '../../agentSlice';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';
import { AgentMessageItem } from '../AgentMessageItem/AgentMessageItem';

// Within this many pixels of the bottom the list follows new text; further up, the reader is left alone.
const FOLLOW_PX = 80;

/** The messages, scrolled to the newest while the reader is at the bottom. */
export function AgentMessageList() {
  const { messages, streaming, inFlight, history } = useAppSelector(selectAgent);
  const chat = useAgentChat();
  const viewport = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // A message the user just sent always brings the list to the bottom.
  const newest = messages.at(-1);
  useEffect(() => {
    if (newest?.role === 'user') following.current = true;
  }, [newest?.id, newest?.role]);

  useEffect(() => {
    const el = viewport.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  // A hidden list (the phone's Chat tab before it is opened) has no height, so the scroll above did nothing: when it
  // shows, and when its content grows (a picture loads, a card opens), it goes to the newest unless the reader scrolled up.
  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current && el.clientHeight > 0) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = viewport.current;
    if (el && el.clientHeight > 0) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
  };

  return (
    <ScrollArea className={classes.list} viewportRef={viewport} onScrollPositionChange={onScroll} type="auto" data-testid="agent-message-list">
      <div className={classes.messages}>
        {history?.hasEarlier && (
          <Button className={classes.earlier} variant="subtle" size="compact-xs" onClick={() => void chat?.history.loadEarlier()} data-testid="agent-earlier">
            Show earlier messages
          </Button>
        )}
        {messages.length === 0 && (
          <Stack align="center" gap={6} py="xl" px="md">
            <IconSparkles size={28} color="var(--mantine-color-storm-4)" />
            <Text fw={600}>Chat with the AI agent</Text>
            <Text size="sm" c="dimmed" ta="center">Ask for a change — “make it faster”, “add an enemy”, “rename the game to Comet Run” — and watch it edit your game.</Text>
          </Stack>
        )}
        {messages.map((message) => <AgentMessageItem key={message.id} message={message} streaming={inFlight} />)}
        {inFlight && !streaming && (
          <div className={classes.status} data-testid="agent-connecting">
            <Loader size={12} type="dots" />
            <span>Starting the agent…</span>
          </div>
        )}
      </div>
    </ScrollArea>
  );
}
