import {
  CUSTOM_DASHBOARDS_MAX,
  DASHBOARD_COMPONENTS,
  DASHBOARD_ICONS,
  DASHBOARD_LAYOUT_TYPES,
  DASHBOARD_NAME_MAX,
  DEFAULT_DASHBOARD_ICON,
  type DashboardComponent,
  type DashboardLayoutType,
} from '@tempest/contracts';
import type { CreateDashboard, DeleteDashboard, UpdateDashboard } from './game.commands.js';
import { RESERVED_DASHBOARD_CODES, dashboardCode, type CustomDashboard } from './game.dashboards.js';
import type { GameEvent } from './game.events.js';
import { DomainError } from '../shared/errors.js';

/** The part of an active game's state custom dashboards need. */
type Dashboards = { gameId: string; customDashboards: CustomDashboard[]; lastDashboardId: number };

/** Trimmed, 1 to 40 characters, and a non-empty code (kebab-case of the name). */
const validName = (name: string): { name: string; code: string } => {
  const trimmed = name.trim();
  const code = dashboardCode(trimmed);
  if (trimmed.length === 0 || trimmed.length > DASHBOARD_NAME_MAX || code === '') throw new DomainError('dashboard.invalid_name');
  return { name: trimmed, code };
};

const validLayout = (layoutType: string): DashboardLayoutType => {
  const known = DASHBOARD_LAYOUT_TYPES.find((t) => t === layoutType);
  if (!known) throw new DomainError('dashboard.invalid_layout');
  return known;
};

const validIcon = (icon: string): string => {
  if (!(DASHBOARD_ICONS as readonly string[]).includes(icon)) throw new DomainError('dashboard.invalid_icon');
  return icon;
};

/** At least one, each a known panel, none twice; kept in the order given (the order they are laid out in). */
const validComponents = (components: string[]): DashboardComponent[] => {
  const known = components.filter((c): c is DashboardComponent => (DASHBOARD_COMPONENTS as readonly string[]).includes(c));
  if (known.length === 0 || known.length !== components.length || new Set(known).size !== known.length) throw new DomainError('dashboard.invalid_components');
  return known;
};

/** A code is free when no default, the Frontend dashboard nor another custom dashboard (`except` aside) has it. */
const ensureFree = (game: Dashboards, code: string, except?: number): void => {
  const taken = RESERVED_DASHBOARD_CODES.includes(code) || game.customDashboards.some((d) => d.code === code && d.id !== except);
  if (taken) throw new DomainError('dashboard.code_taken', { code });
};

const existing = (game: Dashboards, dashboardId: number): CustomDashboard => {
  const dashboard = game.customDashboards.find((d) => d.id === dashboardId);
  if (!dashboard) throw new DomainError('dashboard.not_found', { dashboardId });
  return dashboard;
};

/** Pure: the event of a new custom dashboard (icon defaults to layout-dashboard, layout type to grid). */
export const createDashboard = (game: Dashboards, input: CreateDashboard['data']): GameEvent[] => {
  const { name, code } = validName(input.name);
  const dashboard: CustomDashboard = {
    id: game.lastDashboardId + 1,
    name,
    code,
    icon: validIcon(input.icon ?? DEFAULT_DASHBOARD_ICON),
    layoutType: validLayout(input.layoutType ?? 'grid'),
    initialComponents: validComponents(input.initialComponents),
  };
  if (game.customDashboards.length >= CUSTOM_DASHBOARDS_MAX) throw new DomainError('dashboard.limit');
  ensureFree(game, code);
  return [{ type: 'DashboardCreated', data: { gameId: game.gameId, dashboard, createdAt: input.now } }];
};

/** Pure: the fields given that differ from the dashboard's, as one event (none when nothing changes). */
export const updateDashboard = (game: Dashboards, input: UpdateDashboard['data']): GameEvent[] => {
  const current = existing(game, input.dashboardId);
  const changes: Partial<Omit<CustomDashboard, 'id'>> = {};
  if (input.name !== undefined) {
    const { name, code } = validName(input.name);
    if (code !== current.code) ensureFree(game, code, current.id);
    if (name !== current.name) Object.assign(changes, { name, code });
  }
  if (input.icon !== undefined && validIcon(input.icon) !== current.icon) changes.icon = input.icon;
  if (input.layoutType !== undefined) {
    const layoutType = validLayout(input.layoutType);
    if (layoutType !== current.layoutType) changes.layoutType = layoutType;
  }
  if (input.initialComponents !== undefined) {
    const components = validComponents(input.initialComponents);
    if (components.join() !== current.initialComponents.join()) changes.initialComponents = components;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'DashboardUpdated', data: { gameId: game.gameId, dashboardId: current.id, ...changes, updatedAt: input.now } }];
};

/** Pure: the event removing a custom dashboard (the defaults are no custom dashboards: not found). */
export const deleteDashboard = (game: Dashboards, input: DeleteDashboard['data']): GameEvent[] => {
  const current = existing(game, input.dashboardId);
  return [{ type: 'DashboardDeleted', data: { gameId: game.gameId, dashboardId: current.id, name: current.name, deletedAt: input.now } }];
};
