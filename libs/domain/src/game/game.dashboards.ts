/** Spec 3 §3 "Game data": layout types of a dashboard. */
export type DashboardLayoutType = 'grid' | 'flow' | 'static';

/**
 * Spec 3 §3 "Dashboard" (id, name, icon, individual_selection, initialComponents, layoutType, code) plus the
 * category and entity type the spec's "Default dashboards" give each one. The spec says a default
 * dashboard's type is "not selectable" without naming a field; `typeSelectable` is our name for it.
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

// Spec 3 "Default dashboards", in the spec's order. Icons are Tabler icon names (the spec gives none).
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
