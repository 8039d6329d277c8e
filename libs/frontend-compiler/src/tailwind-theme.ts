/*
 * The project's `tailwind_config` (Tailwind v3-style JSON) as a Tailwind v4 `@theme` block.
 * Supported: theme.colors, theme.spacing, theme.fontFamily, theme.borderRadius (each replaces the
 * defaults of its namespace) and the same keys under theme.extend (added to the defaults). Nested
 * colors become `--color-brand-500` (`DEFAULT` → `--color-brand`); font lists are joined with commas.
 * Other keys (plugins, content, screens, …) are ignored, as are names outside [A-Za-z0-9_-] and values
 * containing `;`, `{`, `}` or a line break.
 */
const NAMESPACES = { colors: 'color', spacing: 'spacing', fontFamily: 'font', borderRadius: 'radius' } as const;
type Section = keyof typeof NAMESPACES;

const NAME = /^[A-Za-z0-9_-]+$/;
const UNSAFE_VALUE = /[;{}\n\r]|\/\*/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fontValue = (value: unknown[]): string =>
  value
    .filter((part): part is string => typeof part === 'string')
    .map((part) => (/\s/.test(part) && !/^["']/.test(part) ? `"${part}"` : part))
    .join(', ');

const cssValue = (value: unknown): string | null => {
  const text = Array.isArray(value) ? fontValue(value) : typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !text.trim() || UNSAFE_VALUE.test(text)) return null;
  return text.trim();
};

const declarations = (prefix: string, values: Record<string, unknown>): string[] =>
  Object.entries(values).flatMap(([key, value]) => {
    if (key !== 'DEFAULT' && !NAME.test(key)) return [];
    const name = key === 'DEFAULT' ? prefix : `${prefix}-${key}`;
    if (isObject(value)) return declarations(name, value);
    const css = cssValue(value);
    return css === null ? [] : [`${name}: ${css};`];
  });

const sectionDeclarations = (theme: Record<string, unknown>, replace: boolean): string[] =>
  (Object.keys(NAMESPACES) as Section[]).flatMap((section) => {
    const values = theme[section];
    if (!isObject(values)) return [];
    const prefix = `--${NAMESPACES[section]}`;
    const own = declarations(prefix, values);
    return replace && own.length ? [`${prefix}-*: initial;`, ...own] : own;
  });

/** The `@theme { … }` block for a tailwind_config, or '' when it changes nothing. */
export const themeCss = (config: Record<string, unknown>): string => {
  const theme = isObject(config.theme) ? config.theme : {};
  const lines = [...sectionDeclarations(theme, true), ...(isObject(theme.extend) ? sectionDeclarations(theme.extend, false) : [])];
  return lines.length ? `@theme {\n${lines.map((line) => `  ${line}`).join('\n')}\n}\n` : '';
};
