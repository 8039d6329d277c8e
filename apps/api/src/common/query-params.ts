import { looksLikeUuid } from '@tempest/domain';
import { ApiError } from './api-error.js';

/** An optional whole-number query parameter within [min, max], or 400 naming it. */
export const intParam = (value: unknown, name: string, fallback: number, min: number, max: number): number => {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ApiError(400, 'request.invalid', `${name} must be a whole number from ${min} to ${max}`, { field: name });
  }
  return number;
};

/** An optional UUID query parameter (lower-cased), or 400 naming it. */
export const uuidParam = (value: unknown, name: string): string | null => {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !looksLikeUuid(value)) throw new ApiError(400, 'request.invalid', `${name} must be a UUID`, { field: name });
  return value.toLowerCase();
};
