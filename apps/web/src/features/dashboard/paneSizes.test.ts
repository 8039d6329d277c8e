import { describe, expect, it } from '@jest/globals';
import { defaultPaneSizes } from './paneSizes';

describe('defaultPaneSizes', () => {
  it('leaves a 1440 px window about 890 px for the dashboard', () => {
    const { sidebar, chat } = defaultPaneSizes(1440);
    expect(sidebar).toBe(209);
    expect(chat).toBe(338);
    expect(1440 - sidebar - chat).toBeGreaterThanOrEqual(880);
  });

  it('keeps the panes usable on small windows and modest on wide ones', () => {
    expect(defaultPaneSizes(1024)).toEqual({ sidebar: 180, chat: 280 });
    expect(defaultPaneSizes(2560)).toEqual({ sidebar: 260, chat: 400 });
  });
});
