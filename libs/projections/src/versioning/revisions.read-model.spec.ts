import { describe, expect, it } from '@jest/globals';
import { reviewed, type PendingState, type Review } from './revisions.read-model.js';

const open: PendingState = { status: 'pending', resolved_at: null, resolved_by: null };
const review = (status: Review['status']): Review => ({ ids: [], status, at: '2026-12-06T02:00:00.000Z', by: 'u1' });

describe('a pending change after a review', () => {
  it('is accepted or rejected only while pending, with who and when', () => {
    const accepted = reviewed(open, review('accepted'));
    expect(accepted).toEqual({ status: 'accepted', resolved_at: '2026-12-06T02:00:00.000Z', resolved_by: 'u1' });
    expect(reviewed(accepted, review('rejected'))).toBe(accepted);
    expect(reviewed(reviewed(open, review('rejected')), review('accepted'))).toMatchObject({ status: 'rejected' });
  });

  it('is reopened only when rejected, its verdict cleared', () => {
    const rejected = reviewed(open, review('rejected'));
    expect(reviewed(rejected, review('pending'))).toEqual(open);
    expect(reviewed(open, review('pending'))).toBe(open);
    const accepted = reviewed(open, review('accepted'));
    expect(reviewed(accepted, review('pending'))).toBe(accepted);
  });
});
