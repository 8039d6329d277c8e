import type { ExperienceLevel } from '@tempest/contracts';
import type { OfflineBrief } from '@tempest/offline-model';
import type { LanguageModel, ModelMessage } from 'ai';
import type { z } from 'zod';

/** A model instance of a provider library (never a bare id string routed through a global registry). */
export type ProviderModel = Exclude<LanguageModel, string>;

/** Token counts of one model call or a whole turn; absent provider figures count as 0. */
export type TurnUsage = { inputTokens: number; outputTokens: number; totalTokens: number };

/** Why a turn failed: a stable code for the runtime and a message for people (never containing a key). */
export type TurnError = { code: 'model.not_configured' | 'model.offline' | 'model.provider_error'; message: string };

/** The normalised events of one agent turn, whatever the provider. */
export type AgentStreamEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool_start'; toolCallId: string; toolName: string; input: unknown }
  | { type: 'tool_end'; toolCallId: string; toolName: string; result: unknown; error?: string }
  | { type: 'step_end'; usage: TurnUsage }
  | { type: 'finish'; reason: 'complete' | 'error' | 'interrupted'; usage: TurnUsage; error?: TurnError };

/** A tool the model may call. `execute` runs on this server; its result goes back to the model. */
export type AgentTool<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  description: string;
  inputSchema: Schema;
  execute(input: z.infer<Schema>, options: { abortSignal?: AbortSignal }): Promise<unknown> | unknown;
};

export type AgentTurnRequest = {
  modelId: string;
  system?: string;
  messages: ModelMessage[];
  // The tools of one turn take different inputs; each checks its own with its schema.
  tools?: AgentTool<z.ZodType>[];
  /** Model calls in this turn (a call that requests tools is followed by another); default 10. */
  maxSteps?: number;
  abortSignal?: AbortSignal;
  /** Retries of a failed provider call (the SDK backs off 2 s, 4 s, …); default 2. */
  maxRetries?: number;
  /** The turn as the studio holds it, for a model that reads it instead of `messages` (the offline model). */
  studio?: StudioTurn;
};

/** What the offline model reads and does besides the tools; read only when asked, so other models cost nothing. */
export type StudioTurn = {
  /** The session's first and this turn's message as text (text attachments appended), and the game's assets. */
  brief(): Promise<OfflineBrief>;
  /** Renames the game (what the offline model's plan does when its title changes). */
  renameGame(name: string): Promise<{ success: boolean; message: string }>;
  /** The creator's onboarding answer: how much the offline model explains. */
  experienceLevel: ExperienceLevel | null;
};

export type { ModelMessage };
