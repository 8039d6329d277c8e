import { isApiErrorBody } from '../../api/apiError';

export type GameAction = 'deleting' | 'cloning';

const UNEXPECTED = 'An unexpected error occurred';

function detailText(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null) return null;
  const { msg, message } = item as { msg?: unknown; message?: unknown };
  if (typeof message === 'string') return message;
  return typeof msg === 'string' ? msg : null;
}

function validationDetails(data: Record<string, unknown>): string[] {
  const details = data.detail ?? data.details;
  if (!Array.isArray(details)) return [];
  return details.map(detailText).filter((text): text is string => Boolean(text));
}

/**
 * The clone/delete dialog's messages: 'Error deleting game: {server error}', or
 * 'Validation error: {details joined}', or 'An unexpected error occurred'.
 */
export function gameActionErrorMessage(action: GameAction, error: unknown): string {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return UNEXPECTED;
  const details = validationDetails(data as Record<string, unknown>);
  if (details.length > 0) return `Validation error: ${details.join(', ')}`;
  const serverError = isApiErrorBody(data) ? data.error : (data as { error?: unknown }).error;
  if (typeof serverError === 'string' && serverError) return `Error ${action} game: ${serverError}`;
  return UNEXPECTED;
}
