import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCode, IconLayoutDashboard, IconMessage, IconTool } from '@tabler/icons-react';
import { ComponentRegistry } from '../../../components/components/ComponentRegistry/ComponentRegistry';
import { EntityList } from '../../../entities/components/EntityList/EntityList';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import type { DashboardEntry } from '../../dashboards';
import classes from '../CreationDashboard/CreationDashboard.module.css';

const ICONS: Record<string, typeof IconCode> = { 'script-editor': IconCode, 'prompt-editor': IconMessage, 'tool-editor': IconTool };

type DashboardSidebarProps = {
  gameId: string;
  dashboards: DashboardEntry[];
  active: string;
  onOpen: (code: string) => void;
  onShowHistory: (asset: HistoryAsset) => void;
};

/** Dashboards, then the entity list and the component registry. */
export function DashboardSidebar({ gameId, dashboards, active, onOpen, onShowHistory }: DashboardSidebarProps) {
  return (
    <ScrollArea className={classes.sidebar} type="auto">
      <Stack gap="md" p="sm">
        <Stack gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">Dashboards</Text>
          {dashboards.map((dashboard) => {
            const Icon = ICONS[dashboard.code] ?? IconLayoutDashboard;
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
        </Stack>
        <Divider />
        <EntityList gameId={gameId} onShowHistory={onShowHistory} />
        <Divider />
        <ComponentRegistry gameId={gameId} />
      </Stack>
    </ScrollArea>
  );
}
