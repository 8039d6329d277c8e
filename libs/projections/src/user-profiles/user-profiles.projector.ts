import { userRoom } from '@tempest/contracts';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel } from '../engine/table.js';
import { evolveUserProfileRow, type UserProfileRow } from './user-profiles.read-model.js';

export const USER_PROFILES = 'user_profiles';
/**
 * Not a table: the change a revoked role (staff, analyst) causes, so the realtime gateway re-checks the
 * user's open sockets against their rooms (apps/api/src/realtime/socket-access.ts). Read from the events,
 * it follows a revocation made by any process (the HTTP route, the staff CLI) on any replica.
 */
export const USER_ACCESS = 'user_access';
const REVOCATIONS: ReadonlySet<string> = new Set(['StaffRevoked', 'AnalystRevoked']);
/**
 * Not rows either: what else the user's own account shows (GET /api/me) moves with these, so their tabs
 * hear of it in their `user:<id>` room and read the account again.
 */
const ACCOUNT_CHANGES = ['EmailVerified', 'StaffGranted', 'AnalystGranted', 'LegendGranted', 'LegendRevoked', 'ModelPreferencesChanged', 'OnboardingRecorded'];

const USER_STREAM_PREFIX = 'user-';

const rows: RowProjection<UserProfileRow> = {
  table: {
    name: 'user_profiles',
    key: 'id',
    columns: { id: 'uuid', username: 'text', created_at: 'timestamptz' },
    indexes: [{ name: 'user_profiles_username', on: 'lower(username)' }],
  },
  keyOf: (event) => (event.streamId.startsWith(USER_STREAM_PREFIX) ? event.streamId.slice(USER_STREAM_PREFIX.length) : null),
  evolve: evolveUserProfileRow,
};

export const userProfilesProjector = defineReadModel({
  name: USER_PROFILES,
  version: 1,
  tables: [rows.table],
  // The revocations and account changes move no row (evolveUserProfileRow keeps it): they are read so the
  // API and the user's tabs hear of them.
  eventTypes: ['UserRegistered', 'UserErased', ...REVOCATIONS, ...ACCOUNT_CHANGES],
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    const id = rows.keyOf(event);
    if (!id) return [];
    return [{ readModel: REVOCATIONS.has(event.type) ? USER_ACCESS : USER_PROFILES, id, rooms: [userRoom(id)] }];
  },
});
