import { describe, expect, it } from '@jest/globals';
import type { GameDashboardItem } from '@tempest/contracts';
import { gridRows } from './dashboardComponents';
import { dashboardsOf } from './dashboards';

const item = (code: string, name: string) => ({ code, name }) as GameDashboardItem;

const custom = (id: number, name: string, code: string): GameDashboardItem => ({
  id,
  name,
  code,
  icon: 'map',
  individual_selection: true,
  initialComponents: ['prompt-editor'],
  layoutType: 'flow',
  category: 'custom',
  entityType: '',
  typeSelectable: true,
});

describe('the studio’s dashboards (dashboardsOf)', () => {
  it('are the game’s defaults, then Logic Files and Frontend', () => {
    expect(dashboardsOf([item('script-editor', 'Script Editor')]).map((d) => d.code)).toEqual(['script-editor', 'logic-files', 'frontend']);
  });

  it('fall back to the three spec defaults and list the studio’s own once', () => {
    expect(dashboardsOf(null).map((d) => d.name)).toEqual(['Script Editor', 'Prompt Editor', 'Tool Editor', 'Logic Files', 'Frontend']);
    expect(dashboardsOf([item('frontend', 'Frontend'), item('logic-files', 'Logic Files')]).map((d) => d.code))
      .toEqual(['frontend', 'logic-files']);
  });

  it('end with the custom dashboards in the order they were made', () => {
    const list = dashboardsOf(null, [custom(4, 'Balancing', 'balancing'), custom(5, 'Lore', 'lore')]);
    expect(list.map((d) => d.code)).toEqual(['script-editor', 'prompt-editor', 'tool-editor', 'logic-files', 'frontend', 'balancing', 'lore']);
    expect(list[5].custom?.id).toBe(4);
    expect(list[0].custom).toBeUndefined();
  });

  it('have no custom entries when the game has none', () => {
    expect(dashboardsOf(null).some((d) => d.custom)).toBe(false);
  });
});

describe('gridRows', () => {
  it('tiles the panels two to a row, the last row holding what is left', () => {
    expect(gridRows(['a', 'b', 'c'])).toEqual([['a', 'b'], ['c']]);
    expect(gridRows(['a', 'b'])).toEqual([['a', 'b']]);
    expect(gridRows([])).toEqual([]);
  });
});
