import { baseApi } from '../../api/baseApi';
import type { ParseScriptResult, Script, ScriptWrite } from './scriptTypes';

const enc = encodeURIComponent;
const BASE = '/create/mechanic';
// Spec 3 §9: script content is cached for 3600 s; live messages invalidate it sooner.
const SCRIPT_CONTENT_CACHE_S = 3600;

// Any asset write moves the working tree, the revisions, the pending changes and the undo stack too.
const afterWrite = (_result: unknown, error: unknown) =>
  error ? [] : (['Script', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const).slice();

type ScriptRef = { gameId: string; scriptId: string };

export const scriptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every script of the game (an empty `scriptIds` asks for all). */
    retrieveScripts: build.query<Script[], string>({
      query: (gameId) => ({ url: `${BASE}/retrieve-custom-scripts/${enc(gameId)}/`, method: 'POST', body: { scriptIds: [] } }),
      transformResponse: (response: { scripts: Script[] }) => response.scripts,
      providesTags: (result) => ['Script', ...(result ?? []).map((s) => ({ type: 'Script' as const, id: s.id }))],
    }),
    getScript: build.query<Script, string>({
      query: (scriptId) => `${BASE}/get-script-content/${enc(scriptId)}/`,
      transformResponse: (response: { script: Script }) => response.script,
      providesTags: (_result, _error, scriptId) => ['Script', { type: 'Script', id: scriptId }],
      keepUnusedDataFor: SCRIPT_CONTENT_CACHE_S,
    }),
    createScript: build.mutation<ScriptWrite, { gameId: string; name: string; content?: string }>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/create-custom-script/${enc(gameId)}/`, method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    renameScript: build.mutation<ScriptWrite, ScriptRef & { name: string }>({
      query: ({ gameId, scriptId, name }) => ({
        url: `${BASE}/rename-script/${enc(gameId)}/${enc(scriptId)}/`,
        method: 'POST',
        body: { name },
      }),
      invalidatesTags: afterWrite,
    }),
    cloneScript: build.mutation<ScriptWrite, ScriptRef & { name: string }>({
      query: ({ gameId, scriptId, name }) => ({
        url: `${BASE}/clone-custom-script/${enc(gameId)}/`,
        method: 'POST',
        body: { script_id: scriptId, name },
      }),
      invalidatesTags: afterWrite,
    }),
    deleteScript: build.mutation<{ status: 'success'; position: string }, ScriptRef>({
      query: ({ gameId, scriptId }) => ({ url: `${BASE}/delete-custom-script/${enc(gameId)}/${enc(scriptId)}/`, method: 'POST' }),
      invalidatesTags: afterWrite,
    }),
    /** Saves the code, then parses it: a syntax error still saves, and answers status 'error'. */
    parseScript: build.mutation<ParseScriptResult, { gameId: string; scriptId: string; content: string }>({
      query: ({ gameId, scriptId, content }) => ({
        url: `${BASE}/parse-script/`,
        method: 'POST',
        // The spec's form body; fetch sends it as application/x-www-form-urlencoded.
        body: new URLSearchParams({ script_id: scriptId, game_key: gameId, script_content: content }),
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }): Promise<void> {
        // Show the saved script at once; the invalidation's refetch confirms it a moment later.
        const saved = await settled(queryFulfilled);
        if (saved) dispatch(scriptsApi.util.upsertQueryData('getScript', saved.script.id, saved.script));
      },
      invalidatesTags: afterWrite,
    }),
  }),
});

/** The answer, or undefined when the request failed (the caller reports failures). */
async function settled<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data;
  } catch {
    return undefined;
  }
}

export const {
  useRetrieveScriptsQuery,
  useGetScriptQuery,
  useCreateScriptMutation,
  useRenameScriptMutation,
  useCloneScriptMutation,
  useDeleteScriptMutation,
  useParseScriptMutation,
} = scriptsApi;
