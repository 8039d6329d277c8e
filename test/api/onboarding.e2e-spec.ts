import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { userStreamId } from '@tempest/domain';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { initSession, sendMessage } from '../support/agent.js';
import { newClient, signUp } from '../support/users.js';

const ANSWERS = { purposes: ['learn', 'fun'], experienceLevel: 'beginner', gameTypeInterests: ['quiz', 'puzzle'], outcome: 'answered' };

describe.each(databaseTargets())('onboarding answers on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestAppOn(target);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps a new creator\'s answers with their profile, as an event on their own stream', async () => {
    const { client, id } = await signUp(app.url);
    expect((await client.get('/api/me')).body.onboarding).toBeNull();

    const saved = await client.put('/api/user/onboarding', ANSWERS);
    expect(saved.status).toBe(200);
    expect(saved.body.onboarding).toMatchObject({ ...ANSWERS, gameTypeInterests: ['puzzle', 'quiz'] });
    const done = await client.put('/api/user/onboarding', { ...ANSWERS, outcome: 'completed' });
    expect(done.body.onboarding.outcome).toBe('completed');
    expect((await client.get('/api/me')).body.onboarding).toEqual(done.body.onboarding);

    const events = (await app.infra.store.readStream(userStreamId(id))).filter((e) => e.type === 'OnboardingRecorded');
    expect(events).toHaveLength(2);
    expect(events[1].metadata.actorId).toBe(id);
  });

  it('changes only the caller\'s own profile', async () => {
    const ada = await signUp(app.url);
    const bob = await signUp(app.url);
    await ada.client.put('/api/user/onboarding', { ...ANSWERS, outcome: 'skipped' });
    expect((await bob.client.get('/api/me')).body.onboarding).toBeNull();
    expect((await app.infra.store.readStream(userStreamId(bob.id))).some((e) => e.type === 'OnboardingRecorded')).toBe(false);
  });

  it.each([
    ['an unknown purpose', { purposes: ['world domination'] }, 'purposes'],
    ['a level that is not offered', { experienceLevel: 'guru' }, 'experienceLevel'],
    ['interests that are not a list', { gameTypeInterests: 'quiz' }, 'gameTypeInterests'],
    ['a missing outcome', { outcome: undefined }, 'outcome'],
    ['a field of somebody else\'s', { isStaff: true }, 'isStaff'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, change, field) => {
    const { client, id } = await signUp(app.url);
    const before = (await app.infra.store.readStream(userStreamId(id))).length;
    const response = await client.put('/api/user/onboarding', { ...ANSWERS, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'Failed to save onboarding answers', code: 'onboarding.invalid', details: { field } });
    expect((await app.infra.store.readStream(userStreamId(id))).length).toBe(before);
    expect((await client.get('/api/me')).body.onboarding).toBeNull();
  });

  it('steers how much the offline agent explains when it builds a game', async () => {
    const build = async (experienceLevel: string | null) => {
      const { client } = await signUp(app.url);
      if (experienceLevel) await client.put('/api/user/onboarding', { ...ANSWERS, experienceLevel }).expect(200);
      const gameId = (await client.post('/api/games').send({ name: 'Level test' }).expect(201)).body.id;
      return (await sendMessage(client, await initSession(client, gameId), 'a maze where a minotaur chases you')).text;
    };
    const [beginner, expert, unanswered] = [await build('beginner'), await build('expert'), await build(null)];
    expect(beginner).toContain('because your prompt says "maze"');
    expect(beginner).toContain('What next? For a maze chase game I can');
    expect(expert).toMatch(/^Building "[^"]+". I made an? [a-z ]*maze chase game called/);
    expect(expert).not.toContain('because your prompt says');
    expect(expert).not.toContain('What next?');
    expect(unanswered).toContain('because your prompt says "maze"');
    expect(unanswered).not.toContain('What next?');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await (await newClient(app.url)).put('/api/user/onboarding', ANSWERS);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('auth.required');
  });
});
