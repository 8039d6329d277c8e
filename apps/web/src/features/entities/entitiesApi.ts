import { baseApi } from '../../api/baseApi';
import type { BulkAssignRequest, CreateEntityRequest, EntitiesResult, EntityResult, MoveEntityRequest } from './entityTypes';

const enc = encodeURIComponent;
// An entity write is an asset change: revisions, pending changes and the undo stack move with it.
const ENTITY_WRITE_TAGS = ['Entity', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const;
const onSuccess = (_r: unknown, error: unknown) => (error ? [] : [...ENTITY_WRITE_TAGS]);

export const entitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEntities: build.query<EntitiesResult, string>({
      query: (gameId) => `/create/entities/${enc(gameId)}/`,
      providesTags: ['Entity'],
    }),
    createEntity: build.mutation<EntityResult, CreateEntityRequest>({
      query: ({ gameId, ...body }) => ({ url: `/create/entities/${enc(gameId)}/create_entity/`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    deleteEntity: build.mutation<{ status: string; id: string }, { gameId: string; entityId: string }>({
      query: ({ gameId, entityId }) => ({ url: `/create/entities/${enc(gameId)}/delete/${enc(entityId)}/`, method: 'DELETE' }),
      invalidatesTags: onSuccess,
    }),
    moveEntity: build.mutation<EntityResult, MoveEntityRequest>({
      query: ({ gameId, entityId, folder_path }) => ({
        url: `/create/entities/${enc(gameId)}/${enc(entityId)}/move/`,
        method: 'PATCH',
        body: { folder_path },
      }),
      invalidatesTags: onSuccess,
    }),
    bulkAssignComponent: build.mutation<EntitiesResult, BulkAssignRequest>({
      query: ({ gameId, ...body }) => ({ url: `/create/entities/${enc(gameId)}/component/bulk-assign/`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
  }),
});

export const {
  useGetEntitiesQuery,
  useCreateEntityMutation,
  useDeleteEntityMutation,
  useMoveEntityMutation,
  useBulkAssignComponentMutation,
} = entitiesApi;
