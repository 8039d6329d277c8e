/**
 * Test support: every fuzz case of an operation (a well-formed baseline, then body, path and query cases
 * around it), and the walk over a group of operations that collects the failures.
 */
import { baselineBody, bodyCases, hostilePathValues, hostileQueries, type FuzzCase } from './fuzz-corpus.js';
import type { Failure, FuzzProbe, Sender } from './fuzz-runner.js';
import { baselineQuery, bodyValueIn, realPathValues, type World } from './fuzz-world.js';
import { isMutating, type OpenApiDocument, type Operation } from './openapi-routes.js';

/** Operations that delete or end what later requests need: each group runs them after the others. */
export const DESTRUCTIVE = /delete|unpublish|logout|interrupt|erase/i;

export const inRunOrder = (ops: Operation[]): Operation[] => [
  ...ops.filter((op) => !DESTRUCTIVE.test(op.path) && op.method !== 'delete'),
  ...ops.filter((op) => DESTRUCTIVE.test(op.path) || op.method === 'delete'),
];

const JSON_TYPE = { 'content-type': 'application/json' };
/** Refusals by a guard, which answers before the body or parameters are read (not "wrong password"). */
const AUTHORIZATION_CODES = new Set(['auth.required', 'auth.staff_only']);

/** The cases of one operation, the baseline first. `samples`: how many fast-check bodies. */
export const casesFor = (doc: OpenApiDocument, op: Operation, world: World, samples: number): FuzzCase[] => {
  const real = realPathValues(world, op.path, op.pathParams);
  const fill = (field: string) => bodyValueIn(world, op.path, field);
  const baseline = isMutating(op) ? Buffer.from(JSON.stringify(baselineBody(doc, op.body?.schema ?? null, fill))) : null;
  const query = baselineQuery(world, op.queryParams);
  const plain = { pathValues: real, query, headers: baseline ? JSON_TYPE : {}, body: baseline };
  const bodies: FuzzCase[] = isMutating(op)
    ? bodyCases(doc, op, fill, samples).map((c) => ({ ...c, pathValues: real, query }))
    : [{ ...plain, label: 'baseline' }];
  const paths: FuzzCase[] = op.pathParams.flatMap((param) =>
    hostilePathValues(real[param]).map(([label, value, pastAuth]) => ({ ...plain, label: `{${param}} = ${label}`, pathValues: { ...real, [param]: value }, pastAuth })),
  );
  const queries: FuzzCase[] = op.queryParams.flatMap((param) =>
    hostileQueries(param).map(([label, hostile, pastAuth]) => ({
      ...plain,
      label: `?${param} ${label}`,
      query: [hostile, ...query.split('&').filter((q) => q && !q.startsWith(`${param}=`))].join('&'),
      pastAuth,
    })),
  );
  return [...bodies, ...paths, ...queries];
};

/** Sends every case of every operation as each sender; returns all failures. */
export const fuzzOperations = async (
  probe: FuzzProbe,
  doc: OpenApiDocument,
  ops: Operation[],
  world: World,
  senders: Sender[],
  samples: number,
): Promise<Failure[]> => {
  const failures: Failure[] = [];
  for (const op of inRunOrder(ops)) {
    const cases = casesFor(doc, op, world, samples);
    for (const sender of senders) {
      let refused = false;
      for (const fuzz of cases) {
        if (fuzz.pastAuth && refused) continue;
        // A JSON body under another content type is compared with the same body as JSON, sent just before
        // (not with the baseline: a deleting route's baseline already deleted what it names).
        let pairStatus: number | null = null;
        if (fuzz.sameAsJson && op.body) {
          const pair = await probe.probe(op, sender, { ...fuzz, label: `${fuzz.label} (its JSON twin)`, headers: JSON_TYPE, sameAsJson: false }, {});
          failures.push(...pair.failures);
          pairStatus = pair.status;
        }
        const result = await probe.probe(op, sender, fuzz, { pairStatus, mustRefuse: Boolean(fuzz.unknownKey && op.body && !refused) });
        failures.push(...result.failures);
        if (fuzz.label === 'baseline') refused = result.code !== null && AUTHORIZATION_CODES.has(result.code);
      }
    }
  }
  return failures;
};
