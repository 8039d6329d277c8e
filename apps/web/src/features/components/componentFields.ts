import type { ComponentFieldSpec } from '@tempest/contracts';

/** A default as typed: JSON when it parses (1, true, "x", [..]), otherwise the text itself. */
function parseDefault(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return trimmed;
  }
}

/**
 * Field lines of the create form, one per line: `name` or `name = default`
 * ("hp = 100", "label = hero"). Blank lines are skipped.
 */
export function parseFieldLines(text: string): Record<string, ComponentFieldSpec> {
  const schema: Record<string, ComponentFieldSpec> = {};
  for (const line of text.split('\n')) {
    const [rawName, ...rest] = line.split('=');
    const name = rawName.trim();
    if (!name) continue;
    const value = rest.length > 0 ? parseDefault(rest.join('=')) : undefined;
    schema[name] = value === undefined ? {} : { default: value };
  }
  return schema;
}

/** "hp = 100, label" — a registry row's field summary. */
export function describeFields(schema: Record<string, ComponentFieldSpec>): string {
  const names = Object.entries(schema).map(([name, spec]) =>
    spec.default === undefined ? name : `${name} = ${JSON.stringify(spec.default)}`,
  );
  return names.length > 0 ? names.join(', ') : 'no fields';
}
