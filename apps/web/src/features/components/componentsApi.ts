import type { ComponentFieldSpec, ComponentsAnswer, ComponentWriteAnswer, CreateComponentBody } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

/** A create as the web app asks for it: the game's id beside the body. */
export type CreateComponentRequest = Omit<CreateComponentBody, 'game_id'> & { gameId: string };
/** An update (PATCH …/{id}/update/): only the keys given change; `aliases` and `fieldSchema` replace the whole list / schema. */
export type UpdateComponentRequest = {
  id: string;
  slug?: string;
  name?: string | null;
  aliases?: string[];
  category?: string | null;
  fieldSchema?: Record<string, ComponentFieldSpec>;
};

const enc = encodeURIComponent;

export const componentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The global registry plus the game's own components. */
    getComponents: build.query<ComponentsAnswer, string>({
      query: (gameId) => ({ url: '/create/components/', params: { game_id: gameId } }),
      providesTags: ['Component'],
    }),
    createComponent: build.mutation<ComponentWriteAnswer, CreateComponentRequest>({
      query: ({ gameId, ...body }) => ({ url: '/create/components/create/', method: 'POST', body: { ...body, game_id: gameId } satisfies CreateComponentBody }),
      invalidatesTags: (_r, error) => (error ? [] : ['Component']),
    }),
    /** By id, so the component is found in any scope. */
    updateComponent: build.mutation<ComponentWriteAnswer, UpdateComponentRequest>({
      query: ({ id, ...body }) => ({ url: `/create/components/${enc(id)}/update/`, method: 'PATCH', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Component']),
    }),
    /** Refused with 409 component.in_use while entities of the game hold it. */
    deleteComponent: build.mutation<ComponentWriteAnswer, { id: string }>({
      query: ({ id }) => ({ url: `/create/components/${enc(id)}/delete/`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Component']),
    }),
  }),
});

export const { useGetComponentsQuery, useCreateComponentMutation, useUpdateComponentMutation, useDeleteComponentMutation } = componentsApi;
