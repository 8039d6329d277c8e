// Issue 29 §3: rollback is a process any replica finishes, and agent turns are seen by every replica.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freshDatabase, type TestDatabase } from '../support/databases.js';
import { openStream } from '../support/agent.js';
import { spawnNode, studioUrl, type Spawned } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { logIn, signUp, type Client } from '../support/users.js';

// Services: API replicas as separate processes sharing PostgreSQL and Redis; one is killed mid-rollback.
const replicas = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

type TreeAsset = { id: string; type: string; name: string; data: Record<string, unknown> };
type Recorded = { type: string; data: Record<string, unknown>; revision: bigint };

replicas('rollback and agent turns across API replicas', () => {
  let db: TestDatabase;
  let b: TestApp;
  const reactorBefore = process.env.ROLLBACK_REACTOR_MS;

  beforeAll(async () => {
    db = await freshDatabase('postgres');
    // The surviving replica looks for rollbacks to take over often (the default is every 5 s).
    process.env.ROLLBACK_REACTOR_MS = '300';
    // The in-process replicas leave Redis out: under Jest their socket.io Redis client reports "The client is closed"
    // on the first broadcast (erasure-replicas.e2e-spec.ts fails the same way on this machine). The spawned replica uses it.
    b = await startTestApp(db.connectionString, { offlineAgentPaceMs: 100 });
  }, 60_000);
  afterAll(async () => {
    if (reactorBefore === undefined) delete process.env.ROLLBACK_REACTOR_MS;
    else process.env.ROLLBACK_REACTOR_MS = reactorBefore;
    await b?.close();
    await db?.drop();
  });

  const cp = (gameId: string, route: string) => `/create/checkpoint/${gameId}/${route}/`;
  const m = (route: string, gameId: string) => `/create/mechanic/${route}/${gameId}/`;
  const newGame = async (client: Client, name: string) => ((await client.post('/api/games', { name, description: '' }).expect(201)).body as { id: string }).id;
  const newPrompt = async (client: Client, gameId: string, name: string, content: string) =>
    ((await client.post(m('create-prompt-library-object', gameId), { name, content }).expect(201)).body.data as { id: string }).id;
  const editPrompt = (client: Client, gameId: string, id: string, content: string) => client.post(m('edit-prompt-library-object', gameId), { id, content }).expect(200);
  const create = async (client: Client, gameId: string, title: string) => ((await client.post(cp(gameId, 'create'), { title }).expect(200)).body as { checkpoint_id: string }).checkpoint_id;
  const tree = async (client: Client, gameId: string) => {
    const body = (await client.get(`/create/versioning/working-tree/${gameId}/`).expect(200)).body as { working_tree: Record<string, TreeAsset[]> };
    return Object.values(body.working_tree)
      .flat()
      .map(({ id, type, name, data }) => ({ id, type, name, data }))
      .sort((x, y) => x.id.localeCompare(y.id));
  };
  const stream = async (streamId: string) => (await b.infra.store.readStream(streamId)) as unknown as Recorded[];

  it("refuses a rollback on one replica while the agent's turn runs on another, and allows it once the turn has ended", async () => {
    // A runs no projections: B's are the read side of both (as a deployment's worker would be).
    const a = await startTestApp(db.connectionString, { offlineAgentPaceMs: 100, runProjections: false });
    try {
      const ada = await signUp(a.url);
      const onB = await logIn(b.url, ada.user);
      const gameId = await newGame(ada.client, 'Agent on A');
      await newPrompt(ada.client, gameId, 'intro', 'Hello');
      const start = await create(ada.client, gameId, 'Start');
      const session = (await ada.client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;
      const turn = (await openStream(ada.client, `/create/agentic/stream/v2/${session}/?message=${encodeURIComponent('a space dodge game called Star Hopper')}`)).all();
      await eventually(async () => expect((await stream(`agent-turns-${gameId}`)).map((e) => e.type)).toContain('AgentTurnStarted'));

      const refused = await onB.post(cp(gameId, 'rollback'), { checkpoint_id: start });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('checkpoint.agent_working');
      expect((await stream(`versioning-${gameId}`)).filter((e) => e.type === 'CheckpointRollbackStarted')).toHaveLength(0);

      expect((await turn).at(-1)?.type).toBe('stream_end');
      await eventually(async () => expect((await stream(`agent-turns-${gameId}`)).map((e) => e.type)).toContain('AgentTurnEnded'));
      await onB.post(cp(gameId, 'rollback'), { checkpoint_id: start }).expect(200);
    } finally {
      await a.close();
    }
  }, 120_000);

  it('finishes on another replica a rollback whose replica was killed half-way: nothing lost, nothing applied twice, the hold released', async () => {
    const ada = await signUp(b.url);
    const gameId = await newGame(ada.client, 'Rolled back across a crash');
    const prompts = [await newPrompt(ada.client, gameId, 'one', 'A1'), await newPrompt(ada.client, gameId, 'two', 'A2'), await newPrompt(ada.client, gameId, 'three', 'A3')];
    const start = await create(ada.client, gameId, 'Start');
    const atStart = await tree(ada.client, gameId);
    await editPrompt(ada.client, gameId, prompts[0], 'B1');
    await editPrompt(ada.client, gameId, prompts[1], 'B2');
    const added = await newPrompt(ada.client, gameId, 'four', 'B4');
    const revisions = async () => Object.fromEntries(await Promise.all([...prompts, added].map(async (id) => [id, (await stream(`asset-${id}`)).length] as const)));
    const before = await revisions();

    // Replica A exits once the first batch has moved the assets, before the process records it.
    const env = { DATABASE_URL: db.connectionString, REDIS_URL: process.env.REDIS_URL!, PORT: '0', WEB_DIST: '', DATA_DIR: '', ROLLBACK_REACTOR_MS: '0', TEMPEST_TEST_ROLLBACK_EXIT_AFTER_BATCH: '1' };
    const a: Spawned = spawnNode('apps/api/dist/main.js', env);
    try {
      const onA = await logIn(await studioUrl(a), ada.user);
      const lost = await onA.post(cp(gameId, 'rollback'), { checkpoint_id: start }).then(
        (r) => r.status,
        () => 'connection lost',
      );
      expect(lost).toBe('connection lost');
      expect(await a.exited).toBe(null);
    } finally {
      a.child.kill('SIGKILL');
    }
    const [hold] = (await stream(`versioning-${gameId}`)).filter((e) => e.type === 'CheckpointRollbackStarted');
    const rollbackId = hold.data.rollbackId as string;
    const dying = (await stream(`rollback-${rollbackId}`)).map((e) => e.type);
    expect(dying).toEqual(['RollbackRequested', 'RollbackClaimed', 'RollbackUndoPointTaken']);
    // The assets moved before the crash.
    expect((await revisions())[prompts[0]]).toBe(before[prompts[0]] + 1);

    // B takes it over once A's lease has run out, re-runs batch 1 on what is stored, and completes it.
    const steps = await eventually(async () => {
      const events = await stream(`rollback-${rollbackId}`);
      expect(events.at(-1)?.type).toBe('RollbackCompleted');
      return events;
    }, 45_000, 250);
    const owners = new Set(steps.filter((e) => e.type === 'RollbackClaimed').map((e) => e.data.owner));
    expect(owners.size).toBe(2);
    expect(steps.filter((e) => e.type === 'RollbackBatchMoved').map((e) => e.data.batch)).toEqual([0, 1]);

    // Nothing applied twice: each asset that had to move has one new event; the one that had not, none.
    expect(await revisions()).toEqual({ [prompts[0]]: before[prompts[0]] + 1, [prompts[1]]: before[prompts[1]] + 1, [prompts[2]]: before[prompts[2]], [added]: before[added] + 1 });
    expect(await tree(ada.client, gameId)).toEqual(atStart);
    // One "Before" checkpoint (the undo point) and one rollback checkpoint, which released the hold.
    const made = (await stream(`versioning-${gameId}`)).filter((e) => e.type === 'CheckpointCreated' && e.data.trigger === 'rollback').map((e) => e.data.title);
    expect(made).toEqual(['Before rollback to "Start"', 'Rolled back to "Start"']);
    const undo = steps.find((e) => e.type === 'RollbackUndoPointTaken')!.data.fromCheckpointId as string;
    const again = await ada.client.post(cp(gameId, 'rollback'), { checkpoint_id: undo }).expect(200);
    expect(again.body.rollback_results.changed).toBe(3);
  }, 120_000);
});
