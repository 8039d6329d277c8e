/**
 * Test support: the API's own OpenAPI document (`/api/docs/openapi.json`) as a list of operations, so
 * suites that must cover every route (fuzzing, the authorization matrix) are generated from it and a new
 * route is covered without editing them.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Schema = {
  type?: string;
  format?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  example?: unknown;
  nullable?: boolean;
  maxLength?: number;
  additionalProperties?: boolean | Schema;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };

type RawOperation = {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type OpenApiDocument = {
  paths: Record<string, Partial<Record<HttpMethod, RawOperation>>>;
  components?: { schemas?: Record<string, Schema> };
};

export type Operation = {
  method: HttpMethod;
  /** The path template as documented, e.g. `/api/games/{id}/rename`. */
  path: string;
  tag: string;
  operationId: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  /** The request body: the content types it is documented with and its schema ($refs resolved), or null. */
  body: { contentTypes: string[]; schema: Schema | null } | null;
};

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export const fetchOpenApi = async (url: string): Promise<OpenApiDocument> => {
  const response = await fetch(`${url}/api/docs/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/docs/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
};

/** Follows `$ref`s (to components.schemas) until a schema with content. */
export const resolveSchema = (doc: OpenApiDocument, schema: Schema | undefined): Schema | null => {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name];
  }
  return current ?? null;
};

/** Every operation of the document, in document order. */
export const operationsOf = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const raw = item[method]!;
      const params = raw.parameters ?? [];
      const content = raw.requestBody?.content;
      const contentTypes = content ? Object.keys(content) : [];
      const schemaOf = content?.['application/json']?.schema ?? (contentTypes[0] ? content?.[contentTypes[0]]?.schema : undefined);
      return {
        method,
        path,
        tag: raw.tags?.[0] ?? 'untagged',
        operationId: raw.operationId ?? `${method} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        headerParams: params.filter((p) => p.in === 'header').map((p) => p.name),
        body: content ? { contentTypes, schema: resolveSchema(doc, schemaOf) } : null,
      };
    }),
  );

export const isMutating = (op: Pick<Operation, 'method'>): boolean => op.method !== 'get';

/** The path with its `{params}` replaced; values are used as given (callers encode what they must). */
export const fillPath = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return value;
  });

export const describeOperation = (op: Pick<Operation, 'method' | 'path'>): string => `${op.method.toUpperCase()} ${op.path}`;

/** A field of a body schema: where it is (keys and array indexes) and its schema. */
export type FieldPath = { path: (string | number)[]; schema: Schema };

/**
 * Every property the body schema names, nested ones included (objects and arrays of objects given by a
 * `$ref`, down to `maxDepth`), parents before children.
 */
export const fieldPathsOf = (doc: OpenApiDocument, schema: Schema | null, maxDepth = 3, prefix: (string | number)[] = []): FieldPath[] => {
  if (!schema?.properties || maxDepth === 0) return [];
  return Object.entries(schema.properties).flatMap(([name, raw]) => {
    const path = [...prefix, name];
    const own: FieldPath = { path, schema: raw };
    const item = raw.type === 'array' ? resolveSchema(doc, raw.items) : null;
    const nested = item?.properties
      ? fieldPathsOf(doc, item, maxDepth - 1, [...path, 0])
      : raw.$ref
        ? fieldPathsOf(doc, resolveSchema(doc, raw), maxDepth - 1, path)
        : [];
    return [own, ...nested];
  });
};

/**
 * Whether a documented field takes text. The document types optional-or-null strings as "object" (the
 * swagger plugin's reading of `string | null`), so anything not plainly a number, boolean or array counts.
 */
export const takesText = (doc: OpenApiDocument, schema: Schema): boolean => {
  const resolved = resolveSchema(doc, schema);
  if (!resolved || resolved.properties) return false;
  return !['number', 'integer', 'boolean', 'array'].includes(resolved.type ?? 'object');
};
