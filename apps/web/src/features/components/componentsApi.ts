import type { ComponentFieldSpec, ComponentView } from '@tempest/read-models/components/component.view';
import { baseApi } from '../../api/baseApi';

export type { ComponentFieldSpec, ComponentView };

export type ComponentsResult = { components: ComponentView[]; position: string | null };

export type CreateComponentRequest = {
  gameId: string;
  slug: string;
  name?: string;
  aliases?: string[];
  category?: string;
  fieldSchema: Record<string, ComponentFieldSpec>;
};

export const componentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The global registry plus the game's own components. */
    getComponents: build.query<ComponentsResult, string>({
      query: (gameId) => ({ url: '/create/components/', params: { game_id: gameId } }),
      providesTags: ['Component'],
    }),
    createComponent: build.mutation<unknown, CreateComponentRequest>({
      query: ({ gameId, ...body }) => ({ url: '/create/components/create/', method: 'POST', body: { ...body, game_id: gameId } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Component']),
    }),
  }),
});

export const { useGetComponentsQuery, useCreateComponentMutation } = componentsApi;
