import { assetWriteTags, gameTag } from '../../api/assetTags';
import { answeredId, assetWrite } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type { EntitiesAnswer as EntitiesResult, EntityAnswer as EntityResult } from '@tempest/contracts';
import type { BulkAssignRequest, CreateEntityRequest, MoveEntityRequest, UpdateEntityRequest } from './entityTypes';

const enc = encodeURIComponent;
/** A write of one entity (the answer or the argument names it), or of several (bulk assign: any entity). */
const entityWrite = <Result, Arg extends { gameId: string; entityId?: string }>() =>
  assetWrite<Result, Arg>((result, { gameId, entityId }) => assetWriteTags(gameId, 'entity', answeredId(result, 'entity') ?? entityId));

export const entitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEntities: build.query<EntitiesResult, string>({
      query: (gameId) => `/create/entities/${enc(gameId)}/`,
      providesTags: (_result, _error, gameId) => [gameTag('Entity', gameId)],
    }),
    createEntity: build.mutation<EntityResult, CreateEntityRequest>({
      query: ({ gameId, ...body }) => ({ url: `/create/entities/${enc(gameId)}/create_entity/`, method: 'POST', body }),
      ...entityWrite(),
    }),
    /** Only the keys given change; component_state replaces the whole map (a versioned edit, undoable). */
    updateEntity: build.mutation<EntityResult, UpdateEntityRequest>({
      query: ({ gameId, entityId, ...body }) => ({ url: `/create/entities/${enc(gameId)}/update/${enc(entityId)}/`, method: 'POST', body }),
      ...entityWrite(),
    }),
    deleteEntity: build.mutation<{ status: string; id: string }, { gameId: string; entityId: string }>({
      query: ({ gameId, entityId }) => ({ url: `/create/entities/${enc(gameId)}/delete/${enc(entityId)}/`, method: 'DELETE' }),
      ...entityWrite(),
    }),
    moveEntity: build.mutation<EntityResult, MoveEntityRequest>({
      query: ({ gameId, entityId, folder_path }) => ({
        url: `/create/entities/${enc(gameId)}/${enc(entityId)}/move/`,
        method: 'PATCH',
        body: { folder_path },
      }),
      ...entityWrite(),
    }),
    bulkAssignComponent: build.mutation<EntitiesResult, BulkAssignRequest>({
      query: ({ gameId, ...body }) => ({ url: `/create/entities/${enc(gameId)}/component/bulk-assign/`, method: 'POST', body }),
      ...entityWrite(),
    }),
  }),
});

export const {
  useGetEntitiesQuery,
  useCreateEntityMutation,
  useUpdateEntityMutation,
  useDeleteEntityMutation,
  useMoveEntityMutation,
  useBulkAssignComponentMutation,
} = entitiesApi;
