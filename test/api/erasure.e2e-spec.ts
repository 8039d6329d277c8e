// Issue 28 §3: erasure of a person (docs/api-accounts.md, Erasure; docs/personal-data.md).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import type { ErasureRecord, ExportJob } from '@tempest/contracts';
import { ERASED } from '../../apps/api/src/analytics/export-jobs.store.js';
import { ExportJobs } from '../../apps/api/src/analytics/export-jobs.service.js';
import { accountWithoutTokens, makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { eventCount, refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { logIn, newClient, signUp, uniqueUser, type Client } from '../support/users.js';

type Person = Awaited<ReturnType<typeof signUp>>;
const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';

describe.each(databaseTargets())('erasure on %s', (target) => {
  let app: TestApp;
  let staff: Person;
  let analyst: Person;
  let bob: Person;
  const refused = refusedBy(() => app);
  let heroId = '';
  /** A save of the session with this state; answers its checkpoint id. */
  const save = async (client: Client, sessionId: string, value: number, label: string) =>
    (await client.post(`/play/timeline/${sessionId}/checkpoints/create/`, { ecs_state: { [heroId]: { counter: { value } } }, marker_label: label }).expect(200)).body.checkpoint_id as string;
  const storedStates = async () => (await app.infra.pool.query(`SELECT hash FROM "${app.config.schema}".save_states`)).rows.map((r) => r.hash as string);

  const newGame = async (client: Client, name: string) => ((await client.post('/api/games', { name, description: 'Mine stars' }).expect(201)).body as { id: string }).id;
  /** A published, cloneable game with one entity, so that playing it has a state to show. */
  const publishedGame = async (client: Client, name: string) => {
    const gameId = await newGame(client, name);
    heroId = (await client.post(`/create/entities/${gameId}/create_entity/`, { name: 'Hero', entity_type: 'player', component_state: {} }).expect(201)).body.entity.id;
    await client.post(`/create/update-game-details/${gameId}`, { isCloneable: true }).expect(200);
    const { checkpoint_id } = (await client.post(`/create/checkpoint/${gameId}/create/`, { title: 'Release' }).expect(200)).body as { checkpoint_id: string };
    await client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id }).expect(200);
    return gameId;
  };
  const remixOf = async (client: Client, gameId: string, name: string) => {
    await client.post(`/create/clone-game/${gameId}/`).expect(202);
    const games = async () => ((await client.get('/api/games').expect(200)).body as { games: { id: string; name: string }[] }).games;
    return (await eventually(async () => (await games()).find((g) => g.name === `${name} (remix)`) ?? Promise.reject(new Error('no remix yet'))))!.id;
  };
  const play = (client: Client, gameId: string) => client.post(`/play/start-game/${gameId}/`).send({ isTrail: false, enableDebug: false, forceNew: true });
  const exportDone = async (client: Client) => {
    const started = (await client.post('/api/analytics/exports/', { format: 'jsonl', gzip: false, filters: {} }).expect(202)).body.export as ExportJob;
    return eventually(async () => {
      const job = (await client.get(`/api/analytics/exports/${started.id}/`).expect(200)).body.export as ExportJob;
      expect(job.status).toBe('done');
      return job;
    });
  };
  const erasures = async () => ((await staff.client.get('/api/staff/erasures/').expect(200)).body as { erasures: ErasureRecord[] }).erasures;
  const storeText = async () => JSON.stringify((await app.infra.pool.query(`SELECT type, data FROM "${app.config.schema}".events WHERE type = 'UserErased'`)).rows);
  const readModelText = async (userId: string) => {
    const s = `"${app.config.schema}"`;
    const rows = await Promise.all([
      app.infra.pool.query(`SELECT * FROM ${s}.user_profiles WHERE id = $1`, [userId]),
      app.infra.pool.query(`SELECT * FROM ${s}.games WHERE creator_id = $1`, [userId]),
      app.infra.pool.query(`SELECT subject_name, summary FROM ${s}.audit_log WHERE stream_id IN ($1, $2)`, [`user-${userId}`, `tokens-${userId}`]),
      app.infra.pool.query(`SELECT * FROM ${s}.audit_log_refs WHERE key = $1`, [`user-${userId}`]),
    ]);
    return JSON.stringify(rows.map((r) => r.rows));
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    analyst = await signUp(app.url);
    await makeAnalyst(app, analyst.id);
    bob = await signUp(app.url);
  }, 60_000);
  afterAll(async () => app?.close());

  it('refuses a wrong or missing password and an unconfirmed request, changing nothing', async () => {
    const ada = await signUp(app.url);
    await refused(() => ada.client.post('/api/user/erase/', { password: 'not my password', confirm: true }), 403, 'auth.wrong_password');
    await refused(() => ada.client.post('/api/user/erase/', { confirm: true }), 400, 'account.password_required');
    await refused(() => ada.client.post('/api/user/erase/', { password: ada.user.password }), 400);
    await refused(() => ada.client.post('/api/user/erase/', { password: ada.user.password, confirm: 'yes' }), 400);
    await refused(async () => (await newClient(app.url)).post('/api/user/erase/', { password: ada.user.password, confirm: true }), 401);
    // Without the CSRF token, as every write.
    const noCsrf = await request.agent(app.url).post('/api/user/erase/').send({ password: ada.user.password, confirm: true });
    expect(noCsrf.status).toBe(403);
    expect((await ada.client.get('/api/me').expect(200)).body).toMatchObject({ isAuthenticated: true, userName: ada.user.username });
    await logIn(app.url, ada.user);
  });

  it('counts wrong passwords atomically: of 14 sent at once, 10 are wrong-password answers and the rest 429, and the account stays', async () => {
    const cy = await signUp(app.url);
    const answers = await Promise.all(Array.from({ length: 14 }, () => cy.client.post('/api/user/erase/', { password: 'guess', confirm: true })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(403), ...Array(4).fill(429)]);
    expect(answers.find((a) => a.status === 429)!.body.error).toBe('Too many wrong passwords. Try again in 15 minutes.');
    // Even the right password waits out the window now.
    expect((await cy.client.post('/api/user/erase/', { password: cy.user.password, confirm: true })).status).toBe(429);
    expect((await cy.client.get('/api/me')).body.isAuthenticated).toBe(true);
  });

  it('lets an account without a password (Google) confirm by a sign-in in the last 10 minutes', async () => {
    // accountWithoutTokens: an account with no password and a session just made, as a Google sign-in leaves.
    const fresh = await accountWithoutTokens(app);
    const old = await accountWithoutTokens(app);
    await app.infra.pool.query(`UPDATE "${app.config.schema}".sessions SET created_at = now() - interval '11 minutes' WHERE user_id = $1`, [old.userId]);
    const erase = async (account: typeof fresh) => {
      const client = await newClient(app.url);
      return client.agent.post('/api/user/erase/').set('Cookie', `${account.cookie}; csrftoken=${client.csrf}`).set('X-CSRFToken', client.csrf).send({ confirm: true });
    };
    const refusedOld = await refused(() => erase(old), 403, 'auth.recent_sign_in_required');
    expect(refusedOld.body.error).toBe('Sign in with Google again, then erase your account within 10 minutes.');
    expect((await old.get(app.url, '/api/me')).body.isAuthenticated).toBe(true);
    const done = await erase(fresh);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ erased: true, userId: fresh.userId, recorded: true, reached: { sessions: 1, names: 2 } });
    expect((await fresh.get(app.url, '/api/me')).body.isAuthenticated).toBe(false);
  });

  it('erases the signed-in user: signed out everywhere, cannot sign in, names free again, games deleted or anonymised, remixes and exports handled', async () => {
    const ada = await signUp(app.url);
    const elsewhere = await logIn(app.url, ada.user);
    const draft = await newGame(ada.client, 'Secret Miner');
    const published = await publishedGame(ada.client, 'Star Miner');
    const remix = await remixOf(bob.client, published, 'Star Miner');
    // Ada plays her game and saves twice: one state is hers alone, the other Bob saved too (stored once).
    const adaSession = (await play(ada.client, published).expect(200)).body.session_id as string;
    const bobSession = (await play(bob.client, published).expect(200)).body.session_id as string;
    const statesBefore = await storedStates();
    const secret = await save(ada.client, adaSession, 424242, `Ada's secret save`);
    const alone = (await storedStates()).filter((h) => !statesBefore.includes(h));
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`ada ${ada.id}`)]);
    const shot = await ada.client.agent
      .post(`/play/timeline/${adaSession}/checkpoints/${secret}/thumbnail/`)
      .set('X-CSRFToken', ada.client.csrf)
      .attach('thumbnail', jpeg, { filename: 'shot.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect((await request(app.url).get(shot.body.thumbnail_url)).status).toBe(200);
    const beforeShared = await storedStates();
    await save(ada.client, adaSession, 7, 'Shared start');
    await save(bob.client, bobSession, 7, 'Bob at seven');
    const shared = (await storedStates()).filter((h) => !beforeShared.includes(h));
    const before = await exportDone(analyst.client);
    expect(existsSync(app.app.get(ExportJobs).pathOf(before.id))).toBe(true);

    const erased = await ada.client.post('/api/user/erase/', { password: ada.user.password, confirm: true }).expect(200);
    expect(erased.body).toEqual({
      erased: true,
      userId: ada.id,
      at: expect.any(String),
      recorded: true,
      reached: { sessions: 2, names: 2, gamesDeleted: 1, gamesAnonymised: 1, keys: 1, exports: 1, saves: 1, media: 1 },
    });
    // Her key is gone (her draft held no asset content, so it had no key of its own; the published game's is kept):
    // her registration reads as erased wherever the log is read.
    const [registered] = await app.infra.store.readStream(`user-${ada.id}`, { maxCount: 1 });
    expect(registered.data).toMatchObject({ userId: ada.id, email: '[erased]', username: '[erased]' });
    expect(String(erased.headers['set-cookie'])).toMatch(/sessionid=;/);
    // The sign-in counters (they keep the email with the address for 30 days) and the development mailbox forget her.
    const operational = await app.infra.pool.query(
      `SELECT key AS v FROM "${app.config.schema}".rate_limits UNION ALL SELECT recipient FROM "${app.config.schema}".dev_mailbox UNION ALL SELECT email FROM "${app.config.schema}".dev_mailbox_owners`,
    );
    expect(JSON.stringify(operational.rows)).not.toContain(ada.user.email);

    // Signed out on every device at once, and the password no longer signs in.
    expect((await elsewhere.get('/api/me')).body.isAuthenticated).toBe(false);
    expect((await elsewhere.post('/api/games', { name: 'After' })).status).toBe(401);
    expect((await ada.client.get('/api/me')).body.isAuthenticated).toBe(false);
    const again = await (await newClient(app.url)).post('/login-auth/', { email: ada.user.email, password: ada.user.password, remember_me: false });
    expect(again.status).toBe(401);

    // Lists and cards: the draft is gone, the published game stays playable under "deleted user", the remix plays.
    await eventually(async () => {
      const games = (await bob.client.get('/api/games').expect(200)).body.games as { id: string; creator: { name: string } | null }[];
      expect(games.find((g) => g.id === published)?.creator?.name).toBe('deleted user');
    });
    expect((await bob.client.get(`/create/fetch-game-card/${draft}/`)).status).toBe(404);
    expect((await play(bob.client, published)).status).toBe(200);
    const remixPlay = await play(bob.client, remix);
    expect(remixPlay.status).toBe(200);
    expect(Object.keys(remixPlay.body.entity_state)).toHaveLength(1);
    expect((await request(app.url).get(`/api/users/${ada.id}/profile`)).status).toBe(404);

    // Her save states are gone but the one Bob's save names too; her checkpoints forget their labels; Bob's save still loads.
    expect(alone).toHaveLength(1);
    const statesAfter = await storedStates();
    expect(statesAfter).not.toContain(alone[0]);
    // (Starting a game stores its starting state too: the plays above added the remix's. Count the saves' states only.)
    expect(shared).toHaveLength(1);
    expect(statesAfter).toContain(shared[0]);
    await eventually(async () => {
      const labels = (await app.infra.pool.query(`SELECT node->>'markerLabel' AS label FROM "${app.config.schema}".branch_nodes WHERE lineage_id = $1`, [adaSession])).rows;
      expect(labels).toEqual([{ label: '' }, { label: '' }]);
    });
    expect((await request(app.url).get(shot.body.thumbnail_url)).status).toBe(404);
    const bobs = (await bob.client.get(`/play/timeline/${bobSession}/checkpoints/?include_state=true`).expect(200)).body;
    expect(JSON.stringify(bobs)).toContain('Bob at seven');
    expect(JSON.stringify(bobs)).toContain('"value":7');

    // The export made while Ada had data is deleted, and says why.
    const job = (await analyst.client.get(`/api/analytics/exports/${before.id}/`).expect(200)).body.export as ExportJob;
    expect(job).toMatchObject({ status: 'failed', error: ERASED, bytes: 0 });
    expect(existsSync(app.app.get(ExportJobs).pathOf(before.id))).toBe(false);
    expect((await analyst.client.get(`/api/analytics/exports/${before.id}/download`)).status).toBe(409);

    // No read model keeps her name or email; the erasure record holds neither.
    await eventually(async () => {
      const text = await readModelText(ada.id);
      expect(text).not.toContain(ada.user.username);
      expect(text).not.toContain(ada.user.email);
    });
    expect(await storeText()).not.toContain(ada.user.username);

    // Her email and username can be registered by someone else.
    const newcomer = await signUp(app.url, { ...uniqueUser(), email: ada.user.email, username: ada.user.username });
    expect(newcomer.id).not.toBe(ada.id);
    expect((await newcomer.client.get('/api/me').expect(200)).body).toMatchObject({ userName: ada.user.username, userEmail: ada.user.email, userPk: newcomer.id });

    const [record] = await eventually(async () => {
      const list = await erasures();
      expect(list[0]?.userId).toBe(ada.id);
      return list;
    });
    expect(record).toMatchObject({ by: { kind: 'self' }, reasonGiven: false, reached: erased.body.reached, at: erased.body.at });
  }, 120_000);

  it('lets staff erase a user with a reason that is never stored, once; refuses staff accounts, bad input, and everyone else', async () => {
    const carol = await signUp(app.url);
    const reason = `Asked by mail on ${carol.user.email} ticket ${Date.now()}`;
    const erase = (client: Client, userId: string, body: object) => client.post(`/api/staff/users/${userId}/erase/`, body);

    await refused(() => erase(bob.client, carol.id, { reason }), 403, 'auth.staff_only');
    await refused(() => erase(analyst.client, carol.id, { reason }), 403, 'auth.staff_only');
    expect((await bob.client.get('/api/staff/erasures/')).status).toBe(403);
    expect((await analyst.client.get('/api/staff/erasures/')).status).toBe(403);
    expect((await (await newClient(app.url)).get('/api/staff/erasures/')).status).toBe(401);
    await refused(() => erase(staff.client, carol.id, {}), 400);
    await refused(() => erase(staff.client, carol.id, { reason: '   ' }), 400);
    await refused(() => erase(staff.client, carol.id, { reason: 'x'.repeat(501) }), 400);
    await refused(() => erase(staff.client, unknownId, { reason }), 404, 'user.not_found');
    await refused(() => erase(staff.client, 'carol', { reason }), 400, 'user.invalid_id');
    await refused(() => erase(staff.client, staff.id, { reason }), 409, 'user.erase_own');
    const otherStaff = await signUp(app.url);
    await makeStaff(app, otherStaff.id);
    await refused(() => erase(staff.client, otherStaff.id, { reason }), 409, 'user.erase_staff');

    await staff.client.post(`/api/staff/users/${carol.id}/tokens`, { amount: 5, note: `Paid by ${carol.user.email}` }).expect(200);
    const first = await erase(staff.client, carol.id, { reason }).expect(200);
    expect(first.body).toMatchObject({ erased: true, userId: carol.id, recorded: true, reached: { sessions: 1, names: 2, gamesDeleted: 0, gamesAnonymised: 0 } });
    expect((await carol.client.get('/api/me')).body.isAuthenticated).toBe(false);
    // Twice: the same record, nothing new written.
    const written = await eventCount(app);
    const second = await erase(staff.client, carol.id, { reason: 'again' }).expect(200);
    expect(second.body).toEqual({ ...first.body, recorded: false });
    expect(await eventCount(app)).toBe(written);

    const text = JSON.stringify((await app.infra.pool.query(`SELECT data, metadata FROM "${app.config.schema}".events`)).rows);
    expect(text).not.toContain(reason);
    const record = await eventually(async () => {
      const found = (await erasures()).find((e) => e.userId === carol.id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(record).toEqual({
      userId: carol.id,
      at: first.body.at,
      by: { kind: 'staff', id: staff.id, username: staff.user.username },
      reasonGiven: true,
      reached: first.body.reached,
      position: expect.stringMatching(/^\d+$/),
    });
    expect(JSON.stringify(await erasures())).not.toContain(carol.user.email);
    await eventually(async () => {
      const notes = (await app.infra.pool.query(`SELECT note FROM "${app.config.schema}".token_ledger WHERE user_id = $1 AND kind = 'purchase'`, [carol.id])).rows;
      expect(notes).toEqual([{ note: null }]);
    });
    await refused(() => staff.client.get('/api/staff/erasures/?before=abc'), 400, 'query.invalid_before');
  });

  it('rebuilds every read model erasure touches into the same rows as live, also once the erased fields read as null', async () => {
    // What the encryption layer gives a rebuild after the keys are destroyed: the erased people's personal fields are null.
    const erasedIds = (await app.infra.pool.query(`SELECT user_id::text AS id FROM "${app.config.schema}".erasures`)).rows.map((r) => r.id as string);
    expect(erasedIds).toHaveLength(3);
    await app.infra.pool.query(
      `UPDATE "${app.config.schema}".events SET data = data || '{"username": null, "email": null}'::jsonb WHERE type = 'UserRegistered' AND data->>'userId' = ANY($1::text[])`,
      [erasedIds],
    );
    await app.infra.pool.query(
      `UPDATE "${app.config.schema}".events SET data = data || '{"creatorName": null}'::jsonb WHERE type = 'GameCreated' AND data->>'creatorId' = ANY($1::text[])`,
      [erasedIds],
    );
    await app.infra.pool.query(
      `UPDATE "${app.config.schema}".events SET data = data || '{"markerLabel": null, "description": null, "branchLabel": null}'::jsonb
        WHERE type = 'TimelineCheckpointCreated' AND data->>'lineageId' IN (SELECT lineage_id::text FROM "${app.config.schema}".branch_players WHERE user_id::text = ANY($1::text[]))`,
      [erasedIds],
    );
    await app.infra.pool.query(
      `UPDATE "${app.config.schema}".events SET data = data || '{"note": null}'::jsonb WHERE type = 'TokensPurchased' AND stream_id = ANY($1::text[])`,
      [erasedIds.map((id) => `tokens-${id}`)],
    );
    for (const [projection, tables] of [
      ['game_list', ['games']],
      ['user_profiles', ['user_profiles']],
      ['audit-log', ['audit_log', 'audit_log_refs']],
      ['agent_sessions', ['agent_sessions']],
      ['erasures', ['erasures']],
      ['token_ledger', ['token_ledger']],
      ['branch-graph', ['branch_nodes', 'branch_transitions', 'branch_players']],
    ] as const) {
      await app.infra.engine.waitForCommitted(projection, 10_000);
      const rebuilt = await app.infra.engine.rebuild(projection, { swap: false });
      for (const table of tables) {
        const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY 1`)).rows;
        expect([table, await rows(rebuilt.schema)]).toEqual([table, await rows(app.config.schema)]);
      }
    }
  }, 120_000);
});
