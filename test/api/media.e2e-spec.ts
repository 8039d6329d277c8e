import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Catch, Controller, HttpCode, Inject, Post, UploadedFile, UseInterceptors, type ArgumentsHost, type ExceptionFilter, type INestApplication } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Response } from 'express';
import { bodyParsing } from '../../apps/api/src/common/body-parsing.js';
import { toHttpError } from '../../apps/api/src/common/error-mapping.js';
import { checkedImage, imageUpload, MAX_IMAGE_UPLOAD_BYTES } from '../../apps/api/src/media/image-upload.js';
import { MEDIA_STORE, type MediaStore } from '../../apps/api/src/media/media-store.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A PNG signature followed by padding, `size` bytes in all. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);

/** The thumbnail route's shape, for the upload helpers only: this controller is not part of the app. */
@Controller('upload-test')
class UploadTestController {
  constructor(@Inject(MEDIA_STORE) private readonly media: MediaStore) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(imageUpload('thumbnail'))
  async upload(@UploadedFile() file: Express.Multer.File | undefined) {
    const image = checkedImage(file, 'thumbnail');
    const stored = await this.media.put(image.bytes, image.contentType);
    return { thumbnail_url: stored.url, size_bytes: stored.sizeBytes, content_type: stored.contentType };
  }
}

/** The app's error mapping (AllExceptionsFilter without its web-app fallback). */
@Catch()
class JsonErrors implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const { status, body } = toHttpError(exception);
    host.switchToHttp().getResponse<Response>().status(status).json(body);
  }
}

const form = (parts: { field: string; bytes: Buffer; type?: string; name?: string }[], fields: Record<string, string> = {}): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const part of parts) data.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name ?? 'shot.png');
  return data;
};

describe.each(databaseTargets())('the media store over HTTP on %s', (target) => {
  let app: TestApp;
  let store: MediaStore;
  let uploads: INestApplication;
  let uploadUrl: string;
  const rows = async () => Number((await app.infra.pool.query(`SELECT count(*) AS n FROM "${app.config.schema}".media`)).rows[0].n);
  const upload = async (body: FormData | string, headers: Record<string, string> = {}) => {
    const response = await fetch(uploadUrl, { method: 'POST', body, headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    store = app.app.get<MediaStore>(MEDIA_STORE);
    const module = await Test.createTestingModule({
      controllers: [UploadTestController],
      providers: [{ provide: MEDIA_STORE, useValue: store }, { provide: APP_FILTER, useClass: JsonErrors }],
    }).compile();
    uploads = module.createNestApplication({ bodyParser: false, logger: false });
    uploads.use(...bodyParsing('100kb'));
    await uploads.listen(0, '127.0.0.1');
    uploadUrl = `http://127.0.0.1:${(uploads.getHttpServer().address() as AddressInfo).port}/upload-test`;
  }, 60_000);
  afterAll(async () => {
    await uploads?.close();
    await app?.close();
  });

  describe('GET /media/<hash>', () => {
    it('serves the bytes with their type, cached for a year by the browser only, with the hash as ETag and no cookie', async () => {
      const { url, hash } = await store.put(PNG, 'image/png');
      expect(url).toBe(`/media/${sha256(PNG)}`);
      const response = await fetch(`${app.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-length')).toBe(String(PNG.length));
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"${hash}"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // A cookie-less browser gets no csrftoken (nor any other cookie) with the bytes; a 404 neither.
      expect(response.headers.getSetCookie()).toEqual([]);
      expect((await fetch(`${app.url}/media/${sha256(Buffer.from('absent'))}`)).headers.getSetCookie()).toEqual([]);
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), PNG)).toBe(0);
      // Any other read still hands out the CSRF cookie.
      expect((await fetch(`${app.url}/api/games`)).headers.getSetCookie().join(';')).toContain('csrftoken=');
    });

    it('answers 304 without the bytes when the client has them (If-None-Match, weak or in a list)', async () => {
      const { url, hash } = await store.put(GIF, 'image/gif');
      for (const tag of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`]) {
        const response = await fetch(`${app.url}${url}`, { headers: { 'If-None-Match': tag } });
        expect(response.status).toBe(304);
        expect(response.headers.get('etag')).toBe(`"${hash}"`);
        expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect((await response.arrayBuffer()).byteLength).toBe(0);
      }
      expect((await fetch(`${app.url}${url}`, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    });

    it('serves an SVG (from the server’s own generator) under a policy that runs no script', async () => {
      const { url } = await store.put(SVG, 'image/svg+xml');
      const response = await fetch(`${app.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(await response.text()).toBe(SVG.toString());
      // A raster image keeps the app's own policy.
      expect((await fetch(`${app.url}/media/${sha256(PNG)}`)).headers.get('content-security-policy')).toContain("default-src 'self'");
    });

    it('answers HEAD with the headers and no body', async () => {
      const response = await fetch(`${app.url}/media/${sha256(PNG)}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(PNG.length));
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    });

    it('answers an unknown or malformed hash with a 404 JSON error, and lists nothing', async () => {
      for (const path of [`/media/${sha256(Buffer.from('never stored'))}`, `/media/${sha256(PNG).toUpperCase()}`, `/media/${sha256(PNG).slice(1)}`, '/media/abc', "/media/'%20OR%201=1", '/media/..%2F..%2Fetc%2Fpasswd', '/media/', '/media']) {
        const response = await fetch(`${app.url}${path}`, { headers: { accept: 'application/json' } });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
      }
      const unknown = await fetch(`${app.url}/media/${'0'.repeat(64)}`);
      expect(await unknown.json()).toMatchObject({ error: 'No such media', code: 'media.not_found' });
    });
  });

  describe('imageUpload and checkedImage (through a test route)', () => {
    it.each([
      ['PNG', PNG, 'image/png'],
      ['JPEG', JPEG, 'image/jpeg'],
      ['GIF', GIF, 'image/gif'],
      ['WebP', WEBP, 'image/webp'],
    ])('stores a %s and the media route serves it back', async (_name, bytes, type) => {
      const answer = await upload(form([{ field: 'thumbnail', bytes, type }]));
      expect(answer).toEqual({ status: 201, body: { thumbnail_url: `/media/${sha256(bytes)}`, size_bytes: bytes.length, content_type: type } });
      const served = await fetch(`${app.url}${answer.body.thumbnail_url as string}`);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes)).toBe(0);
    });

    it('names the type by the bytes, not by what the client declared', async () => {
      const bytes = pngOfSize(200);
      const answer = await upload(form([{ field: 'thumbnail', bytes, type: 'image/gif', name: 'shot.gif' }]));
      expect(answer.body.content_type).toBe('image/png');
    });

    it('takes an image of exactly 5242880 bytes', async () => {
      const answer = await upload(form([{ field: 'thumbnail', bytes: pngOfSize(MAX_IMAGE_UPLOAD_BYTES), type: 'image/png' }]));
      expect(answer).toMatchObject({ status: 201, body: { size_bytes: 5_242_880 } });
    }, 30_000);

    it.each([
      ['one byte over 5 MB', () => form([{ field: 'thumbnail', bytes: pngOfSize(MAX_IMAGE_UPLOAD_BYTES + 1), type: 'image/png' }]), 413, 'upload.too_large', 'The image is too large. Maximum size is 5MB (5242880 bytes).'],
      ['an SVG', () => form([{ field: 'thumbnail', bytes: SVG, type: 'image/svg+xml', name: 'x.svg' }]), 400, 'upload.not_an_image', 'The file is not an image of an accepted type: JPEG, PNG, WebP or GIF'],
      ['text declared as a PNG', () => form([{ field: 'thumbnail', bytes: Buffer.from('hello, not an image'), type: 'image/png' }]), 400, 'upload.not_an_image', 'The file is not an image of an accepted type: JPEG, PNG, WebP or GIF'],
      ['HTML declared as a GIF', () => form([{ field: 'thumbnail', bytes: Buffer.from('<html><script>alert(1)</script>'), type: 'image/gif' }]), 400, 'upload.not_an_image', 'The file is not an image of an accepted type: JPEG, PNG, WebP or GIF'],
      ['an empty file', () => form([{ field: 'thumbnail', bytes: Buffer.alloc(0), type: 'image/png' }]), 400, 'upload.empty', 'The image is empty'],
      ['no file (fields only)', () => form([], { label: 'x' }), 400, 'upload.missing', 'Send the image as a multipart/form-data file in the field "thumbnail"'],
      ['the file under another field', () => form([{ field: 'image', bytes: PNG, type: 'image/png' }]), 400, 'upload.unexpected_file', 'Send one image, in the form field "thumbnail"'],
      ['two files', () => form([{ field: 'thumbnail', bytes: PNG, type: 'image/png' }, { field: 'thumbnail', bytes: GIF, type: 'image/gif' }]), 400, 'upload.unexpected_file', 'Send one image, in the form field "thumbnail"'],
    ])('refuses %s with a clear error and stores nothing', async (_name, body, status, code, error) => {
      const before = await rows();
      const answer = await upload(body());
      expect(answer).toEqual({ status, body: expect.objectContaining({ error, code }) });
      expect(await rows()).toBe(before);
    }, 30_000);

    it('refuses a body that is not multipart, or a broken one, and stores nothing', async () => {
      const before = await rows();
      expect(await upload(JSON.stringify({ thumbnail: PNG.toString('base64') }), { 'content-type': 'application/json' })).toMatchObject({ status: 400, body: { code: 'upload.missing' } });
      const broken = await upload('--x\r\nContent-Disposition: form-data; name="thumbnail"; filename="a.png"\r\n\r\nabc', { 'content-type': 'multipart/form-data; boundary=x' });
      expect(broken).toMatchObject({ status: 400, body: { code: 'upload.malformed' } });
      expect(await upload('garbage', { 'content-type': 'multipart/form-data' })).toMatchObject({ status: 400, body: { code: 'upload.malformed' } });
      expect(await rows()).toBe(before);
    });
  });
});
