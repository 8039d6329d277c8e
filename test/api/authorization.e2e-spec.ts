// Issue 11: the authorization matrix, generated from the API's own OpenAPI document. Every mutating
// operation (POST/PUT/PATCH/DELETE), aimed at the owner's resources (a private game with one of each kind
// of resource), is tried
// - anonymously, with a valid CSRF cookie and header (so CSRF is not what refuses it): 401/403/404;
// - by another signed-in user who owns none of them: 403/404;
// - by the owner without the X-CSRFToken header: 403 csrf.failed;
// and must write no event. Routes open on purpose are listed with their reasons in
// test/support/authorization-matrix.ts; for those, the caller must still write none of the owner's
// streams. Analysts may read the change log (GET /api/staff/changes…) and call no staff mutation. Reads of the private game's data (every GET naming a game, asset, session or frontend) are
// refused to others too, and the play routes of a published game are open without touching the owner's data.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ANALYSTS_MAY,
  check,
  isStaffRoute,
  OPEN_TO_ANONYMOUS,
  OPEN_TO_OTHER_USERS,
  OPEN_WHEN_PUBLISHED,
  PUBLIC_READS,
  readableOutcome,
  readsPrivateData,
  requestFor,
  type Outcome,
} from '../support/authorization-matrix.js';
import { MEDIA_STORE } from '../../apps/api/src/media/media-store.js';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { inRunOrder } from '../support/fuzz-plan.js';
import { sendCase, senderOf, type Sender } from '../support/fuzz-runner.js';
import { cloneFinished, seedWorld, type World } from '../support/fuzz-world.js';
import { describeOperation, fetchOpenApi, isMutating, operationsOf, type OpenApiDocument, type Operation } from '../support/openapi-routes.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const REFUSED_ANONYMOUS = [401, 403, 404];
const REFUSED_OTHER = [403, 404];

/** Deleting the game, then erasing its owner, last: every other route is tried while both exist. */
const deletingTheGameLast = (ops: Operation[]) => [
  ...inRunOrder(ops).filter((op) => !op.path.includes('delete-game') && !op.path.endsWith('/erase')),
  ...ops.filter((op) => op.path.includes('delete-game')),
  ...ops.filter((op) => op.path.endsWith('/erase')),
];

describe.each(databaseTargets())('authorization of every operation on %s', (target) => {
  let app: TestApp;
  let doc: OpenApiDocument;
  let ops: Operation[];
  let owner: Sender;
  let ownerClient: Client;
  let staff: Sender;
  let analyst: Sender;
  let ownerWithoutCsrf: Sender;
  let other: Sender;
  let anonymous: Sender;
  let privateGame: World;
  let publishedGame: World;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    doc = await fetchOpenApi(app.url);
    ops = operationsOf(doc);
    const signedUp = await signUp(app.url);
    privateGame = await seedWorld(signedUp.client, signedUp.id, { name: 'Private game', play: true, agent: true, clone: true, media: app.app.get(MEDIA_STORE) });
    publishedGame = await seedWorld(signedUp.client, signedUp.id, { name: 'Published game', publish: true });
    owner = senderOf('owner', signedUp.client);
    ownerClient = signedUp.client;
    ownerWithoutCsrf = senderOf('owner without X-CSRFToken', signedUp.client, false);
    other = senderOf('other user', (await signUp(app.url)).client);
    anonymous = senderOf('anonymous', await newClient(app.url));
    const staffUser = await signUp(app.url);
    await makeStaff(app, staffUser.id);
    staff = senderOf('staff', staffUser.client);
    // A rebuild to read back (GET /api/analytics/rebuilds/{rebuildId}).
    privateGame.rebuildId = (await staffUser.client.post('/api/analytics/projections/game_list/rebuild/', {}).expect(202)).body.rebuild.id;
    const analystUser = await signUp(app.url);
    await makeAnalyst(app, analystUser.id);
    analyst = senderOf('analyst', analystUser.client);
    // An export of the analyst's, so its routes are read with a real id (staff may read anyone's).
    privateGame.exportId = (await analystUser.client.post('/api/analytics/exports/', { format: 'jsonl', filters: { stream: 'none' } }).expect(202)).body.export.id;
  });
  afterAll(async () => app?.close());

  it('names in its allow-lists only operations the document has', () => {
    const known = new Set(ops.map(describeOperation));
    const listed = [...Object.keys(OPEN_TO_OTHER_USERS), ...Object.keys(PUBLIC_READS), ...Object.keys(OPEN_WHEN_PUBLISHED), ...Object.keys(ANALYSTS_MAY)];
    expect(listed.filter((key) => !known.has(key))).toEqual([]);
    expect(ops.filter(isMutating).length).toBeGreaterThanOrEqual(60);
  });

  it("refuses reads of a private game's data to other users and anonymous callers", async () => {
    const reads = ops.filter(readsPrivateData);
    expect(reads.length).toBeGreaterThanOrEqual(20);
    const outcomes: Outcome[] = [];
    for (const op of reads) {
      const key = describeOperation(op);
      const request = requestFor(doc, op, privateGame);
      for (const [sender, refusedWith] of [[anonymous, REFUSED_ANONYMOUS], [other, REFUSED_OTHER]] as const) {
        outcomes.push(...(await check(app, op, sender, request, privateGame, PUBLIC_READS[key] ? { open: PUBLIC_READS[key] } : { refusedWith })));
      }
      // The control: the owner reads it (staff and analysts, on the change log under /api/staff/).
      const readers = isStaffRoute(op) ? [staff, analyst] : [owner];
      for (const reader of readers) {
        const mine = await sendCase(app.url, op, reader, request);
        if ([401, 403, 404].includes(mine.status) || mine.status >= 500) {
          outcomes.push({ route: key, who: `${reader.label} (control)`, status: mine.status, problem: 'the reader cannot read it either: the check proves nothing', body: mine.text.slice(0, 160) });
        }
      }
    }
    expect(outcomes.map(readableOutcome)).toEqual([]);
  });

  it('refuses every staff and analyst read to anonymous callers and to signed-in users without the role, writing nothing', async () => {
    // Reads under /api/staff/ and /api/analytics/ that name no game (lists, settings, estimates): the role is the only check.
    const reads = ops.filter((op) => op.method === 'get' && isStaffRoute(op) && !readsPrivateData(op));
    expect(reads.map(describeOperation)).toContain('GET /api/analytics/exports/estimate');
    const outcomes: Outcome[] = [];
    for (const op of reads) {
      const request = requestFor(doc, op, privateGame);
      outcomes.push(
        ...(await check(app, op, anonymous, request, privateGame, { refusedWith: REFUSED_ANONYMOUS })),
        ...(await check(app, op, other, request, privateGame, { refusedWith: [403] })),
      );
      const mine = await sendCase(app.url, op, staff, request);
      if ([401, 403].includes(mine.status) || mine.status >= 500) {
        outcomes.push({ route: describeOperation(op), who: 'staff (control)', status: mine.status, problem: 'staff cannot read it either: the check proves nothing', body: mine.text.slice(0, 160) });
      }
    }
    expect(outcomes.map(readableOutcome)).toEqual([]);
  });

  it('lets analysts read the change log but change nothing staff change (403, nothing written)', async () => {
    const outcomes: Outcome[] = [];
    const staffOps = ops.filter(isStaffRoute);
    expect(staffOps.filter((op) => op.method === 'get').length).toBeGreaterThanOrEqual(3);
    for (const op of staffOps.filter((o) => isMutating(o) && !ANALYSTS_MAY[describeOperation(o)])) {
      outcomes.push(...(await check(app, op, analyst, requestFor(doc, op, privateGame), privateGame, { refusedWith: [403] })));
    }
    expect(outcomes.map(readableOutcome)).toEqual([]);
  });

  it('refuses every mutating operation without the X-CSRFToken header: 403 csrf.failed, nothing written', async () => {
    const outcomes: Outcome[] = [];
    for (const op of ops.filter(isMutating)) {
      outcomes.push(...(await check(app, op, ownerWithoutCsrf, requestFor(doc, op, privateGame), privateGame, { refusedWith: [403], code: 'csrf.failed' })));
    }
    expect(outcomes.map(readableOutcome)).toEqual([]);
  });

  it("refuses every mutating operation on the owner's resources to anonymous callers and other users, writing nothing", async () => {
    const outcomes: Outcome[] = [];
    for (const op of deletingTheGameLast(ops.filter(isMutating))) {
      const key = describeOperation(op);
      const request = requestFor(doc, op, privateGame);
      outcomes.push(
        ...(await check(app, op, anonymous, request, privateGame, OPEN_TO_ANONYMOUS[key] ? { open: OPEN_TO_ANONYMOUS[key] } : { refusedWith: REFUSED_ANONYMOUS })),
        ...(await check(app, op, other, request, privateGame, OPEN_TO_OTHER_USERS[key] ? { open: OPEN_TO_OTHER_USERS[key] } : { refusedWith: REFUSED_OTHER })),
      );
      if (OPEN_TO_OTHER_USERS[key]) continue;
      // The control: the owner (staff, on staff routes) is let through, whatever the route then answers,
      // so the refusals above are about who asks, not about a request no one could make.
      const allowed = isStaffRoute(op) ? staff : owner;
      const mine = await sendCase(app.url, op, allowed, request);
      // A clone goes on after its answer: let it finish before the next route's check counts events.
      if (mine.status === 202 && op.path.includes('clone-game')) await cloneFinished(ownerClient, (JSON.parse(mine.text) as { taskId: string }).taskId);
      if (mine.status === 401 || mine.status === 403 || mine.status >= 500) {
        outcomes.push({ route: key, who: `${allowed.label} (control)`, status: mine.status, problem: 'refused too: the check proves nothing', body: mine.text.slice(0, 160) });
      }
    }
    expect(outcomes.map(readableOutcome)).toEqual([]);
  });

  it("opens a published game's play routes to everyone, touching none of the owner's data", async () => {
    const outcomes: Outcome[] = [];
    for (const op of ops.filter((o) => OPEN_WHEN_PUBLISHED[describeOperation(o)])) {
      const reason = OPEN_WHEN_PUBLISHED[describeOperation(op)];
      const request = requestFor(doc, op, publishedGame);
      for (const sender of [anonymous, other]) outcomes.push(...(await check(app, op, sender, request, publishedGame, { open: reason, succeeds: true })));
    }
    expect(outcomes.map(readableOutcome)).toEqual([]);
  });
});
