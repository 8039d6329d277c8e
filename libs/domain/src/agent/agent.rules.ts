import { isPlainObject } from '../shared/json.js';
import type { ReportedUsage } from './agent.commands.js';
import type { AgentToolResult, AgentUsage } from './agent.events.js';

/** The agent's limits (docs/api-agent.md: programmatic time-out, interrupt, attachments). */
export const AGENT_PROGRAMMATIC_TIMEOUT_MS = 300_000;
export const AGENT_INTERRUPT_ABORT_MS = 3_000;
export const AGENT_TOOL_RESULT_DEDUP_WINDOW = 20;
export const AGENT_MESSAGE_PREVIEW_MAX = 100;
export const FAILURE_CHECKPOINT_MESSAGE_MAX = 120;
export const FAILURE_CHECKPOINT_TITLE_PREFIX = 'Agent Failure';

/** An attachment (context item) holds at most 10 MB (10485760 bytes; docs/api-agent.md, Attachments). */
export const AGENT_ATTACHMENT_MAX_BYTES = 10_485_760;
/** The one type of context item (docs/api-agent.md, Attachments). */
export const CONTEXT_ITEM_TYPE = 'file_upload';

/** The refusal of an attachment over the limit (docs/api-agent.md, Attachments). */
export const attachmentTooLargeText = (name: string): string => `File "${name}" is too large. Maximum size is 10MB.`;

/** `by` of an interrupt the product made (a programmatic session's time-out), not a person. */
export const SYSTEM_ACTOR = 'system';

/** Texts the chat shows for an interrupted or failed stream. */
export const STREAM_INTERRUPTED_TEXT = 'Stream interrupted by user';
export const DEFAULT_STREAM_ERROR_MESSAGE = 'An error occurred while generating a response.';

/** Characters are code points, so an emoji is never cut in half. */
const firstChars = (text: string, max: number): string => Array.from(text).slice(0, max).join('');

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A message as a one-line preview: whitespace runs collapsed, the first 100 characters kept, no ellipsis. */
export const messagePreview = (text: string): string => firstChars(oneLine(text), AGENT_MESSAGE_PREVIEW_MAX).trimEnd();

/**
 * The automatic checkpoint's title: `Agent Failure: <message>`, the message on one line and cut to its first
 * 120 characters (so at most 135 in all); just `Agent Failure` when the message is blank.
 */
export const failureCheckpointTitle = (message: string): string => {
  const detail = firstChars(oneLine(message), FAILURE_CHECKPOINT_MESSAGE_MAX).trimEnd();
  return detail === '' ? FAILURE_CHECKPOINT_TITLE_PREFIX : `${FAILURE_CHECKPOINT_TITLE_PREFIX}: ${detail}`;
};

/** The chat text of a failing tool result. */
export const toolFailedText = (tool: string): string => `Tool executed: ${tool} - Failed`;

/** The chat status of a stream that ended in error. */
export const streamErrorText = (message: string | undefined): string => `Error: ${message ?? DEFAULT_STREAM_ERROR_MESSAGE}`;

/** A stream error after which the token balance is refreshed (the match on the message ignores case). */
export const isOutOfTokensError = (error: { code?: string | undefined; message?: string | undefined } | null | undefined): boolean => {
  if (!error) return false;
  if (error.code === 'out_of_tokens') return true;
  const message = (error.message ?? '').toLowerCase();
  return message.includes('out of tokens') || message.includes('insufficient tokens');
};

const count = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** A provider's usage with missing figures as 0 and a total never below input + output. */
export const normaliseUsage = (usage: ReportedUsage | undefined): AgentUsage => {
  const inputTokens = count(usage?.inputTokens);
  const outputTokens = count(usage?.outputTokens);
  return { inputTokens, outputTokens, totalTokens: Math.max(count(usage?.totalTokens), inputTokens + outputTokens) };
};

/** The tokens the ledger takes for a stream: its total, and at least 1 (a model call is never free). */
export const tokensForUsage = (usage: ReportedUsage | undefined): number => Math.max(1, normaliseUsage(usage).totalTokens);

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]));
};

/** The same tool with the same result JSON (key order aside) gives the same fingerprint. */
export const toolResultFingerprint = (tool: string, result: AgentToolResult): string => JSON.stringify([tool, canonical(result)]);

/** The window after one more result: the newest 20 fingerprints, oldest first. */
export const pushRecentToolResult = (recent: readonly string[], fingerprint: string): string[] =>
  [...recent, fingerprint].slice(-AGENT_TOOL_RESULT_DEDUP_WINDOW);

/** Whether a programmatic session started at `startedAt` has run out of time at `now` (ISO times). */
export const programmaticSessionExpired = (startedAt: string, now: string): boolean =>
  Date.parse(now) - Date.parse(startedAt) >= AGENT_PROGRAMMATIC_TIMEOUT_MS;
