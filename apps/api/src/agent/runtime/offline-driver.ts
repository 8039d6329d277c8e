import { randomUUID } from 'node:crypto';
import type { AgentStreamEvent, TurnUsage } from '../models/agent-events.js';
import { analyzePrompt } from '../offline/analyze-prompt.js';
import { buildGame, describeGame } from '../offline/build-game.js';
import type { GameBlueprint, GamePlan } from '../offline/game-plan.js';
import { planEdit } from '../offline/plan-edit.js';
import type { AgentTools } from '../tools/agent-tools.js';
import type { ToolCall } from '../tools/tool-result.js';

/** The offline model's token estimate: a quarter of a token per character it wrote, plus this per tool call. */
export const OFFLINE_TOKENS_PER_TOOL_CALL = 20;

export type OfflineTurn = {
  tools: AgentTools;
  call: Omit<ToolCall, 'now'>;
  /** The session's first user message (the game's prompt) and this turn's message. */
  firstMessage: string;
  message: string;
  /** Whether the game already has assets (a first build happens only on an empty game). */
  hasAssets: boolean;
  abortSignal: AbortSignal;
};

type Step = { tool: string; input: Record<string, unknown> };

/** Pure: text cut into chunks of about `size` characters at spaces (the transport's message_chunk). */
export const chunksOf = (text: string, size = 24): string[] => {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/(?<= )/)) {
    if (current.length + word.length > size && current) {
      out.push(current);
      current = '';
    }
    current += word;
  }
  if (current) out.push(current);
  return out;
};

/** Pure: the tool calls that create a blueprint's game, cover and build included. */
export const buildSteps = (game: GameBlueprint): Step[] => [
  ...game.entities.map((e) => ({ tool: 'create_asset', input: { asset_type: 'entity', name: e.name, fields: { entity_type: e.entity_type, component_state: e.component_state } } })),
  ...game.scripts.map((s) => ({ tool: 'create_asset', input: { asset_type: 'script', name: s.name, content: s.content } })),
  ...game.prompts.map((p) => ({ tool: 'create_asset', input: { asset_type: 'prompt', name: p.name, content: p.content, fields: { description: p.description } } })),
  ...game.tools.map((t) => ({ tool: 'create_asset', input: { asset_type: 'tool', name: t.name, fields: { description: t.description, fields: t.fields } } })),
  ...game.frontendFiles.map((f) => ({ tool: 'create_asset', input: { asset_type: 'frontend_file', name: f.filename, content: f.content } })),
  { tool: 'generate_image', input: { prompt: `Cover art for "${game.plan.title}", a ${game.plan.setting} ${game.plan.kind} game with ${game.plan.palette.primary} and ${game.plan.palette.accent}` } },
  { tool: 'run_command', input: { command: 'npm run build' } },
];

type Changed = { asset_type: string; name: string; content?: string; patch?: Record<string, unknown> };

/** Pure: the assets whose content differs between two blueprints of the same game. */
export const changedAssets = (before: GameBlueprint, after: GameBlueprint): Changed[] => {
  const out: Changed[] = [];
  for (const e of after.entities) {
    const old = before.entities.find((b) => b.name === e.name);
    if (old && JSON.stringify(old.component_state) !== JSON.stringify(e.component_state)) out.push({ asset_type: 'entity', name: e.name, patch: { component_state: e.component_state } });
  }
  const text = (type: string, list: { name: string; content: string }[], old: { name: string; content: string }[]) => {
    for (const item of list) {
      const was = old.find((o) => o.name === item.name);
      if (was && was.content !== item.content) out.push({ asset_type: type, name: item.name, content: item.content });
    }
  };
  text('script', after.scripts, before.scripts);
  text('prompt', after.prompts, before.prompts);
  const files = (list: GameBlueprint['frontendFiles']) => list.map((f) => ({ name: f.filename, content: f.content }));
  text('frontend_file', files(after.frontendFiles), files(before.frontendFiles));
  return out;
};

/**
 * The deterministic offline agent as a stream of the gateway's events: on an empty game it builds the
 * game its prompt describes through the tools; otherwise it applies `planEdit` to the plan derived from
 * the session's first message and edits the assets that changed, or says plainly why it cannot.
 */
export async function* offlineTurn(turn: OfflineTurn): AsyncGenerator<AgentStreamEvent> {
  let written = 0;
  let toolCalls = 0;
  const usage = (): TurnUsage => {
    const outputTokens = Math.ceil(written / 4) + toolCalls * OFFLINE_TOKENS_PER_TOOL_CALL;
    const inputTokens = Math.ceil((turn.firstMessage.length + turn.message.length) / 4);
    return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
  };
  const say = function* (text: string): Generator<AgentStreamEvent> {
    written += text.length;
    for (const delta of chunksOf(text)) yield { type: 'text', delta };
  };
  const run = async function* (step: Step): AsyncGenerator<AgentStreamEvent, Record<string, unknown>> {
    const toolCallId = `call_${randomUUID()}`;
    toolCalls += 1;
    yield { type: 'tool_start', toolCallId, toolName: step.tool, input: step.input };
    const result = (await turn.tools.execute(step.tool, { ...turn.call, now: new Date().toISOString() }, step.input)) as unknown as Record<string, unknown>;
    yield { type: 'tool_end', toolCallId, toolName: step.tool, result };
    return result;
  };
  const interrupted = (): AgentStreamEvent => ({ type: 'finish', reason: 'interrupted', usage: usage() });

  const plan: GamePlan = analyzePrompt(turn.firstMessage);
  if (!turn.hasAssets) {
    const game = buildGame(plan);
    yield* say(`Building "${plan.title}", a ${plan.setting} ${plan.kind} game. I'll create its entities, rules, interface and cover. `);
    for (const step of buildSteps(game)) {
      if (turn.abortSignal.aborted) return yield interrupted();
      yield* run(step);
    }
    const summary = describeGame(plan);
    yield* say(summary);
    if (turn.abortSignal.aborted) return yield interrupted();
    yield* run({ tool: 'stop_conversation', input: { summary } });
    return yield { type: 'finish', reason: 'complete', usage: usage() };
  }

  const edit = planEdit(plan, turn.message);
  if ('unsupported' in edit) {
    yield* say(`I can't make that change offline: ${edit.reason}`);
    return yield { type: 'finish', reason: 'complete', usage: usage() };
  }
  const changes = changedAssets(buildGame(plan), buildGame(edit.plan));
  const change = edit.change.charAt(0).toUpperCase() + edit.change.slice(1);
  yield* say(`${change}. `);
  for (const asset of changes) {
    if (turn.abortSignal.aborted) return yield interrupted();
    const found = yield* run({ tool: 'read_asset', input: { asset_type: asset.asset_type, name: asset.name } });
    if (found.success !== true || typeof found.asset_id !== 'string') continue;
    yield* run({ tool: 'edit_asset', input: { asset_id: found.asset_id, ...(asset.content === undefined ? { patch: asset.patch } : { content: asset.content }) } });
  }
  const summary = changes.length === 0 ? 'Nothing in the game needed to change.' : `Updated ${changes.length} asset${changes.length === 1 ? '' : 's'}.`;
  yield* say(summary);
  yield* run({ tool: 'stop_conversation', input: { summary: `${change}. ${summary}` } });
  yield { type: 'finish', reason: 'complete', usage: usage() };
}
