import type { GameDashboardItem } from '@tempest/contracts';

/** A dashboard of the studio's list; `custom` is set for a creator's own (docs/api-games.md, Custom dashboards). */
export type DashboardEntry = { code: string; name: string; custom?: GameDashboardItem };

/** The default dashboards (docs/api-games.md): used when the game data carries none. */
const DEFAULT_DASHBOARDS: DashboardEntry[] = [
  { code: 'script-editor', name: 'Script Editor' },
  { code: 'prompt-editor', name: 'Prompt Editor' },
  { code: 'tool-editor', name: 'Tool Editor' },
];

/** The frontend workbench (docs/api-frontends.md): every game has it, after its default dashboards. */
export const FRONTEND_DASHBOARD: DashboardEntry = { code: 'frontend', name: 'Frontend' };

/** The logic files editor (docs/api-assets.md "Logic files"): the studio's own, not one of the spec's three defaults. */
export const LOGIC_FILES_DASHBOARD: DashboardEntry = { code: 'logic-files', name: 'Logic Files' };

/**
 * The game's default dashboards (name and code), falling back to the three constants, then Logic Files and
 * Frontend, then the creator's custom dashboards in the order they were made.
 */
export function dashboardsOf(defaults: GameDashboardItem[] | undefined | null, custom: GameDashboardItem[] = []): DashboardEntry[] {
  const known = (defaults ?? []).filter((d) => typeof d.code === 'string' && d.code !== '');
  const base = known.length > 0 ? known.map(({ code, name }) => ({ code, name })) : DEFAULT_DASHBOARDS;
  const studio = [LOGIC_FILES_DASHBOARD, FRONTEND_DASHBOARD].filter((own) => !base.some((d) => d.code === own.code));
  return [...base, ...studio, ...custom.map((d) => ({ code: d.code, name: d.name, custom: d }))];
}
