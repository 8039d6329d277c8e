import { assetWriteTags, gameTag } from '../../api/assetTags';
import { answeredId, assetWrite } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type {
  CompileRequest, CompileResult, FrontendProject, FrontendSummary, SaveRequest, SaveResult, ServerFile, TypeLib,
  UpdateFileRequest, UpdateFileResult,
} from './frontendTypes';

const enc = encodeURIComponent;
const BASE = '/create/vibecode/api';
// Declaration files change only with a deploy.
const TYPES_CACHE_S = 24 * 3600;

// Frontend files are assets: a write moves the game's projects ('FrontendProject', also what the game
// room's frontend_file messages invalidate, so another tab's or the agent's file edit refetches the project)
// and the versioning reads. These answers carry no position, so the room's message refetches once more.
const fileWrite = <Result, Arg extends { gameId: string; fileId?: string; file_id?: string }>() =>
  assetWrite<Result, Arg>((result, { gameId, fileId, file_id }) =>
    assetWriteTags(gameId, 'frontend_file', answeredId(result, 'file') ?? fileId ?? file_id));

/**
 * The workbench's compile and save of one game, shared by every component that shows them (in flight or
 * not) through RTK Query's mutation cache instead of flags copied into the slice.
 */
export const workbenchRequest = {
  compile: (gameId: string) => ({ fixedCacheKey: `workbench-compile:${gameId}` }),
  save: (gameId: string) => ({ fixedCacheKey: `workbench-save:${gameId}` }),
};

export const frontendApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listFrontends: build.query<FrontendSummary[], string>({
      query: (gameId) => `${BASE}/games/${enc(gameId)}/frontends/`,
      transformResponse: (response: { frontends: FrontendSummary[] }) => response.frontends,
      providesTags: (_result, _error, gameId) => [gameTag('FrontendProject', gameId)],
    }),
    getFrontend: build.query<FrontendProject, { gameId: string; frontendId: string }>({
      query: ({ gameId, frontendId }) => `${BASE}/games/${enc(gameId)}/frontends/${enc(frontendId)}/`,
      providesTags: (_result, _error, { gameId }) => [gameTag('FrontendProject', gameId)],
    }),
    saveFrontend: build.mutation<SaveResult, SaveRequest>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/games/${enc(gameId)}/frontends/save/`, method: 'POST', body }),
      ...fileWrite(),
    }),
    updateFrontendFile: build.mutation<UpdateFileResult, UpdateFileRequest>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/games/${enc(gameId)}/frontends/update-file/`, method: 'POST', body }),
      ...fileWrite(),
    }),
    compileFrontend: build.mutation<CompileResult, CompileRequest>({
      query: (body) => ({ url: `${BASE}/compile/`, method: 'POST', body }),
    }),
    moveFrontendFile: build.mutation<{ success: true; file: ServerFile }, { gameId: string; fileId: string; folder_path: string }>({
      query: ({ gameId, fileId, folder_path }) => ({
        url: `${BASE}/games/${enc(gameId)}/files/${enc(fileId)}/move/`,
        method: 'PATCH',
        body: { folder_path },
      }),
      ...fileWrite(),
    }),
    bulkMoveFrontendFiles: build.mutation<{ success: true; moved: number }, { gameId: string; file_ids: string[]; folder_path: string }>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/games/${enc(gameId)}/files/bulk-move/`, method: 'POST', body }),
      ...fileWrite(),
    }),
    getEditorTypes: build.query<TypeLib[], void>({
      query: () => `${BASE}/types/`,
      transformResponse: (response: { libs: TypeLib[] }) => response.libs,
      keepUnusedDataFor: TYPES_CACHE_S,
    }),
  }),
});

export const {
  useListFrontendsQuery,
  useGetFrontendQuery,
  useSaveFrontendMutation,
  useUpdateFrontendFileMutation,
  useCompileFrontendMutation,
  useMoveFrontendFileMutation,
  useBulkMoveFrontendFilesMutation,
  useGetEditorTypesQuery,
} = frontendApi;

type ApiState = Parameters<ReturnType<typeof frontendApi.endpoints.compileFrontend.select>>[0];

/** Whether the workbench of `gameId` is compiling and saving right now. */
export function selectWorkbenchRequests(root: ApiState, gameId: string | null): { isBuilding: boolean; isSaving: boolean } {
  if (gameId === null) return { isBuilding: false, isSaving: false };
  const compile = frontendApi.endpoints.compileFrontend.select({ requestId: undefined, ...workbenchRequest.compile(gameId) })(root);
  const save = frontendApi.endpoints.saveFrontend.select({ requestId: undefined, ...workbenchRequest.save(gameId) })(root);
  return { isBuilding: compile.isLoading, isSaving: save.isLoading };
}
