import { isPlainObject } from '../shared/json.js';
import { FRONTEND_DESCRIPTION_MAX, FRONTEND_NAME_MAX, FRONTEND_TAILWIND_CONFIG_MAX } from './frontend.limits.js';
import type { FrontendSettings } from './frontend.events.js';
import { DomainError, type WordedErrorCode } from '../shared/errors.js';

/** A new project's name, description and entry point (docs/api-frontends.md, Frontend projects). */
export const DEFAULT_FRONTEND_NAME = 'Game Frontend';
export const DEFAULT_FRONTEND_DESCRIPTION = 'Custom game UI';
export const FRONTEND_ENTRY_POINT = 'index.tsx';

export const defaultFrontendSettings = (): FrontendSettings => ({ enable_websocket: false, tailwind_config: {} });

const invalid = (code: WordedErrorCode & `frontend.${string}`, message: string, field: string) => new DomainError(code, message, { field });

/** Trimmed; empty (or null) → 'Game Frontend'; at most 100 characters. */
export const normalizeFrontendName = (raw: unknown): string => {
  if (raw !== null && raw !== undefined && typeof raw !== 'string') throw invalid('frontend.invalid_name', 'name must be a string', 'name');
  const name = (raw ?? '').trim();
  if (name.length > FRONTEND_NAME_MAX) throw invalid('frontend.invalid_name', `name must be at most ${FRONTEND_NAME_MAX} characters`, 'name');
  return name || DEFAULT_FRONTEND_NAME;
};

/** Trimmed; null → 'Custom game UI'; an empty string stays empty; at most 2,000 characters. */
export const normalizeFrontendDescription = (raw: unknown): string => {
  if (raw === null || raw === undefined) return DEFAULT_FRONTEND_DESCRIPTION;
  if (typeof raw !== 'string') throw invalid('frontend.invalid_description', 'description must be a string', 'description');
  const description = raw.trim();
  if (description.length > FRONTEND_DESCRIPTION_MAX) {
    throw invalid('frontend.invalid_description', `description must be at most ${FRONTEND_DESCRIPTION_MAX} characters`, 'description');
  }
  return description;
};

/** The entry point is fixed (docs/api-frontends.md, Frontend projects): absent or 'index.tsx', nothing else. */
export const normalizeEntryPoint = (raw: unknown): string => {
  if (raw === undefined || raw === null || raw === FRONTEND_ENTRY_POINT) return FRONTEND_ENTRY_POINT;
  throw new DomainError('frontend.entry_point_fixed', { field: 'entryPoint' });
};

const SETTINGS_KEYS = ['enable_websocket', 'tailwind_config'];

/**
 * Settings over `current`: keys not given keep their values; `enable_websocket` is stored false whatever
 * is sent (the workbench forces it off); `tailwind_config` must be a JSON object. Unknown keys are refused.
 */
export const normalizeFrontendSettings = (raw: unknown, current: FrontendSettings = defaultFrontendSettings()): FrontendSettings => {
  if (raw === undefined || raw === null) return current;
  if (!isPlainObject(raw)) throw invalid('frontend.invalid_settings', 'settings must be an object', 'settings');
  const unknown = Object.keys(raw).find((key) => !SETTINGS_KEYS.includes(key));
  if (unknown !== undefined) throw invalid('frontend.invalid_settings', `Unknown setting "${unknown}"`, `settings.${unknown}`);
  if (raw.enable_websocket !== undefined && typeof raw.enable_websocket !== 'boolean') {
    throw invalid('frontend.invalid_settings', 'settings.enable_websocket must be a boolean', 'settings.enable_websocket');
  }
  const tailwind = raw.tailwind_config === undefined ? current.tailwind_config : raw.tailwind_config;
  if (!isPlainObject(tailwind)) throw invalid('frontend.invalid_settings', 'settings.tailwind_config must be an object', 'settings.tailwind_config');
  if (JSON.stringify(tailwind).length > FRONTEND_TAILWIND_CONFIG_MAX) {
    throw invalid('frontend.invalid_settings', `settings.tailwind_config must be at most ${FRONTEND_TAILWIND_CONFIG_MAX} characters as JSON`, 'settings.tailwind_config');
  }
  return { enable_websocket: false, tailwind_config: tailwind };
};
