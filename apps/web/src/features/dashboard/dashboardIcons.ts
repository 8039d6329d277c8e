import { IconCode, IconLayoutDashboard, IconMessage, IconSitemap, IconTool, IconWorld } from '@tabler/icons-react';

const ICONS: Record<string, typeof IconCode> = {
  'script-editor': IconCode,
  'prompt-editor': IconMessage,
  'tool-editor': IconTool,
  'logic-files': IconSitemap,
  frontend: IconWorld,
};

/** The icon of a dashboard in the sidebar and its collapsed rail; a generic one for custom dashboards. */
export function dashboardIcon(code: string): typeof IconCode {
  return ICONS[code] ?? IconLayoutDashboard;
}
