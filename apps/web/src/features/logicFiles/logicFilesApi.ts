import { assetWriteTags, gameTag } from '../../api/assetTags';
import { answeredId, assetWrite } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type { CreateLogicFileBody, DeleteAnswer, LogicFile, LogicFileAnswer, LogicFilesAnswer, UpdateLogicFileBody } from '@tempest/contracts';

const enc = encodeURIComponent;
const BASE = '/create/mechanic/logic-files';

type FileRef = { gameId: string; fileId?: string };

/** A write of one logic file: the answer names it (a new one), else the argument does. */
const fileTags = (result: unknown, { gameId, fileId }: FileRef) => assetWriteTags(gameId, 'logic_file', answeredId(result, 'file') ?? fileId);

/** A game's logic files (docs/api-assets.md "Logic files"). */
export const logicFilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Oldest first. */
    listLogicFiles: build.query<LogicFile[], string>({
      query: (gameId) => `${BASE}/${enc(gameId)}/`,
      transformResponse: (response: LogicFilesAnswer) => response.files,
      providesTags: (result, _error, gameId) => [gameTag('LogicFile', gameId), ...(result ?? []).map((f) => ({ type: 'LogicFile' as const, id: f.id }))],
    }),
    createLogicFile: build.mutation<LogicFileAnswer, { gameId: string } & CreateLogicFileBody>({
      query: ({ gameId, ...body }) => ({ url: `${BASE}/${enc(gameId)}/create/`, method: 'POST', body: body satisfies CreateLogicFileBody }),
      ...assetWrite(fileTags),
    }),
    /** Only the fields given change (a rename, the code, the language). */
    updateLogicFile: build.mutation<LogicFileAnswer, { gameId: string; fileId: string } & UpdateLogicFileBody>({
      query: ({ gameId, fileId, ...body }) => ({ url: `${BASE}/${enc(gameId)}/${enc(fileId)}/update/`, method: 'POST', body: body satisfies UpdateLogicFileBody }),
      // Show the saved file at once; the invalidation's refetch confirms it.
      ...assetWrite<LogicFileAnswer, FileRef>(fileTags, (saved, { gameId }, dispatch) => {
        dispatch(logicFilesApi.util.updateQueryData('listLogicFiles', gameId, (draft) => draft.map((f) => (f.id === saved.file.id ? saved.file : f))));
      }),
    }),
    deleteLogicFile: build.mutation<DeleteAnswer, { gameId: string; fileId: string }>({
      query: ({ gameId, fileId }) => ({ url: `${BASE}/${enc(gameId)}/${enc(fileId)}/delete/`, method: 'POST' }),
      ...assetWrite(fileTags),
    }),
  }),
});

export const { useListLogicFilesQuery, useCreateLogicFileMutation, useUpdateLogicFileMutation, useDeleteLogicFileMutation } = logicFilesApi;
