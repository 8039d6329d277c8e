import { uuidV5 } from '../common/uuid-v5.js';

/** Namespace of Tempest's weekly-grant event ids (a fixed random UUID). */
const WEEKLY_GRANT_NAMESPACE = 'b3c5f0e2-6a1d-4f8e-9c47-2d0a5e8b71c3';

/**
 * The id of a user's grant for a week. Every replica and every retry appends the grant with this id,
 * and the event store treats a second append of the same id at the same place as the first one.
 */
export const weeklyGrantEventId = (userId: string, week: string): string => uuidV5(`${userId}:${week}`, WEEKLY_GRANT_NAMESPACE);
