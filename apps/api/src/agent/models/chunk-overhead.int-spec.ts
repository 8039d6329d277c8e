import { describe, expect, it } from '@jest/globals';
import { formatChunkOverhead, measureChunkOverhead, startChunkServer } from '../../../../../bench/agent/chunk-overhead.mjs';
import { ModelGateway } from './model-gateway.js';

// The figure itself belongs to `npm run bench:agent` (2000 chunks, median of 5). Here a small stream checks that the
// measurement runs and that the gateway sees every chunk the raw reader sees; CI machines are shared and slow.
describe('measureChunkOverhead', () => {
  it('streams the same chunks raw and through the gateway and reports the overhead per chunk', async () => {
    const server = await startChunkServer(200);
    try {
      const result = await measureChunkOverhead(server.baseUrl, { ModelGateway, runs: 1 });
      console.log(`agent model layer (small run): ${formatChunkOverhead(result)}`);
      expect(result.chunks).toBe(200);
      expect(result.runs).toBe(1);
      expect(Number.isFinite(result.overheadMicrosPerChunk)).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000);
});
