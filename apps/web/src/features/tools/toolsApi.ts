import { baseApi } from '../../api/baseApi';
import type { Tool, ToolDraft, ToolWrite } from './toolTypes';

const enc = encodeURIComponent;
const BASE = '/create/mechanic';

// Any asset write moves the working tree, the revisions, the pending changes and the undo stack too.
const afterWrite = (_result: unknown, error: unknown) =>
  error ? [] : (['Tool', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const).slice();

export type SaveToolArgs = { gameId: string; tool: Partial<ToolDraft> & { id?: string } };

export const toolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The game's tools, keyed by tool id. */
    loadTools: build.query<{ data: Record<string, Tool> }, string>({
      query: (gameId) => `${BASE}/load-tools/${enc(gameId)}/`,
      providesTags: (result) => ['Tool', ...Object.keys(result?.data ?? {}).map((id) => ({ type: 'Tool' as const, id }))],
    }),
    /** Creates the tool without an id, updates it with one; answers it with its JSON schema built. */
    saveTool: build.mutation<ToolWrite, SaveToolArgs>({
      query: ({ gameId, tool }) => ({ url: `${BASE}/save-tool/${enc(gameId)}/`, method: 'POST', body: tool }),
      async onQueryStarted({ gameId }, { dispatch, queryFulfilled }): Promise<void> {
        try {
          const { data } = await queryFulfilled;
          dispatch(toolsApi.util.updateQueryData('loadTools', gameId, (draft) => {
            draft.data[data.data.id] = data.data;
          }));
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: afterWrite,
    }),
    deleteTool: build.mutation<{ status: 'success'; position: string }, { gameId: string; id: string }>({
      query: ({ gameId, id }) => ({ url: `${BASE}/delete-tool/${enc(gameId)}/`, method: 'POST', body: { id } }),
      invalidatesTags: afterWrite,
    }),
  }),
});

export const { useLoadToolsQuery, useSaveToolMutation, useDeleteToolMutation } = toolsApi;
