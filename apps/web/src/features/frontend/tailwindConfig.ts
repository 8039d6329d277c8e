/** The Tailwind CSS tab of the settings dialog. */

export const INVALID_JSON = 'Invalid JSON format';

export type ParsedConfig = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/** tailwind.config.json text → the settings' tailwind_config object; it must be a JSON object. */
export function parseTailwindConfig(text: string): ParsedConfig {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: INVALID_JSON };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, error: INVALID_JSON };
  }
}

export const formatConfig = (config: Record<string, unknown>) => JSON.stringify(config, null, 2);

/** 'Load Example': a theme extension with colours and fonts. */
export const EXAMPLE_TAILWIND_CONFIG: Record<string, unknown> = {
  theme: {
    extend: {
      colors: {
        primary: '#6d4aff',
        secondary: '#22d3ee',
        danger: '#ef4444',
        parchment: '#f5e6c8',
      },
      fontFamily: {
        display: ['Cinzel', 'Georgia', 'serif'],
        body: ['Inter', 'system-ui', 'sans-serif'],
      },
    },
  },
};
