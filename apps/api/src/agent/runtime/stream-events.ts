import type { AgentToolResult } from '@tempest/domain';

const WRITES: Record<string, 'create' | 'update' | 'delete'> = {
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
 * Pure: the spec's asset_change event after a tool wrote an asset (null for reads, commands and failures).
 * `invalidate_tags` name the client caches to refetch: the game's asset list, the asset type's list, the asset.
 */
export const assetChangeOf = (gameId: string, result: AgentToolResult): Record<string, unknown> | null => {
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
