import { describe, expect, it } from '@jest/globals';
import type { GameDashboardItem } from '@tempest/contracts';
import { dashboardsOf } from './dashboards';

const item = (code: string, name: string) => ({ code, name }) as GameDashboardItem;

describe('the studio’s dashboards (dashboardsOf)', () => {
  it('are the game’s defaults, then Logic Files and Frontend', () => {
    expect(dashboardsOf([item('script-editor', 'Script Editor')]).map((d) => d.code)).toEqual(['script-editor', 'logic-files', 'frontend']);
  });

  it('fall back to the three spec defaults and list the studio’s own once', () => {
    expect(dashboardsOf(null).map((d) => d.name)).toEqual(['Script Editor', 'Prompt Editor', 'Tool Editor', 'Logic Files', 'Frontend']);
    expect(dashboardsOf([item('frontend', 'Frontend'), item('logic-files', 'Logic Files')]).map((d) => d.code))
      .toEqual(['frontend', 'logic-files']);
  });
});
