import { ASSET_TYPES } from '@tempest/domain';
import { z } from 'zod';
import type { AgentTool } from '../models/agent-events.js';
import type { AgentTools } from './agent-tools.js';
import type { ToolCall } from './tool-result.js';

const fields = z.record(z.string(), z.unknown());
const assetType = z.enum(ASSET_TYPES);

/** The tools' input schemas, as the model sees them. */
export const TOOL_SCHEMAS = {
  create_asset: z.object({
    asset_type: assetType.describe('entity, script (Python), prompt, tool, logic_file or frontend_file (React/TypeScript)'),
    name: z.string().describe("The asset's name; a frontend file's file name, like index.tsx or components/Board.tsx"),
    content: z.string().optional().describe('The code or text (scripts, prompts, logic files, frontend files), or JSON of an entity or a tool'),
    fields: fields
      .optional()
      .describe('Other fields: an entity\'s entity_type, component_state ({ slug: { componentName, fieldData } }), folder_path; a prompt\'s description; a tool\'s description and fields ([{ name, type, description, required }]); a logic file\'s language'),
  }),
  read_asset: z.object({
    asset_id: z.string().optional().describe("The asset's id"),
    asset_type: assetType.optional().describe('With name, instead of asset_id'),
    name: z.string().optional(),
  }),
  edit_asset: z.object({
    asset_id: z.string(),
    content: z.string().optional().describe('The whole new code or text (or JSON of an entity or a tool)'),
    patch: fields.optional().describe('Only these top-level fields change, e.g. { "name": "…" } or an entity\'s { "component_state": … }'),
  }),
  delete_asset: z.object({
    asset_id: z.string(),
    permanent: z.boolean().optional().describe('Delete for good; otherwise a soft delete the creator can undo'),
  }),
  run_command: z.object({
    command: z.string().describe("'npm run build' (compile the frontend), 'npm run validate' (lint it), 'grep [-i] <pattern>' or 'search <text>' over the game's assets"),
  }),
  generate_image: z.object({
    prompt: z.string().describe('What the image shows'),
    assign_to_entity: z.string().optional().describe('The id or name of an entity whose image it becomes'),
    set_as_cover: z.boolean().optional().describe("Make it the game's cover: its card, the games lists and the play page show it"),
  }),
  stop_conversation: z.object({ summary: z.string().describe('What was done, in a sentence or two') }),
} as const;

const DESCRIPTIONS: Record<keyof typeof TOOL_SCHEMAS, string> = {
  create_asset: 'Create an asset of the game: an entity, a Python script, a prompt, a tool, a logic file or a frontend file.',
  read_asset: "Read an asset's content, by id or by type and name.",
  edit_asset: "Change an asset: its whole content, or a patch of its fields. Answers the diff and whether the preview reloads cleanly (a frontend file rebuilds the game's frontend).",
  delete_asset: 'Delete an asset (soft by default, or permanently).',
  run_command: "Run a command in the game's workspace: build or validate the frontend, or search the assets.",
  generate_image: 'Generate an image (cover art, a character) and optionally set it as an entity\'s image or as the game\'s cover (set_as_cover).',
  stop_conversation: 'End the turn with a summary once the request is done.',
};

/**
 * The tools for ModelGateway.streamAgentTurn, bound to a game, a creator and a model; each call is stamped
 * with the time it runs. Results are tool results as `tool_end` carries them (docs/api-agent.md, Stream
 * events); a failed result is not thrown.
 */
export const agentToolDefinitions = (tools: AgentTools, call: Omit<ToolCall, 'now'>): AgentTool[] =>
  (Object.keys(TOOL_SCHEMAS) as (keyof typeof TOOL_SCHEMAS)[]).map((name) => ({
    name,
    description: DESCRIPTIONS[name],
    inputSchema: TOOL_SCHEMAS[name],
    execute: (input: unknown) => tools.execute(name, { ...call, now: new Date().toISOString() }, input as Record<string, unknown>),
  }));
