import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

// Services: concurrent writers to one stream on many connections.

// Conflicts need real PostgreSQL (PGlite runs one backend and never produces one); on PGlite the same
// requests simply run one after another, so the test still holds there.
describe.each(databaseTargets())('concurrent writes of one asset on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let gameId: string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Busy' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  it('applies all of 20 simultaneous saves sent without an expected revision, each as its own revision', async () => {
    const script = (await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'busy.py', content: 'x = 0' }).expect(201)).body.script;
    const codes = Array.from({ length: 20 }, (_, i) => `x = ${i + 1}`);
    const answers = await Promise.all(codes.map((raw_code) => creator.post(`/create/mechanic/scripts/${script.id}/save_raw/`, { raw_code })));
    expect(answers.map((a) => a.status)).toEqual(codes.map(() => 200));
    // Each answer is the save it made: its own code, at its own revision.
    expect(answers.map((a) => a.body.script.content)).toEqual(codes);
    expect(new Set(answers.map((a) => a.body.script.revision)).size).toBe(20);
    const revisions = (await creator.get(`/create/versioning/revisions/${script.id}/?limit=50`).expect(200)).body.revisions as { data: { content: string } }[];
    expect(revisions).toHaveLength(21);
    expect(revisions.map((r) => r.data.content).sort()).toEqual(['x = 0', ...codes].sort());
  }, 60_000);
});
