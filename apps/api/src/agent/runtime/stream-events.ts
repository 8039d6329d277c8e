import type { AgentStreamEventData, AssetChangeOperation, AgentToolResult as ContractToolResult } from '@tempest/contracts';
import type { AgentToolResult } from '@tempest/domain';
import { parseSearch } from '../tools/asset-search.js';

// The contract's tool result is the domain's (which the session records): the compiler refuses this line if they part.
const sameToolResult: [AgentToolResult, ContractToolResult] extends [ContractToolResult, AgentToolResult] ? true : never = true;
void sameToolResult;

const WRITES: Record<string, AssetChangeOperation> = {
  create_asset: 'create',
  edit_asset: 'update',
  delete_asset: 'delete',
  generate_image: 'update',
};

/** Pure: a tool result as the session records it; a tool that threw (the model path) becomes a failed result. */
export const recordedResult = (tool: string, result: unknown, error: string | undefined, now: string): AgentToolResult => {
  if (result && typeof result === 'object' && typeof (result as { success?: unknown }).success === 'boolean') return result as AgentToolResult;
  const message = error ?? 'Unknown error';
  return { success: false, message, operation_type: tool, error: message, asset_type: null, asset_name: null, asset_id: null, timestamp: now };
};

/**
 * Pure: the asset_change event (docs/api-agent.md, Stream events) after a tool wrote an asset (null for
 * reads, commands and failures). `invalidate_tags` name the client caches to refetch: the game's asset list,
 * the asset type's list, the asset.
 */
export const assetChangeOf = (gameId: string, result: AgentToolResult): AgentStreamEventData['asset_change'] | null => {
  const operation = WRITES[result.operation_type];
  if (!operation || !result.success || !result.asset_id) return null;
  const type = result.asset_type ?? 'entity';
  return {
    operation,
    asset_id: result.asset_id,
    asset_type: type,
    asset_name: result.asset_name,
    invalidate_tags: [`game-assets:${gameId}`, `${type}s:${gameId}`, `${type}:${result.asset_id}`],
  };
};

/**
 * Pure: the entity_change event (docs/api-agent.md, Stream events) after a tool wrote an entity (created,
 * edited, deleted, or given an image), next to asset_change; null otherwise. The change is pending until the
 * creator accepts it.
 */
export const entityChangeOf = (result: AgentToolResult): AgentStreamEventData['entity_change'] | null => {
  const operation = WRITES[result.operation_type];
  if (!operation || !result.success || !result.asset_id || result.asset_type !== 'entity') return null;
  const asset = (result as { asset?: { entity_type?: unknown } }).asset;
  const entityType = typeof asset?.entity_type === 'string' ? asset.entity_type : null;
  return { operation, entity_id: result.asset_id, name: result.asset_name, entity_type: entityType, asset_id: result.asset_id, status: 'pending' };
};

/** Pure: the search_query event (docs/api-agent.md, Stream events) after run_command searched the game's assets (grep / search); null otherwise. */
export const searchQueryOf = (result: AgentToolResult): AgentStreamEventData['search_query'] | null => {
  const { command, match_count: matchCount } = result as { command?: unknown; match_count?: unknown };
  if (result.operation_type !== 'run_command' || typeof command !== 'string' || typeof matchCount !== 'number') return null;
  try {
    const query = parseSearch(command);
    return query === null ? null : { query: query.pattern, match_count: matchCount, command, truncated: (result as { truncated?: unknown }).truncated === true };
  } catch {
    return null;
  }
};

/**
 * Pure: the playtest_result event (docs/api-agent.md, Stream events) after the agent's build was played: the
 * build's tool result carries the report (run_command's `playtest`), so a live turn and a replayed transcript
 * derive the same event from what the session recorded. Null for anything else.
 */
export const playtestResultOf = (result: AgentToolResult): AgentStreamEventData['playtest_result'] | null => {
  const { playtest } = result as { playtest?: AgentStreamEventData['playtest_result'] | null };
  if (result.operation_type !== 'run_command' || !playtest || typeof playtest !== 'object' || typeof playtest.passed !== 'boolean') return null;
  return playtest;
};
