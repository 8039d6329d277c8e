import type { EntityUpdate } from './entityForm';

// The entity answers are the shared contract's (`@tempest/contracts`: Entity, EntityAnswer, EntitiesAnswer);
// these are what the web app's mutations take (the game's id goes into the path).

export type CreateEntityRequest = { gameId: string; entity_type: string; name?: string; folder_path?: string };
export type MoveEntityRequest = { gameId: string; entityId: string; folder_path: string };
export type BulkAssignRequest = { gameId: string; entity_ids: string[]; component_name: string; component_data?: Record<string, unknown> };
export type UpdateEntityRequest = { gameId: string; entityId: string } & EntityUpdate;
