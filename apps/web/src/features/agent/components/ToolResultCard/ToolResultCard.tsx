import { Badge, Group, Loader, Text } from '@mantine/core';
import {
  IconChevronDown, IconChevronRight, IconCirclePlus, IconEye, IconFlag, IconPencil, IconPhoto, IconTerminal2, IconTool, IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ToolCallMeta } from '../../agentTypes';
import { assetKind, commandState, deleteKind, failureText, toolTitle } from '../../toolCardFormat';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';
import { ToolResultBody } from './ToolResultBody';

const ICONS: Record<string, typeof IconTool> = {
  create_asset: IconCirclePlus,
  read_asset: IconEye,
  edit_asset: IconPencil,
  delete_asset: IconTrash,
  run_command: IconTerminal2,
  generate_image: IconPhoto,
  stop_conversation: IconFlag,
};

const COMMAND_COLORS = { success: 'green', error: 'red', running: 'blue', queued: 'gray' } as const;

/** The badge on the right of a card's header: running, the command's state, Soft/Permanent, or the outcome. */
function CardBadge({ call, running }: { call: ToolCallMeta; running: boolean }) {
  const { result, tool } = call;
  if (tool === 'run_command') {
    const state = running ? 'running' : commandState(result);
    return <Badge size="xs" variant="light" color={COMMAND_COLORS[state]} data-testid="agent-command-badge" data-state={state}>{state}</Badge>;
  }
  if (running) return <Loader size={12} type="dots" />;
  if (!result) return <Badge size="xs" variant="light" color="gray">stopped</Badge>;
  if (!result.success) return <Badge size="xs" variant="light" color="red">failed</Badge>;
  if (tool === 'delete_asset') return <Badge size="xs" variant="light" color={deleteKind(result) === 'Soft' ? 'yellow' : 'red'} data-testid="agent-delete-kind">{deleteKind(result)}</Badge>;
  if (tool === 'edit_asset' && result.diff) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="green.4" ff="monospace">+{result.diff.additions}</Text>
        <Text size="xs" c="red.4" ff="monospace">−{result.diff.deletions}</Text>
      </Group>
    );
  }
  return <Badge size="xs" variant="light" color="green">done</Badge>;
}

/** One tool call, collapsed or expanded by a click on its header (docs/api-agent.md, Tool-result cards). */
export function ToolResultCard({ call, running }: { call: ToolCallMeta; running: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const { tool, result, input } = call;
  const Icon = ICONS[tool] ?? IconTool;
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  const failed = result !== undefined && !result.success;
  const kind = assetKind(tool, result, input);
  return (
    <div className={classes.card} data-testid="agent-tool-card" data-tool={tool} data-success={result ? String(result.success) : undefined}
      data-running={running} data-expanded={expanded}>
      <button type="button" className={classes.cardHead} onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} data-testid="agent-tool-card-toggle">
        <Chevron size={14} color="var(--mantine-color-dark-2)" />
        <Icon size={16} color={failed ? 'var(--mantine-color-red-4)' : 'var(--mantine-color-storm-3)'} />
        <Text size="sm" fw={500} truncate="end" style={{ flex: 1, minWidth: 0 }} data-testid="agent-tool-card-title">
          {toolTitle(tool, result, input)}
          {kind && <Text span size="xs" c="dimmed" ml={6}>{kind}</Text>}
        </Text>
        <CardBadge call={call} running={running} />
      </button>
      {failed && <div className={classes.failRow} data-testid="agent-tool-card-error">{failureText(result)}</div>}
      {expanded && (
        <div className={classes.cardBody}>
          <ToolResultBody call={call} running={running} />
        </div>
      )}
    </div>
  );
}
