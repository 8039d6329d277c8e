import type { ComponentsAnswer, ComponentWriteAnswer, CreateComponentBody } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

/** A create as the web app asks for it: the game's id beside the body. */
export type CreateComponentRequest = Omit<CreateComponentBody, 'game_id'> & { gameId: string };

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
  }),
});

export const { useGetComponentsQuery, useCreateComponentMutation } = componentsApi;
