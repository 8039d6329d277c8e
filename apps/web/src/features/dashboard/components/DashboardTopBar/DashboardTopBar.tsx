import { Group, Text, Title } from '@mantine/core';
import { GameAuditToggle } from '../../../audit/components/GameAuditDrawer';
import { AgentChatToggle } from '../../../agent/components/AgentChatToggle/AgentChatToggle';
import { CheckpointTimelineToggle } from '../../../checkpoints/components/CheckpointTimelineToggle/CheckpointTimelineToggle';
import { ConnectionIndicator } from '../../../connection/components/ConnectionIndicator/ConnectionIndicator';
import { GameSettingsButton } from '../../../games/components/GameSettings/GameSettingsDialog';
import { PublishButton } from '../../../publishing/components/PublishButton/PublishButton';
import { PendingChangesButton } from '../../../versioning/components/PendingChanges/PendingChangesButton';
import { CommitButton } from '../../../versioning/components/Commit/CommitButton';
import { UndoRedoButtons } from '../../../versioning/components/UndoRedoButtons/UndoRedoButtons';
import { DashboardMoreMenu } from '../DashboardMoreMenu/DashboardMoreMenu';
import classes from '../CreationDashboard/CreationDashboard.module.css';

type DashboardTopBarProps = {
  gameId: string;
  name: string;
  onOpenPending: () => void;
  /** Opens the game's change log (issue 16). */
  onOpenAudit: () => void;
  /** Phone layout: the name on its own row, the actions under it, the rest in a menu. */
  compact?: boolean;
  /** Phone layout: the chat is a tab, so its menu entry switches to it. */
  onOpenChat?: () => void;
};

/** Game name, undo/redo, the checkpoint timeline (History), commit, pending changes, publishing, the AI agent chat and the live-connection state. */
export function DashboardTopBar({ gameId, name, onOpenPending, onOpenAudit, compact, onOpenChat }: DashboardTopBarProps) {
  // The name wraps to a second line rather than being cut ("Penguin Hill…"); the tooltip says it all if even that is not enough.
  const title = (
    <Title order={3} size={compact ? 'h5' : 'h4'} c="white" lineClamp={2} miw={0} className={classes.gameName} title={name} data-testid="dashboard-game-name">
      {name}
    </Title>
  );
  if (compact) {
    return (
      <div className={classes.topBarCompact} data-testid="dashboard-top-bar">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {title}
          <div className={classes.keep}><PublishButton gameId={gameId} /></div>
        </Group>
        {/* The connection state sits with the actions, so the name has the first row's room to wrap in. */}
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <div className={classes.keep}><UndoRedoButtons gameId={gameId} /></div>
          <Group gap={6} wrap="nowrap" className={classes.keep}>
            <ConnectionIndicator />
            <CommitButton gameId={gameId} />
            <DashboardMoreMenu gameId={gameId} onOpenPending={onOpenPending} onOpenAudit={onOpenAudit} onOpenChat={onOpenChat ?? (() => undefined)} />
          </Group>
        </Group>
      </div>
    );
  }
  return (
    <Group className={classes.topBar} justify="space-between" wrap="nowrap" px="md" data-testid="dashboard-top-bar">
      <Group gap="xs" wrap="nowrap" miw={0} className={classes.nameGroup}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} className={`${classes.keep} ${classes.creatingLabel}`}>Creating</Text>
        {title}
      </Group>
      {/* The actions keep their size; on a narrower desktop the game's name is the one that gives way (truncated). */}
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <UndoRedoButtons gameId={gameId} />
        <CheckpointTimelineToggle />
        <GameAuditToggle onOpen={onOpenAudit} />
        <CommitButton gameId={gameId} />
        <PendingChangesButton gameId={gameId} onOpen={onOpenPending} />
        <PublishButton gameId={gameId} />
        <GameSettingsButton gameId={gameId} />
        <AgentChatToggle />
        <ConnectionIndicator />
      </Group>
    </Group>
  );
}
