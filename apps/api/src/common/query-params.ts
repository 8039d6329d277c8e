import { DomainError, looksLikeUuid } from '@tempest/domain';

/** An optional whole-number query parameter within [min, max], or 400 naming it. */
export const intParam = (value: unknown, name: string, fallback: number, min: number, max: number): number => {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new DomainError('request.invalid', `${name} must be a whole number from ${min} to ${max}`, { field: name });
  }
  return number;
};

/** An optional UUID query parameter (lower-cased), or 400 naming it. */
export const uuidParam = (value: unknown, name: string): string | null => {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !looksLikeUuid(value)) throw new DomainError('request.invalid', `${name} must be a UUID`, { field: name });
  return value.toLowerCase();
};

const TEXT_MAX = 200;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A 400 `request.invalid` naming the parameter. */
export const invalidParam = (field: string, message: string) => new DomainError('request.invalid', message, { field });

/** A parameter that may be given once: a second value is a 400, not a silent pick. */
export const singleParam = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(name, `${name} must be given once, as text`);
  return value;
};

/** Optional text of at most 200 characters. */
export const textParam = (value: unknown, name: string): string | null => {
  const given = singleParam(value, name);
  if (given === undefined) return null;
  if (given.length > TEXT_MAX) throw invalidParam(name, `${name} must be at most ${TEXT_MAX} characters`);
  return given;
};

/** An optional ISO 8601 time, answered as UTC ISO text. */
export const timeParam = (value: unknown, name: string): string | null => {
  const given = singleParam(value, name);
  if (given === undefined) return null;
  const ms = ISO_TIME.test(given) ? Date.parse(given) : NaN;
  if (Number.isNaN(ms)) throw invalidParam(name, `${name} must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z`);
  return new Date(ms).toISOString();
};
