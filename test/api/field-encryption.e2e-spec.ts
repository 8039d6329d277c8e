import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { initSession, sendMessage } from '../support/agent.js';
import { databaseTargets, eventually, freshDatabase, type TestDatabase } from '../support/databases.js';
import { startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Field encryption (docs/architecture.md, Field encryption) through the running studio: what a person types
// is not in the events table in clear, the studio works as before, and every projection rebuilt from the
// encrypted log equals the live one.

describe.each(databaseTargets())('field encryption in the studio on %s', (target) => {
  let app: TestApp;
  let creator: { client: Client; user: { username: string; email: string; password: string }; id: string };
  let gameId: string;
  const storedText = async (where: string, params: unknown[]) =>
    (await app.infra.pool.query<{ data: string }>(`SELECT data::text AS data FROM "${app.config.schema}".events WHERE ${where}`, params)).rows.map((r) => r.data).join('\n');

  beforeAll(async () => {
    app = await startTestAppOn(target);
    creator = await signUp(app.url);
    gameId = (await creator.client.post('/api/games', { name: 'Maze' }).expect(201)).body.id as string;
    const session = await initSession(creator.client, gameId);
    // The offline agent builds a game from the message: chat, tool calls, assets, checkpoints.
    await sendMessage(creator.client, session, 'Make a maze game with a secret minotaur named Bartholomew');
    await signUp(app.url);
  }, 120_000);
  afterAll(async () => app?.close());

  it("stores a registration without the person's email or username in clear; the account still signs in", async () => {
    const stored = await storedText(`stream_id = $1`, [`user-${creator.id}`]);
    expect(stored).toContain('"$enc"');
    expect(stored).not.toContain(creator.user.email);
    expect(stored).not.toContain(creator.user.username);
    // Nor anywhere else in the log but the uniqueness claims' stream names (hashed by the pseudonymisation work).
    expect(await storedText(`data::text LIKE $1`, [`%${creator.user.email}%`])).toBe('');
    const again = await newClient(app.url);
    const login = await again.post('/login-auth/', { email: creator.user.email, password: creator.user.password, remember_me: false });
    expect(login.status).toBe(200);
    expect((await again.get('/api/me').expect(200)).body).toMatchObject({ userEmail: creator.user.email, userName: creator.user.username });
  });

  it("stores the creator's chat and code encrypted and shows them to the creator as written", async () => {
    // The game's name and description are its public card; what the creator typed to the agent is private.
    const privateTypes = ['UserMessageReceived', 'AssistantMessageCompleted', 'ToolCallStarted', 'ToolCallFinished', 'AssetCreated', 'AssetEdited'];
    expect(await storedText(`type = ANY($1) AND data::text LIKE '%Bartholomew%'`, [privateTypes])).toBe('');
    expect(await storedText(`type = ANY($1) AND data::text LIKE '%"$enc"%'`, [privateTypes])).not.toBe('');
    const session = await app.infra.store.readStream(`game-${gameId}`);
    expect(session[0].data).toMatchObject({ creatorName: creator.user.username });
    const chats = (await app.infra.pool.query<{ stream_id: string }>(`SELECT DISTINCT stream_id FROM "${app.config.schema}".events WHERE type = 'UserMessageReceived'`)).rows;
    expect(chats.length).toBeGreaterThan(0);
    const said = (await app.infra.store.readStream(chats[0].stream_id)).find((e) => e.type === 'UserMessageReceived');
    expect((said!.data as { content: string }).content).toContain('Bartholomew');
  });

  it('every projection rebuilt from the encrypted log gives the same rows as live', async () => {
    let compared = 0;
    for (const projection of app.infra.engine.projectorNames()) {
      // The live rows hold every event first.
      expect(await app.infra.engine.waitForCommitted(projection, 30_000)).toBe(true);
      const rebuilt = await app.infra.engine.rebuild(projection, { swap: false });
      const { rows: tables } = await app.infra.pool.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1`, [rebuilt.schema]);
      for (const { table_name: table } of tables) {
        const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}"."${table}" t ORDER BY t::text`)).rows;
        const live = await rows(app.config.schema);
        expect({ projection, table, rows: await rows(rebuilt.schema) }).toEqual({ projection, table, rows: live });
        compared += live.length;
      }
      await app.infra.pool.query(`DROP SCHEMA "${rebuilt.schema}" CASCADE`);
    }
    expect(compared).toBeGreaterThan(50);
  }, 120_000);

  it("once the creator's keys are destroyed, their fields read as placeholders and every projection still rebuilds from the log", async () => {
    expect((await app.infra.keys.eraseOwner(`user:${creator.id}`)).destroyed).toBeGreaterThan(1); // the user's key and the game's
    expect((await app.infra.store.readStream(`game-${gameId}`))[0].data).toMatchObject({ creatorName: '[erased]', name: 'Maze' });
    const assets = (await app.infra.pool.query<{ stream_id: string }>(`SELECT stream_id FROM "${app.config.schema}".events WHERE type = 'AssetCreated' LIMIT 1`)).rows;
    expect((await app.infra.store.readStream(assets[0].stream_id))[0].data).toMatchObject({ data: {} });
    for (const projection of app.infra.engine.projectorNames()) {
      const rebuilt = await app.infra.engine.rebuild(projection, { swap: false });
      await app.infra.pool.query(`DROP SCHEMA "${rebuilt.schema}" CASCADE`);
    }
    // The studio still answers about the game.
    await creator.client.get(`/create/fetch-game-card/${gameId}`).expect(200);
  }, 120_000);
});

(databaseTargets().includes('postgres') ? describe : describe.skip)('field encryption across two replicas on postgres', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await freshDatabase('postgres');
    a = await startTestApp(db.connectionString);
    b = await startTestApp(db.connectionString, { runProjections: false });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it("an erasure on one replica stops the other reading the person's data at once", async () => {
    const person = await signUp(a.url);
    const read = async (app: TestApp) => (await app.infra.store.readStream(`user-${person.id}`))[0].data as { email: string };
    expect((await read(b)).email).toBe(person.user.email); // b has the key in memory now
    expect(await a.infra.keys.eraseOwner(`user:${person.id}`)).toEqual({ destroyed: 1 });
    await eventually(async () => expect((await read(b)).email).toBe('[erased]'), 5000);
    expect(await b.infra.keys.isErased(`user:${person.id}`)).toBe(true);
  });
});
