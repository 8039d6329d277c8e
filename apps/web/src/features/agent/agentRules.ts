import type { ToolEndResult } from '@tempest/contracts';
import type { ReloadHint } from './agentTypes';

/** The agent chat's texts and limits (docs/api-agent.md, The chat in the studio). */
export const STREAM_INTERRUPTED_TEXT = 'Stream interrupted by user';
export const DEFAULT_STREAM_ERROR_MESSAGE = 'An error occurred while generating a response.';
export const CONNECTION_FAILED_MESSAGE = 'EventSource connection failed';
export const INIT_FAILED_MESSAGE = 'Failed to initialize streaming session';
export const STREAMING_IN_PROGRESS_MESSAGE = 'Streaming in progress - cannot start a new session yet';
export const START_FAILED_MESSAGE = 'Failed to start agent session';
export const TOOL_RESULT_DEDUP_WINDOW = 20;
/** The server ends an interrupted stream within 3 s; past this the chat ends it itself. */
export const INTERRUPT_GRACE_MS = 5_000;

export const initFailedText = (status: number | string): string => `Stream initialization failed: ${status}`;
export const toolFailedText = (tool: string): string => `Tool executed: ${tool} - Failed`;
export const errorStatusText = (message: string | null | undefined): string => `Error: ${message || DEFAULT_STREAM_ERROR_MESSAGE}`;

/** The tools whose success reloads the game, and the hint each one leaves (docs/api-agent.md, Reload rules). */
export const RELOAD_TOOLS: Record<string, ReloadHint> = {
  create_asset: 'asset_created',
  edit_asset: 'asset_edited',
  delete_asset: 'asset_deleted',
};

export const hintOfOperation = (operation: unknown): ReloadHint =>
  operation === 'create' ? 'asset_created' : operation === 'delete' ? 'asset_deleted' : 'asset_edited';

/** An error after which the token balance is refreshed (case-insensitive on the message; docs/api-agent.md, The chat in the studio). */
export function isOutOfTokensError(error: { code?: unknown; message?: unknown } | null | undefined): boolean {
  if (!error) return false;
  if (error.code === 'out_of_tokens') return true;
  const message = typeof error.message === 'string' ? error.message.toLowerCase() : '';
  return message.includes('out of tokens') || message.includes('insufficient tokens');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]));
};

/** The same tool with the same result (key order aside) is the same result: shown once. */
export const toolResultFingerprint = (tool: string, result: unknown): string => JSON.stringify([tool, canonical(result)]);

/** A tool_end's result as the chat reads it: anything that is not an object becomes a failed result. */
export function toolResultOf(tool: string, value: unknown, at: string): ToolEndResult {
  if (isPlainObject(value) && typeof value.success === 'boolean') return value as ToolEndResult;
  return {
    success: false,
    message: 'Unknown error',
    operation_type: tool,
    error: 'Unknown error',
    asset_type: null,
    asset_name: null,
    asset_id: null,
    timestamp: at,
  };
}

export const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The request an agent message offers to carry out once the creator confirms (the offline agent's Fix with AI:
 * 'If you want that, send: "Rewrite index.tsx from the game plan".'), or null.
 */
export const confirmRequestOf = (content: string): string | null => /If you want that, send: "([^"\n]{1,200})"/.exec(content)?.[1] ?? null;
