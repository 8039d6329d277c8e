import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AssetType } from '@tempest/domain';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { assetCommands } from '../support/asset-commands.js';
import { databaseTargets } from '../support/databases.js';
import { eventCount } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';
const context = () => {
  const now = new Date().toISOString();
  return { now, metadata: systemMetadata(now) };
};

type Change = { id: string; asset_id: string; status: string };
type TreeAsset = { id: string; data: Record<string, unknown> };

/** Issue 13 item 9: a reject is undoable, and a rejected change can be restored from the Rejected list. */
describe.each(databaseTargets())('taking back a reject on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let creatorId: string;
  let stranger: Client;
  let gameId: string;

  const agent = () => agentActor({ userId: creatorId, isStaff: false }, 'tempest-offline');
  const agentCreate = async (type: AssetType, content: Record<string, unknown>) =>
    (await assetCommands(app).create(gameId, type, content, agent(), context())).assetId;
  const agentEdit = (id: string, patch: Record<string, unknown>) => assetCommands(app).edit(gameId, id, { patch }, agent(), context());
  const changesOf = async (assetId: string, status = 'all'): Promise<Change[]> =>
    ((await creator.get(`/create/versioning/pending-changes/${gameId}/`).query({ status }).expect(200)).body.pending_changes as Change[]).filter((c) => c.asset_id === assetId);
  const treeAsset = async (group: 'prompts' | 'scripts', id: string): Promise<TreeAsset | undefined> =>
    ((await creator.get(`/create/versioning/working-tree/${gameId}/`).expect(200)).body.working_tree[group] as TreeAsset[]).find((a) => a.id === id);
  const undoStack = async () => (await creator.get(`/create/versioning/undo-stack/${gameId}/`).expect(200)).body;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator, id: creatorId } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Reviewed' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  it("undoing the reject of the agent's new prompt brings the prompt back, pending review again; redo rejects it again", async () => {
    const promptId = await agentCreate('prompt', { name: 'narrator', description: '', content: 'You narrate the game.' });
    const [change] = await changesOf(promptId, 'pending');
    expect(change).toMatchObject({ status: 'pending' });

    await creator.post('/create/versioning/pending-changes/reject/', { change_id: change.id }).expect(200);
    expect(await treeAsset('prompts', promptId)).toBeUndefined();
    expect((await changesOf(promptId))[0]).toMatchObject({ status: 'rejected' });
    // Undo now offers the reject, not an older edit.
    expect((await undoStack()).undoStack.at(-1)).toMatchObject({ assetId: promptId, action: 'reject', name: 'narrator' });

    const undone = await creator.post('/create/versioning/undo/', { game_id: gameId }).expect(200);
    expect(undone.body.undone).toMatchObject({ assetId: promptId, action: 'reject' });
    expect(await treeAsset('prompts', promptId)).toMatchObject({ data: { content: 'You narrate the game.' } });
    expect((await changesOf(promptId))[0]).toMatchObject({ id: change.id, status: 'pending' });

    const redone = await creator.post('/create/versioning/redo/', { game_id: gameId }).expect(200);
    expect(redone.body.redone).toMatchObject({ assetId: promptId, action: 'reject' });
    expect(await treeAsset('prompts', promptId)).toBeUndefined();
    expect((await changesOf(promptId))[0]).toMatchObject({ status: 'rejected' });
  });

  it('restores a rejected edit from the Rejected list: its content comes back and it is pending again, undoably', async () => {
    const scriptId = await agentCreate('script', { name: 'rules.py', content: 'speed = 1' });
    await creator.post('/create/versioning/pending-changes/accept-all/', { game_id: gameId, asset_type: 'script' }).expect(200);
    await agentEdit(scriptId, { content: 'speed = 9' });
    const [edit] = await changesOf(scriptId, 'pending');
    await creator.post('/create/versioning/pending-changes/reject/', { change_ids: [edit.id] }).expect(200);
    expect(await treeAsset('scripts', scriptId)).toMatchObject({ data: { content: 'speed = 1' } });

    const restored = await creator.post('/create/versioning/pending-changes/reopen/', { change_id: edit.id }).expect(200);
    expect(restored.body).toMatchObject({ status: 'success', reopened: [edit.id], position: expect.any(String) });
    expect(await treeAsset('scripts', scriptId)).toMatchObject({ data: { content: 'speed = 9' } });
    expect((await changesOf(scriptId, 'pending')).map((c) => c.id)).toEqual([edit.id]);
    expect((await undoStack()).undoStack.at(-1)).toMatchObject({ assetId: scriptId, action: 'reopen' });

    // Restoring again is refused: it is no longer rejected.
    const again = await creator.post('/create/versioning/pending-changes/reopen/', { change_id: edit.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'pending_change.not_rejected', error: 'Only a rejected change can be restored.' });

    // And it can be reviewed as before: accepted, it stays.
    await creator.post('/create/versioning/pending-changes/accept/', { change_id: edit.id }).expect(200);
    expect(await treeAsset('scripts', scriptId)).toMatchObject({ data: { content: 'speed = 9' } });
  });

  it('refuses bad restores with 4xx and writes nothing', async () => {
    const promptId = await agentCreate('prompt', { name: 'guard', description: '', content: 'Guard the gate.' });
    const [change] = await changesOf(promptId, 'pending');
    await creator.post('/create/versioning/pending-changes/reject/', { change_id: change.id }).expect(200);
    const before = await eventCount(app);

    const cases: [Client, object, number, string][] = [
      [creator, {}, 400, 'request.invalid'],
      [creator, { change_id: 'not-a-uuid' }, 400, 'request.invalid'],
      [creator, { change_ids: [] }, 400, 'request.invalid'],
      [creator, { change_id: unknownId }, 404, 'pending_change.not_found'],
      [stranger, { change_id: change.id }, 403, 'game.forbidden'],
    ];
    for (const [client, body, status, code] of cases) {
      const response = await client.post('/create/versioning/pending-changes/reopen/', body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status, code });
    }
    expect(await eventCount(app)).toBe(before);
    expect((await changesOf(promptId))[0]).toMatchObject({ status: 'rejected' });
  });
});
