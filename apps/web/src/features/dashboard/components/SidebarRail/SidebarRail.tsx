import { ActionIcon, Divider, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftExpand, IconPlus } from '@tabler/icons-react';
import { dashboardIcon } from '../../dashboardIcons';
import type { DashboardEntry } from '../../dashboards';
import classes from './SidebarRail.module.css';

type SidebarRailProps = { dashboards: DashboardEntry[]; active: string; onOpen: (code: string) => void; onExpand: () => void; onCreate: () => void };

/** The collapsed sidebar: a button to open it again and one icon per dashboard, so switching needs no expanding. */
export function SidebarRail({ dashboards, active, onOpen, onExpand, onCreate }: SidebarRailProps) {
  return (
    <nav className={classes.rail} aria-label="Dashboards" data-testid="dashboard-sidebar-rail">
      <Stack gap={6} align="center">
        <Tooltip label="Open the sidebar" position="right">
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onExpand} aria-label="Open the sidebar" data-testid="dashboard-sidebar-expand">
            <IconLayoutSidebarLeftExpand size={18} />
          </ActionIcon>
        </Tooltip>
        <Divider w={28} />
        {dashboards.map((dashboard) => {
          const Icon = dashboardIcon(dashboard);
          const current = dashboard.code === active;
          return (
            <Tooltip key={dashboard.code} label={dashboard.name} position="right">
              <ActionIcon variant={current ? 'light' : 'subtle'} color={current ? undefined : 'gray'} size="lg"
                onClick={() => onOpen(dashboard.code)} aria-label={dashboard.name} aria-current={current ? 'page' : undefined}
                data-testid={`dashboard-rail-${dashboard.code}`}>
                <Icon size={18} />
              </ActionIcon>
            </Tooltip>
          );
        })}
        <Tooltip label="New dashboard" position="right">
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onCreate} aria-label="New dashboard" data-testid="dashboard-rail-new">
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </nav>
  );
}
