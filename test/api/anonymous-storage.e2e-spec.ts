// What anonymous play may store (issue 28 §4, docs/api-timeline.md "Limits"): saves, thumbnails, starts
// and stored bytes limited per player and per address, atomically (parallel requests: exactly the maximum
// pass), 429 with Retry-After; the thumbnail is what the web app sends (JPEG, at most 1 MB).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { PLAY_LIMITS, PlayLimits } from '../../apps/api/src/play/play-limits.js';
import { databaseTargets } from '../support/databases.js';
import { eventCount } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> };

/**
 * A browser without an account, from one loopback address (127.0.0.x: limits per address are tested),
 * keeping its `tempest_player` cookie as a browser would, with its own CSRF token (double submit).
 */
class Visitor {
  private readonly csrf = randomBytes(24).toString('hex');
  player: string | null = null;

  constructor(
    private readonly url: string,
    readonly address: string,
  ) {}

  send(method: string, path: string, body?: object | { multipart: Buffer; boundary: string }): Promise<Answer> {
    const payload = body === undefined ? Buffer.alloc(0) : 'multipart' in body ? body.multipart : Buffer.from(JSON.stringify(body));
    const type = body !== undefined && 'multipart' in body ? `multipart/form-data; boundary=${body.boundary}` : 'application/json';
    const cookie = [`csrftoken=${this.csrf}`, ...(this.player ? [`tempest_player=${this.player}`] : [])].join('; ');
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, this.url), {
        method,
        localAddress: this.address,
        headers: { 'content-type': type, accept: 'application/json', cookie, 'x-csrftoken': this.csrf, 'content-length': payload.length },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('tempest_player='));
          if (set) this.player = set.slice('tempest_player='.length).split(';')[0];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  start(gameId: string) {
    return this.send('POST', `/play/start-game/${gameId}/`, {});
  }

  save(sessionId: string) {
    return this.send('POST', `/play/timeline/${sessionId}/checkpoints/create/`, { ecs_state: {} });
  }

  thumbnail(url: string, bytes: Buffer) {
    const boundary = `b${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="shot.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    return this.send('POST', url, { multipart: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary });
  }
}

const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

const typeCount = async (app: TestApp, type: string) =>
  (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".events WHERE type = $1`, [type])).rows[0].n;

/** A published game anyone may play. */
const publishedGame = async (creator: Client) => {
  const gameId = (await creator.post('/api/games', { name: 'Open Arcade' }).expect(201)).body.id as string;
  await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero' }).expect(201);
  await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py', content: 'def note(state, text=""):\n    print(len(text))\n' }).expect(201);
  const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'v1' }).expect(201)).body.checkpoint_id;
  await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint, publish_message: 'v1' }).expect(200);
  return gameId;
};

// A fifth of the limits (saves 6 per player / 24 per address, starts 12 / 48): the same code, fewer requests.
const SCALE = 0.2;
const scaled = (max: number) => Math.round(max * SCALE);

describe.each(databaseTargets())('anonymous play storage on %s', (target) => {
  let app: TestApp;
  let gameId: string;
  let lastAddress = 10;
  const visitor = () => new Visitor(app.url, `127.0.0.${++lastAddress}`);
  /** A visitor with a started session of the game. */
  const playing = async (v = visitor()) => {
    const started = await v.start(gameId);
    expect(started.status).toBe(200);
    return { v, sessionId: started.body.session_id as string };
  };

  beforeAll(async () => {
    app = await startTestAppOn(target, { playLimitsScale: SCALE });
    gameId = await publishedGame((await signUp(app.url)).client);
  });
  afterAll(async () => app?.close());

  it('lets one visitor make exactly the maximum of saves when many arrive at once; the rest get 429 with Retry-After and write nothing', async () => {
    const { v, sessionId } = await playing();
    const before = await typeCount(app, 'TimelineCheckpointCreated');
    const answers = await Promise.all(Array.from({ length: scaled(PLAY_LIMITS.saves.perPlayer) + 5 }, () => v.save(sessionId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(scaled(PLAY_LIMITS.saves.perPlayer));
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual([429, 429, 429, 429, 429]);
    expect(refused[0].body).toEqual({ error: 'Too many saves. Try again in a few minutes.', code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } });
    const retryAfter = Number(refused[0].headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PLAY_LIMITS.saves.windowSeconds);
    expect(await typeCount(app, 'TimelineCheckpointCreated')).toBe(before + scaled(PLAY_LIMITS.saves.perPlayer));
    // The session is read while the save is counted: a session that is not this visitor's is still 'Session
    // not found' (not 429) once the limit is used up, every time, and nothing is written.
    const { sessionId: someoneElses } = await playing();
    const strays = await Promise.all(Array.from({ length: 4 }, () => v.save(someoneElses)));
    expect(strays.map((a) => [a.status, a.body.code])).toEqual(Array(4).fill([404, 'play.session_not_found']));
    expect(await typeCount(app, 'TimelineCheckpointCreated')).toBe(before + scaled(PLAY_LIMITS.saves.perPlayer));
  });

  it('limits an address, whatever cookies its visitors send: of many first visits at once, exactly the address maximum start a game', async () => {
    const address = `127.0.0.${++lastAddress}`;
    const before = await typeCount(app, 'PlaySessionStarted');
    const visitors = Array.from({ length: scaled(PLAY_LIMITS.starts.perAddress) + 6 }, () => new Visitor(app.url, address));
    const answers = await Promise.all(visitors.map((v) => v.start(gameId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(scaled(PLAY_LIMITS.starts.perAddress));
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.error)).toEqual(Array(6).fill('Too many game starts. Try again in a few minutes.'));
    expect(await typeCount(app, 'PlaySessionStarted')).toBe(before + scaled(PLAY_LIMITS.starts.perAddress));
    // Another address is not limited by this one.
    expect((await visitor().start(gameId)).status).toBe(200);
  });

  it('stores the starting state of a version once: every session names it, none copies it', async () => {
    const rows = async () => (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".save_states`)).rows[0].n;
    await playing();
    const before = await rows();
    const sessions = [];
    for (let i = 0; i < 4; i++) sessions.push((await playing()).sessionId);
    expect(await rows()).toBe(before);
    const { rows: started } = await app.infra.pool.query<{ data: { stateHash?: string; entityState?: unknown } }>(
      `SELECT data FROM "${app.config.schema}".events WHERE type = 'PlaySessionStarted' AND stream_id = ANY($1::text[])`,
      [sessions.map((id) => `play-session-${id}`)],
    );
    expect(started).toHaveLength(4);
    expect(new Set(started.map((e) => e.data.stateHash)).size).toBe(1);
    expect(started.every((e) => e.data.entityState === undefined)).toBe(true);
    // The session still plays from it: a reload reads it back.
    const v = visitor();
    const first = await v.start(gameId);
    expect(first.body.entity_state).toEqual(expect.any(Object));
    expect(Object.keys(first.body.entity_state as object)).toHaveLength(1);
  });

  it("gives a signed-in player 4× a visitor's limits", async () => {
    const { client } = await signUp(app.url);
    const sessionId = (await client.post(`/play/start-game/${gameId}/`, {}).expect(200)).body.session_id as string;
    const statuses: number[] = [];
    for (let i = 0; i <= scaled(PLAY_LIMITS.saves.perPlayer * 4); i++) statuses.push((await client.post(`/play/timeline/${sessionId}/checkpoints/create/`, { ecs_state: {} })).status);
    expect(statuses).toEqual([...Array(scaled(PLAY_LIMITS.saves.perPlayer * 4)).fill(200), 429]);
  });

  it('forgets the counters of windows that have ended (every visitor leaves a few)', async () => {
    const counters = async () => (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".rate_limits WHERE key LIKE 'play:%'`)).rows[0].n;
    await playing();
    const now = await counters();
    expect(now).toBeGreaterThan(0);
    await app.infra.pool.query(`UPDATE "${app.config.schema}".rate_limits SET window_start = now() - interval '25 hours' WHERE key LIKE 'play:starts:%'`);
    const starts = (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".rate_limits WHERE key LIKE 'play:starts:%'`)).rows[0].n;
    expect(await app.app.get(PlayLimits).forgetEnded()).toBe(starts);
    expect(await counters()).toBe(now - starts);
  });

  it('counts reloads as starts', async () => {
    // The first start, without a cookie yet, counts for the address only: the visitor's count begins with its cookie.
    const { v } = await playing();
    const answers = [];
    for (let i = 0; i <= scaled(PLAY_LIMITS.starts.perPlayer); i++) answers.push((await v.send('POST', `/play/game/${gameId}/reload/?force_new=true`)).status);
    expect(answers).toEqual([...Array(scaled(PLAY_LIMITS.starts.perPlayer)).fill(200), 429]);
  });

  it('takes a thumbnail as the web app sends it: a JPEG of at most 1 MB (one byte over: 413; a PNG: 400), nothing stored on a refusal', async () => {
    const { v, sessionId } = await playing();
    const saved = await v.save(sessionId);
    const url = (saved.body.checkpoint as { thumbnail_upload_url: string }).thumbnail_upload_url;
    const media = async () => (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".media`)).rows[0].n;
    const [events, stored] = [await eventCount(app), await media()];
    const over = await v.thumbnail(url, jpeg(1_048_577));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'upload.too_large', error: 'The image is too large. Maximum size is 1MB (1048576 bytes).' });
    const notJpeg = await v.thumbnail(url, png);
    expect(notJpeg.status).toBe(400);
    expect(notJpeg.body).toMatchObject({ code: 'upload.not_an_image', error: 'The file is not an image of an accepted type: JPEG' });
    expect([await eventCount(app), await media()]).toEqual([events, stored]);
    const fits = await v.thumbnail(url, jpeg(1_048_576));
    expect(fits.status).toBe(200);
    expect(fits.body).toMatchObject({ status: 'success', size_bytes: 1_048_576 });
  });
});

describe.each(databaseTargets())('stored bytes per player on %s', (target) => {
  let app: TestApp;
  let gameId: string;

  beforeAll(async () => {
    // A hundredth: a player may store 1 MB a day (1024 KiB), an address 4 MB.
    app = await startTestAppOn(target, { playLimitsScale: 0.01 });
    gameId = await publishedGame((await signUp(app.url)).client);
  });
  afterAll(async () => app?.close());

  it("refuses what would take a player's stored bytes past the day's quota with 429 play.storage_quota, storing nothing", async () => {
    const v = new Visitor(app.url, '127.0.0.77');
    const sessionId = (await v.start(gameId)).body.session_id as string;
    const saved = await v.save(sessionId);
    expect(saved.status).toBe(200);
    const url = (saved.body.checkpoint as { thumbnail_upload_url: string }).thumbnail_upload_url;
    const before = await eventCount(app);
    // The save's state (1 KiB) and a 1024 KiB thumbnail are one KiB over.
    const over = await v.thumbnail(url, jpeg(1_048_576));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'play.storage_quota', error: 'These saves reach the most this player or address may store in a day. Try again tomorrow.' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await eventCount(app)).toBe(before);
  });

  it("counts what game actions write into the day's stored bytes: once used up, the next action is refused and writes nothing", async () => {
    const v = new Visitor(app.url, '127.0.0.78');
    const sessionId = (await v.start(gameId)).body.session_id as string;
    const act = () => v.send('POST', `/play/game-action/${sessionId}/`, { action: 'note', args: { text: 'x'.repeat(400 * 1024) } });
    // Each action's event holds its 400 KB of arguments: three fit in the day's 1024 KiB (the third goes over it).
    expect([(await act()).status, (await act()).status, (await act()).status]).toEqual([200, 200, 200]);
    const before = await eventCount(app);
    const refused = await act();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'play.storage_quota' });
    expect(await eventCount(app)).toBe(before);
  }, 60_000);
});
