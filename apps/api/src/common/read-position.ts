import { parsePosition, type AllPosition } from '@tempest/event-store';
import { DomainError } from '@tempest/domain';

/** A `minPosition` query parameter: absent or empty → null; else a position like "812.5043", or 400. */
export const minPositionParam = (value: unknown): AllPosition | null => {
  if (value === undefined || value === '') return null;
  const position = typeof value === 'string' ? parsePosition(value) : null;
  if (!position) throw new DomainError('query.invalid_position');
  return position;
};
