export type EntityComponentEntry = { componentName: string; scriptId: string | null; fieldData: Record<string, unknown> };

/** docs/api-assets.md "Entities". */
export type Entity = {
  id: string;
  name: string;
  entity_type: string;
  trigger_state: { triggers: unknown[]; fired_triggers: Record<string, unknown> };
  component_state: Record<string, EntityComponentEntry>;
  folder_path: string;
  revision: number;
  updatedAt: string;
  pendingChanges: number;
};

export type EntitiesResult = { entities: Entity[]; position: string | null };
export type EntityResult = { entity: Entity; position: string | null };

export type CreateEntityRequest = { gameId: string; entity_type: string; name?: string; folder_path?: string };
export type MoveEntityRequest = { gameId: string; entityId: string; folder_path: string };
export type BulkAssignRequest = { gameId: string; entity_ids: string[]; component_name: string; component_data?: Record<string, unknown> };
