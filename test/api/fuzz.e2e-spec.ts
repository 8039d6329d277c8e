// Issue 11, "make it stay fixed": every operation of the API's own OpenAPI document, fuzzed with hostile
// bodies, paths and queries, as a signed-in owner and anonymously (both with a valid CSRF token, so the
// CSRF check is not what answers). Every answer must be below 500, every refusal must carry a JSON
// `error`, and a refused request must write no event.
//
// The corpus (test/support/fuzz-corpus.ts), for each operation:
// - bodies: 5,000-level nested objects and arrays, a 3,000-level object in a field, malformed JSON,
//   non-object JSON; NUL and a lone surrogate in every text field (nested ones too), every string-array
//   element and in a key; null, number, bool, array, object and string as every documented field; a
//   200 KB string in the first text field, then in all at once; an unknown key, `__proto__`,
//   `constructor.prototype`, `prototype` (refused with 400 by every route that takes a body);
//   JSON as text/plain and with no content type (must be 415, or read as the JSON it is), form garbage,
//   multipart with a wrong boundary and with none; fast-check samples (fixed seed) of the baseline
//   body with hostile values in its fields and odd extra keys.
// - path parameters: %00, a real id + %00, ..%2F..%2Fetc%2Fpasswd, %ff, a 5,000-char id, '; DROP TABLE,
//   unicode, a random uuid (every other parameter keeps the world's real id, so the case reaches the code).
// - query parameters: %00, %ff, 5,000 chars, repeated, bracketed.
//
// Every case goes to the owner. Anonymous callers get every case too where the route lets them in; where a
// guard refuses them (401 auth.required), only the cases read before any guard (nesting, keys, content
// types, malformed escapes): the field and parameter cases could never reach the code they aim at.
//
// Nothing is excluded. Two routes get special handling, listed here so none is skipped silently:
// - GET /create/agentic/stream/v2/{sessionId} answers a text/event-stream that lasts as long as the agent
//   works: its status is checked, then the stream is cancelled; the probe waits until the agent stops
//   writing events before the next request (so its writes are not blamed on a refusal).
// - The rate-limited account routes (login, codes, reset): the limiter's counters are cleared before each
//   request, so every case reaches the handler instead of the 429 of the previous ones.
// Operations that delete or end things (delete, unpublish, logout, interrupt) run last in their group.
// FUZZ_REPORT=<file> appends the tally (requests, statuses, time per route) and every failure as JSON lines.
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MEDIA_STORE } from '../../apps/api/src/media/media-store.js';
import { makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { fuzzOperations } from '../support/fuzz-plan.js';
import { FuzzProbe, senderOf, type Failure } from '../support/fuzz-runner.js';
import { placeholderWorld, seedWorld } from '../support/fuzz-world.js';
import { fetchOpenApi, operationsOf, type OpenApiDocument, type Operation } from '../support/openapi-routes.js';
import { captureServerErrors, type ServerErrorLog } from '../support/server-errors.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp } from '../support/users.js';

/** The document's tags: one test each. A new tag fails the first test until it is added here. */
const GROUPS = [
  'health',
  'accounts',
  'games',
  'versioning',
  'tokens',
  'staff',
  'subscription',
  'models',
  'profiles',
  'components',
  'entities',
  'logic files',
  'prompts',
  'scripts',
  'tools',
  'publishing',
  'checkpoints',
  'vibecode',
  'play',
  'timeline',
  'agent',
  'media',
  'analytics',
];
/** Groups whose owner is also staff: staff routes and global components refuse others before reading the body. */
const STAFF_GROUPS = new Set(['staff', 'components', 'analytics']);
/** Groups with an owner of their own (staff, or one whose logout ends the session); the others share one. */
const OWN_OWNER = new Set([...STAFF_GROUPS, 'accounts']);
/** Groups whose world is published (the play routes open to everyone, publishing reads its state). */
const PUBLISHED = new Set(['play', 'timeline', 'publishing', 'checkpoints', 'vibecode']);
/** fast-check bodies per operation and sender (on top of the fixed cases). */
const SAMPLES = 4;

const readable = (f: Failure) =>
  `${f.route} [${f.who}] ${f.input} → ${f.status ?? 'no answer'}: ${f.problem}${f.body ? ` :: ${f.body.replace(/\s+/g, ' ')}` : ''}${f.logged.length ? ` :: logged: ${f.logged.join(' || ')}` : ''}`;

describe.each(databaseTargets())('fuzzing every operation of the OpenAPI document on %s', (target) => {
  let app: TestApp;
  let errors: ServerErrorLog;
  let probe: FuzzProbe;
  let doc: OpenApiDocument;
  let ops: Operation[];
  let shared: Awaited<ReturnType<typeof signUp>>;
  let startedAt = 0;

  beforeAll(async () => {
    startedAt = Date.now();
    app = await startTestAppOn(target);
    errors = captureServerErrors();
    probe = new FuzzProbe(app, errors);
    doc = await fetchOpenApi(app.url);
    ops = operationsOf(doc);
    shared = await signUp(app.url);
  });
  afterAll(async () => {
    errors?.restore();
    if (process.env.FUZZ_REPORT && probe) {
      appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ target, seconds: (Date.now() - startedAt) / 1000, ...probe.tally })}\n`);
    }
    await app?.close();
  });

  it('covers every operation: each belongs to a group below', () => {
    expect(ops.length).toBeGreaterThanOrEqual(90);
    expect([...new Set(ops.map((op) => op.tag))].sort()).toEqual([...GROUPS].sort());
  });

  it.each(GROUPS)('%s: no 5xx, a JSON error on every refusal, nothing written by a refusal', async (group) => {
    const { client, id } = OWN_OWNER.has(group) ? await signUp(app.url) : shared;
    if (STAFF_GROUPS.has(group)) await makeStaff(app, id);
    const groupOps = ops.filter((op) => op.tag === group);
    expect(groupOps.length).toBeGreaterThan(0);
    const namesResources = groupOps.some((op) => op.pathParams.length > 0 || op.body?.schema?.properties);
    const world = namesResources
      ? await seedWorld(client, id, { name: `Fuzz ${group}`, publish: PUBLISHED.has(group), play: group === 'play' || group === 'timeline', agent: group === 'agent', clone: group === 'games', media: app.app.get(MEDIA_STORE) })
      : placeholderWorld(id);
    const anonymous = await newClient(app.url);
    const senders = [senderOf('owner', client), senderOf('anonymous', anonymous)];
    const failures = await fuzzOperations(probe, doc, groupOps, world, senders, SAMPLES);
    if (process.env.FUZZ_REPORT) for (const f of failures) appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ target, group, ...f })}\n`);
    expect(failures.map(readable)).toEqual([]);
  });
});
