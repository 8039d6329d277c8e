import { baseApi } from '../../api/baseApi';
import type {
  CompileRequest, CompileResult, FrontendProject, FrontendSummary, SaveRequest, SaveResult, ServerFile, TypeLib,
  UpdateFileRequest, UpdateFileResult,
} from './vibecodeTypes';

const enc = encodeURIComponent;
const BASE = '/create/vibecode/api';
// Declaration files change only with a deploy.
const TYPES_CACHE_S = 24 * 3600;

// Frontend files are assets: a write moves the working tree, revisions, pending changes and undo stack too.
// 'WorkingTree' is also what the game room's `assets` messages invalidate, so another tab's (or the
// agent's) file edit refetches the project.
const PROJECT_TAGS = ['FrontendProject', 'WorkingTree'] as const;
const afterWrite = (_result: unknown, error: unknown) =>
  error ? [] : (['FrontendProject', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const).slice();

export const vibecodeApi = baseApi.enhanceEndpoints({ addTagTypes: ['FrontendProject'] }).injectEndpoints({
  endpoints: (build) => ({
    listFrontends: build.query<FrontendSummary[], string>({
      query: (gameId) => `${BASE}/games/${enc(gameId)}/frontends/`,
      transformResponse: (response: { frontends: FrontendSummary[] }) => response.frontends,
      providesTags: [...PROJECT_TAGS],
    }),
    getFrontend: build.query<FrontendProject, { gameId: string; frontendId: string }>({
      query: ({ gameId, frontendId }) => `${BASE}/games/${enc(gameId)}/frontends/${enc(frontendId)}/`,
      providesTags: [...PROJECT_TAGS],
    }),
    saveFrontend: build.mutation<SaveResult, SaveRequest>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/games/${enc(gameId)}/frontends/save/`, method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    updateFrontendFile: build.mutation<UpdateFileResult, UpdateFileRequest>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/games/${enc(gameId)}/frontends/update-file/`, method: 'POST', body }),
      invalidatesTags: afterWrite,
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
      invalidatesTags: afterWrite,
    }),
    bulkMoveFrontendFiles: build.mutation<{ success: true; moved: number }, { gameId: string; file_ids: string[]; folder_path: string }>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/games/${enc(gameId)}/files/bulk-move/`, method: 'POST', body }),
      invalidatesTags: afterWrite,
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
} = vibecodeApi;
