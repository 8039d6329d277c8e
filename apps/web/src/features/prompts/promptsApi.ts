import { assetWriteTags, gameTag } from '../../api/assetTags';
import { answeredId, assetWrite } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type { PromptLibraryAnswer as PromptLibrary, PromptAnswer as PromptWrite } from '@tempest/contracts';
import type { PromptFields } from './promptTypes';

const enc = encodeURIComponent;
const BASE = '/create/mechanic';

type PromptRef = { gameId: string; id?: string };
/** A write of one prompt: the answer names it (a new one), else the argument does. */
const promptTags = (result: unknown, { gameId, id }: PromptRef) => assetWriteTags(gameId, 'prompt', answeredId(result, 'data') ?? id);

export const promptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The game's prompt library, keyed by prompt id. */
    getPrompts: build.query<PromptLibrary, string>({
      query: (gameId) => `${BASE}/get-all-prompt-libraries/${enc(gameId)}/`,
      providesTags: (result, _error, gameId) => [gameTag('Prompt', gameId), ...Object.keys(result?.data ?? {}).map((id) => ({ type: 'Prompt' as const, id }))],
    }),
    createPrompt: build.mutation<PromptWrite, { gameId: string } & Partial<PromptFields>>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/create-prompt-library-object/${enc(gameId)}/`, method: 'POST', body }),
      ...assetWrite(promptTags),
    }),
    editPrompt: build.mutation<PromptWrite, { gameId: string; id: string } & Partial<PromptFields>>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/edit-prompt-library-object/${enc(gameId)}/`, method: 'POST', body }),
      // Show the saved prompt at once; the invalidation's refetch confirms it.
      ...assetWrite<PromptWrite, PromptRef>(promptTags, (data, { gameId }, dispatch) => {
        dispatch(promptsApi.util.updateQueryData('getPrompts', gameId, (draft) => {
          draft.data[data.data.id] = data.data;
        }));
      }),
    }),
    deletePrompt: build.mutation<{ status: 'success'; position: string }, { gameId: string; id: string }>({
      query: ({ gameId, id }) => ({ url: `${BASE}/delete-prompt-library-object/${enc(gameId)}/`, method: 'POST', body: { object_id: id } }),
      ...assetWrite(promptTags),
    }),
  }),
});

export const { useGetPromptsQuery, useCreatePromptMutation, useEditPromptMutation, useDeletePromptMutation } = promptsApi;
