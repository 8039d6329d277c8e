import { looksLikeUuid } from '@tempest/domain';

/**
 * The ids of a lookup by a uuid primary key, as `id = ANY($1::uuid[])` takes them: those a uuid column could
 * hold as written (its text is lower case), the rest dropped, since they match no row. Comparing `id::text`
 * instead kept PostgreSQL from the primary key's index: a scan of the table per lookup, which made a
 * versioning rebuild quadratic (1,217 events/s at 1,000,000 events, bench/log-scale/results.md).
 */
export const uuidKeys = (ids: readonly string[]): string[] => ids.filter((id) => id === id.toLowerCase() && looksLikeUuid(id));
