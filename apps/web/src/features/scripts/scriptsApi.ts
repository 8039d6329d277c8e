import { assetWriteTags, gameTag } from '../../api/assetTags';
import { answeredId, assetWrite, type OnSaved } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type { CloneScriptBody, CreateScriptBody, DeleteAnswer, ParseScriptAnswer, ParseScriptBody, RenameScriptBody, RetrieveScriptsBody, Script, ScriptAnswer, ScriptContentAnswer, ScriptsAnswer } from '@tempest/contracts';

const enc = encodeURIComponent;
const BASE = '/create/mechanic';
// Script content is cached for 3600 s; live messages invalidate it sooner.
const SCRIPT_CONTENT_CACHE_S = 3600;

type ScriptRef = { gameId: string; scriptId: string };

/** A write of one script: the answer names it (a new or cloned script), else the argument does. */
const scriptWrite = <Result, Arg extends { gameId: string; scriptId?: string }>(onSaved?: OnSaved<Result, Arg>) =>
  assetWrite<Result, Arg>((result, { gameId, scriptId }) => assetWriteTags(gameId, 'script', answeredId(result, 'script') ?? scriptId), onSaved);

export const scriptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every script of the game (an empty `scriptIds` asks for all). */
    retrieveScripts: build.query<Script[], string>({
      query: (gameId) => ({ url: `${BASE}/retrieve-custom-scripts/${enc(gameId)}/`, method: 'POST', body: { scriptIds: [] } satisfies RetrieveScriptsBody }),
      transformResponse: (response: ScriptsAnswer) => response.scripts,
      providesTags: (result, _error, gameId) => [gameTag('Script', gameId), ...(result ?? []).map((s) => ({ type: 'Script' as const, id: s.id }))],
    }),
    getScript: build.query<Script, string>({
      query: (scriptId) => `${BASE}/get-script-content/${enc(scriptId)}/`,
      transformResponse: (response: ScriptContentAnswer) => response.script,
      providesTags: (_result, _error, scriptId) => ['Script', { type: 'Script', id: scriptId }],
      keepUnusedDataFor: SCRIPT_CONTENT_CACHE_S,
    }),
    createScript: build.mutation<ScriptAnswer, { gameId: string } & CreateScriptBody>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/create-custom-script/${enc(gameId)}/`, method: 'POST', body: body satisfies CreateScriptBody }),
      ...scriptWrite(),
    }),
    renameScript: build.mutation<ScriptAnswer, ScriptRef & { name: string }>({
      query: ({ gameId, scriptId, name }) => ({
        url: `${BASE}/rename-script/${enc(gameId)}/${enc(scriptId)}/`,
        method: 'POST',
        body: { name } satisfies RenameScriptBody,
      }),
      ...scriptWrite(),
    }),
    cloneScript: build.mutation<ScriptAnswer, ScriptRef & { name: string }>({
      query: ({ gameId, scriptId, name }) => ({
        url: `${BASE}/clone-custom-script/${enc(gameId)}/`,
        method: 'POST',
        body: { script_id: scriptId, name } satisfies CloneScriptBody,
      }),
      ...scriptWrite(),
    }),
    deleteScript: build.mutation<DeleteAnswer, ScriptRef>({
      query: ({ gameId, scriptId }) => ({ url: `${BASE}/delete-custom-script/${enc(gameId)}/${enc(scriptId)}/`, method: 'POST' }),
      ...scriptWrite(),
    }),
    /** Saves the code, then parses it: a syntax error still saves, and answers status 'error'. */
    parseScript: build.mutation<ParseScriptAnswer, { gameId: string; scriptId: string; content: string }>({
      query: ({ gameId, scriptId, content }) => ({
        url: `${BASE}/parse-script/`,
        method: 'POST',
        // A form body (docs/api-assets.md, Scripts: parse-script); fetch sends it as application/x-www-form-urlencoded.
        body: new URLSearchParams({ script_id: scriptId, game_key: gameId, script_content: content } satisfies ParseScriptBody),
      }),
      // Show the saved script at once; the invalidation's refetch confirms it a moment later.
      ...scriptWrite<ParseScriptAnswer, { gameId: string; scriptId: string }>((saved, _arg, dispatch) => dispatch(scriptsApi.util.upsertQueryData('getScript', saved.script.id, saved.script))),
    }),
  }),
});

export const {
  useRetrieveScriptsQuery,
  useGetScriptQuery,
  useCreateScriptMutation,
  useRenameScriptMutation,
  useCloneScriptMutation,
  useDeleteScriptMutation,
  useParseScriptMutation,
} = scriptsApi;
