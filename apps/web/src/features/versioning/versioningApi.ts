import { assetWriteTags, gameTag } from '../../api/assetTags';
import { assetWrite } from '../../api/assetWrite';
import { baseApi } from '../../api/baseApi';
import type { CommitAnswer as CommitResult, PendingChangesAnswer as PendingChangesResult, ResolveAnswer as ResolveResult, RevisionsAnswer as RevisionsResult, RollbackAnswer as RollbackResult, SessionAnswer as SessionResult, UndoRedoAnswer as UndoRedoResult, UndoStackView, WorkingTreeAnswer as WorkingTreeResult } from '@tempest/contracts';
import type { CommitRequest, PendingChangesQuery, RollbackRequest } from './versioningTypes';

const REVISIONS_LIMIT = 50;
const enc = encodeURIComponent;

type ResolveArgs = { gameId: string; changeIds: string[] };
type ResolveAllArgs = { gameId: string; assetType?: string | null };

export const versioningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkingTree: build.query<WorkingTreeResult, string>({
      query: (gameId) => `/create/versioning/working-tree/${enc(gameId)}/`,
      providesTags: (_r, _e, gameId) => [gameTag('WorkingTree', gameId)],
    }),
    startSession: build.mutation<SessionResult, { gameId: string; name: string }>({
      query: ({ gameId, name }) => ({ url: '/create/versioning/sessions/', method: 'POST', body: { game_id: gameId, name } }),
    }),
    commitRevision: build.mutation<CommitResult, CommitRequest>({
      query: ({ gameId, sessionId, message }) => ({
        url: '/create/versioning/revisions/',
        method: 'POST',
        body: { game_id: gameId, message, ...(sessionId ? { session_id: sessionId } : {}) },
      }),
      invalidatesTags: (_r, error, { gameId }) => (error ? [] : [gameTag('WorkingTree', gameId)]),
    }),
    getRevisions: build.query<RevisionsResult, { assetId: string; sessionId?: string | null }>({
      query: ({ assetId, sessionId }) => ({
        url: `/create/versioning/revisions/${enc(assetId)}/`,
        params: { limit: REVISIONS_LIMIT, ...(sessionId ? { session_id: sessionId } : {}) },
      }),
      providesTags: (_r, _e, { assetId }) => [{ type: 'Revision', id: assetId }, 'Revision'],
    }),
    getPendingChanges: build.query<PendingChangesResult, PendingChangesQuery>({
      query: ({ gameId, status, assetType, assignedToId }) => ({
        url: `/create/versioning/pending-changes/${enc(gameId)}/`,
        params: {
          status,
          ...(assetType ? { asset_type: assetType } : {}),
          ...(assignedToId ? { assigned_to_id: assignedToId } : {}),
        },
      }),
      providesTags: (_r, _e, { gameId }) => [gameTag('PendingChange', gameId)],
    }),
    getUndoStack: build.query<UndoStackView, string>({
      query: (gameId) => `/create/versioning/undo-stack/${enc(gameId)}/`,
      providesTags: (_r, _e, gameId) => [gameTag('UndoStack', gameId)],
    }),
    undo: build.mutation<UndoRedoResult, string>({
      query: (gameId) => ({ url: '/create/versioning/undo/', method: 'POST', body: { game_id: gameId } }),
      // The answer names the change undone; without it, any asset may have changed.
      ...assetWrite((result: UndoRedoResult | undefined, gameId: string) => assetWriteTags(gameId, result?.undone?.assetType, result?.undone?.assetId)),
    }),
    redo: build.mutation<UndoRedoResult, string>({
      query: (gameId) => ({ url: '/create/versioning/redo/', method: 'POST', body: { game_id: gameId } }),
      ...assetWrite((result: UndoRedoResult | undefined, gameId: string) => assetWriteTags(gameId, result?.redone?.assetType, result?.redone?.assetId)),
    }),
    rollback: build.mutation<RollbackResult, RollbackRequest>({
      query: ({ assetId, revision, assetType }) => ({
        url: '/create/versioning/rollback/',
        method: 'POST',
        body: { asset_id: assetId, revision_id: revision, ...(assetType ? { asset_type: assetType } : {}) },
      }),
      ...assetWrite((result: RollbackResult | undefined, { gameId, assetId, assetType }: RollbackRequest) =>
        assetWriteTags(gameId, assetType ?? result?.asset?.type, assetId)),
    }),
    acceptChanges: build.mutation<ResolveResult, ResolveArgs>({
      query: ({ gameId, changeIds }) => ({ url: '/create/versioning/pending-changes/accept/', method: 'POST', body: { game_id: gameId, change_ids: changeIds } }),
      ...assetWrite((_r: ResolveResult | undefined, { gameId }: ResolveArgs) => assetWriteTags(gameId, null)),
    }),
    rejectChanges: build.mutation<ResolveResult, ResolveArgs>({
      query: ({ gameId, changeIds }) => ({ url: '/create/versioning/pending-changes/reject/', method: 'POST', body: { game_id: gameId, change_ids: changeIds } }),
      ...assetWrite((_r: ResolveResult | undefined, { gameId }: ResolveArgs) => assetWriteTags(gameId, null)),
    }),
    // The Rejected list's Restore: the changes are pending again, with their content.
    reopenChanges: build.mutation<ResolveResult, ResolveArgs>({
      query: ({ gameId, changeIds }) => ({ url: '/create/versioning/pending-changes/reopen/', method: 'POST', body: { game_id: gameId, change_ids: changeIds } }),
      ...assetWrite((_r: ResolveResult | undefined, { gameId }: ResolveArgs) => assetWriteTags(gameId, null)),
    }),
    acceptAllChanges: build.mutation<ResolveResult, ResolveAllArgs>({
      query: ({ gameId, assetType }) => ({
        url: '/create/versioning/pending-changes/accept-all/',
        method: 'POST',
        body: { game_id: gameId, ...(assetType ? { asset_type: assetType } : {}) },
      }),
      ...assetWrite((_r: ResolveResult | undefined, { gameId, assetType }: ResolveAllArgs) => assetWriteTags(gameId, assetType ?? null)),
    }),
    rejectAllChanges: build.mutation<ResolveResult, ResolveAllArgs>({
      query: ({ gameId, assetType }) => ({
        url: '/create/versioning/pending-changes/reject-all/',
        method: 'POST',
        body: { game_id: gameId, ...(assetType ? { asset_type: assetType } : {}) },
      }),
      ...assetWrite((_r: ResolveResult | undefined, { gameId, assetType }: ResolveAllArgs) => assetWriteTags(gameId, assetType ?? null)),
    }),
  }),
});

export const {
  useGetWorkingTreeQuery,
  useStartSessionMutation,
  useCommitRevisionMutation,
  useGetRevisionsQuery,
  useGetPendingChangesQuery,
  useGetUndoStackQuery,
  useUndoMutation,
  useRedoMutation,
  useRollbackMutation,
  useAcceptChangesMutation,
  useRejectChangesMutation,
  useReopenChangesMutation,
  useAcceptAllChangesMutation,
  useRejectAllChangesMutation,
} = versioningApi;
