import type { ToolEndResult } from '@tempest/contracts';

/** Tool card fallbacks and limits (docs/api-agent.md, The chat in the studio: Tool-result cards). */
export const FALLBACK = {
  unknown: 'Unknown',
  noImage: 'Image data not available',
  taskFailed: 'Task completion failed',
  unknownError: 'Unknown error',
  unknownCommand: 'Unknown command',
  /** Spec 3: a tool result of a kind the chat does not know, followed by the serialized result. */
  unhandledTool: 'Unhandled tool result type',
} as const;
export const RUN_COMMAND_MESSAGE_MAX = 140;
const ASSET_ID_CHARS = 8;

const COMMAND_LABELS: Record<string, string> = { 'npm run build': 'Frontend Build', 'npm run validate': 'Frontend Validation' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** 'npm run build' is 'Frontend Build', 'npm run validate' 'Frontend Validation'; others as typed. */
export function commandLabel(command: unknown): string {
  const typed = text(command);
  if (!typed) return FALLBACK.unknownCommand;
  return COMMAND_LABELS[typed.trim().replace(/\s+/g, ' ')] ?? typed;
}

export type CommandState = 'success' | 'error' | 'running' | 'queued';

/** The run command badge; error when success is false or the status says so. */
export function commandState(result: ToolEndResult | undefined): CommandState {
  if (!result) return 'running';
  if (result.success === false || result.status === 'error') return 'error';
  return result.status === 'running' || result.status === 'queued' ? result.status : 'success';
}

export const truncate = (value: string, max: number): string => (Array.from(value).length <= max ? value : `${Array.from(value).slice(0, max - 1).join('')}…`);

/** Seconds with 2 decimals. */
export const formatDuration = (seconds: unknown): string | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? `${seconds.toFixed(2)}s` : null;

export const shortId = (id: unknown): string | null => (text(id) ? String(id).slice(0, ASSET_ID_CHARS) : null);

/** 'Soft' for a soft delete, 'Permanent' otherwise. */
export const deleteKind = (result: ToolEndResult | undefined): 'Soft' | 'Permanent' => (result?.operation === 'soft_deleted' ? 'Soft' : 'Permanent');

/** A failed result's red row: its error, else its message. */
export const failureText = (result: ToolEndResult): string => text(result.error) ?? text(result.message) ?? FALLBACK.unknownError;

/** The input field of a tool call, when the model sent one as a string. */
export const inputText = (input: unknown, key: string): string | null =>
  typeof input === 'object' && input !== null ? text((input as Record<string, unknown>)[key]) : null;

const assetOf = (result: ToolEndResult | undefined, input: unknown): string =>
  text(result?.asset_name) ?? inputText(input, 'name') ?? FALLBACK.unknown;

/** The asset type a card is about ('frontend file'), shown beside its title; null for other tools. */
export function assetKind(tool: string, result: ToolEndResult | undefined, input: unknown): string | null {
  if (!['create_asset', 'read_asset', 'edit_asset', 'delete_asset'].includes(tool)) return null;
  const type = text(result?.asset_type) ?? inputText(input, 'asset_type');
  return type ? type.replace('_', ' ') : null;
}

/** The card's one-line title. */
export function toolTitle(tool: string, result: ToolEndResult | undefined, input: unknown): string {
  switch (tool) {
    case 'create_asset':
      return `Create ${assetOf(result, input)}`;
    case 'read_asset':
      return `Read ${assetOf(result, input)}`;
    case 'edit_asset':
      return `Edit ${assetOf(result, input)}`;
    case 'delete_asset':
      return `Delete ${result?.deleted_asset?.name ?? assetOf(result, input)}`;
    case 'run_command':
      return commandLabel(result?.command ?? inputText(input, 'command'));
    case 'generate_image':
      return 'Generate image';
    case 'stop_conversation':
      return result && !result.success ? FALLBACK.taskFailed : 'Task complete';
    default:
      return tool || FALLBACK.unknown;
  }
}
