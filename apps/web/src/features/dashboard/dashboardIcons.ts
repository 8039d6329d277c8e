import {
  IconBolt,
  IconBox,
  IconChartBar,
  IconCode,
  IconLayoutDashboard,
  IconMap,
  IconMessage,
  IconMessage2,
  IconPuzzle,
  IconSitemap,
  IconSword,
  IconTool,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { DASHBOARD_ICONS } from '@tempest/contracts';
import type { DashboardEntry } from './dashboards';

type Icon = typeof IconCode;

const ICONS: Record<string, Icon> = {
  'script-editor': IconCode,
  'prompt-editor': IconMessage,
  'tool-editor': IconTool,
  'logic-files': IconSitemap,
  frontend: IconWorld,
};

/** The icons a custom dashboard may carry, by their Tabler names (docs/api-games.md, Custom dashboards). */
export const NAMED_ICONS: Record<(typeof DASHBOARD_ICONS)[number], Icon> = {
  'layout-dashboard': IconLayoutDashboard,
  code: IconCode,
  'message-2': IconMessage2,
  tool: IconTool,
  world: IconWorld,
  box: IconBox,
  users: IconUsers,
  map: IconMap,
  sword: IconSword,
  puzzle: IconPuzzle,
  'chart-bar': IconChartBar,
  bolt: IconBolt,
};

/** The icon of a dashboard in the sidebar and its collapsed rail: a custom dashboard's own, else by code. */
export function dashboardIcon(dashboard: DashboardEntry): Icon {
  const named = dashboard.custom ? NAMED_ICONS[dashboard.custom.icon as keyof typeof NAMED_ICONS] : undefined;
  return named ?? ICONS[dashboard.code] ?? IconLayoutDashboard;
}
