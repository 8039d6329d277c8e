import { assetWriteTags, gameTag } from '../../api/assetTags';
import { assetWrite } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type { Tool, ToolAnswer as ToolWrite } from '@tempest/contracts';
import type { ToolDraft } from './toolTypes';

const enc = encodeURIComponent;
const BASE = '/create/mechanic';

export type SaveToolArgs = { gameId: string; tool: Partial<ToolDraft> & { id?: string } };

export const toolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The game's tools, keyed by tool id. */
    loadTools: build.query<{ data: Record<string, Tool> }, string>({
      query: (gameId) => `${BASE}/load-tools/${enc(gameId)}/`,
      providesTags: (result, _error, gameId) => [gameTag('Tool', gameId), ...Object.keys(result?.data ?? {}).map((id) => ({ type: 'Tool' as const, id }))],
    }),
    /** Creates the tool without an id, updates it with one; answers it with its JSON schema built. */
    saveTool: build.mutation<ToolWrite, SaveToolArgs>({
      query: ({ gameId, tool }) => ({ url: `${BASE}/save-tool/${enc(gameId)}/`, method: 'POST', body: tool }),
      ...assetWrite<ToolWrite, SaveToolArgs>(
        (result, { gameId, tool }) => assetWriteTags(gameId, 'tool', result?.data.id ?? tool.id),
        (data, { gameId }, dispatch) => {
          dispatch(toolsApi.util.updateQueryData('loadTools', gameId, (draft) => {
            draft.data[data.data.id] = data.data;
          }));
        },
      ),
    }),
    deleteTool: build.mutation<{ status: 'success'; position: string }, { gameId: string; id: string }>({
      query: ({ gameId, id }) => ({ url: `${BASE}/delete-tool/${enc(gameId)}/`, method: 'POST', body: { id } }),
      ...assetWrite((_result, { gameId, id }: { gameId: string; id: string }) => assetWriteTags(gameId, 'tool', id)),
    }),
  }),
});

export const { useLoadToolsQuery, useSaveToolMutation, useDeleteToolMutation } = toolsApi;
