import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { userActor } from '../../apps/api/src/assets/asset-actor.js';
import { cloneFailureForTests } from '../../apps/api/src/games/clone-game/game-cloner.js';
import { openStream } from '../support/agent.js';
import { assetCommands } from '../support/asset-commands.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { refusedBy, writtenBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

type TreeAsset = { id: string; type: string; name: string; data: Record<string, unknown> };
type Progress = { percentDone: number; message: string; gameId?: string; error?: string };
type Card = { id: string; title: string; published: boolean; isCloneable: boolean; remixed_from: { id: string; title: string } | null; remix_count: number; game: { remixed_from: unknown } };

const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';

describe.each(databaseTargets())('clone and remix on %s', (target) => {
  let app: TestApp;
  let ada: { client: Client; id: string };
  let bob: { client: Client; id: string };
  let carol: { client: Client; id: string };
  const refused = refusedBy(() => app);
  const cp = (gameId: string, route: string) => `/create/checkpoint/${gameId}/${route}/`;
  const m = (route: string, gameId: string) => `/create/mechanic/${route}/${gameId}/`;

  const newGame = async (name: string) => ((await ada.client.post('/api/games', { name, description: 'Mine stars' }).expect(201)).body as { id: string }).id;
  const tree = async (client: Client, gameId: string): Promise<TreeAsset[]> => {
    const body = (await client.get(`/create/versioning/working-tree/${gameId}/`).expect(200)).body as { working_tree: Record<string, TreeAsset[]> };
    return Object.values(body.working_tree)
      .flat()
      .map(({ id, type, name, data }) => ({ id, type, name, data }));
  };
  /** A game with one asset of every type: an entity whose component runs the script, and a frontend project with two files. */
  const fullGame = async (name: string) => {
    const gameId = await newGame(name);
    const slug = `ore_${gameId.slice(0, 8)}`;
    await ada.client.post('/create/components/create/', { slug, game_id: gameId, fieldSchema: { amount: { type: 'int', default: 1 } } }).expect(201);
    const script = (await ada.client.post(m('create-custom-script', gameId), { name: 'health.py', content: 'class Health:\n    hp = 3\n' }).expect(201)).body.script as { id: string };
    await ada.client
      .post(`/create/entities/${gameId}/create_entity/`, { name: 'Hero', entity_type: 'player', component_state: { health: { componentName: 'Health', scriptId: script.id, fieldData: { hp: 3 } } } })
      .expect(201);
    await ada.client.post(m('create-prompt-library-object', gameId), { name: 'intro', content: 'Hello, miner' }).expect(201);
    const files = [
      { filename: 'index.tsx', content: 'export default function App() { return <div>Star Miner</div>; }\n' },
      { filename: 'styles.css', content: 'body { color: gold; }\n' },
    ];
    await ada.client.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files }).expect(200);
    return { gameId, scriptId: script.id, slug };
  };
  const publish = async (gameId: string, cloneable: boolean) => {
    await ada.client.post(`/create/update-game-details/${gameId}`, { isCloneable: cloneable }).expect(200);
    const { checkpoint_id } = (await ada.client.post(cp(gameId, 'create'), { title: 'Release' }).expect(200)).body as { checkpoint_id: string };
    await ada.client.post(cp(gameId, 'publish'), { checkpoint_id }).expect(200);
    return checkpoint_id;
  };
  const startClone = async (client: Client, gameId: string) => ((await client.post(`/create/clone-game/${gameId}/`).expect(202)).body as { taskId: string }).taskId;
  const follow = async (client: Client, taskId: string): Promise<Progress[]> => {
    const stream = await openStream(client, `/sse-progress/${taskId}`);
    expect(stream.response.status).toBe(200);
    return (await stream.all()).map((e) => e.data as Progress);
  };
  const card = (client: Client, gameId: string) => client.get(`/create/fetch-game-card/${gameId}/`);
  const userGames = async (client: Client, userId: string) => ((await client.get(`/get-user-games/${userId}`).expect(200)).body as { games: Card[] }).games;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ada = await signUp(app.url);
    bob = await signUp(app.url);
    carol = await signUp(app.url);
  }, 60_000);
  afterEach(() => {
    cloneFailureForTests.afterItems = null;
  });
  afterAll(async () => app?.close());

  it('clones a published cloneable game for another user: the same content, new ids, lineage and a remix count', async () => {
    const { gameId, scriptId, slug } = await fullGame('Star Miner');
    const published = await publish(gameId, true);
    // Changes after publishing are not part of the published checkpoint, so not of the remix.
    await ada.client.post(m('create-prompt-library-object', gameId), { name: 'draft', content: 'unpublished' }).expect(201);

    const taskId = await startClone(bob.client, gameId);
    const progress = await follow(bob.client, taskId);
    expect(progress[0]).toEqual({ percentDone: 5, message: 'Preparing to clone...' });
    const last = progress.at(-1)!;
    expect(last).toEqual({ percentDone: 100, message: 'Clone completed successfully!', gameId: expect.any(String) });
    expect(progress.map((p) => p.percentDone)).toEqual([...progress.map((p) => p.percentDone)].sort((a, b) => a - b));
    const remixId = last.gameId!;

    const source = (await tree(ada.client, gameId)).filter((a) => a.name !== 'draft');
    const remix = await tree(bob.client, remixId);
    expect(remix.map((a) => `${a.type}:${a.name}`).sort()).toEqual(source.map((a) => `${a.type}:${a.name}`).sort());
    expect(remix.map((a) => a.id).filter((id) => source.some((s) => s.id === id))).toEqual([]);
    const twin = (a: TreeAsset) => remix.find((r) => r.type === a.type && r.name === a.name)!;
    const remixScript = remix.find((a) => a.type === 'script')!;
    const sourceProject = source.find((a) => a.type === 'frontend_file')!.data.frontend_id;
    const remixProject = remix.find((a) => a.type === 'frontend_file')!.data.frontend_id;
    expect(remixProject).not.toBe(sourceProject);
    for (const asset of source) {
      const copy = twin(asset).data;
      if (asset.type === 'frontend_file') {
        expect(copy).toEqual({ ...asset.data, frontend_id: remixProject });
      } else if (asset.type === 'entity') {
        const health = (asset.data.component_state as Record<string, { scriptId: string }>).health;
        expect(health.scriptId).toBe(scriptId);
        expect(copy).toEqual({ ...asset.data, component_state: { health: { ...health, scriptId: remixScript.id } } });
      } else {
        expect(copy).toEqual(asset.data);
      }
    }

    // The game's own component is the remix's own too (entities name components by slug).
    const components = (await bob.client.get(`/create/components/?game_id=${remixId}`).expect(200)).body as { components: { slug: string; gameId: string | null }[] };
    expect(components.components.filter((c) => c.gameId === remixId).map((c) => c.slug)).toEqual([slug]);

    const remixCard = (await card(bob.client, remixId).expect(200)).body as Card;
    expect(remixCard).toMatchObject({ title: 'Star Miner (remix)', published: false, remixed_from: { id: gameId, title: 'Star Miner' }, remix_count: 0 });
    expect(remixCard.game.remixed_from).toEqual({ id: gameId, title: 'Star Miner' });
    await eventually(async () => expect(((await card(ada.client, gameId)).body as Card).remix_count).toBe(1));
    expect((await userGames(bob.client, bob.id)).map((g) => g.id)).toContain(remixId);
    // The games list (home, games page) carries the lineage too.
    const listed = ((await bob.client.get('/api/games').expect(200)).body as { games: { id: string; remixed_from: unknown; published: boolean }[] }).games;
    expect(listed.find((g) => g.id === remixId)).toMatchObject({ remixed_from: { id: gameId, title: 'Star Miner' }, published: false });

    // The copy is the remix's starting point: its creator has nothing to undo, not one step per copied asset.
    const undo = (await bob.client.get(`/create/versioning/undo-stack/${remixId}`).expect(200)).body as { canUndo: boolean; undoStack: unknown[] };
    expect(undo).toMatchObject({ canUndo: false, undoStack: [] });
    // Nor anything to commit: the clone's checkpoint saved the copies.
    const remixTree = (await bob.client.get(`/create/versioning/working-tree/${remixId}/`).expect(200)).body as { working_tree: Record<string, { hasUnsavedChanges: boolean }[]> };
    expect(Object.values(remixTree.working_tree).flat().filter((a) => a.hasUnsavedChanges)).toEqual([]);

    // The remix's first event names the source and its published checkpoint; it ends with a clone checkpoint.
    const [first] = await app.infra.store.readStream(`game-${remixId}`, { maxCount: 1 });
    expect(first.data).toMatchObject({ creatorId: bob.id, clonedFrom: { gameId, checkpointId: published, title: 'Star Miner' } });
    const timeline = (await bob.client.get(cp(remixId, 'timeline')).expect(200)).body as { checkpoints: { trigger: string; asset_count: number; is_current: boolean }[] };
    expect(timeline.checkpoints).toEqual([expect.objectContaining({ trigger: 'clone', is_current: true, asset_count: source.length })]);
  });

  it("copies the game's own components as the checkpoint recorded them: no later edit, no new draft, and one deleted since", async () => {
    const { gameId, slug } = await fullGame('Component Miner');
    const ore = (await ada.client.get(`/create/components/${slug}/?game_id=${gameId}`).expect(200)).body.component as { id: string };
    const published = await publish(gameId, true);
    const [recorded] = (await app.infra.store.readStream(`versioning-${gameId}`)).filter((e) => e.type === 'CheckpointCreated' && (e.data as { checkpointId: string }).checkpointId === published);
    expect((recorded.data as { components: unknown }).components).toEqual([{ componentId: ore.id, revision: expect.any(Number) }]);
    // After the checkpoint: the component's default changes, and a new component is drafted.
    await ada.client.patch(`/create/components/${ore.id}/update/`, { fieldSchema: { amount: { type: 'int', default: 99 }, extra: { type: 'bool', default: true } } }).expect(200);
    await ada.client.post('/create/components/create/', { slug: `draft_${gameId.slice(0, 8)}`, game_id: gameId, fieldSchema: { secret: { type: 'string', default: 'unreleased' } } }).expect(201);
    type Listed = { slug: string; gameId: string | null; fieldSchema: Record<string, { default?: unknown }> };
    const remixComponents = async () => {
      const remixId = (await follow(bob.client, await startClone(bob.client, gameId))).at(-1)!.gameId!;
      const list = (await bob.client.get(`/create/components/?game_id=${remixId}`).expect(200)).body as { components: Listed[] };
      return list.components.filter((c) => c.gameId === remixId).map((c) => ({ slug: c.slug, fields: Object.keys(c.fieldSchema), amount: c.fieldSchema.amount?.default }));
    };
    const asPublished = [{ slug, fields: ['amount'], amount: 1 }];
    expect(await remixComponents()).toEqual(asPublished);
    // Deleted from the source since: the published checkpoint still holds it.
    await ada.client.delete(`/create/components/${ore.id}/delete/`).expect(200);
    expect(await remixComponents()).toEqual(asPublished);
  });

  it('lets the creator clone their own draft (its working tree when it has no checkpoint)', async () => {
    const { gameId } = await fullGame('Draft Miner');
    const progress = await follow(ada.client, await startClone(ada.client, gameId));
    const remixId = progress.at(-1)!.gameId!;
    expect((await tree(ada.client, remixId)).map((a) => a.name).sort()).toEqual((await tree(ada.client, gameId)).map((a) => a.name).sort());
    const [first] = await app.infra.store.readStream(`game-${remixId}`, { maxCount: 1 });
    expect(first.data).toMatchObject({ clonedFrom: { gameId, checkpointId: null } });
  });

  it('refuses a game that is not cloneable, a draft of someone else, unknown and malformed ids, and signed-out callers, writing nothing', async () => {
    const notCloneable = await newGame('Closed Miner');
    await publish(notCloneable, false);
    await refused(() => bob.client.post(`/create/clone-game/${notCloneable}/`), 403, 'game.not_cloneable');
    const draft = await newGame('Secret Miner');
    await ada.client.post(`/create/update-game-details/${draft}`, { isCloneable: true }).expect(200);
    // Only the creator allows remixes: someone else turning the flag on is refused and changes nothing.
    await refused(() => bob.client.post(`/create/update-game-details/${notCloneable}`, { isCloneable: true }), 403, 'game.forbidden');
    expect(((await card(bob.client, notCloneable).expect(200)).body as Card).isCloneable).toBe(false);
    const hidden = await refused(() => bob.client.post(`/create/clone-game/${draft}/`), 404, 'game.not_found');
    expect(hidden.body.error).toBe('Game not found');
    await refused(() => bob.client.post(`/create/clone-game/${unknownId}/`), 404, 'game.not_found');
    await refused(() => bob.client.post('/create/clone-game/not-a-uuid/'), 400, 'game.invalid_id');
    await refused(async () => (await newClient(app.url)).post(`/create/clone-game/${draft}/`), 401);
  });

  it("runs without anyone watching; shows a task's progress only to the user who started it; a late reader gets the final state at once", async () => {
    const { gameId } = await fullGame('Shared Miner');
    await publish(gameId, true);
    const taskId = await startClone(bob.client, gameId);
    // Nobody reads the stream (the browser was closed): the clone still finishes.
    await eventually(async () => expect((await userGames(bob.client, bob.id)).map((g) => g.title)).toContain('Shared Miner (remix)'));
    const done = await follow(bob.client, taskId);
    expect(done).toEqual([{ percentDone: 100, message: 'Clone completed successfully!', gameId: expect.any(String) }]);
    await refused(() => carol.client.get(`/sse-progress/${taskId}`), 404, 'clone.task_not_found');
    await refused(() => carol.client.get(`/sse-progress/${unknownId}`), 404, 'clone.task_not_found');
    expect(await follow(bob.client, taskId)).toEqual([done.at(-1)]);
  });

  it('charges every event of a clone, written after the answer, to the request that started it (its request id)', async () => {
    const { gameId } = await fullGame('Attributed Miner');
    await publish(gameId, true);
    const started = await bob.client.post(`/create/clone-game/${gameId}/`).expect(202);
    const remixId = (await follow(bob.client, started.body.taskId as string)).at(-1)!.gameId!;
    const written = await writtenBy(app, started);
    // The new game's events, its assets' and components', and its checkpoint: all under the starting request.
    expect(written).toContainEqual(`GameCreated on game-${remixId}`);
    expect(written).toContainEqual(`GameCloneCompleted on game-${remixId}`);
    expect(written).toContainEqual(expect.stringMatching(/^ComponentRegistered on component-/));
    expect(written).toContainEqual(`CheckpointCreated on versioning-${remixId}`);
    const { rows } = await app.infra.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${app.config.schema}".events WHERE stream_id = $1 AND metadata->>'requestId' IS DISTINCT FROM $2`,
      [`game-${remixId}`, started.headers['x-request-id']],
    );
    expect(rows[0].n).toBe(0);
  });

  it('clones a 1,000-asset game, reporting real progress on the way', async () => {
    const gameId = await newGame('Huge Miner');
    const commands = assetCommands(app);
    const context = { now: new Date().toISOString(), metadata: systemMetadata(new Date().toISOString()) };
    const actor = userActor({ userId: ada.id, isStaff: false } as Parameters<typeof userActor>[0]);
    for (let i = 0; i < 1000; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => commands.create(gameId, 'prompt', { name: `p${i + j}`, content: `line ${i + j}` }, actor, context)));
    }
    await publish(gameId, true);
    const progress = await follow(bob.client, await startClone(bob.client, gameId));
    const between = progress.filter((p) => p.percentDone > 5 && p.percentDone < 100);
    expect(between.length).toBeGreaterThan(10);
    expect(between.at(-1)!.message).toBe('Copying assets (1000 of 1000)...');
    expect(progress.at(-1)).toMatchObject({ percentDone: 100, message: 'Clone completed successfully!' });
    expect(await tree(bob.client, progress.at(-1)!.gameId!)).toHaveLength(1000);
  }, 180_000);

  it('a clone that fails leaves no game anyone can see, and says why', async () => {
    const { gameId } = await fullGame('Fragile Miner');
    await publish(gameId, true);
    const before = await userGames(bob.client, bob.id);
    cloneFailureForTests.afterItems = 2;
    const progress = await follow(bob.client, await startClone(bob.client, gameId));
    expect(progress.at(-1)).toMatchObject({ error: 'Injected clone failure' });
    const failed = await app.infra.pool.query<{ stream_id: string }>(`SELECT stream_id FROM "${app.config.schema}".events WHERE type = 'GameCloneFailed'`);
    expect(failed.rows.length).toBeGreaterThan(0);
    const half = failed.rows.at(-1)!.stream_id.slice('game-'.length);
    await refused(() => card(bob.client, half), 404, 'game.not_found');
    expect(await userGames(bob.client, bob.id)).toEqual(before);
    expect(((await card(ada.client, gameId)).body as Card).remix_count).toBe(0);
  });

  it('rebuilds the games read model from the events into the same rows (clones, lineage, remix counts)', async () => {
    const rebuilt = await app.infra.engine.rebuild('game_list', { swap: false });
    const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".games ORDER BY id`)).rows;
    const current = await rows(app.config.schema);
    expect(current.some((r) => r.remix_count > 0 && r.remixed_from_id === null)).toBe(true);
    expect(await rows(rebuilt.schema)).toEqual(current);
  });
});
