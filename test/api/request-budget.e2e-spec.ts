import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseTargets, eventually } from '../support/databases.js';
import { eventCount, refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

/** A small budget, so a few entities of 20 KB go over it (the default is 2 MB: docs/architecture.md). */
const BUDGET = 100_000;
const filler = (kb: number) => ({ notes: { componentName: 'Notes', fieldData: { text: 'n'.repeat(kb * 1024) } } });

describe.each(databaseTargets())('event bytes per request on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let gameId: string;
  const refused = refusedBy(() => app);
  const entity = async (kb: number) =>
    (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'orc', component_state: filler(kb) }).expect(201)).body.entity as { id: string };

  beforeAll(async () => {
    app = await startTestAppOn(target, { eventBytesPerRequest: BUDGET });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Budget' }).expect(201)).body.id;
    await creator.post('/create/components/create/', { slug: 'health', name: 'Health', game_id: gameId, fieldSchema: { hp: { type: 'number', default: 100 } } }).expect(201);
  });
  afterAll(async () => app?.close());

  it('refuses a bulk-assign whose events would go over the budget with 413, and writes none of them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await entity(20)).id);
    const response = await refused(() => creator.post(`/create/entities/${gameId}/component/bulk-assign/`, { entity_ids: ids, component_name: 'health' }), 413, 'request.too_large');
    expect(response.body.error).toMatch(/one request may write at most 0\.1 MB \(100000 bytes\)\. Make the change in smaller parts\.$/);
    expect(response.body.details).toEqual({ bytes: expect.any(Number), limitBytes: BUDGET });
    expect(response.body.details.bytes).toBeGreaterThan(8 * 20 * 1024);
    // Not one entity got the component (all or nothing).
    const listed = (await creator.get(`/create/entities/${gameId}/`).expect(200)).body.entities as { id: string; component_state: object }[];
    for (const id of ids) expect(listed.find((e) => e.id === id)?.component_state).not.toHaveProperty('health');
  });

  it('writes a bulk-assign under the budget, every entity in one append', async () => {
    const ids = [(await entity(20)).id, (await entity(20)).id];
    const before = await eventCount(app);
    const response = await creator.post(`/create/entities/${gameId}/component/bulk-assign/`, { entity_ids: ids, component_name: 'health' });
    expect(response.status).toBe(200);
    expect(response.body.entities.map((e: { component_state: { health?: unknown } }) => e.component_state.health)).toEqual([
      { componentName: 'Health', scriptId: null, fieldData: { hp: 100 } },
      { componentName: 'Health', scriptId: null, fieldData: { hp: 100 } },
    ]);
    // The two entities' events and one fact of both on the game's manifest (docs/architecture.md "A game's manifest").
    expect(await eventCount(app)).toBe(before + 3);
  });

  it('refuses any other write route over the budget the same way (an entity of 150 KB)', async () => {
    const { id } = await entity(1);
    await refused(() => creator.post(`/create/entities/${gameId}/component-state/${id}/`, { component_state: filler(150) }), 413, 'request.too_large');
    await refused(() => creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'big', component_state: filler(150) }), 413, 'request.too_large');
    // The same entity under the budget is written.
    expect((await creator.post(`/create/entities/${gameId}/component-state/${id}/`, { component_state: filler(50) })).status).toBe(200);
  });

  it('gives each request a budget of its own: many requests under it each write', async () => {
    const before = await eventCount(app);
    for (let i = 0; i < 6; i++) await entity(40);
    expect(await eventCount(app)).toBeGreaterThanOrEqual(before + 6);
  });

  it('lets background work a request starts outlive its budget: a clone of a game holding more than the budget completes', async () => {
    // The game's content as the clone reads it (stored, it is encrypted and compressed: docs/architecture.md, Field encryption).
    const streams = await app.infra.pool.query<{ stream_id: string }>(
      `SELECT DISTINCT stream_id FROM "${app.config.schema}".events WHERE type = 'AssetCreated' AND data->>'gameId' = $1`,
      [gameId],
    );
    let held = 0;
    for (const { stream_id } of streams.rows) for (const event of await app.infra.store.readStream(stream_id)) held += JSON.stringify(event.data).length;
    expect(held).toBeGreaterThan(BUDGET);
    await creator.post(`/create/clone-game/${gameId}/`).expect(202);
    const completed = async () =>
      (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".events WHERE type = 'GameCloneCompleted'`)).rows[0].n;
    await eventually(async () => expect(await completed()).toBe(1), 30_000);
  });
});
