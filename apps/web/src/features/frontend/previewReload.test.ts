import { describe, expect, it } from '@jest/globals';
import { sessionUpToDate } from './previewReload';

describe('agent reload of the preview', () => {
  it('needs no restart when the preview asked for its session after the last change of this game', () => {
    expect(sessionUpToDate({ gameId: 'g1', changeCount: 7 }, { gameId: 'g1', changeCount: 7 }, 'g1')).toBe(true);
  });

  it('restarts when the agent changed something since, the session was resumed (none recorded), or it was another game', () => {
    expect(sessionUpToDate({ gameId: 'g1', changeCount: 6 }, { gameId: 'g1', changeCount: 7 }, 'g1')).toBe(false);
    expect(sessionUpToDate(null, { gameId: 'g1', changeCount: 0 }, 'g1')).toBe(false);
    expect(sessionUpToDate({ gameId: 'g0', changeCount: 3 }, { gameId: 'g1', changeCount: 3 }, 'g1')).toBe(false);
  });
});
