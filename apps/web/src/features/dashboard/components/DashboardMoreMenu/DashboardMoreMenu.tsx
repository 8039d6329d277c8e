import { ActionIcon, Badge, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconGitPullRequest, IconHistory, IconListDetails, IconSettings, IconSparkles } from '@tabler/icons-react';
import { GameSettingsDialog } from '../../../games/components/GameSettings/GameSettingsDialog';
import { useTimelineOpen } from '../../../checkpoints/hooks/useTimelineOpen';
import { useGetPendingChangesQuery } from '../../../versioning/versioningApi';

type DashboardMoreMenuProps = { gameId: string; onOpenPending: () => void; onOpenAudit: () => void; onOpenChat: () => void };

/** The phone top bar's overflow: the actions that do not fit beside undo/redo, Commit and Publish (pending changes, History, the chat). */
export function DashboardMoreMenu({ gameId, onOpenPending, onOpenAudit, onOpenChat }: DashboardMoreMenuProps) {
  const { data } = useGetPendingChangesQuery({ gameId, status: 'pending' });
  const count = data?.count ?? data?.pending_changes.length ?? 0;
  const [, setTimelineOpen] = useTimelineOpen();
  const [settingsOpened, settings] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="More actions" data-testid="dashboard-more">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconGitPullRequest size={16} />} onClick={onOpenPending} data-testid="dashboard-more-pending"
            rightSection={<Badge size="sm" circle={count < 10} color={count > 0 ? 'yellow' : 'gray'} data-testid="dashboard-more-pending-count">{count}</Badge>}>
            Pending changes
          </Menu.Item>
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => setTimelineOpen(true)} data-testid="dashboard-more-history">
            History
          </Menu.Item>
          <Menu.Item leftSection={<IconListDetails size={16} />} onClick={onOpenAudit} data-testid="dashboard-more-audit">
            Change log
          </Menu.Item>
          <Menu.Item leftSection={<IconSparkles size={16} />} onClick={onOpenChat} data-testid="dashboard-more-chat">
            AI Agent
          </Menu.Item>
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={settings.open} data-testid="dashboard-more-settings">
            Game settings
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <GameSettingsDialog gameId={gameId} opened={settingsOpened} onClose={settings.close} />
    </>
  );
}
