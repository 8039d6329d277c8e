import { APICallError, RetryError, stepCountIs, streamText, tool, type Tool, type ToolSet } from 'ai';
import type { AgentStreamEvent, AgentTool, AgentTurnRequest, ProviderModel, TurnUsage } from './agent-events.js';
import { addUsage, normaliseUsage, ZERO_USAGE } from './token-usage.js';

export const DEFAULT_MAX_STEPS = 10;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Pure: a provider failure as one sentence for people — the HTTP status when there is one, never the request. */
export const describeProviderError = (error: unknown): string => {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    const status = last.statusCode === undefined ? '' : ` (HTTP ${last.statusCode})`;
    return `The model provider failed${status}: ${last.message}`;
  }
  return `The model provider failed: ${messageOf(last)}`;
};

const toToolSet = (tools: AgentTool[]): ToolSet => {
  const set: ToolSet = {};
  for (const t of tools) {
    const sdkTool: Tool = tool({
      description: t.description,
      inputSchema: t.inputSchema,
      execute: async (input: unknown, options) => t.execute(input, { abortSignal: options.abortSignal }),
    });
    set[t.name] = sdkTool;
  }
  return set;
};

/**
 * Runs one turn on a provider model with the SDK's multi-step tool loop and normalises its full stream.
 * Exactly one `finish` comes last; errors and aborts end the stream there instead of throwing.
 * `scrub` removes secrets from any message that leaves this function.
 */
export async function* streamModelTurn(model: ProviderModel, request: AgentTurnRequest, scrub: (text: string) => string): AsyncGenerator<AgentStreamEvent> {
  const { abortSignal } = request;
  let usage: TurnUsage = ZERO_USAGE;
  let failure: unknown;
  let finished = false;
  const interrupted = (): AgentStreamEvent => ({ type: 'finish', reason: 'interrupted', usage });
  if (abortSignal?.aborted) {
    yield interrupted();
    return;
  }
  try {
    const result = streamText({
      model,
      system: request.system,
      messages: request.messages,
      tools: toToolSet(request.tools ?? []),
      stopWhen: stepCountIs(Math.max(1, request.maxSteps ?? DEFAULT_MAX_STEPS)),
      maxRetries: request.maxRetries ?? 2,
      abortSignal,
      // The SDK logs errors to the console by default; they come out of this stream as a `finish` instead.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'text-delta':
          if (part.text !== '') yield { type: 'text', delta: part.text };
          break;
        case 'tool-call':
          yield { type: 'tool_start', toolCallId: part.toolCallId, toolName: part.toolName, input: part.input };
          break;
        case 'tool-result':
          yield { type: 'tool_end', toolCallId: part.toolCallId, toolName: part.toolName, result: part.output };
          break;
        case 'tool-error':
          yield { type: 'tool_end', toolCallId: part.toolCallId, toolName: part.toolName, result: null, error: scrub(messageOf(part.error)) };
          break;
        case 'finish-step': {
          const step = normaliseUsage(part.usage);
          usage = addUsage(usage, step);
          yield { type: 'step_end', usage: step };
          break;
        }
        case 'error':
          failure ??= part.error;
          break;
        case 'finish':
          finished = true;
          break;
        default:
          break;
      }
    }
  } catch (error) {
    failure ??= error;
  }
  if (abortSignal?.aborted) yield interrupted();
  else if (failure !== undefined) yield { type: 'finish', reason: 'error', usage, error: { code: 'model.provider_error', message: scrub(describeProviderError(failure)) } };
  else if (!finished) yield { type: 'finish', reason: 'error', usage, error: { code: 'model.provider_error', message: 'The model provider ended the stream without finishing' } };
  else yield { type: 'finish', reason: 'complete', usage };
}
