import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { auditRowOf } from '../audit-log/audit-log.read-model.js';
import { erasedUserOf, erasureRowOf, toErasureRecord } from './erasures.read-model.js';

const userId = '5a0c1f9e-2b7d-4c1a-9e3f-0123456789ab';
const staffId = '6b0c1f9e-2b7d-4c1a-9e3f-0123456789ab';
const reached = { sessions: 1, names: 2, gamesDeleted: 0, gamesAnonymised: 1, keys: 3, exports: 0, saves: 2, media: 0 };
const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: `e-${type}`,
  type,
  streamId: `user-${userId}`,
  revision: 4n,
  globalPosition: 42n,
  schemaVersion: 1,
  data,
  metadata: { actorId: staffId, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: '2026-11-24T09:00:00.000Z' },
});
const erasedBy = (by: string) => recorded('UserErased', { userId, by, reasonGiven: by !== 'self', reached, at: '2026-11-24T09:00:00.000Z' });

describe('erasures read model', () => {
  it('records when, by whom and what was reached of a staff erasure', () => {
    const row = erasureRowOf(erasedBy(staffId))!;
    expect(toErasureRecord({ ...row, staff_username: 'grace' })).toEqual({
      userId,
      at: '2026-11-24T09:00:00.000Z',
      by: { kind: 'staff', id: staffId, username: 'grace' },
      reasonGiven: true,
      reached,
      position: '42',
    });
  });

  it('records a self erasure as by self, and ignores every other event', () => {
    expect(toErasureRecord({ ...erasureRowOf(erasedBy('self'))!, staff_username: null }).by).toEqual({ kind: 'self' });
    expect(erasureRowOf(recorded('UserLoggedIn', { via: 'password', remember: false, at: 't' }))).toBeNull();
    expect(erasedUserOf(erasedBy('self'))).toBe(userId);
  });

  it('writes a change-log row that names no one, and makes the account nameless from then on', () => {
    const { row, refs } = auditRowOf(erasedBy(staffId), new Map([[`user-${userId}`, 'ada']]));
    expect(row).toMatchObject({ subject_name: null, summary: 'erased an account', event_type: 'UserErased' });
    expect(JSON.stringify(row)).not.toContain('ada');
    expect(refs).toEqual([[`user-${userId}`, '']]);
  });
});
