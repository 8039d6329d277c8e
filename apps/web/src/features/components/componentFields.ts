import type { ComponentFieldSpec, ComponentView } from '@tempest/contracts';
import type { CreateComponentRequest, UpdateComponentRequest } from './componentsApi';

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
 * Field lines of the create and edit forms, one per line: `name`, `name = default`, `name: type` or
 * `name: type = default` ("hp: int = 100", "label = hero"). Blank lines are skipped. A field that keeps
 * its name keeps the description `previous` gives it (the lines have no place for one).
 */
export function parseFieldLines(text: string, previous: Record<string, ComponentFieldSpec> = {}): Record<string, ComponentFieldSpec> {
  const schema: Record<string, ComponentFieldSpec> = {};
  for (const line of text.split('\n')) {
    const [head, ...rest] = line.split('=');
    const colon = head.indexOf(':');
    const name = (colon >= 0 ? head.slice(0, colon) : head).trim();
    if (!name) continue;
    const type = colon >= 0 ? head.slice(colon + 1).trim() : '';
    const value = rest.length > 0 ? parseDefault(rest.join('=')) : undefined;
    const description = Object.hasOwn(previous, name) ? previous[name].description : undefined;
    schema[name] = {
      ...(type ? { type } : {}),
      ...(value === undefined ? {} : { default: value }),
      ...(description === undefined ? {} : { description }),
    };
  }
  return schema;
}

/** A schema as the form's lines (the inverse of parseFieldLines; text defaults stay quoted only when they must). */
export function fieldLines(schema: Record<string, ComponentFieldSpec>): string {
  return Object.entries(schema)
    .map(([name, spec]) => {
      const head = spec.type ? `${name}: ${spec.type}` : name;
      if (spec.default === undefined) return head;
      const plain = typeof spec.default === 'string' && parseDefault(spec.default) === spec.default && spec.default === spec.default.trim();
      return `${head} = ${plain ? (spec.default as string) : JSON.stringify(spec.default)}`;
    })
    .join('\n');
}

/** "hp = 100, label" — a registry row's field summary. */
export function describeFields(schema: Record<string, ComponentFieldSpec>): string {
  const names = Object.entries(schema).map(([name, spec]) =>
    spec.default === undefined ? name : `${name} = ${JSON.stringify(spec.default)}`,
  );
  return names.length > 0 ? names.join(', ') : 'no fields';
}

/** What the create and edit forms hold, as typed. */
export type ComponentFormValues = { slug: string; name: string; category: string; aliases: string; fields: string };

/** "hp, life" → ['hp', 'life']. */
const aliasList = (text: string): string[] => text.split(',').map((a) => a.trim()).filter(Boolean);

/** A component as the edit form opens it. */
export function formValuesOf(component: Pick<ComponentView, 'slug' | 'name' | 'category' | 'aliases' | 'fieldSchema'>): ComponentFormValues {
  return {
    slug: component.slug,
    name: component.name === component.slug ? '' : component.name,
    category: component.category ?? '',
    aliases: component.aliases.join(', '),
    fields: fieldLines(component.fieldSchema),
  };
}

/** The keys of an update that the form changed (an empty object: nothing to save). */
export function componentChanges(component: ComponentView, values: ComponentFormValues): Omit<UpdateComponentRequest, 'id'> {
  const changes: Omit<UpdateComponentRequest, 'id'> = {};
  const slug = values.slug.trim().toLowerCase();
  if (slug !== component.slug) changes.slug = slug;
  const name = values.name.trim();
  if ((name || slug) !== component.name) changes.name = name || null;
  const category = values.category.trim();
  if ((category || null) !== component.category) changes.category = category || null;
  const aliases = aliasList(values.aliases);
  // As the server keeps them: lower-cased, once each, the slug left out.
  const kept = [...new Set(aliases.map((a) => a.toLowerCase()))].filter((a) => a !== slug);
  if (JSON.stringify(kept) !== JSON.stringify(component.aliases)) changes.aliases = aliases;
  const fieldSchema = parseFieldLines(values.fields, component.fieldSchema);
  if (JSON.stringify(fieldSchema) !== JSON.stringify(component.fieldSchema)) changes.fieldSchema = fieldSchema;
  return changes;
}

/** A new component's body from the form. */
export function componentBody(values: ComponentFormValues): Omit<CreateComponentRequest, 'gameId'> {
  return {
    slug: values.slug.trim(),
    ...(values.name.trim() ? { name: values.name.trim() } : {}),
    ...(values.category.trim() ? { category: values.category.trim() } : {}),
    aliases: aliasList(values.aliases),
    fieldSchema: parseFieldLines(values.fields),
  };
}
