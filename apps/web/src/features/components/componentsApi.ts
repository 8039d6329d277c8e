import type { ComponentFieldSpec, ComponentsAnswer, ComponentWriteAnswer, CreateComponentBody } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { isNewerPosition } from '../../api/position';

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
// The server holds a minPosition read until the registry includes the write (at most 5 s).
const CATCH_UP_TIMEOUT_MS = 15_000;
const CATCH_UP_ATTEMPTS = 4;

/**
 * After a write, every registry the page holds is read again at the write's position, so the creator sees their
 * own create, edit or delete even while the projection runs behind (a plain refetch could answer the old list
 * and nothing would ask again). Nothing changed (null position): nothing to read.
 */
const showWrite = async (
  answer: Promise<{ data: ComponentWriteAnswer }>,
  { dispatch, getState }: { dispatch: (action: unknown) => unknown; getState: () => unknown },
): Promise<void> => {
  const { data } = await answer.catch(() => ({ data: null }));
  const minPosition = data?.position;
  if (!minPosition) return;
  const gameIds = componentsApi.util.selectCachedArgsForQuery(getState() as never, 'getComponents');
  await Promise.all(
    gameIds.map(async (gameId) => {
      // A studio far behind (a busy machine) answers after 5 s without the write: ask again, a few times.
      let list: ComponentsAnswer | undefined;
      for (let attempt = 0; attempt < CATCH_UP_ATTEMPTS && !list?.caughtUp; attempt += 1) {
        const request = dispatch(componentsApi.endpoints.getComponentsAt.initiate({ gameId, minPosition }, { subscribe: false, forceRefetch: true })) as Promise<{ data?: ComponentsAnswer }>;
        const { data } = await request;
        if (!data) break;
        list = data;
      }
      if (!list) return;
      // Replies can land out of order; an older list never replaces a newer one.
      dispatch(componentsApi.util.updateQueryData('getComponents', gameId, (draft) => (isNewerPosition(list.position, draft.position) ? list : undefined)));
    }),
  );
};

export const componentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The global registry plus the game's own components. */
    getComponents: build.query<ComponentsAnswer, string>({
      query: (gameId) => ({ url: '/create/components/', params: { game_id: gameId } }),
      providesTags: ['Component'],
    }),
    // Internal: the same registry, held back by the server until it includes `minPosition`.
    getComponentsAt: build.query<ComponentsAnswer, { gameId: string; minPosition: string }>({
      query: ({ gameId, minPosition }) => ({ url: '/create/components/', params: { game_id: gameId, minPosition }, timeout: CATCH_UP_TIMEOUT_MS }),
      keepUnusedDataFor: 0,
    }),
    createComponent: build.mutation<ComponentWriteAnswer, CreateComponentRequest>({
      query: ({ gameId, ...body }) => ({ url: '/create/components/create/', method: 'POST', body: { ...body, game_id: gameId } satisfies CreateComponentBody }),
      onQueryStarted: (_arg, api) => showWrite(api.queryFulfilled, api),
    }),
    /** By id, so the component is found in any scope. */
    updateComponent: build.mutation<ComponentWriteAnswer, UpdateComponentRequest>({
      query: ({ id, ...body }) => ({ url: `/create/components/${enc(id)}/update/`, method: 'PATCH', body }),
      onQueryStarted: (_arg, api) => showWrite(api.queryFulfilled, api),
    }),
    /** Refused with 409 component.in_use while entities of the game hold it. */
    deleteComponent: build.mutation<ComponentWriteAnswer, { id: string }>({
      query: ({ id }) => ({ url: `/create/components/${enc(id)}/delete/`, method: 'DELETE' }),
      onQueryStarted: (_arg, api) => showWrite(api.queryFulfilled, api),
    }),
  }),
});

export const { useGetComponentsQuery, useCreateComponentMutation, useUpdateComponentMutation, useDeleteComponentMutation } = componentsApi;
