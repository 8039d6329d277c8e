import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { AgentTurns } from '../../apps/api/src/checkpoints/agent-turns.js';
import { Checkpoints } from '../../apps/api/src/checkpoints/checkpoints.service.js';
import { PublishedVersion } from '../../apps/api/src/checkpoints/published-version.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { openStream } from '../support/agent.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { eventCount, eventsAfter, refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

// Services: concurrent rollbacks of one game on many connections.

const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';
type Checkpoint = { checkpoint_id: string; trigger: string; title: string; is_starred: boolean; is_current: boolean; is_published: boolean; actor: { kind: string; model: string | null } };
type TreeAsset = { id: string; type: string; name: string; data: Record<string, unknown> };

describe.each(databaseTargets())('creator checkpoints on %s', (target) => {
  let app: TestApp;
  let ada: { client: Client; id: string };
  let bob: { client: Client; id: string };
  const refused = refusedBy(() => app);
  const cp = (gameId: string, route: string) => `/create/checkpoint/${gameId}/${route}/`;

  const newGame = async (name = 'Star Miner') => ((await ada.client.post('/api/games', { name, description: '' }).expect(201)).body as { id: string }).id;
  const m = (route: string, gameId: string) => `/create/mechanic/${route}/${gameId}/`;
  const newPrompt = async (gameId: string, name: string, content: string) =>
    ((await ada.client.post(m('create-prompt-library-object', gameId), { name, content }).expect(201)).body.data as { id: string }).id;
  const editPrompt = (gameId: string, id: string, content: string) => ada.client.post(m('edit-prompt-library-object', gameId), { id, content }).expect(200);
  const deletePrompt = (gameId: string, id: string) => ada.client.post(m('delete-prompt-library-object', gameId), { object_id: id }).expect(200);
  const create = async (gameId: string, body: object = {}) => (await ada.client.post(cp(gameId, 'create'), body).expect(200)).body as { checkpoint_id: string; position: string; message: string };
  const timeline = async (gameId: string, query: Record<string, string | number> = {}) =>
    (await ada.client.get(cp(gameId, 'timeline')).query(query).expect(200)).body as { checkpoints: Checkpoint[]; has_more: boolean; current_checkpoint_id: string | null };
  /** The working tree as a creator sees it: each asset's id, type, name and content (revisions move on; content is what must come back). */
  const tree = async (gameId: string) => {
    const body = (await ada.client.get(`/create/versioning/working-tree/${gameId}/`).expect(200)).body as { working_tree: Record<string, TreeAsset[]> };
    return Object.values(body.working_tree)
      .flat()
      .map(({ id, type, name, data }) => ({ id, type, name, data }))
      .sort((a, b) => a.id.localeCompare(b.id));
  };
  const rollback = (gameId: string, checkpointId: string, client = ada.client) => client.post(cp(gameId, 'rollback'), { checkpoint_id: checkpointId });

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ada = await signUp(app.url);
    bob = await signUp(app.url);
  }, 60_000);
  afterAll(async () => app?.close());

  it('creates checkpoints and lists them newest first, paged, with the current one', async () => {
    const gameId = await newGame();
    await newPrompt(gameId, 'intro', 'Hello');
    const first = await create(gameId);
    expect(first).toEqual({ status: 'success', message: 'Manual checkpoint created by user', checkpoint_id: expect.any(String), position: expect.any(String) });
    const second = await create(gameId, { game_id: gameId, title: 'Boss fight', description: 'before the boss', message: 'Saved', is_starred: true });
    const page = await timeline(gameId);
    expect(page.current_checkpoint_id).toBe(second.checkpoint_id);
    expect(page.has_more).toBe(false);
    expect(page.checkpoints.map((c) => c.checkpoint_id)).toEqual([second.checkpoint_id, first.checkpoint_id]);
    expect(page.checkpoints[0]).toMatchObject({
      trigger: 'manual', title: 'Boss fight', description: 'before the boss', message: 'Saved', is_starred: true, is_current: true, is_published: false, asset_count: 1,
      actor: { id: ada.id, kind: 'user', model: null }, agent_session_id: null, agent_turn: null,
    });
    expect(page.checkpoints[1]).toMatchObject({ title: 'Manual checkpoint created by user', message: 'Manual checkpoint created by user', is_current: false });
    const third = await create(gameId);
    const limited = await ada.client.get(cp(gameId, 'timeline')).query({ limit: 2, minPosition: third.position }).expect(200);
    expect(limited.body).toMatchObject({ has_more: true, caughtUp: true, checkpoints: [{ checkpoint_id: third.checkpoint_id }, { checkpoint_id: second.checkpoint_id }] });
    expect((await timeline(gameId, { limit: 2, offset: 2 })).checkpoints.map((c) => c.checkpoint_id)).toEqual([first.checkpoint_id]);
    // Names and descriptions are kept trimmed.
    const padded = await create(gameId, { title: '  Level two  ', description: ' after the bridge \n' });
    expect((await timeline(gameId)).checkpoints.find((c) => c.checkpoint_id === padded.checkpoint_id)).toMatchObject({ title: 'Level two', description: 'after the bridge' });
  });

  it('stars, unstars and deletes (hides) a checkpoint; its events stay', async () => {
    const gameId = await newGame();
    await newPrompt(gameId, 'intro', 'Hello');
    const { checkpoint_id: id } = await create(gameId);
    const starred = await ada.client.post(cp(gameId, 'toggle-star'), { checkpoint_id: id }).expect(200);
    expect(starred.body).toEqual({ status: 'success', is_starred: true, position: expect.any(String) });
    expect((await ada.client.post(cp(gameId, 'toggle-star'), { checkpoint_id: id, is_starred: true }).expect(200)).body.position).toBeNull();
    expect((await ada.client.post(cp(gameId, 'toggle-star'), { checkpoint_id: id }).expect(200)).body.is_starred).toBe(false);
    const before = await eventCount(app);
    expect((await ada.client.post(cp(gameId, 'delete'), { checkpoint_id: id }).expect(200)).body).toEqual({ status: 'success', position: expect.any(String) });
    expect(await eventsAfter(app, before)).toEqual([`CheckpointDeleted on versioning-${gameId}`]);
    expect(await timeline(gameId)).toMatchObject({ checkpoints: [], current_checkpoint_id: null });
    await refused(() => ada.client.post(cp(gameId, 'delete'), { checkpoint_id: id }), 404, 'checkpoint.not_found');
    await refused(() => ada.client.post(cp(gameId, 'toggle-star'), { checkpoint_id: id }), 404, 'checkpoint.not_found');
    await refused(() => rollback(gameId, id), 404, 'checkpoint.not_found');
    await refused(() => ada.client.post(cp(gameId, 'publish'), { checkpoint_id: id }), 404, 'checkpoint.not_found');
  });

  it('refuses strangers, signed-out callers, malformed ids, unknown and other games’ checkpoints, writing nothing', async () => {
    const gameId = await newGame();
    const other = await newGame('Other');
    await newPrompt(gameId, 'intro', 'Hello');
    await newPrompt(other, 'intro', 'Hi');
    const { checkpoint_id: id } = await create(gameId);
    const { checkpoint_id: foreign } = await create(other);
    for (const [route, body] of [['create', {}], ['toggle-star', { checkpoint_id: id }], ['delete', { checkpoint_id: id }], ['rollback', { checkpoint_id: id }], ['publish', { checkpoint_id: id }], ['unpublish', {}]] as const) {
      await refused(() => bob.client.post(cp(gameId, route), body), 403, 'game.forbidden');
      await refused(() => ada.client.post(cp('not-a-uuid', route), body), 400, 'game.invalid_id');
      await refused(() => ada.client.post(cp(unknownId, route), body), 404, 'game.not_found');
    }
    await refused(() => bob.client.get(cp(gameId, 'timeline')), 403, 'game.forbidden');
    await refused(() => bob.client.get(cp(gameId, 'published-status')), 403, 'game.forbidden');
    for (const route of ['toggle-star', 'delete', 'rollback', 'publish', 'refund-turn']) {
      await refused(() => ada.client.post(cp(gameId, route), { checkpoint_id: 'nope' }), 400, 'request.invalid');
      await refused(() => ada.client.post(cp(gameId, route), {}), 400, 'request.invalid');
      await refused(() => ada.client.post(cp(gameId, route), { checkpoint_id: unknownId }), 404, 'checkpoint.not_found');
      await refused(() => ada.client.post(cp(gameId, route), { checkpoint_id: foreign }), 404, 'checkpoint.not_found');
    }
    await refused(() => ada.client.post(cp(gameId, 'create'), { title: 'x'.repeat(201) }), 400, 'request.invalid');
    // A name, when given, is a name: blank ones are refused with a clear message (the dialog never sends one).
    for (const title of ['', '   ', '\n\t']) {
      const blank = await refused(() => ada.client.post(cp(gameId, 'create'), { title }), 400, 'request.invalid');
      expect(blank.body.error).toBe('title must not be empty');
    }
    await refused(() => ada.client.post(cp(gameId, 'create'), { game_id: other }), 400, 'request.invalid');
    await refused(() => ada.client.post(cp(gameId, 'create'), { is_starred: 'yes' }), 400, 'request.invalid');
    await refused(() => ada.client.post(cp(gameId, 'create'), { surprise: 1 }), 400, 'request.invalid');
    await refused(() => ada.client.post(cp(gameId, 'rollback'), { checkpoint_id: id, session_id: unknownId }), 404, 'versioning.session_not_found');
    for (const query of [{ limit: 0 }, { limit: 'many' }, { offset: -1 }, { session_id: 'x' }, { minPosition: 'soon' }]) {
      expect((await ada.client.get(cp(gameId, 'timeline')).query(query)).status).toBe(400);
    }
    expect((await request(app.url).get(cp(gameId, 'timeline'))).status).toBe(401);
  });

  it('publishes a checkpoint: the status and the player page follow it; unpublish', async () => {
    const gameId = await newGame();
    const prompt = await newPrompt(gameId, 'intro', 'Version one');
    const { checkpoint_id: id } = await create(gameId, { title: 'v1' });
    await editPrompt(gameId, prompt, 'Version two');
    const published = await ada.client.post(cp(gameId, 'publish'), { checkpoint_id: id, publish_message: 'First release' }).expect(200);
    expect(published.body).toEqual({ published_checkpoint_id: id, published_at: expect.any(String), published_by: ada.id, position: expect.any(String) });
    const status = (await ada.client.get(cp(gameId, 'published-status')).expect(200)).body;
    expect(status).toEqual({ is_published: true, published_checkpoint_id: id, published_at: expect.any(String), published_by: ada.id, current_checkpoint_id: id });
    expect((await timeline(gameId)).checkpoints[0]).toMatchObject({ checkpoint_id: id, is_published: true });
    expect((await bob.client.get(`/play/game/${gameId}/`).expect(200)).body.game).toMatchObject({ published: true });
    // Players play the checkpoint's revisions, not the later edit.
    const played = await app.app.get(PublishedVersion).assetsAt(gameId, id, ['prompt']);
    expect(played).toEqual([expect.objectContaining({ id: prompt, data: expect.objectContaining({ content: 'Version one' }) })]);
    expect((await ada.client.post(cp(gameId, 'unpublish')).expect(200)).body.status).toBe('success');
    expect((await ada.client.get(cp(gameId, 'published-status')).expect(200)).body).toMatchObject({ is_published: false, published_checkpoint_id: null });
  });

  it("publishes what the creator sees: trigger 'publish' reuses the current checkpoint until the game changes", async () => {
    const gameId = await newGame();
    const prompt = await newPrompt(gameId, 'intro', 'Version one');
    const first = await create(gameId, { title: 'v1', trigger: 'publish' });
    expect((await timeline(gameId, { minPosition: first.position })).checkpoints[0]).toMatchObject({ checkpoint_id: first.checkpoint_id, trigger: 'publish', title: 'v1' });
    const before = await eventCount(app);
    const again = await create(gameId, { title: 'v1 again', trigger: 'publish' });
    expect(again).toMatchObject({ checkpoint_id: first.checkpoint_id, position: null });
    expect(await eventCount(app)).toBe(before);
    await editPrompt(gameId, prompt, 'Version two');
    const changed = await create(gameId, { title: 'v2', trigger: 'publish' });
    expect(changed.checkpoint_id).not.toBe(first.checkpoint_id);
    // A change to one of the game's own components alone is a change too (a clone copies them as recorded).
    await ada.client.post('/create/components/create/', { slug: 'ore', game_id: gameId, fieldSchema: {} }).expect(201);
    const withComponent = await create(gameId, { title: 'v3', trigger: 'publish' });
    expect(withComponent.checkpoint_id).not.toBe(changed.checkpoint_id);
    expect((await create(gameId, { title: 'v3 again', trigger: 'publish' })).checkpoint_id).toBe(withComponent.checkpoint_id);
    // A manual checkpoint is always made, even of an unchanged game.
    expect((await create(gameId, { title: 'same' })).checkpoint_id).not.toBe(withComponent.checkpoint_id);
    await refused(() => ada.client.post(cp(gameId, 'create'), { trigger: 'rollback' }), 400, 'request.invalid');
  });

  it('rolls back without losing anything, and undoing the rollback brings back the exact working tree', async () => {
    const gameId = await newGame();
    const kept = await newPrompt(gameId, 'kept', 'one');
    const removedLater = await newPrompt(gameId, 'removed later', 'still here');
    const { checkpoint_id: then } = await create(gameId, { title: 'Then' });
    const atThen = await tree(gameId);
    await editPrompt(gameId, kept, 'two');
    await deletePrompt(gameId, removedLater);
    const added = await newPrompt(gameId, 'added later', 'new');
    const now = await tree(gameId); // not checkpointed: the rollback must keep it anyway
    const countBefore = await eventCount(app);
    const idsBefore = (await app.infra.pool.query(`SELECT event_id FROM "${app.config.schema}".events`)).rows.map((r) => r.event_id);

    const rolled = (await rollback(gameId, then).expect(200)).body;
    expect(rolled.rollback_results).toMatchObject({ status: 'success', checkpoint_id: then, rollback_checkpoint_id: expect.any(String), undo_checkpoint_id: expect.any(String), changed: 3 });
    const actions = Object.fromEntries(rolled.rollback_results.assets.map((a: { asset_id: string; action: string }) => [a.asset_id, a.action]));
    expect(actions).toEqual({ [kept]: 'edited', [removedLater]: 'restored', [added]: 'deleted' });
    // Each names the asset, a soft-deleted one too, so the creator reads what moved.
    const names = Object.fromEntries(rolled.rollback_results.assets.map((a: { asset_id: string; asset_name: string }) => [a.asset_id, a.asset_name]));
    expect(names).toEqual({ [kept]: 'kept', [removedLater]: 'removed later', [added]: 'added later' });
    expect(await tree(gameId)).toEqual(atThen);
    const after = (await app.infra.pool.query(`SELECT event_id FROM "${app.config.schema}".events`)).rows.map((r) => r.event_id);
    expect(after).toEqual(expect.arrayContaining(idsBefore));
    expect(after.length).toBeGreaterThan(countBefore);

    const page = await timeline(gameId);
    expect(page.current_checkpoint_id).toBe(rolled.rollback_results.rollback_checkpoint_id);
    expect(page.checkpoints.slice(0, 2)).toMatchObject([
      { trigger: 'rollback', title: 'Rolled back to "Then"', rollback_to_checkpoint_id: then, rollback_from_checkpoint_id: rolled.rollback_results.undo_checkpoint_id },
      { trigger: 'rollback', title: 'Before rollback to "Then"', checkpoint_id: rolled.rollback_results.undo_checkpoint_id },
    ]);

    const undone = (await rollback(gameId, rolled.rollback_results.undo_checkpoint_id).expect(200)).body;
    expect(await tree(gameId)).toEqual(now);
    // Nothing changed since the rollback's checkpoint: it is the undo point of the undo (no extra "Before" checkpoint).
    expect(undone.rollback_results.undo_checkpoint_id).toBe(rolled.rollback_results.rollback_checkpoint_id);
    expect(await eventCount(app)).toBeGreaterThan(after.length);
  });

  it('refuses a rollback while the agent streams on the game, with a clear message', async () => {
    const gameId = await newGame();
    await newPrompt(gameId, 'intro', 'Hello');
    const { checkpoint_id: id } = await create(gameId);
    // A turn as the runtime records it (on any replica: test/api/rollback-replicas.e2e-spec.ts runs a real one on another).
    const turns = app.app.get(AgentTurns);
    const turnId = randomUUID();
    const metadata = systemMetadata(new Date().toISOString());
    await turns.started(gameId, randomUUID(), turnId, metadata);
    try {
      const answer = await refused(() => rollback(gameId, id), 409, 'checkpoint.agent_working');
      expect(answer.body.error).toBe('The AI assistant is still working on this game. Wait for it to finish, or stop it, before rolling back.');
    } finally {
      await turns.ended(gameId, turnId, metadata);
    }
    await rollback(gameId, id).expect(200);
  });

  it('ends concurrent rollbacks of one game in one consistent state', async () => {
    const gameId = await newGame();
    const prompt = await newPrompt(gameId, 'level', 'A');
    const trees: Record<string, Awaited<ReturnType<typeof tree>>> = {};
    const ids: string[] = [];
    for (const content of ['A', 'B', 'C', 'D']) {
      await editPrompt(gameId, prompt, content);
      await newPrompt(gameId, `extra ${content}`, content);
      const { checkpoint_id: id } = await create(gameId, { title: content });
      trees[id] = await tree(gameId);
      ids.push(id);
    }
    const answers = await Promise.all(ids.slice(0, 3).map((id) => rollback(gameId, id)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const refusedAnswer of answers.filter((a) => a.status === 409)) expect(refusedAnswer.body.code).toBe('checkpoint.rollback_in_progress');
    const page = await timeline(gameId);
    const winner = answers.find((a) => a.status === 200 && a.body.rollback_results.rollback_checkpoint_id === page.current_checkpoint_id);
    expect(winner).toBeDefined();
    expect(await tree(gameId)).toEqual(trees[winner!.body.rollback_results.checkpoint_id]);
  });

  it('checkpoints an agent turn that changed the game (ai_complete, the agent and its model, session and turn)', async () => {
    const gameId = await newGame('Agent game');
    const session = (await ada.client.post('/create/agentic/stream/v2/init/', { game_id: gameId }).expect(200)).body.data.session_id as string;
    const events = await (await openStream(ada.client, `/create/agentic/stream/v2/${session}/?message=${encodeURIComponent('a space dodge game called Star Hopper')}`)).all();
    expect(events.at(-1)?.type).toBe('stream_end');
    const page = await eventually(async () => {
      const p = await timeline(gameId);
      expect(p.checkpoints.length).toBeGreaterThan(0);
      return p;
    });
    expect(page.checkpoints[0]).toMatchObject({
      trigger: 'ai_complete', title: 'AI: a space dodge game called Star Hopper', is_current: true,
      actor: { id: ada.id, kind: 'agent', model: 'tempest-offline' }, agent_session_id: session, agent_turn: 1,
    });
    expect(page.current_checkpoint_id).toBe(page.checkpoints[0].checkpoint_id);
  }, 60_000);

  it('refunds the tokens of an agent turn a rollback took back, once', async () => {
    const gameId = await newGame('Refunds');
    const prompt = await newPrompt(gameId, 'intro', 'mine');
    const { checkpoint_id: mine } = await create(gameId, { title: 'Mine' });
    // An agent turn as the runtime records it: its tokens charged with its turn, its change, its ai_complete checkpoint.
    const ledger = app.app.get(TokenLedger);
    const turn = { sessionId: randomUUID(), turn: 1 };
    const now = new Date().toISOString();
    const metadata = { ...systemMetadata(now), actorId: ada.id, actorKind: 'agent' as const, model: 'scripted-model' };
    await ledger.consume(ada.id, { model: 'scripted-model', inputTokens: 100, outputTokens: 20, amount: 7, reason: 'Agent chat', turn }, metadata);
    await editPrompt(gameId, prompt, 'the agent’s');
    const agent = agentActor({ userId: ada.id, isStaff: false }, 'scripted-model');
    const { checkpointId: aiTurn } = await app.app.get(Checkpoints).create(gameId, agent, { now, metadata }, { trigger: 'ai_complete', title: 'AI: change it', agent: turn });

    await refused(() => ada.client.post(cp(gameId, 'refund-turn'), { checkpoint_id: aiTurn }), 409, 'checkpoint.turn_not_rolled_back');
    const rolled = (await rollback(gameId, mine).expect(200)).body;
    expect(rolled.rollback_results.refundable_turns).toEqual([{ checkpoint_id: aiTurn, session_id: turn.sessionId, turn: 1, tokens: 7 }]);
    await refused(() => bob.client.post(cp(gameId, 'refund-turn'), { checkpoint_id: aiTurn }), 403, 'game.forbidden');
    await refused(() => ada.client.post(cp(gameId, 'refund-turn'), { checkpoint_id: mine }), 400, 'checkpoint.not_agent_turn');
    const balance = await ledger.balanceOf(ada.id);
    const refund = await ada.client.post(cp(gameId, 'refund-turn'), { checkpoint_id: aiTurn }).expect(200);
    expect(refund.body).toEqual({ status: 'success', refunded_tokens: 7, session_id: turn.sessionId, turn: 1, position: expect.any(String) });
    expect(await ledger.balanceOf(ada.id)).toBe(balance + 7);
    await refused(() => ada.client.post(cp(gameId, 'refund-turn'), { checkpoint_id: aiTurn }), 409, 'tokens.turn_already_refunded');
    const history = (await ada.client.get('/api/user/tokens/history').expect(200)).body;
    expect(history.entries[0]).toMatchObject({ kind: 'refund', amount: 7 });
    expect((await rollback(gameId, mine).expect(200)).body.rollback_results.refundable_turns).toEqual([]);
  });

  it('rebuilds the checkpoints read model from the events into the same rows', async () => {
    const table = (schema: string) => `"${schema}".checkpoints`;
    await timeline(await newGame('Rebuilt'));
    const rebuilt = await app.infra.engine.rebuild('checkpoints', { swap: false });
    const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM ${table(schema)} ORDER BY checkpoint_id`)).rows;
    const current = await rows(app.config.schema);
    expect(current.length).toBeGreaterThan(5);
    expect(await rows(rebuilt.schema)).toEqual(current);
  });
});
