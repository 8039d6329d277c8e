import { ActionIcon, Divider, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconPlus } from '@tabler/icons-react';
import { ComponentRegistry } from '../../../components/components/ComponentRegistry/ComponentRegistry';
import { EntityList } from '../../../entities/components/EntityList/EntityList';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { dashboardIcon } from '../../dashboardIcons';
import type { DashboardEntry } from '../../dashboards';
import classes from '../CreationDashboard/CreationDashboard.module.css';

type DashboardSidebarProps = {
  gameId: string;
  dashboards: DashboardEntry[];
  active: string;
  onOpen: (code: string) => void;
  onShowHistory: (asset: HistoryAsset) => void;
  /** Folds the sidebar into its rail (desktop); without it there is no collapse button (the phone's Assets tab). */
  onCollapse?: () => void;
  /** Opens the form for a new custom dashboard. */
  onCreate: () => void;
};

/** Dashboards, then the entity list and the component registry. */
export function DashboardSidebar({ gameId, dashboards, active, onOpen, onShowHistory, onCollapse, onCreate }: DashboardSidebarProps) {
  return (
    <ScrollArea className={classes.sidebar} type="auto" data-testid="dashboard-sidebar">
      <Stack gap="md" p="sm">
        <Stack gap={2}>
          <Group justify="space-between" wrap="nowrap" h={28}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">Dashboards</Text>
            {onCollapse && (
              <Tooltip label="Collapse the sidebar">
                <ActionIcon variant="subtle" color="gray" size="sm" onClick={onCollapse} aria-label="Collapse the sidebar"
                  data-testid="dashboard-sidebar-collapse">
                  <IconLayoutSidebarLeftCollapse size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          {dashboards.map((dashboard) => {
            const Icon = dashboardIcon(dashboard);
            return (
              <NavLink
                key={dashboard.code}
                label={dashboard.name}
                leftSection={<Icon size={16} />}
                active={dashboard.code === active}
                onClick={() => onOpen(dashboard.code)}
                data-testid={`dashboard-${dashboard.code}`}
              />
            );
          })}
          <NavLink label="New dashboard" leftSection={<IconPlus size={16} />} c="dimmed" onClick={onCreate} data-testid="dashboard-new" />
        </Stack>
        <Divider />
        <EntityList gameId={gameId} onShowHistory={onShowHistory} />
        <Divider />
        <ComponentRegistry gameId={gameId} />
      </Stack>
    </ScrollArea>
  );
}
