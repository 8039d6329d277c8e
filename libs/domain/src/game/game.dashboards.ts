import type { DashboardComponent, DashboardLayoutType } from '@tempest/contracts';

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

// Custom dashboards (docs/api-games.md, Custom dashboards): a creator's own arrangement of the studio's panels.

/**
 * Codes no custom dashboard may take: the default dashboards' and the studio's own Logic Files and Frontend
 * dashboards (docs/api-assets.md, docs/api-frontends.md), which the web app opens by code too.
 */
export const RESERVED_DASHBOARD_CODES: readonly string[] = [...DEFAULTS.map((d) => dashboardCode(d.name)), 'logic-files', 'frontend'];

/** A custom dashboard as the game's stream records it. Ids follow the defaults' (4, 5, …) and are never reused. */
export type CustomDashboard = {
  id: number;
  name: string;
  code: string;
  icon: string;
  layoutType: DashboardLayoutType;
  initialComponents: DashboardComponent[];
};

/** Pure: a custom dashboard as the game data carries it, beside the defaults. */
export const toGameDashboard = (dashboard: CustomDashboard): GameDashboard => ({
  id: dashboard.id,
  name: dashboard.name,
  icon: dashboard.icon,
  individual_selection: true,
  initialComponents: [...dashboard.initialComponents],
  layoutType: dashboard.layoutType,
  code: dashboard.code,
  category: 'custom',
  entityType: '',
  typeSelectable: true,
});
