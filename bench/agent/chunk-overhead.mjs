// The model layer's overhead per streamed chunk (`npm run bench:agent`, part 2; a small run in
// apps/api/src/agent/models/chunk-overhead.int-spec.ts): the same OpenAI-compatible stream read by a bare SSE
// reader, by the AI SDK's `streamText` alone and through the ModelGateway, which the caller passes in (the
// built one from apps/api/dist, or the source one under Jest).
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';

const MODEL = 'scripted-model';

const chunk = (choices, extra = {}) => ({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: MODEL, choices, ...extra });

/** An OpenAI-compatible server on loopback that answers every chat request with `chunkCount` text chunks, as fast as it can. */
export const startChunkServer = async (chunkCount) => {
  const events = [
    ...Array.from({ length: chunkCount }, (_, i) => chunk([{ index: 0, delta: { role: 'assistant', content: `w${i} ` }, finish_reason: null }])),
    chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]),
    chunk([], { usage: { prompt_tokens: 10, completion_tokens: chunkCount, total_tokens: 10 + chunkCount } }),
  ].map((event) => `data: ${JSON.stringify(event)}\n\n`);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const event of events) res.write(event);
      res.end('data: [DONE]\n\n');
    });
  });
  // Node closes an idle kept-alive socket after 5 s; on a loaded machine a client can pick that socket just as it
  // closes (ECONNRESET, seen in CI). The server lives for one measurement: keep its sockets until close().
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The baseline: a bare fetch that splits the SSE body into events and parses each one, counting text chunks. */
const rawRun = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: MODEL, stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'bench' }] }),
  });
  if (!response.ok || !response.body) throw new Error(`The bench server answered HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let chunks = 0;
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const data = buffer.slice(0, end).replace(/^data: /, '');
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (data === '[DONE]') continue;
      if (JSON.parse(data).choices?.[0]?.delta?.content) chunks += 1;
    }
  }
  return chunks;
};

const sdkRun = async (baseUrl) => {
  const provider = createOpenAICompatible({ name: 'bench', baseURL: baseUrl, includeUsage: true });
  let chunks = 0;
  const result = streamText({ model: provider(MODEL), messages: [{ role: 'user', content: 'bench' }], maxRetries: 0, onError: () => undefined });
  for await (const part of result.fullStream) if (part.type === 'text-delta') chunks += 1;
  return chunks;
};

const gatewayRun = async (gateway) => {
  let chunks = 0;
  for await (const event of gateway.streamAgentTurn({ modelId: MODEL, messages: [{ role: 'user', content: 'bench' }], maxRetries: 0 })) {
    if (event.type === 'text') chunks += 1;
    if (event.type === 'finish' && event.reason !== 'complete') throw new Error(`The gateway run failed: ${event.error?.message ?? event.reason}`);
  }
  return chunks;
};

const timed = async (run) => {
  const start = performance.now();
  const chunks = await run();
  return { ms: performance.now() - start, chunks };
};

/**
 * Medians over `runs` (after one warm-up run of each) of the stream at `baseUrl` (a `startChunkServer`) read raw,
 * by the SDK alone and through `new ModelGateway(...)`, and what the gateway costs per streamed chunk.
 * Throws when the gateway sees another number of text chunks than the raw reader.
 */
export const measureChunkOverhead = async (baseUrl, { ModelGateway, runs = 5 }) => {
  const gateway = new ModelGateway({ OPENAI_COMPATIBLE_BASE_URL: baseUrl, OPENAI_COMPATIBLE_MODELS: MODEL });
  await rawRun(baseUrl);
  await gatewayRun(gateway);
  await sdkRun(baseUrl);
  const raw = [];
  const viaGateway = [];
  const viaSdk = [];
  let chunks = 0;
  for (let i = 0; i < Math.max(1, runs); i += 1) {
    const r = await timed(() => rawRun(baseUrl));
    const g = await timed(() => gatewayRun(gateway));
    if (r.chunks !== g.chunks) throw new Error(`The gateway saw ${g.chunks} text chunks where the raw reader saw ${r.chunks}`);
    chunks = r.chunks;
    raw.push(r.ms);
    viaGateway.push(g.ms);
    viaSdk.push((await timed(() => sdkRun(baseUrl))).ms);
  }
  const rawMs = median(raw);
  const gatewayMs = median(viaGateway);
  return { chunks, runs: raw.length, rawMs, gatewayMs, sdkMs: median(viaSdk), overheadMicrosPerChunk: chunks === 0 ? 0 : ((gatewayMs - rawMs) * 1000) / chunks };
};

/** One line for a bench report. */
export const formatChunkOverhead = (o) =>
  `${o.chunks} chunks, median of ${o.runs}: raw ${o.rawMs.toFixed(1)} ms, gateway ${o.gatewayMs.toFixed(1)} ms (SDK alone ${o.sdkMs.toFixed(1)} ms), ` +
  `overhead ${o.overheadMicrosPerChunk.toFixed(1)} µs per chunk (${(o.gatewayMs / Math.max(o.rawMs, 0.001)).toFixed(2)}× raw)`;
