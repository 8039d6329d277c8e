import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PythonPool } from '@tempest/python-runtime';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const RULES = `def increment(state, by=1):
    for entity in state.values():
        counter = entity.get('counter')
        if counter:
            counter['value'] += by
`;
describe('probe', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestAppOn('pglite'); }, 60_000);
  afterAll(async () => app?.close());
  it('counts', async () => {
    const { client: creator } = await signUp(app.url);
    const gameId = (await creator.post('/api/games', { name: 'P' }).expect(201)).body.id as string;
    await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 10 } } } }).expect(201);
    await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py', content: RULES }).expect(201);
    const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'v1' }).expect(201)).body.checkpoint_id;
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint, publish_message: 'v1' }).expect(200);
    const visitor = await newClient(app.url);
    const sessionId = (await visitor.post(`/play/start-game/${gameId}/`).send({}).expect(200)).body.session_id;
    for (let i = 0; i < 5; i++) await visitor.post(`/play/game-action/${sessionId}/`, { action: 'increment' }).expect(200);
    const pool = app.infra.pool as unknown as { query: (...a: unknown[]) => unknown };
    const orig = pool.query.bind(pool);
    const texts: string[] = [];
    pool.query = (...a: unknown[]) => { const q = a[0] as string | { text: string }; texts.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').slice(0, 90)); return orig(...a); };
    const time: Record<string, number> = { python: 0, query: 0 };
    const py = app.app.get(PythonPool) as unknown as { run: (...a: unknown[]) => Promise<unknown> };
    const pyRun = py.run.bind(py);
    py.run = async (...a: unknown[]) => { const t = performance.now(); try { return await pyRun(...a); } finally { time.python += performance.now() - t; } };
    const q2 = pool.query;
    pool.query = (...a: unknown[]) => { const t = performance.now(); const r = (q2 as (...x: unknown[]) => Promise<unknown>)(...a); const q = a[0] as string | { text: string }; const k = (typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').slice(0, 40); void Promise.resolve(r).finally(() => { const d = performance.now() - t; time.query += d; time[k] = (time[k] ?? 0) + d; }); return r; };
    const t0 = performance.now();
    const N = 50;
    for (let i = 0; i < N; i++) await visitor.post(`/play/game-action/${sessionId}/`, { action: 'increment' }).expect(200);
    const ms = (performance.now() - t0) / N;
    pool.query = orig;
    const counts = new Map<string, number>();
    for (const t of texts) counts.set(t, (counts.get(t) ?? 0) + 1);
    console.log(Object.entries(time).map(([k, v]) => `${k}: ${(v / N).toFixed(2)}`).join('\n'));
    console.log(`per action ${ms.toFixed(1)} ms (python ${(time.python / N).toFixed(1)}, queries ${(time.query / N).toFixed(1)}), queries ${texts.length / N}\n` + [...counts].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${(n / N).toFixed(2)} ${t}`).join('\n'));
    expect(true).toBe(true);
  }, 120_000);
});
