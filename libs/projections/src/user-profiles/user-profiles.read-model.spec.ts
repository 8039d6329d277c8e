import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { userProfilesProjector } from './user-profiles.projector.js';
import { evolveUserProfileRow, toUserProfile } from './user-profiles.read-model.js';

const userId = '5a0c1f9e-2b7d-4c1a-9e3f-0123456789ab';
const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: `e-${type}`,
  type,
  streamId: `user-${userId}`,
  revision: 0n,
  globalPosition: 1n,
  schemaVersion: 1,
  data,
  metadata: { actorId: null, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

describe('user profiles read model', () => {
  it('given a registration, shows the username, the avatar and the day the user joined, but not the email', () => {
    const registered = recorded('UserRegistered', {
      userId,
      username: 'ada',
      email: 'ada@example.com',
      passwordHash: 'scrypt$…',
      via: 'password',
      googleSub: null,
      emailVerified: false,
      registeredAt: '2026-11-23T09:00:00.000Z',
    });
    const row = evolveUserProfileRow(null, registered);
    expect(toUserProfile(row!)).toEqual({
      id: userId,
      username: 'ada',
      profileImage: `/api/users/${userId}/avatar.svg`,
      joinedAt: '2026-11-23T09:00:00.000Z',
    });
    expect(JSON.stringify(row)).not.toContain('ada@example.com');
  });

  it('ignores other events of the user', () => {
    const row = { id: userId, username: 'ada', created_at: '2026-11-23T09:00:00.000Z' };
    expect(evolveUserProfileRow(row, recorded('StaffGranted', { by: null, at: 't' }))).toBe(row);
    expect(evolveUserProfileRow(null, recorded('UserLoggedIn', { via: 'password', remember: false, at: 't' }))).toBeNull();
  });
});

describe('user profiles read model: erasure', () => {
  it('given an erasure, the profile is gone', () => {
    const registered = recorded('UserRegistered', { userId, username: 'ada', email: 'a@x', passwordHash: null, via: 'google', googleSub: 's', emailVerified: true, registeredAt: '2026-11-23T09:00:00.000Z' });
    const erased = recorded('UserErased', { userId, by: 'self', reasonGiven: false, reached: {}, at: '2026-11-24T09:00:00.000Z' });
    expect(evolveUserProfileRow(evolveUserProfileRow(null, registered), erased)).toBeNull();
  });
});

describe('user profiles: what the user’s own room hears (changesOf)', () => {
  it('an account change (preferences, a role granted) is `user_profiles`, a role revoked `user_access`, both in `user:<id>` only', () => {
    const changes = (type: string) => userProfilesProjector.changesOf!(recorded(type, { at: 't' }));
    for (const type of ['ModelPreferencesChanged', 'StaffGranted', 'OnboardingRecorded', 'EmailVerified']) {
      expect(userProfilesProjector.eventTypes).toContain(type);
      expect(changes(type)).toEqual([{ readModel: 'user_profiles', id: userId, rooms: [`user:${userId}`] }]);
    }
    expect(changes('StaffRevoked')).toEqual([{ readModel: 'user_access', id: userId, rooms: [`user:${userId}`] }]);
    // Not read, so not announced: a sign-in moves nothing a tab shows.
    expect(userProfilesProjector.eventTypes).not.toContain('UserLoggedIn');
  });

  it('an account change moves no row', () => {
    const row = { id: userId, username: 'ada', created_at: '2026-11-23T09:00:00.000Z' };
    expect(evolveUserProfileRow(row, recorded('ModelPreferencesChanged', { preferences: {}, at: 't' }))).toBe(row);
  });
});
