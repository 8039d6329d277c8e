/**
 * Test support for the authorization matrix (test/api/authorization.e2e-spec.ts): the routes that are
 * open on purpose, each with its reason, and the checks — refused and nothing written, or, where a route
 * is open, none of the owner's streams touched.
 */
import { baselineBody, type FuzzCase } from './fuzz-corpus.js';
import { sendCase, type Answer, type Sender } from './fuzz-runner.js';
import { baselineQuery, bodyValueIn, realPathValues, type World } from './fuzz-world.js';
import { describeOperation, isMutating, type OpenApiDocument, type Operation } from './openapi-routes.js';
import { eventsOfRequest } from './refusals.js';
import type { TestApp } from './test-app.js';

/** Mutating routes anonymous visitors may call: signing up and in needs no session (keys: METHOD path). */
export const OPEN_TO_ANONYMOUS: Record<string, string> = {
  'POST /create-and-verify': 'registration: creates a new account',
  'POST /login-auth': 'signing in (the body names the account; wrong credentials are 401)',
  'POST /send-verification-otp': 'mails a code to the address in the body (rate-limited per address)',
  'POST /verify-email-otp': 'verifies an address with the code mailed to it',
  'POST /reset-password-request': 'mails a reset code to the address in the body',
  'POST /reset-password-confirm': 'sets a new password with the mailed code',
  'POST /google-auth': 'signing in with a Google credential',
};

/** Mutating routes another signed-in user may call: they act on the caller's own account or new resources. */
export const OPEN_TO_OTHER_USERS: Record<string, string> = {
  ...OPEN_TO_ANONYMOUS,
  'POST /api/games': "creates a game of the caller's own",
  'POST /create/api/creation/generate-game-from-prompt': "creates a game of the caller's own from a prompt",
  'POST /api/user/model-preferences': "the caller's own model preferences",
  'PUT /api/user/onboarding': "the caller's own onboarding answers",
  'POST /api/user/erase': "erases the caller's own account, after their password (docs/api-accounts.md, Erasure)",
};

/** Reads with a game id that anyone may make, even of a draft. */
export const PUBLIC_READS: Record<string, string> = {
  'GET /create/fetch-game-card/{id}': 'a game card is public to anyone with the id (games.controller.ts)',
  'GET /media/{hash}': 'media are shown on public pages and named by an unguessable sha256; nothing lists them (docs/api-media.md)',
};

/**
 * Staff routes: the owner of a game is no more allowed than anyone; staff is the control (and analysts, for
 * the change log's and the event explorer's reads, docs/api-analytics.md; projections, rebuilds and
 * time travel, docs/api-replay.md).
 */
export const isStaffRoute = (op: Operation): boolean => op.path.startsWith('/api/staff/') || op.path.startsWith('/api/analytics/');

/** Mutations of staff routes that analysts may make too: their own exports (docs/api-analytics.md). */
export const ANALYSTS_MAY: Record<string, string> = {
  'POST /api/analytics/exports': 'an analyst exports the events they may read',
  'DELETE /api/analytics/exports/{exportId}': 'an analyst cancels or removes an export of their own',
};

/** Routes open to everyone once the game is published: playing it. Checked on a published copy of the world. */
export const OPEN_WHEN_PUBLISHED: Record<string, string> = {
  'POST /play/start-game/{gameId}': 'anyone may play a published game, in a session of their own',
  'GET /play/game/{gameId}': "the published game's player page",
  'POST /play/game/{gameId}/reload': 'anyone may restart a published game, in a new session of their own (docs/api-timeline.md)',
  'GET /create/vibecode/serve/{frontendId}': "the published game's frontend, as players get it",
};

/** GET routes that read a game's private data: every GET naming a resource other than a user. */
export const readsPrivateData = (op: Operation): boolean =>
  op.method === 'get' && (op.pathParams.some((p) => p !== 'userId') || op.queryParams.includes('game_id'));

/** The owner's resources as JSON-ish requests: real path ids, a body naming the owner's resources. */
export const requestFor = (doc: OpenApiDocument, op: Operation, world: World): FuzzCase => {
  const body = isMutating(op) ? Buffer.from(JSON.stringify(baselineBody(doc, op.body?.schema ?? null, (f) => bodyValueIn(world, op.path, f)))) : null;
  return {
    label: 'well-formed request on the owner’s resources',
    pathValues: realPathValues(world, op.path, op.pathParams),
    query: baselineQuery(world, op.queryParams),
    headers: body ? { 'content-type': 'application/json' } : {},
    body,
  };
};

/** Streams holding the owner's data: any stream named after one of the world's ids (play sessions aside). */
const ownerIds = (world: World): string[] =>
  [
    world.ownerId,
    world.gameId,
    world.componentId,
    world.entityId,
    world.scriptId,
    world.logicFileId,
    world.promptId,
    world.toolId,
    world.frontendId,
    world.frontendFileId,
    world.versioningSessionId,
    world.agentSessionId,
    world.playSessionId,
  ].filter((id): id is string => id !== null);

/** Which of the request's events (eventsOfRequest) went to the owner's streams (a caller's own play session and play index excepted). */
const ownerStreamsAmong = (events: string[], world: World): string[] => {
  const ids = ownerIds(world);
  return events
    .filter((e) => !/ on play-(session|index)-/.test(e) || (world.playSessionId !== null && e.includes(world.playSessionId)))
    .filter((e) => ids.some((id) => e.split(' on ')[1]?.includes(id)));
};

export type Outcome = { route: string; who: string; status: number | null; problem: string; body: string };

const errorOf = (answer: Answer): { error: unknown; code: unknown } => {
  try {
    return JSON.parse(answer.text) as { error: unknown; code: unknown };
  } catch {
    return { error: undefined, code: undefined };
  }
};

/** Refused with one of these statuses (and this code); or open for this reason (and then answered below 400 when `succeeds`). */
export type Expected = { refusedWith: number[]; code?: string } | { open: string; succeeds?: boolean };

/**
 * Sends the request as `sender` and returns what is wrong: a refusal must have one of the statuses (and
 * code), a JSON `error` and write no event; an open route must stay below 500 and write none of the
 * owner's streams.
 */
export const check = async (app: TestApp, op: Operation, sender: Sender, request: FuzzCase, world: World, expected: Expected): Promise<Outcome[]> => {
  let answer: Answer | null = null;
  let thrown: unknown;
  try {
    answer = await sendCase(app.url, op, sender, request);
  } catch (error) {
    thrown = error;
  }
  const problems: string[] = [];
  // Only this request's events count: a clone or an agent turn an earlier request started may land meanwhile.
  const events = answer ? await eventsOfRequest(app, answer.requestId) : [];
  if (!answer) problems.push(`no answer: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  else if ('open' in expected) {
    if (answer.status >= 500) problems.push(`${answer.status} on an open route`);
    else if (expected.succeeds && answer.status >= 400) problems.push(`refused, though open: ${expected.open}`);
    const touched = ownerStreamsAmong(events, world);
    if (touched.length) problems.push(`open route (${expected.open}) wrote the owner's data: ${touched.join(', ')}`);
  } else {
    const { error, code } = errorOf(answer);
    if (!expected.refusedWith.includes(answer.status)) problems.push(`not refused: expected ${expected.refusedWith.join('/')}${expected.code ? ` ${expected.code}` : ''}`);
    else if (expected.code && code !== expected.code) problems.push(`refused with code ${String(code)}, expected ${expected.code}`);
    if (answer.status >= 400 && typeof error !== 'string') problems.push('refusal without a JSON error message');
    if (events.length !== 0) problems.push(`${events.length} event(s) written${answer.status >= 400 ? ' though refused' : ''}: ${events.join(', ')}`);
  }
  return problems.map((problem) => ({ route: describeOperation(op), who: sender.label, status: answer?.status ?? null, problem, body: answer?.text.slice(0, 160) ?? '' }));
};

export const readableOutcome = (o: Outcome): string => `${o.route} [${o.who}] → ${o.status ?? 'no answer'}: ${o.problem}${o.body ? ` :: ${o.body.replace(/\s+/g, ' ')}` : ''}`;
