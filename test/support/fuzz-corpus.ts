/**
 * Test support: the hostile requests the fuzz suite sends to one operation, built from its OpenAPI schema.
 * Deterministic: the fixed cases plus fast-check samples drawn with a fixed seed.
 */
import fc from 'fast-check';
import { fieldPathsOf, resolveSchema, takesText, type OpenApiDocument, type Operation, type Schema } from './openapi-routes.js';

export type FuzzCase = {
  label: string;
  /** Path parameters, already %-encoded as they go on the wire. */
  pathValues: Record<string, string>;
  /** The raw query string (without `?`), or ''. */
  query: string;
  headers: Record<string, string>;
  /** The bytes sent (a Buffer, so fetch adds no content type of its own), or none. */
  body: Buffer | null;
  /** A JSON body under another content type: must be refused (415) or read as the JSON it is. */
  sameAsJson?: boolean;
  /**
   * A case for the route's own code (a field's value, a parameter's): sent only by senders the route's
   * guard lets through (their baseline was not refused with auth.required or auth.staff_only), since a
   * refused sender never gets there. The other cases (nesting, keys, content types, malformed escapes)
   * are read before any guard.
   */
  pastAuth?: boolean;
  /** An unknown or prototype key: whoever gets past authorization must be refused (400), not served. */
  unknownKey?: boolean;
};

type Body = Record<string, unknown>;
/** Fills a body field the test world knows a real value for (ids of its resources), or undefined. */
export type FieldFiller = (field: string) => unknown;

export const FUZZ_SEED = 20_261_124;
export const DEEP_LEVELS = 5_000;
export const HUGE_STRING = 'a'.repeat(200_000);
const WRONG_TYPES: [string, unknown][] = [['null', null], ['number', 12_345], ['bool', true], ['array', [1, 'x']], ['object', { x: 1 }], ['string', 'fuzz']];
const JSON_TYPE = { 'content-type': 'application/json' };
const PLACEHOLDER = 'FUZZ_DEEP_PLACEHOLDER';
const PER_FIELD = { pastAuth: true };
const UNKNOWN_KEY = { unknownKey: true };

export const deepObject = (levels = DEEP_LEVELS): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
export const deepArray = (levels = DEEP_LEVELS): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A plausible value of a schema: its example, a nested baseline for a $ref, else one by type. */
const plainValue = (doc: OpenApiDocument, raw: Schema, fill: FieldFiller): unknown => {
  if (raw.example !== undefined) return raw.example;
  const schema = resolveSchema(doc, raw);
  if (schema?.properties) return baselineBody(doc, schema, fill);
  if (schema?.type === 'array') {
    const item = resolveSchema(doc, schema.items);
    return item?.properties ? [baselineBody(doc, item, fill)] : [];
  }
  if (schema?.type === 'number' || schema?.type === 'integer') return 1;
  if (schema?.type === 'boolean') return false;
  if (schema?.format === 'uuid') return '7d9f2c1e-0000-4000-8000-000000000000';
  if (schema?.type === 'object' && schema.maxLength === undefined && schema.nullable !== true) return {};
  return 'fuzz';
};

/** The body of required fields (and those the world fills by name) with plausible values. */
export const baselineBody = (doc: OpenApiDocument, schema: Schema | null, fill: FieldFiller): Body => {
  const body: Body = {};
  for (const [name, raw] of Object.entries(schema?.properties ?? {})) {
    const known = fill(name);
    if (known !== undefined) body[name] = known;
    else if (schema?.required?.includes(name)) body[name] = plainValue(doc, raw, fill);
  }
  return body;
};

/** A copy of `body` with `value` at `path`, creating missing parents from the schema's baselines. */
const withValueAt = (body: Body, path: (string | number)[], value: unknown): Body => {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key, i) => {
    const next = path[i + 1];
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof next === 'number' ? [{}] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]] = value;
  return copy;
};

/** JSON text of `body` with one more key written raw (JSON.stringify cannot write `__proto__` as a key). */
const withRawKey = (body: Body, key: string, valueJson: string): string => {
  const rest = JSON.stringify(body).slice(1, -1);
  return `{${JSON.stringify(key)}:${valueJson}${rest ? `,${rest}` : ''}}`;
};

const json = (label: string, text: string, extra: Partial<FuzzCase> = {}): Omit<FuzzCase, 'pathValues' | 'query'> => ({
  label,
  headers: JSON_TYPE,
  body: Buffer.from(text, 'utf8'),
  ...extra,
});

/** A value no schema expects: broken text (NUL, lone surrogates), odd numbers, nested junk. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '%', '"', "'", '\\', '{{', '<script>'),
  ),
  maxLength: 24,
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, 0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, '', ' ', '1e999', '00000000-0000-0000-0000-000000000000', true, false),
  fc.double(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.anything({ maxDepth: 3 }),
);

/** `count` bodies from fast-check (fixed seed): the baseline with some fields replaced, or odd extra keys. */
const sampledBodies = (doc: OpenApiDocument, op: Operation, base: Body, count: number, seed: number): Body[] => {
  const paths = fieldPathsOf(doc, op.body?.schema ?? null).map((f) => f.path);
  const edit = fc.record({
    changes: fc.array(fc.tuple(paths.length ? fc.constantFrom(...paths) : fc.constant<(string | number)[]>(['fuzz']), hostileValue), { minLength: 1, maxLength: 3 }),
    extra: fc.option(fc.dictionary(hostileText, hostileValue, { maxKeys: 2 }), { nil: undefined }),
  });
  return fc.sample(edit, { seed, numRuns: count }).map(({ changes, extra }) => {
    const edited = changes.reduce((b, [path, value]) => withValueAt(b, path, value), base);
    return extra ? { ...edited, ...extra } : edited;
  });
};

/** A stable number for a string, so each operation draws its own fast-check samples. */
export const seedFor = (text: string): number => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, FUZZ_SEED);

/** The body cases of one operation (without path/query: the caller adds the real ones). */
export const bodyCases = (doc: OpenApiDocument, op: Operation, fill: FieldFiller, samples: number): Omit<FuzzCase, 'pathValues' | 'query'>[] => {
  const schema = op.body?.schema ?? null;
  const base = baselineBody(doc, schema, fill);
  const fields = fieldPathsOf(doc, schema);
  const texts = fields.filter((f) => takesText(doc, f.schema));
  const stringArrays = fields.filter((f) => f.schema.type === 'array' && !resolveSchema(doc, f.schema.items)?.properties);
  const baseText = JSON.stringify(base);
  const name = (path: (string | number)[]) => path.join('.');
  const firstField = fields[0]?.path ?? ['a'];
  return [
    json('baseline', baseText),
    json(`${DEEP_LEVELS}-level nested object`, deepObject()),
    json(`${DEEP_LEVELS}-level nested array`, deepArray()),
    json(`3,000-level nested object in ${name(firstField)}`, JSON.stringify(withValueAt(base, firstField, PLACEHOLDER)).replace(`"${PLACEHOLDER}"`, deepObject(3_000))),
    json('malformed JSON', '{"a":'),
    json('top-level array', JSON.stringify([base])),
    json('top-level string', JSON.stringify('fuzz')),
    ...texts.flatMap((f) => [
      json(`NUL in ${name(f.path)}`, JSON.stringify(withValueAt(base, f.path, 'fu\u0000zz')), PER_FIELD),
      json(`lone surrogate in ${name(f.path)}`, JSON.stringify(withValueAt(base, f.path, 'fu\ud800zz')), PER_FIELD),
    ]),
    // 200 KB in the first text field, then in every one at once (over the 1 MB body limit from five on).
    ...texts.slice(0, 1).map((f) => json(`200 KB string in ${name(f.path)}`, JSON.stringify(withValueAt(base, f.path, HUGE_STRING)), PER_FIELD)),
    ...(texts.length > 1
      ? [json('200 KB string in every text field', JSON.stringify(texts.reduce((b, f) => withValueAt(b, f.path, HUGE_STRING), base)), PER_FIELD)]
      : []),
    ...stringArrays.flatMap((f) => [
      json(`NUL in ${name(f.path)}[0]`, JSON.stringify(withValueAt(base, [...f.path, 0], '\u0000')), PER_FIELD),
      json(`lone surrogate in ${name(f.path)}[0]`, JSON.stringify(withValueAt(base, [...f.path, 0], '\udfff')), PER_FIELD),
    ]),
    ...fields.flatMap((f) =>
      WRONG_TYPES.map(([type, value]) => json(`${type} as ${name(f.path)}`, JSON.stringify(withValueAt(base, f.path, value)), PER_FIELD)),
    ),
    json('NUL in a key', JSON.stringify({ ...base, 'fu\u0000zz': 1 }), UNKNOWN_KEY),
    json('lone surrogate in a key', JSON.stringify({ ...base, '\ud800': 1 }), UNKNOWN_KEY),
    json('unknown key', JSON.stringify({ ...base, fuzz_unknown_key: 1 }), UNKNOWN_KEY),
    json('__proto__ key', withRawKey(base, '__proto__', '{"x":1}'), UNKNOWN_KEY),
    json('constructor.prototype key', withRawKey(base, 'constructor', '{"prototype":{"x":1}}'), UNKNOWN_KEY),
    json('prototype key', withRawKey(base, 'prototype', '{"x":1}'), UNKNOWN_KEY),
    { label: 'JSON as text/plain', headers: { 'content-type': 'text/plain' }, body: Buffer.from(baseText), sameAsJson: true },
    { label: 'JSON without a content type', headers: {}, body: Buffer.from(baseText), sameAsJson: true },
    { label: 'form garbage', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from('a=%ZZ&&=&%00=%00&b[c][d]=1&__proto__[x]=1&x=\ud800') },
    {
      label: 'multipart with a bad boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=expected' },
      body: Buffer.from('--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n'),
    },
    { label: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, body: Buffer.from('--x\r\n\r\n--x--') },
    ...sampledBodies(doc, op, base, samples, seedFor(op.operationId)).map((b, i) =>
      json(`fast-check sample ${i + 1}: ${JSON.stringify(b).slice(0, 120)}`, JSON.stringify(b), PER_FIELD),
    ),
  ];
};

/**
 * Hostile values for one path parameter (as they go on the wire), and whether only a sender past
 * authorization can reach what reads it (malformed escapes are the URL's, read before anything).
 */
export const hostilePathValues = (real: string): [string, string, boolean][] => [
  ['%00', '%00', false],
  ['real id + %00', `${real}%00`, true],
  ['..%2F..%2Fetc%2Fpasswd', '..%2F..%2Fetc%2Fpasswd', true],
  ['%ff', '%ff', false],
  ['5,000-char id', 'x'.repeat(5_000), true],
  ["'; DROP TABLE", encodeURIComponent("'; DROP TABLE events; --"), true],
  ['unicode', encodeURIComponent('ünï©ødé 🎮 \u202e'), true],
  ['random uuid', fc.sample(fc.uuid(), { seed: FUZZ_SEED, numRuns: 1 })[0], true],
];

/** Hostile values for one query parameter, as raw query strings (and whether only a sender past authorization reaches them). */
export const hostileQueries = (param: string): [string, string, boolean][] => [
  ['%00', `${param}=%00`, false],
  ['%ff', `${param}=%ff`, false],
  ['5,000 chars', `${param}=${'9'.repeat(5_000)}`, true],
  ['repeated', `${param}=1&${param}=2`, true],
  ['bracketed', `${param}[a]=1`, true],
];
