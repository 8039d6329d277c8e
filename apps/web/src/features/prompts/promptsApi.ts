import { baseApi } from '../../api/baseApi';
import type { PromptFields, PromptLibrary, PromptWrite } from './promptTypes';

const enc = encodeURIComponent;
const BASE = '/create/mechanic';

// Any asset write moves the working tree, the revisions, the pending changes and the undo stack too.
const afterWrite = (_result: unknown, error: unknown) =>
  error ? [] : (['Prompt', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const).slice();

export const promptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The game's prompt library, keyed by prompt id. */
    getPrompts: build.query<PromptLibrary, string>({
      query: (gameId) => `${BASE}/get-all-prompt-libraries/${enc(gameId)}/`,
      providesTags: (result) => ['Prompt', ...Object.keys(result?.data ?? {}).map((id) => ({ type: 'Prompt' as const, id }))],
    }),
    createPrompt: build.mutation<PromptWrite, { gameId: string } & Partial<PromptFields>>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/create-prompt-library-object/${enc(gameId)}/`, method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    editPrompt: build.mutation<PromptWrite, { gameId: string; id: string } & Partial<PromptFields>>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/edit-prompt-library-object/${enc(gameId)}/`, method: 'POST', body }),
      async onQueryStarted({ gameId }, { dispatch, queryFulfilled }): Promise<void> {
        try {
          const { data } = await queryFulfilled;
          // Show the saved prompt at once; the invalidation's refetch confirms it.
          dispatch(promptsApi.util.updateQueryData('getPrompts', gameId, (draft) => {
            draft.data[data.data.id] = data.data;
          }));
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: afterWrite,
    }),
    deletePrompt: build.mutation<{ status: 'success'; position: string }, { gameId: string; id: string }>({
      query: ({ gameId, id }) => ({ url: `${BASE}/delete-prompt-library-object/${enc(gameId)}/`, method: 'POST', body: { object_id: id } }),
      invalidatesTags: afterWrite,
    }),
  }),
});

export const { useGetPromptsQuery, useCreatePromptMutation, useEditPromptMutation, useDeletePromptMutation } = promptsApi;
