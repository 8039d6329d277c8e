import { DomainError, looksLikeUuid } from '@tempest/domain';

/** `game_id` of a query or body: absent, empty or null → null (global); else a UUID, lower-cased. */
export const gameIdParam = (value: unknown, label = 'game_id'): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !looksLikeUuid(value)) throw new DomainError('component.invalid_game_id', `${label} must be a UUID`);
  return value.toLowerCase();
};

export { minPositionParam } from '../common/read-position.js';

/**
 * Clients send either spelling (`game_id` or `gameId`, `fieldSchema` or `field_schema`;
 * docs/api-components.md, Calls): one of them, or both when they agree.
 */
export const eitherOf = <T>(body: object, a: string, b: string): T | undefined => {
  const first = (body as Record<string, unknown>)[a];
  const second = (body as Record<string, unknown>)[b];
  if (first !== undefined && second !== undefined && JSON.stringify(first) !== JSON.stringify(second)) {
    throw new DomainError('request.invalid', `Give ${a} or ${b}, not both with different values`, [
      { field: b, messages: [`${b} differs from ${a}`] },
    ]);
  }
  return (first !== undefined ? first : second) as T | undefined;
};
