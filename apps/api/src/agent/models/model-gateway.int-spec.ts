import { afterEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { AgentStreamEvent, AgentTool, AgentTurnRequest } from './agent-events.js';
import { DomainError } from '@tempest/domain';
import { ModelGateway } from './model-gateway.js';
import { finishChunk, type Script, startScriptedServer, type ScriptedServer, textChunk, toolCallChunks, usageChunk } from '../../../../../test/support/scripted-openai-server.js';

const KEY = 'sk-test-0123456789abcdef';

const collect = async (events: AsyncIterable<AgentStreamEvent>): Promise<AgentStreamEvent[]> => {
  const out: AgentStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
};

const gatewayFor = (server: ScriptedServer, key: string | undefined = KEY): ModelGateway =>
  new ModelGateway({ OPENAI_COMPATIBLE_BASE_URL: server.baseUrl, OPENAI_COMPATIBLE_MODELS: 'scripted-model', OPENAI_COMPATIBLE_API_KEY: key });

const turn = (extra: Partial<AgentTurnRequest> = {}): AgentTurnRequest => ({
  modelId: 'scripted-model',
  system: 'You build games.',
  messages: [{ role: 'user', content: 'Make a game with a hero' }],
  maxRetries: 0,
  ...extra,
});

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('ModelGateway against a scripted OpenAI-compatible server', () => {
  it('streams text and tool calls over three steps, runs the tools and sums the usage', async () => {
    const script: Script = (_request, index) => {
      if (index === 0)
        return {
          kind: 'stream',
          chunks: [textChunk('Making '), textChunk('a hero.'), ...toolCallChunks(0, 'call_1', 'create_asset', ['{"name":"he', 'ro","kind":', '"sprite"}']), finishChunk('tool_calls'), usageChunk(100, 20)],
        };
      if (index === 1) return { kind: 'stream', chunks: [...toolCallChunks(0, 'call_2', 'read_asset', ['{"name":', '"hero"}']), finishChunk('tool_calls'), usageChunk(150, 10)] };
      return { kind: 'stream', chunks: [textChunk('Done: '), textChunk('the hero is ready.'), finishChunk('stop'), usageChunk(200, 5)] };
    };
    server = await startScriptedServer(script);
    const executed: { tool: string; input: unknown; hasSignal: boolean }[] = [];
    const tools: AgentTool[] = [
      {
        name: 'create_asset',
        description: 'Create an asset of the game',
        inputSchema: z.object({ name: z.string(), kind: z.enum(['sprite', 'script']) }),
        execute: (input, { abortSignal }) => {
          executed.push({ tool: 'create_asset', input, hasSignal: abortSignal instanceof AbortSignal });
          return { id: 'asset-1', created: true };
        },
      },
      {
        name: 'read_asset',
        description: 'Read an asset of the game',
        inputSchema: z.object({ name: z.string() }),
        execute: async (input) => {
          executed.push({ tool: 'read_asset', input, hasSignal: true });
          return { name: 'hero', content: 'sprite data' };
        },
      },
    ];

    const events = await collect(gatewayFor(server).streamAgentTurn(turn({ tools, abortSignal: new AbortController().signal })));

    expect(events).toEqual([
      { type: 'text', delta: 'Making ' },
      { type: 'text', delta: 'a hero.' },
      { type: 'tool_start', toolCallId: 'call_1', toolName: 'create_asset', input: { name: 'hero', kind: 'sprite' } },
      { type: 'tool_end', toolCallId: 'call_1', toolName: 'create_asset', result: { id: 'asset-1', created: true } },
      { type: 'step_end', usage: { inputTokens: 100, outputTokens: 20, totalTokens: 120 } },
      { type: 'tool_start', toolCallId: 'call_2', toolName: 'read_asset', input: { name: 'hero' } },
      { type: 'tool_end', toolCallId: 'call_2', toolName: 'read_asset', result: { name: 'hero', content: 'sprite data' } },
      { type: 'step_end', usage: { inputTokens: 150, outputTokens: 10, totalTokens: 160 } },
      { type: 'text', delta: 'Done: ' },
      { type: 'text', delta: 'the hero is ready.' },
      { type: 'step_end', usage: { inputTokens: 200, outputTokens: 5, totalTokens: 205 } },
      { type: 'finish', reason: 'complete', usage: { inputTokens: 450, outputTokens: 35, totalTokens: 485 } },
    ]);
    expect(executed).toEqual([
      { tool: 'create_asset', input: { name: 'hero', kind: 'sprite' }, hasSignal: true },
      { tool: 'read_asset', input: { name: 'hero' }, hasSignal: true },
    ]);

    const [first, second, third] = server.requests;
    expect(server.requests).toHaveLength(3);
    expect(first!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first!.body).toMatchObject({ model: 'scripted-model', stream: true, stream_options: { include_usage: true } });
    expect(first!.body.messages?.[0]).toEqual({ role: 'system', content: 'You build games.' });
    const schemas = first!.body.tools?.map((t) => [t.function.name, t.function.parameters]);
    expect(schemas).toEqual([
      ['create_asset', expect.objectContaining({ type: 'object', properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['sprite', 'script'] } }, required: ['name', 'kind'] })],
      ['read_asset', expect.objectContaining({ type: 'object', properties: { name: { type: 'string' } } })],
    ]);
    // The tool result reached the model in the next request, after the assistant's call.
    const toolMessage = second!.body.messages?.find((m) => m.role === 'tool');
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(String(toolMessage!.content))).toEqual({ id: 'asset-1', created: true });
    expect(second!.body.messages?.find((m) => m.role === 'assistant')).toMatchObject({ tool_calls: [expect.objectContaining({ id: 'call_1' })] });
    expect(third!.body.messages?.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual(['call_1', 'call_2']);
  });

  it('sends no Authorization header when no key is set, and stops at maxSteps', async () => {
    server = await startScriptedServer(() => ({ kind: 'stream', chunks: [...toolCallChunks(0, 'call_1', 'read_asset', ['{"name":"a"}']), finishChunk('tool_calls'), usageChunk(3, 4)] }));
    const read: AgentTool = { name: 'read_asset', description: 'Read', inputSchema: z.object({ name: z.string() }), execute: () => 'ok' };
    const events = await collect(gatewayFor(server, '').streamAgentTurn(turn({ tools: [read], maxSteps: 2 })));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(events.at(-1)).toEqual({ type: 'finish', reason: 'complete', usage: { inputTokens: 6, outputTokens: 8, totalTokens: 14 } });
  });

  it('reports a failing tool as a tool_end with an error and lets the model go on', async () => {
    server = await startScriptedServer((_request, index) =>
      index === 0
        ? { kind: 'stream', chunks: [...toolCallChunks(0, 'call_1', 'create_asset', ['{"name":"x"}']), finishChunk('tool_calls'), usageChunk(5, 5)] }
        : { kind: 'stream', chunks: [textChunk('That failed.'), finishChunk('stop'), usageChunk(5, 5)] },
    );
    const failing: AgentTool = {
      name: 'create_asset',
      description: 'Create',
      inputSchema: z.object({ name: z.string() }),
      execute: () => {
        throw new Error('Asset x already exists');
      },
    };
    const events = await collect(gatewayFor(server).streamAgentTurn(turn({ tools: [failing] })));
    expect(events).toContainEqual({ type: 'tool_end', toolCallId: 'call_1', toolName: 'create_asset', result: null, error: 'Asset x already exists' });
    expect(JSON.stringify(server.requests[1]!.body.messages)).toContain('Asset x already exists');
    expect(events.at(-1)).toMatchObject({ type: 'finish', reason: 'complete' });
  });

  it('turns an HTTP 500 into a finish with reason error and a message without the key', async () => {
    server = await startScriptedServer((request) => ({ kind: 'status', status: 500, body: JSON.stringify({ error: { message: `upstream exploded for ${request.headers.authorization}` } }) }));
    const events = await collect(gatewayFor(server).streamAgentTurn(turn()));
    expect(events).toHaveLength(1);
    const finish = events[0]!;
    expect(finish).toMatchObject({ type: 'finish', reason: 'error', error: { code: 'model.provider_error' } });
    const message = finish.type === 'finish' ? (finish.error?.message ?? '') : '';
    expect(message).toContain('HTTP 500');
    expect(message).toContain('upstream exploded');
    expect(message).not.toContain(KEY);
  });

  it('turns a malformed stream into a finish with reason error', async () => {
    server = await startScriptedServer(() => ({ kind: 'raw', text: `data: ${JSON.stringify(textChunk('Hel'))}\n\ndata: {"choices": [ this is not json\n\n` }));
    const events = await collect(gatewayFor(server).streamAgentTurn(turn()));
    const finish = events.at(-1);
    expect(finish).toMatchObject({ type: 'finish', reason: 'error', error: { code: 'model.provider_error' } });
    expect(finish?.type === 'finish' && finish.error?.message).toMatch(/^The model provider failed: .+/);
    expect(events.filter((e) => e.type === 'finish')).toHaveLength(1);
  });

  it('aborting mid-stream finishes as interrupted and closes the connection to the server', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => textChunk(`word${i} `));
    server = await startScriptedServer(() => ({ kind: 'stream', chunks, delayMs: 20, hang: true }));
    const controller = new AbortController();
    const events: AgentStreamEvent[] = [];
    for await (const event of gatewayFor(server).streamAgentTurn(turn({ abortSignal: controller.signal }))) {
      events.push(event);
      if (events.length === 3) controller.abort();
    }
    await server.closedEarly(0);
    expect(server.requests[0]!.closedEarly).toBe(true);
    expect(events.slice(0, 3).every((e) => e.type === 'text')).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'finish', reason: 'interrupted', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 } });
    expect(events.length).toBeLessThan(10);
  });
});

describe('ModelGateway.resolve', () => {
  const env = { OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_COMPATIBLE_MODELS: 'scripted-model', ANTHROPIC_API_KEY: 'sk-ant-secret' };

  it('gives the offline marker for tempest-offline and provider models for configured ids', () => {
    const gateway = new ModelGateway(env);
    expect(gateway.resolve('tempest-offline')).toEqual({ kind: 'offline', modelId: 'tempest-offline' });
    expect(gateway.resolve('scripted-model')).toMatchObject({ kind: 'provider', provider: 'openai-compatible', model: { modelId: 'scripted-model' } });
    expect(gateway.resolve('claude-sonnet-4-5')).toMatchObject({ kind: 'provider', provider: 'anthropic', model: { modelId: 'claude-sonnet-4-5' } });
  });

  it('refuses an id that is not configured with model.not_configured naming the id', async () => {
    const gateway = new ModelGateway(env);
    expect(() => gateway.resolve('gpt-5')).toThrow(DomainError);
    expect(() => gateway.resolve('gpt-5')).toThrow("Model 'gpt-5' is not configured on this server");
    try {
      gateway.resolve('no-such-model');
    } catch (error) {
      expect(error).toMatchObject({ code: 'model.not_configured', category: 'validation', details: { modelId: 'no-such-model' } });
    }
    expect(() => gateway.resolve('tempest-offline-image')).toThrow(DomainError);
    const events = await collect(gateway.streamAgentTurn(turn({ modelId: 'gpt-5' })));
    expect(events).toEqual([{ type: 'finish', reason: 'error', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, error: { code: 'model.not_configured', message: "Model 'gpt-5' is not configured on this server" } }]);
    const offline = await collect(gateway.streamAgentTurn(turn({ modelId: 'tempest-offline' })));
    expect(offline).toEqual([expect.objectContaining({ type: 'finish', reason: 'error', error: expect.objectContaining({ code: 'model.offline' }) })]);
  });
});
