import { ActionIcon, Badge, Button, Loader, Menu, Text, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import type { AgentSessionSummary } from '@tempest/contracts';
import { formatFullDate, formatRelativeTime } from '../../../../components/RelativeTime/formatRelativeTime';
import { useAppSelector } from '../../../../app/hooks';
import { useAgentChat } from '../../agentChatContext';
import { useAgentSessionsQuery, useLazyAgentSessionsQuery } from '../../agentApi';
import { selectAgent } from '../../agentSlice';
import { SESSIONS_PAGE } from '../../hooks/useAgentHistory';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';
import { counted } from '../../../../components/text/counted';


/**
 * The chat header's Conversations menu (docs/api-agent.md, Past conversations): the game's conversations,
 * most recently active first, each with its date, the start of its first message and how many messages it
 * has; a click shows it in the chat. Older ones page in with "Load older". Test ids: agent-conversations,
 * agent-conversation (data-session-id), agent-conversations-older.
 */
export function AgentConversations({ gameId }: { gameId: string }) {
  const chat = useAgentChat();
  const viewed = useAppSelector((s) => selectAgent(s).viewedSessionId);
  const busy = useAppSelector((s) => selectAgent(s).inFlight);
  const [opened, setOpened] = useState(false);
  // The same cache entry the chat's history reads on open; opening the menu refetches it (new conversations).
  const { data, refetch, isFetching } = useAgentSessionsQuery({ gameId, limit: SESSIONS_PAGE });
  const [readOlder, older] = useLazyAgentSessionsQuery();
  const [pages, setPages] = useState<AgentSessionSummary[]>([]);
  const [more, setMore] = useState<boolean | null>(null);
  const sessions = [...(data?.sessions ?? []), ...pages];
  const hasMore = more ?? data?.has_more ?? false;

  const onChange = (open: boolean) => {
    setOpened(open);
    if (open) void refetch();
    if (!open) {
      setPages([]);
      setMore(null);
    }
  };
  const loadOlder = async () => {
    const answer = await readOlder({ gameId, limit: SESSIONS_PAGE, offset: sessions.length });
    if (!answer.data) return;
    setPages((current) => [...current, ...answer.data!.sessions]);
    setMore(answer.data.has_more);
  };
  const now = new Date();

  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" width={320} shadow="xl" radius="md" closeOnItemClick>
      <Menu.Target>
        <Tooltip label="Conversations" disabled={opened}>
          <ActionIcon variant="subtle" color="gray" aria-label="Conversations" data-testid="agent-conversations">
            <IconHistory size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="agent-conversations-menu" className={classes.conversations}>
        <Menu.Label>Conversations</Menu.Label>
        {!data && isFetching && <Loader size="xs" m="sm" />}
        {data && sessions.length === 0 && <Text size="sm" c="dimmed" px="sm" pb="xs">No conversations with the agent yet.</Text>}
        {sessions.map((s) => (
          <Menu.Item key={s.session_id} onClick={() => void chat?.history.open(s.session_id)} disabled={busy}
            data-testid="agent-conversation" data-session-id={s.session_id} data-current={s.session_id === viewed}>
            <div className={classes.conversationHead}>
              <Text size="xs" c="dimmed" title={formatFullDate(new Date(s.updated_at))}>{formatRelativeTime(new Date(s.updated_at), now)}</Text>
              <Text size="xs" c="dimmed">{counted(s.turn_count, 'message')}</Text>
              {s.session_id === viewed && <Badge size="xs" variant="light">shown</Badge>}
            </div>
            <Text size="sm" lineClamp={2}>{s.first_prompt || 'Untitled conversation'}</Text>
          </Menu.Item>
        ))}
        {hasMore && (
          <Button variant="subtle" size="compact-sm" fullWidth loading={older.isFetching} onClick={() => void loadOlder()} data-testid="agent-conversations-older">
            Load older
          </Button>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
