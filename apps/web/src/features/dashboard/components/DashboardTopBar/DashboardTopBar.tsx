import { Group, Text, Title } from '@mantine/core';
import { AgentChatToggle } from '../../../agent/components/AgentChatToggle/AgentChatToggle';
import { ConnectionIndicator } from '../../../connection/components/ConnectionIndicator/ConnectionIndicator';
import { PublishButton } from '../../../publishing/components/PublishButton/PublishButton';
import { PendingChangesButton } from '../../../versioning/components/PendingChanges/PendingChangesButton';
import { SaveVersionButton } from '../../../versioning/components/SaveVersion/SaveVersionButton';
import { UndoRedoButtons } from '../../../versioning/components/UndoRedoButtons/UndoRedoButtons';
import classes from '../CreationDashboard/CreationDashboard.module.css';

type DashboardTopBarProps = { gameId: string; name: string; onOpenPending: () => void };

/** Game name, undo/redo, save version, pending changes, publishing, the AI agent chat and the live-connection state. */
export function DashboardTopBar({ gameId, name, onOpenPending }: DashboardTopBarProps) {
  return (
    <Group className={classes.topBar} justify="space-between" wrap="nowrap" px="md">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>Creating</Text>
        <Title order={3} size="h4" c="white" lineClamp={1} data-testid="dashboard-game-name">{name}</Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <UndoRedoButtons gameId={gameId} />
        <SaveVersionButton gameId={gameId} />
        <PendingChangesButton gameId={gameId} onOpen={onOpenPending} />
        <PublishButton gameId={gameId} />
        <AgentChatToggle />
        <ConnectionIndicator />
      </Group>
    </Group>
  );
}
