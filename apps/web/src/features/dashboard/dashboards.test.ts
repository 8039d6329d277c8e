import { describe, expect, it } from '@jest/globals';
import type { GameDashboardItem } from '@tempest/contracts';
import { gridRows } from './dashboardComponents';
import { dashboardsOf } from './dashboards';

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

describe('dashboardsOf', () => {
  it('lists the defaults, then Frontend, then the custom dashboards in the order they were made', () => {
    const list = dashboardsOf(null, [custom(4, 'Balancing', 'balancing'), custom(5, 'Lore', 'lore')]);
    expect(list.map((d) => d.code)).toEqual(['script-editor', 'prompt-editor', 'tool-editor', 'frontend', 'balancing', 'lore']);
    expect(list[4].custom?.id).toBe(4);
    expect(list[0].custom).toBeUndefined();
  });

  it('has no custom entries when the game has none', () => {
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
