import { describe, expect, it } from '@jest/globals';
import type { ActiveUser } from '../accounts/user-directory.js';
import { roleOf } from './event-view.service.js';

const user = (over: Partial<ActiveUser>) => ({ userId: 'u1', isStaff: false, isAnalyst: false, ...over }) as ActiveUser;

describe('roleOf', () => {
  it('reads staff as staff, an analyst as analyst except in their own game, anyone else as the owner of what they may read', () => {
    expect(roleOf(user({ isStaff: true, isAnalyst: true }), 'u1')).toBe('staff');
    expect(roleOf(user({ isAnalyst: true }))).toBe('analyst');
    expect(roleOf(user({ isAnalyst: true }), 'someone-else')).toBe('analyst');
    expect(roleOf(user({ isAnalyst: true }), 'u1')).toBe('owner');
    expect(roleOf(user({}), 'u1')).toBe('owner');
  });
});
