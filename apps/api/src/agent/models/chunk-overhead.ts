import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { performance } from 'node:perf_hooks';
import { ModelGateway } from './model-gateway.js';
import { finishChunk, type Script, textChunk, usageChunk } from './scripted-openai-server.js';

/** What `measureChunkOverhead` found: medians over the runs, after one warm-up run of each. */
export type ChunkOverhead = {
  chunks: number;
  runs: number;
  rawMs: number;
  gatewayMs: number;
  /** The AI SDK's `streamText` full stream alone, without our normalising: splits the overhead into SDK and ours. */
  sdkMs: number;
  /** (gateway − raw) / chunks: the time our layer (the SDK, the provider code and the normalising) adds per chunk. */
  overheadMicrosPerChunk: number;
};

export type ChunkOverheadOptions = { model?: string; apiKey?: string; runs?: number };

/** A script for `startScriptedServer` that answers every request with `chunkCount` text chunks as fast as it can. */
export const chunkBenchScript = (chunkCount: number, model = 'scripted-model'): Script => {
  const chunks = [...Array.from({ length: chunkCount }, (_, i) => textChunk(`w${i} `, model)), finishChunk('stop', model), usageChunk(10, chunkCount, model)];
  return () => ({ kind: 'stream', chunks });
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The baseline: a bare fetch that splits the SSE body into events and parses each one, counting text chunks. */
const rawRun = async (baseUrl: string, model: string, apiKey: string | undefined): Promise<number> => {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    body: JSON.stringify({ model, stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'bench' }] }),
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
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      if (parsed.choices?.[0]?.delta?.content) chunks += 1;
    }
  }
  return chunks;
};

const sdkRun = async (baseUrl: string, model: string, apiKey: string | undefined): Promise<number> => {
  const provider = createOpenAICompatible({ name: 'bench', baseURL: baseUrl.replace(/\/+$/, ''), apiKey, includeUsage: true });
  let chunks = 0;
  const result = streamText({ model: provider(model), messages: [{ role: 'user', content: 'bench' }], maxRetries: 0, onError: () => undefined });
  for await (const part of result.fullStream) if (part.type === 'text-delta') chunks += 1;
  return chunks;
};

const gatewayRun = async (gateway: ModelGateway, model: string): Promise<number> => {
  let chunks = 0;
  for await (const event of gateway.streamAgentTurn({ modelId: model, messages: [{ role: 'user', content: 'bench' }], maxRetries: 0 })) {
    if (event.type === 'text') chunks += 1;
    if (event.type === 'finish' && event.reason !== 'complete') throw new Error(`The gateway run failed: ${event.error?.message ?? event.reason}`);
  }
  return chunks;
};

const timed = async (run: () => Promise<number>): Promise<{ ms: number; chunks: number }> => {
  const start = performance.now();
  const chunks = await run();
  return { ms: performance.now() - start, chunks };
};

/**
 * Streams the same answer from an OpenAI-compatible server (for example `startScriptedServer(chunkBenchScript(2000))`)
 * through a bare SSE reader and through the gateway, and returns what the gateway costs per streamed chunk.
 */
export const measureChunkOverhead = async (baseUrl: string, options: ChunkOverheadOptions = {}): Promise<ChunkOverhead> => {
  const model = options.model ?? 'scripted-model';
  const runs = Math.max(1, options.runs ?? 5);
  const gateway = new ModelGateway({ OPENAI_COMPATIBLE_BASE_URL: baseUrl, OPENAI_COMPATIBLE_MODELS: model, OPENAI_COMPATIBLE_API_KEY: options.apiKey });
  await rawRun(baseUrl, model, options.apiKey);
  await gatewayRun(gateway, model);
  await sdkRun(baseUrl, model, options.apiKey);
  const raw: number[] = [];
  const viaGateway: number[] = [];
  const viaSdk: number[] = [];
  let chunks = 0;
  for (let i = 0; i < runs; i += 1) {
    const r = await timed(() => rawRun(baseUrl, model, options.apiKey));
    const g = await timed(() => gatewayRun(gateway, model));
    if (r.chunks !== g.chunks) throw new Error(`The gateway saw ${g.chunks} text chunks where the raw reader saw ${r.chunks}`);
    chunks = r.chunks;
    raw.push(r.ms);
    viaGateway.push(g.ms);
    viaSdk.push((await timed(() => sdkRun(baseUrl, model, options.apiKey))).ms);
  }
  const rawMs = median(raw);
  const gatewayMs = median(viaGateway);
  return { chunks, runs, rawMs, gatewayMs, sdkMs: median(viaSdk), overheadMicrosPerChunk: chunks === 0 ? 0 : ((gatewayMs - rawMs) * 1000) / chunks };
};

/** One line for a bench report. */
export const formatChunkOverhead = (o: ChunkOverhead): string =>
  `${o.chunks} chunks, median of ${o.runs}: raw ${o.rawMs.toFixed(1)} ms, gateway ${o.gatewayMs.toFixed(1)} ms (SDK alone ${o.sdkMs.toFixed(1)} ms), ` +
  `overhead ${o.overheadMicrosPerChunk.toFixed(1)} µs per chunk (${(o.gatewayMs / Math.max(o.rawMs, 0.001)).toFixed(2)}× raw)`;
