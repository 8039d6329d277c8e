import { describe, expect, it } from '@jest/globals';
import { createClient } from 'redis';
import { forgivingPublisher } from './redis-io.adapter.js';

// Services: Redis (a publish after the client quit).
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('the live updates publisher', () => {
  it('drops a publish after the client quit instead of rejecting (the app shutting down while a projection applies)', async () => {
    const client = createClient({ url: process.env.REDIS_URL });
    client.on('error', () => undefined);
    await client.connect();
    const pub = forgivingPublisher(client);
    expect(await pub.publish('tempest-test', 'hello')).toEqual(expect.any(Number));
    await client.quit();
    await expect(client.publish('tempest-test', 'after quit')).resolves.toBe(0);
  });
});
