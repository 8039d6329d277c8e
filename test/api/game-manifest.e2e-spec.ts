// Services: facts appended along asset writes in one transaction on a server, and the start-up seeding.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assetDecider, assetStreamId, manifestStreamId, MANIFEST_SEEDING_STREAM } from '@tempest/domain';
import type { DecisionRunner } from '@tempest/event-store';
import { checkpointsOf } from '../../apps/api/src/checkpoints/checkpoint-state.js';
import { databaseTargets } from '../support/databases.js';
import { sameDatabaseTwice, startTestAppOn, type TestApp } from '../support/test-app.js';
import { logIn, signUp, type Client } from '../support/users.js';

// A game's manifest (docs/architecture.md "A game's manifest"): a checkpoint names the game from a stream
// written with every asset write, so it needs no read model — here with the projections not running at all.

const m = (route: string, gameId: string) => `/create/mechanic/${route}/${gameId}/`;
const newGame = async (client: Client) => ((await client.post('/api/games', { name: 'Manifest', description: '' }).expect(201)).body as { id: string }).id;
const newPrompt = async (client: Client, gameId: string, name: string) =>
  ((await client.post(m('create-prompt-library-object', gameId), { name, content: `${name} text` }).expect(201)).body.data as { id: string }).id;
const editPrompt = (client: Client, gameId: string, id: string, content: string) => client.post(m('edit-prompt-library-object', gameId), { id, content }).expect(200);
const deletePrompt = (client: Client, gameId: string, id: string) => client.post(m('delete-prompt-library-object', gameId), { object_id: id }).expect(200);
const checkpoint = async (client: Client, gameId: string, body: object = {}) =>
  ((await client.post(`/create/checkpoint/${gameId}/create/`, body).expect(200)).body as { checkpoint_id: string | null }).checkpoint_id!;

/** The assets a checkpoint recorded, from the versioning stream's fold (no read model), sorted by id. */
const recorded = async (runner: DecisionRunner, gameId: string, checkpointId: string) =>
  [...(await checkpointsOf(runner, gameId)).checkpoints.get(checkpointId)!.assets].sort((a, b) => a.assetId.localeCompare(b.assetId));

/** Each asset's revision as its own stream has it: its last content event. */
const streamRevisions = async (runner: DecisionRunner, ids: string[]) =>
  (
    await Promise.all(
      ids.map(async (assetId) => {
        const { state } = await runner.read(assetDecider, assetStreamId(assetId));
        return state.status === 'present' ? [{ assetId, revision: state.history.at(-1)!.revision }] : [];
      }),
    )
  )
    .flat()
    .sort((a, b) => a.assetId.localeCompare(b.assetId));

describe.each(databaseTargets())('a game manifest on %s', (target) => {
  describe('with the projections stopped', () => {
    let app: TestApp;
    let ada: Client;

    beforeAll(async () => {
      app = await startTestAppOn(target, { runProjections: false });
      ada = (await signUp(app.url)).client;
    }, 60_000);
    afterAll(async () => app?.close());

    it('a checkpoint names exactly the assets and revisions just written; a deleted asset is absent', async () => {
      const gameId = await newGame(ada);
      const [kept, edited, gone] = [await newPrompt(ada, gameId, 'kept'), await newPrompt(ada, gameId, 'edited'), await newPrompt(ada, gameId, 'gone')];
      await editPrompt(ada, gameId, edited, 'second');
      await editPrompt(ada, gameId, edited, 'third');
      await deletePrompt(ada, gameId, gone);
      const id = await checkpoint(ada, gameId);
      const expected = [
        { assetId: kept, revision: 0 },
        { assetId: edited, revision: 2 },
      ].sort((a, b) => a.assetId.localeCompare(b.assetId));
      expect(await recorded(app.infra.runner, gameId, id)).toEqual(expected);
      // Publishing what the creator sees: unchanged since, so the same checkpoint; an edit makes a new one.
      expect(await checkpoint(ada, gameId, { trigger: 'publish' })).toBe(id);
      await editPrompt(ada, gameId, kept, 'changed');
      const next = await checkpoint(ada, gameId, { trigger: 'publish' });
      expect(next).not.toBe(id);
      expect((await recorded(app.infra.runner, gameId, next)).find((a) => a.assetId === kept)).toEqual({ assetId: kept, revision: 1 });
    });

    it('concurrent edits of different assets all appear, each at its newest revision', async () => {
      const gameId = await newGame(ada);
      const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => newPrompt(ada, gameId, `p${i}`)));
      await Promise.all(ids.flatMap((id) => [editPrompt(ada, gameId, id, `${id} a`)]));
      await Promise.all(ids.slice(0, 6).map((id) => editPrompt(ada, gameId, id, `${id} b`)));
      const cp = await checkpoint(ada, gameId);
      const expected = await streamRevisions(app.infra.runner, ids);
      expect(expected).toHaveLength(12);
      expect(await recorded(app.infra.runner, gameId, cp)).toEqual(expected);
    });

    it('rolls back with the projections stopped: the game is as the checkpoint recorded it', async () => {
      const gameId = await newGame(ada);
      const a = await newPrompt(ada, gameId, 'a');
      const first = await checkpoint(ada, gameId);
      await editPrompt(ada, gameId, a, 'later');
      const b = await newPrompt(ada, gameId, 'b');
      const answer = (await ada.post(`/create/checkpoint/${gameId}/rollback/`, { checkpoint_id: first }).expect(200)).body as {
        rollback_results: { rollback_checkpoint_id: string; assets: { asset_id: string; action: string }[] };
      };
      expect(answer.rollback_results.assets.map((x) => [x.asset_id, x.action]).sort()).toEqual([[a, 'edited'], [b, 'deleted']].sort());
      // The game as it now stands is what the manifest says: a at its new revision, b gone.
      const now = await checkpoint(ada, gameId);
      expect(await recorded(app.infra.runner, gameId, now)).toEqual(await streamRevisions(app.infra.runner, [a, b]));
      expect((await recorded(app.infra.runner, gameId, now)).map((x) => x.assetId)).toEqual([a]);
    });
  });

  it('a game made before manifests gets one, from its streams, when the studio starts', async () => {
    const db = await sameDatabaseTwice(target);
    let app = await db.start();
    try {
      const { client: ada, user } = await signUp(app.url);
      const gameId = await newGame(ada);
      const [kept, edited, gone] = [await newPrompt(ada, gameId, 'kept'), await newPrompt(ada, gameId, 'edited'), await newPrompt(ada, gameId, 'gone')];
      await editPrompt(ada, gameId, edited, 'second');
      await deletePrompt(ada, gameId, gone);
      // The store as a studio before manifests left it: the same events, without any manifest or seeding record.
      const schema = `"${app.config.schema}"`;
      for (const streamId of [manifestStreamId(gameId), MANIFEST_SEEDING_STREAM]) {
        await app.infra.pool.query(`DELETE FROM ${schema}.events WHERE stream_id = $1`, [streamId]);
        await app.infra.pool.query(`DELETE FROM ${schema}.streams WHERE stream_id = $1`, [streamId]);
      }
      await app.close();
      app = await db.start();
      const id = await checkpoint(await logIn(app.url, user), gameId);
      const expected = [
        { assetId: kept, revision: 0 },
        { assetId: edited, revision: 1 },
      ].sort((a, b) => a.assetId.localeCompare(b.assetId));
      expect(await recorded(app.infra.runner, gameId, id)).toEqual(expected);
      // Seeded once: a second start writes nothing more to the manifest.
      const seeded = await app.infra.store.readStream(manifestStreamId(gameId));
      expect(seeded.map((e) => e.type)).toEqual(['GameManifestSeeded']);
      await app.close();
      app = await db.start();
      expect(await app.infra.store.readStream(manifestStreamId(gameId))).toHaveLength(1);
    } finally {
      await app.close();
      await db.drop();
    }
  }, 120_000);
});
