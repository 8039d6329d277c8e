import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

/** A `file_upload` context item (docs/api-agent.md, Attachments) of `bytes` bytes of text, as the prompt screen sends it. */
const attachment = (bytes: number) => ({
  id: 'att-1',
  name: 'design.txt',
  type: 'file_upload',
  data: { filename: 'design.txt', mimeType: 'text/plain', size: bytes, content: `data:text/plain;base64,${Buffer.alloc(bytes, 'a').toString('base64')}` },
});

describe('request bodies that carry attachments', () => {
  let app: TestApp;
  let creator: Client;
  beforeAll(async () => {
    app = await startTestApp(null, { attachmentBodyLimit: '12mb' });
    ({ client: creator } = await signUp(app.url));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes an 8 MB attachment (base64: 10.7 MB) on generate-game-from-prompt, far above the 1 MB limit of other routes', async () => {
    const response = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a quiz about rivers', context_items: [attachment(8 * 1024 * 1024)] });
    expect(response.status).toBe(200);
    expect(typeof response.body.gameId).toBe('string');
  });

  it('still refuses a body over the attachment limit there, with the API error shape', async () => {
    const response = await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt: 'a quiz about rivers', context_items: [attachment(10 * 1024 * 1024)] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'request.too_large', error: 'The request body is larger than the limit of 12mb' });
  });

  it('keeps the small limit on every other route', async () => {
    const response = await creator.post('/create/vibecode/api/save/', { game_id: 'x', files: [{ filename: 'index.tsx', content: 'a'.repeat(2 * 1024 * 1024) }] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'request.too_large', error: 'The request body is larger than the limit of 1mb' });
  });
});
