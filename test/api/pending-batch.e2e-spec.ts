import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PENDING_REVIEW_MAX } from '@tempest/contracts';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { assetCommands } from '../support/asset-commands.js';
import { databaseTargets } from '../support/databases.js';
import { eventCount, refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const context = () => {
  const now = new Date().toISOString();
  return { now, metadata: systemMetadata(now) };
};

type Change = { id: string; asset_id: string; status: string };

/** Accept and reject of a batch selection: all or nothing, in one append, only changes of the game named. */
describe.each(databaseTargets())('batch review of pending changes on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let creatorId: string;
  let stranger: Client;
  let gameId: string;
  let otherGameId: string;
  const refused = refusedBy(() => app);

  /** A prompt the agent creates in `game`: one pending change. */
  const agentPrompt = async (game: string, name: string): Promise<string> => {
    const agent = agentActor({ userId: creatorId, isStaff: false }, 'tempest-offline');
    return (await assetCommands(app).create(game, 'prompt', { name, content: `${name} text` }, agent, context())).assetId;
  };
  const changes = async (game: string, status = 'all'): Promise<Change[]> =>
    (await creator.get(`/create/versioning/pending-changes/${game}/`).query({ status }).expect(200)).body.pending_changes;
  const changeOf = async (game: string, assetId: string) => (await changes(game)).find((c) => c.asset_id === assetId)!;
  /** The transactions the events after the first `count` were committed in. */
  const transactionsAfter = async (count: number): Promise<number> =>
    (
      await app.infra.pool.query<{ n: number }>(
        `SELECT count(DISTINCT transaction_id)::int AS n FROM (SELECT transaction_id FROM "${app.config.schema}".events ORDER BY transaction_id, global_position OFFSET $1) t`,
        [count],
      )
    ).rows[0].n;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator, id: creatorId } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Batch' }).expect(201)).body.id;
    otherGameId = (await creator.post('/api/games').send({ name: 'Other' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  it('accepts two selected changes of different assets in one append, and rejects a selection restoring each asset', async () => {
    const [dragon, knight, castle] = await Promise.all(['dragon', 'knight', 'castle'].map((n) => agentPrompt(gameId, n)));
    const [d, k, c] = await Promise.all([dragon, knight, castle].map((id) => changeOf(gameId, id)));
    const before = await eventCount(app);
    const accepted = await creator.post('/create/versioning/pending-changes/accept/', { game_id: gameId, change_ids: [d.id, k.id] }).expect(200);
    expect(accepted.body.accepted.sort()).toEqual([d.id, k.id].sort());
    expect(await eventCount(app)).toBe(before + 2);
    expect(await transactionsAfter(before)).toBe(1);
    expect((await changes(gameId, 'pending')).map((x) => x.id)).toEqual([c.id]);

    const rejected = await creator.post('/create/versioning/pending-changes/reject/', { game_id: gameId, change_ids: [c.id] }).expect(200);
    expect(rejected.body.rejected).toEqual([c.id]);
    const tree = await creator.get(`/create/versioning/working-tree/${gameId}/`).expect(200);
    const prompts = tree.body.working_tree.prompts.map((p: { id: string }) => p.id);
    expect(prompts).toEqual(expect.arrayContaining([dragon, knight]));
    expect(prompts).not.toContain(castle); // the agent created it: rejecting deletes it
  });

  it('writes nothing when one change of the selection was already reviewed, of another game, or unknown', async () => {
    const [wolf, bear] = await Promise.all(['wolf', 'bear'].map((n) => agentPrompt(gameId, n)));
    const [w, b] = await Promise.all([wolf, bear].map((id) => changeOf(gameId, id)));
    await creator.post('/create/versioning/pending-changes/accept/', { game_id: gameId, change_id: w.id }).expect(200);

    const stale = await refused(() => creator.post('/create/versioning/pending-changes/reject/', { game_id: gameId, change_ids: [b.id, w.id] }), 409, 'pending_change.already_resolved');
    expect(stale.body.details.changeIds).toEqual([w.id]);
    expect((await changeOf(gameId, bear)).status).toBe('pending');

    const elsewhere = await agentPrompt(otherGameId, 'ghost');
    const e = await changeOf(otherGameId, elsewhere);
    const foreign = await refused(() => creator.post('/create/versioning/pending-changes/accept/', { game_id: gameId, change_ids: [b.id, e.id] }), 404, 'pending_change.not_found');
    expect(foreign.body.details.changeIds).toEqual([e.id]);
    await refused(() => creator.post('/create/versioning/pending-changes/accept/', { game_id: gameId, change_ids: [b.id, '7d9f2c1e-0000-4000-8000-000000000000'] }), 404, 'pending_change.not_found');
    expect((await changeOf(gameId, bear)).status).toBe('pending');
    expect((await changeOf(otherGameId, elsewhere)).status).toBe('pending');
  });

  it('refuses strangers, oversized selections and bad ids with a 4xx, writing nothing', async () => {
    const fox = await agentPrompt(gameId, 'fox');
    const f = await changeOf(gameId, fox);
    await refused(() => stranger.post('/create/versioning/pending-changes/accept/', { game_id: gameId, change_ids: [f.id] }), 403);
    await refused(() => stranger.post('/create/versioning/pending-changes/reject/', { change_ids: [f.id] }), 403);
    const tooMany = Array.from({ length: PENDING_REVIEW_MAX + 1 }, (_, i) => `7d9f2c1e-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const big = await refused(() => creator.post('/create/versioning/pending-changes/accept/', { game_id: gameId, change_ids: tooMany }), 400);
    expect(big.body.error).toContain(`at most ${PENDING_REVIEW_MAX}`);
    await refused(() => creator.post('/create/versioning/pending-changes/accept/', { game_id: 'nope', change_ids: [f.id] }), 400);
    await refused(() => creator.post('/create/versioning/pending-changes/reject/', { game_id: gameId, change_ids: [] }), 400);
    await refused(() => creator.post('/create/versioning/pending-changes/reject/', { game_id: gameId, change_ids: [f.id, 5] }), 400);
    expect((await changeOf(gameId, fox)).status).toBe('pending');
  });
});
