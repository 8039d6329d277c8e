import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { AgentStreamEvent, AgentTool, AgentTurnRequest, StudioTurn } from './agent-events.js';
import { ModelGateway } from './model-gateway.js';
import { OfflineModelProvider } from './offline-model.provider.js';

const collect = async (events: AsyncIterable<AgentStreamEvent>): Promise<AgentStreamEvent[]> => {
  const out: AgentStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
};

/** Tools that answer success and record what the offline model asked of them. */
const recordingTools = (calls: { name: string; input: unknown }[]): AgentTool[] =>
  ['create_asset', 'read_asset', 'edit_asset', 'delete_asset', 'run_command', 'generate_image', 'stop_conversation'].map((name) => ({
    name,
    description: name,
    inputSchema: z.object({}).passthrough(),
    execute: (input: unknown) => {
      calls.push({ name, input });
      return name === 'run_command' ? { success: true, status: 'success' } : { success: true, asset_id: `id-${calls.length}` };
    },
  }));

const studio = (buildPrompt: string): StudioTurn => ({
  brief: async () => ({ buildPrompt, message: buildPrompt, notes: [], assets: [] }),
  renameGame: async () => ({ success: true, message: 'renamed' }),
  experienceLevel: null,
});

const turn = (extra: Partial<AgentTurnRequest>): AgentTurnRequest => ({ modelId: 'tempest-offline', messages: [], ...extra });

describe('the offline model behind the model gateway', () => {
  const gateway = new ModelGateway({}, new OfflineModelProvider({ offlineAgentPaceMs: 0 }));

  it('builds a game in an empty game through the turn’s tools, and finishes once with its usage', async () => {
    const calls: { name: string; input: unknown }[] = [];
    const events = await collect(gateway.streamAgentTurn(turn({ tools: recordingTools(calls), studio: studio('a snake game in a neon city') })));
    const started = events.filter((e) => e.type === 'tool_start').map((e) => (e.type === 'tool_start' ? e.toolName : ''));
    expect(started).toEqual(calls.map((c) => c.name));
    expect(started).toContain('create_asset');
    expect(started.slice(-3)).toEqual(['generate_image', 'run_command', 'stop_conversation']);
    expect(events.filter((e) => e.type === 'finish')).toEqual([{ type: 'finish', reason: 'complete', usage: expect.objectContaining({ totalTokens: expect.any(Number) }) }]);
    expect(events.at(-1)?.type).toBe('finish');
    expect(events.some((e) => e.type === 'text')).toBe(true);
  });

  it('stops at once when the turn is aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    const events = await collect(gateway.streamAgentTurn(turn({ tools: recordingTools([]), studio: studio('a quiz about the sea'), abortSignal: abort.signal })));
    expect(events.filter((e) => e.type === 'tool_start')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'finish', reason: 'interrupted' });
  });

  it('refuses a request without the studio’s turn with model.offline', async () => {
    const events = await collect(gateway.streamAgentTurn(turn({})));
    expect(events).toEqual([expect.objectContaining({ type: 'finish', reason: 'error', error: expect.objectContaining({ code: 'model.offline' }) })]);
  });

  it('is refused with model.offline by a gateway made without it', async () => {
    const events = await collect(new ModelGateway({}).streamAgentTurn(turn({ studio: studio('a clicker') })));
    expect(events).toEqual([expect.objectContaining({ type: 'finish', reason: 'error', error: expect.objectContaining({ code: 'model.offline' }) })]);
  });
});
