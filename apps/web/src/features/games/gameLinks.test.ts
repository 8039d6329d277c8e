import { describe, expect, it } from '@jest/globals';
import { dashboardPath, isCreatorOf, openPath, playPath, remixPath } from './gameLinks';

const id = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';

describe('game links', () => {
  it('opens the dashboard for the creator and the play page for everyone else', () => {
    expect(openPath(id, true)).toBe(`/create/creation-dashboard/${id}/`);
    expect(openPath(id, false)).toBe(`/play/${id}/`);
    expect(playPath(id)).toBe(`/play/${id}/`);
    expect(dashboardPath(id)).toBe(`/create/creation-dashboard/${id}/`);
  });

  it('opens a finished remix on its game preview in the studio', () => {
    expect(remixPath(id)).toBe(`/create/creation-dashboard/${id}/?dashboard=frontend&pane=preview`);
  });

  it('knows the creator only when signed in as the same user', () => {
    expect(isCreatorOf('u1', 'u1')).toBe(true);
    expect(isCreatorOf('u1', 'u2')).toBe(false);
    expect(isCreatorOf(null, 'u1')).toBe(false);
    expect(isCreatorOf('u1', null)).toBe(false);
    expect(isCreatorOf('u1', undefined)).toBe(false);
  });
});
