/** Layout types of a dashboard (the game data of docs/api-games.md). */
export type DashboardLayoutType = 'grid' | 'flow' | 'static';

/**
 * A dashboard as the game data holds it (id, name, icon, individual_selection, initialComponents, layoutType,
 * code) plus the category and entity type each default dashboard has. A default dashboard's type cannot be
 * chosen; `typeSelectable` is our name for that (docs/api-games.md, fetch-game-card).
 */
export type GameDashboard = {
  id: number;
  name: string;
  icon: string;
  individual_selection: boolean;
  initialComponents: string[];
  layoutType: DashboardLayoutType;
  code: string;
  category: string;
  entityType: string;
  typeSelectable: boolean;
};

/** Pure: a dashboard's code, the kebab-case of its name ("Script Editor" → "script-editor"). */
export const dashboardCode = (name: string): string =>
  name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

// The default dashboards, in this order (their ids come from it: docs/api-games.md). Icons are Tabler icon names.
const DEFAULTS = [
  { name: 'Script Editor', icon: 'code', entityType: 'scripts', initialComponent: 'module-creation' },
  { name: 'Prompt Editor', icon: 'message-2', entityType: 'prompts', initialComponent: 'prompt-editor' },
  { name: 'Tool Editor', icon: 'tool', entityType: 'tools', initialComponent: 'tool-editor' },
] as const;

/** Pure: the three default dashboards every game has; ids come from their position (1, 2, 3). */
export const defaultDashboards = (): GameDashboard[] =>
  DEFAULTS.map((d, index) => ({
    id: index + 1,
    name: d.name,
    icon: d.icon,
    individual_selection: true,
    initialComponents: [d.initialComponent],
    layoutType: 'grid',
    code: dashboardCode(d.name),
    category: 'game-logic',
    entityType: d.entityType,
    typeSelectable: false,
  }));
