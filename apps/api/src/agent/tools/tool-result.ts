import { DomainError, type AssetType } from '@tempest/domain';
import { PythonRuntimeError } from '@tempest/python-runtime';
import type { EventMetadata } from '@tempest/event-store';
import { ApiError } from '../../common/api-error.js';

/** Who and where a tool call acts: the game, the creator the agent works for, the model, and the time. */
export type ToolCall = {
  gameId: string;
  user: { userId: string; isStaff: boolean };
  modelId: string;
  now: string;
  /** The versioning session the agent's changes are tagged with, if any. */
  sessionId?: string | null;
  /** The request (agent stream) that caused the call: its correlation and request ids are carried on. */
  cause?: EventMetadata;
  /** The user's image model (generate_image); the offline SVG when absent or not configured here. */
  imageModelId?: string | null;
  /** The agent turn the call belongs to: its builds are played (absent: a build is compiled only). */
  turn?: ToolTurn;
};

/**
 * An agent turn as its tools see it: the session, the turn's number, the session's first prompt (whose world the
 * playtest looks for), the turn's abort signal, and the playtests run so far (shared by every call of the turn).
 */
export type ToolTurn = { sessionId: string; turn: number; signal: AbortSignal; playtests: { rounds: number } };

export type ToolName = 'create_asset' | 'read_asset' | 'edit_asset' | 'delete_asset' | 'run_command' | 'generate_image' | 'stop_conversation';

/** The common fields of every tool's answer (docs/api-agent.md, Stream events, `tool_end`). */
export type ToolResultBase = {
  success: boolean;
  message: string;
  operation_type: ToolName;
  error: string | null;
  asset_type: AssetType | null;
  asset_name: string | null;
  asset_id: string | null;
  timestamp: string;
};

export type ToolResult<Shape extends object = Record<never, never>> = ToolResultBase & Partial<Shape>;

/** An expected failure of a tool (bad input, unknown asset): becomes a failed result, never escapes. */
export class ToolInputError extends Error {
  constructor(
    message: string,
    readonly code = 'agent_tool.invalid_input',
  ) {
    super(message);
    this.name = 'ToolInputError';
  }
}

export type AssetRef = { asset_type?: AssetType | null; asset_name?: string | null; asset_id?: string | null };

export const succeeded = <S extends object>(call: ToolCall, operation: ToolName, message: string, ref: AssetRef, shape: S): ToolResult<S> => ({
  success: true,
  message,
  operation_type: operation,
  error: null,
  asset_type: ref.asset_type ?? null,
  asset_name: ref.asset_name ?? null,
  asset_id: ref.asset_id ?? null,
  timestamp: call.now,
  ...shape,
  }) as ToolResult<S>;

export const failed = <S extends object>(call: ToolCall, operation: ToolName, error: string, ref: AssetRef = {}, shape?: Partial<S>): ToolResult<S> =>
  ({
  success: false,
  message: error,
  operation_type: operation,
  error,
  asset_type: ref.asset_type ?? null,
  asset_name: ref.asset_name ?? null,
  asset_id: ref.asset_id ?? null,
  timestamp: call.now,
  ...shape,
  }) as ToolResult<S>;

/** Failures a tool answers as a failed result: the domain's rules, the API's checks, the Python runtime's refusals and bad tool input. */
export const isExpectedFailure = (error: unknown): error is Error =>
  error instanceof DomainError || error instanceof ApiError || error instanceof PythonRuntimeError || error instanceof ToolInputError;

/**
 * Runs a tool's body; an expected failure becomes a failed result with its message (anything else —
 * a broken database, a bug — is thrown, for the runtime to report as a failed tool).
 */
export const guarded = async <S extends object>(
  call: ToolCall,
  operation: ToolName,
  ref: AssetRef,
  body: () => Promise<ToolResult<S>>,
): Promise<ToolResult<S>> => {
  try {
    return await body();
  } catch (error) {
    if (isExpectedFailure(error)) return failed<S>(call, operation, error.message, ref);
    throw error;
  }
};
