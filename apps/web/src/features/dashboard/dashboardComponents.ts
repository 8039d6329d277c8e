import type { DashboardComponent, DashboardLayoutType } from '@tempest/contracts';

/**
 * What a custom dashboard's form says of each panel, and the URL parameter holding the panel's selected
 * asset: the default dashboard's own, so a script picked here is the one the Script Editor opens too.
 */
export const COMPONENT_TEXT: Record<DashboardComponent, { label: string; description: string; selection?: string }> = {
  'module-creation': { label: 'Script editor', description: 'Scripts with their code and outline', selection: 'script-editor' },
  'prompt-editor': { label: 'Prompt editor', description: 'The prompt library', selection: 'prompt-editor' },
  'tool-editor': { label: 'Tool editor', description: 'Tools and their fields', selection: 'tool-editor' },
  'entity-list': { label: 'Entities', description: "The game's entities by type" },
  'component-registry': { label: 'Components', description: 'The component registry' },
  'logic-files': { label: 'Logic files', description: 'Notes and helper code the agent reads', selection: 'logic-files' },
  frontend: { label: 'Frontend workbench', description: 'Files, code and the live preview' },
};

/** How each layout type lays the panels out (docs/api-games.md, Custom dashboards). */
export const LAYOUT_TEXT: Record<DashboardLayoutType, { label: string; description: string }> = {
  grid: { label: 'Grid', description: 'Tiles two to a row; drag the lines between them to resize.' },
  flow: { label: 'Flow', description: 'Each panel full width under the last; the dashboard scrolls.' },
  static: { label: 'Static', description: 'The first panel large on the left, the others stacked beside it; sizes fixed.' },
};

/** Pure: the panels in rows of two, as the grid layout tiles them. */
export function gridRows<T>(items: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2));
  return rows;
}
