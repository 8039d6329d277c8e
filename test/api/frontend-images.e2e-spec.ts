// The Image building block's picture upload (docs/api-frontends.md, UI building blocks):
// POST /create/vibecode/api/games/{gameId}/frontends/images, multipart field `image`.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(18, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 9)]);

describe.each(databaseTargets())('Image block uploads on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let anonymous: Client;
  let gameId: string;
  const refused = refusedBy(() => app);
  const url = (game: string) => `/create/vibecode/api/games/${game}/frontends/images/`;
  const upload = (client: Client, bytes: Buffer, options: { game?: string; field?: string; type?: string; name?: string } = {}) =>
    client.agent
      .post(url(options.game ?? gameId))
      .set('X-CSRFToken', client.csrf)
      .set('Accept', 'application/json')
      .attach(options.field ?? 'image', bytes, { filename: options.name ?? 'picture.png', contentType: options.type ?? 'image/png' });
  const mediaRows = async () => Number((await app.infra.pool.query(`SELECT count(*) AS n FROM "${app.config.schema}".media`)).rows[0].n);
  /** Refused with this status and code, and nothing put in the media store (nor any event written). */
  const refusedUpload = async (call: () => PromiseLike<import('supertest').Response>, status: number, code: string) => {
    const before = await mediaRows();
    const answer = await refused(call, status, code);
    expect(await mediaRows()).toBe(before);
    return answer;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    anonymous = await newClient(app.url);
    gameId = (await creator.post('/api/games', { name: 'Picture game' }).expect(201)).body.id as string;
  });
  afterAll(async () => app?.close());

  it('stores each accepted type (named by its bytes) and answers the /media address the block uses, served with that type', async () => {
    for (const [bytes, type] of [[PNG, 'image/png'], [JPEG, 'image/jpeg'], [GIF, 'image/gif'], [WEBP, 'image/webp']] as const) {
      // The declared type is wrong on purpose: the bytes decide.
      const answer = await upload(creator, bytes, { type: 'application/octet-stream', name: 'x.bin' }).expect(200);
      expect(answer.body).toEqual({ status: 'success', url: `/media/${sha256(bytes)}`, content_type: type, size_bytes: bytes.length });
      const served = await anonymous.agent.get(answer.body.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe(type);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }
  });

  it('takes exactly 5242880 bytes and refuses one more (413), storing nothing', async () => {
    const largest = pngOfSize(5_242_880);
    expect((await upload(creator, largest).expect(200)).body.size_bytes).toBe(5_242_880);
    const answer = await refusedUpload(() => upload(creator, pngOfSize(5_242_881)), 413, 'upload.too_large');
    expect(answer.body.error).toBe('The image is too large. Maximum size is 5MB (5242880 bytes).');
  });

  it('refuses what is not an accepted image, a missing or empty file and another field name, storing nothing', async () => {
    const notImage = await refusedUpload(() => upload(creator, SVG, { type: 'image/svg+xml', name: 'x.svg' }), 400, 'upload.not_an_image');
    expect(notImage.body.error).toBe('The file is not an image of an accepted type: JPEG, PNG, WebP or GIF');
    await refusedUpload(() => upload(creator, Buffer.from('just text, named like a picture'), { name: 'fake.png' }), 400, 'upload.not_an_image');
    await refusedUpload(() => upload(creator, Buffer.alloc(0)), 400, 'upload.empty');
    await refusedUpload(() => upload(creator, PNG, { field: 'picture' }), 400, 'upload.unexpected_file');
    const json = await refusedUpload(() => creator.post(url(gameId), { image: 'data:image/png;base64,AAAA' }), 400, 'upload.missing');
    expect(json.body.error).toBe('Send the image as a multipart/form-data file in the field "image"');
  });

  it('allows 60 uploads an hour per user, then 429 with nothing stored', async () => {
    const { client: busy } = await signUp(app.url);
    const game = (await busy.post('/api/games', { name: 'Busy game' }).expect(201)).body.id as string;
    for (let i = 0; i < 60; i += 1) await upload(busy, PNG, { game }).expect(200);
    const answer = await refusedUpload(() => upload(busy, pngOfSize(400), { game }), 429, 'rate_limited');
    expect(answer.body.error).toBe('Too many image uploads. Try again later.');
  });

  it('lets only the creator upload: another user 403, anonymous 401, an unknown game 404, a bad id 400', async () => {
    const other = pngOfSize(300);
    await refusedUpload(() => upload(stranger, other), 403, 'game.forbidden');
    await refusedUpload(() => upload(anonymous, other), 401, 'auth.required');
    await refusedUpload(() => upload(creator, other, { game: UNKNOWN_ID }), 404, 'game.not_found');
    const bad = await upload(creator, other, { game: 'not-a-uuid' });
    expect(bad.status).toBe(400);
  });
});
