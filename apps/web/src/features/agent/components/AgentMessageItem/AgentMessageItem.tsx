import { Badge, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconFlag, IconInfoCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { Markdown } from '../../../../components/Markdown/Markdown';
import type { AgentMessage } from '../../agentTypes';
import { ContextItemIcon } from '../ContextChips/ContextItemIcon';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';
import { AgentConfirmAction } from '../AgentConfirmAction/AgentConfirmAction';
import { ToolResultCard } from '../ToolResultCard/ToolResultCard';
import { PlaytestCard } from '../PlaytestCard/PlaytestCard';

type AgentMessageItemProps = { message: AgentMessage; streaming: boolean };

/** One chat message by role (test id agent-message, data-role, data-complete). */
export const AgentMessageItem = memo(function AgentMessageItem({ message, streaming }: AgentMessageItemProps) {
  const { role, content, isComplete, contextItems, metadata } = message;
  const attrs = { 'data-testid': 'agent-message', 'data-role': role, 'data-complete': String(isComplete) };
  switch (role) {
    case 'user':
      return (
        <div className={classes.user} {...attrs}>
          <div className={classes.text}>{content}</div>
          {contextItems.length > 0 && (
            <Group gap={4} mt={6}>
              {contextItems.map((item) => (
                <Badge key={`${item.type}:${item.id}`} size="sm" variant="white" color="dark" leftSection={<ContextItemIcon type={item.type} size={10} />} tt="none" maw="100%"
                  data-testid="agent-message-attachment" data-type={item.type}>
                  {item.name}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      );
    case 'assistant':
      return (
        <div className={classes.assistant} data-error={metadata.error === true} {...attrs}>
          <Markdown content={content}>{!isComplete && streaming && <span className={classes.cursor} aria-hidden />}</Markdown>
          {metadata.error && <Text size="xs" c="red.4" mt={4}>This reply did not finish.</Text>}
          {isComplete && <AgentConfirmAction content={content} messageId={message.id} />}
        </div>
      );
    case 'tool_result':
      return metadata.toolCall ? (
        <div {...attrs} style={{ alignSelf: 'stretch' }}>
          <ToolResultCard call={metadata.toolCall} running={!isComplete && streaming} />
        </div>
      ) : null;
    case 'status':
      return (
        <div className={classes.status} {...attrs}>
          <IconInfoCircle size={13} />
          <span data-testid="agent-status">{content}</span>
        </div>
      );
    case 'playtest':
      return metadata.playtest ? (
        <div {...attrs} style={{ alignSelf: 'stretch', minWidth: 0 }}>
          <PlaytestCard playtest={metadata.playtest} />
        </div>
      ) : null;
    case 'checkpoint':
      return (
        <div className={classes.checkpoint} {...attrs}>
          <IconFlag size={13} />
          <span>Checkpoint saved: {content}</span>
        </div>
      );
    default:
      return (
        <div className={classes.system} {...attrs}>
          <IconAlertCircle size={13} />
          <span>{content}</span>
        </div>
      );
  }
});
