import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: an OpenAI-compatible chat server on loopback that answers each
 * `POST /v1/chat/completions` from a script, as real server-sent events (or one JSON completion for a
 * request without `stream`), so the real provider code runs. `POST /v1/images/generations` is answered by
 * an optional image script.
 */
export type ChatRequestBody = {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content?: unknown; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  [key: string]: unknown;
};

export type RecordedRequest = { headers: IncomingHttpHeaders; body: ChatRequestBody; closedEarly: boolean };

export type ScriptedReply =
  /** SSE `data:` chunks, then `data: [DONE]` unless `hang` keeps the response open after the chunks. */
  | { kind: 'stream'; chunks: object[]; delayMs?: number; hang?: boolean }
  | { kind: 'status'; status: number; body: string }
  /** One JSON answer (a non-streaming completion, an image generation). */
  | { kind: 'json'; body: object }
  /** Bytes written as they are, with an SSE content type (for malformed streams). */
  | { kind: 'raw'; text: string };

export type Script = (request: RecordedRequest, index: number) => ScriptedReply;

/** The image endpoint's script; its requests are recorded in `imageRequests`. */
export type ImageScript = (request: RecordedRequest, index: number) => ScriptedReply;

export type ScriptedServer = {
  baseUrl: string;
  requests: RecordedRequest[];
  imageRequests: RecordedRequest[];
  /** Resolves when the client has closed request `index` before its response ended. */
  closedEarly(index: number): Promise<void>;
  close(): Promise<void>;
};

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const base = (model: string) => ({ id: 'chatcmpl-scripted', object: 'chat.completion.chunk', created: 1_700_000_000, model });

/** A chunk carrying a piece of assistant text. */
export const textChunk = (content: string, model = 'scripted-model'): object => ({
  ...base(model),
  choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }],
});

/** The chunks of one tool call: the name first, then the JSON arguments split into `pieces`. */
export const toolCallChunks = (index: number, id: string, name: string, pieces: string[], model = 'scripted-model'): object[] => [
  { ...base(model), choices: [{ index: 0, delta: { tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }] }, finish_reason: null }] },
  ...pieces.map((piece) => ({ ...base(model), choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null }] })),
];

/** The last choice chunk: why the model stopped ('stop' | 'tool_calls' | 'length'). */
export const finishChunk = (reason: string, model = 'scripted-model'): object => ({ ...base(model), choices: [{ index: 0, delta: {}, finish_reason: reason }] });

/** A whole (non-streaming) chat completion with its text and usage. */
export const completionJson = (content: string, prompt: number, completion: number, model = 'scripted-model'): object => ({
  id: 'chatcmpl-scripted',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
});

/** An image generation answer carrying one base64 image. */
export const imageJson = (base64: string): object => ({ created: 1_700_000_000, data: [{ b64_json: base64, revised_prompt: null }] });

/** The usage chunk servers send when asked with `stream_options.include_usage`. */
export const usageChunk = (prompt: number, completion: number, model = 'scripted-model'): object => ({
  ...base(model),
  choices: [],
  usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
});

const readBody = async (req: AsyncIterable<Buffer>): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
};

export const startScriptedServer = async (script: Script, imageScript?: ImageScript): Promise<ScriptedServer> => {
  const requests: RecordedRequest[] = [];
  const imageRequests: RecordedRequest[] = [];
  const waiters = new Map<number, () => void>();
  const closed = new Set<number>();
  const markClosed = (index: number): void => {
    requests[index]!.closedEarly = true;
    closed.add(index);
    waiters.get(index)?.();
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST' && req.url === '/v1/images/generations' && imageScript) {
        const recorded: RecordedRequest = { headers: req.headers, body: JSON.parse(await readBody(req)) as ChatRequestBody, closedEarly: false };
        const reply = imageScript(recorded, imageRequests.push(recorded) - 1);
        if (reply.kind === 'json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        else if (reply.kind === 'status') res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
        else res.writeHead(500).end('an image script answers json or status');
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const recorded: RecordedRequest = { headers: req.headers, body: JSON.parse(await readBody(req)) as ChatRequestBody, closedEarly: false };
      const index = requests.push(recorded) - 1;
      res.on('close', () => {
        if (!res.writableFinished) markClosed(index);
      });
      const reply = script(recorded, index);
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
        return;
      }
      if (reply.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      if (reply.kind === 'raw') {
        res.end(reply.text);
        return;
      }
      for (const chunk of reply.chunks) {
        if (res.destroyed) return;
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (reply.delayMs) await delay(reply.delayMs);
      }
      if (!reply.hang) res.end('data: [DONE]\n\n');
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });
  // Idle kept-alive sockets stay open for the test's life: Node's 5 s default lets a loaded client reuse a socket
  // just as the server closes it (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    imageRequests,
    closedEarly: (index) => (closed.has(index) ? Promise.resolve() : new Promise((resolve) => waiters.set(index, resolve))),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
