import type { Moment } from './game-moment.js';
import { DomainError } from '@tempest/domain';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const invalid = (message: string) => new DomainError('request.invalid', message);

/** `?position=<global position>` or `?at=<ISO 8601 time>`: exactly one (docs/api-replay.md). */
export const momentOf = (query: { position?: unknown; at?: unknown }): Moment => {
  const { position, at } = query;
  if (position !== undefined && at !== undefined) throw invalid('give position or at, not both');
  if (position !== undefined) {
    if (typeof position !== 'string' || !/^[1-9]\d{0,18}$/.test(position)) throw invalid('position must be a position (a whole number from 1)');
    return { position: BigInt(position) };
  }
  if (at !== undefined) {
    if (typeof at !== 'string' || !ISO_TIME.test(at) || Number.isNaN(Date.parse(at))) throw invalid('at must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z');
    return { at: new Date(at).toISOString() };
  }
  throw invalid('position or at is required');
};
