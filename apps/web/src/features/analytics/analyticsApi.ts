import type {
  AnalyticsSettings,
  CreateExportRequest,
  ExplorerEventDetail,
  ExplorerEventsAnswer,
  ExplorerPickerAnswer,
  AuditChangesAnswer,
  ExportEstimate,
  ExportEstimateAnswer,
  ExportFormat,
  ExportJobAnswer,
  ExportJobsAnswer,
  ExplorerFilters,
} from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

/** The list's query: the filters and one of before / after / at, as the URL holds them. */
export type ExplorerQueryArgs = Record<string, string>;

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExplorerEvents: build.query<ExplorerEventsAnswer, ExplorerQueryArgs>({
      query: (params) => ({ url: '/api/analytics/events/', params }),
    }),
    getExplorerEvent: build.query<ExplorerEventDetail, string>({
      query: (position) => `/api/analytics/events/${encodeURIComponent(position)}/`,
    }),
    /** What a picker offers (docs/api-analytics.md, Pickers): accounts by name (staff) or id (analysts), stream categories. */
    getPickerOptions: build.query<ExplorerPickerAnswer['options'], { kind: 'actors' | 'categories'; q: string }>({
      query: ({ kind, q }) => ({ url: `/api/analytics/pickers/${kind}/`, params: q ? { q } : {} }),
      transformResponse: (answer: ExplorerPickerAnswer) => answer.options,
    }),
    /** A game's latest name, from its changes (the game picker's label for a game named by the address). */
    getGameName: build.query<string | null, string>({
      query: (gameId) => ({ url: '/api/staff/changes/', params: { game_id: gameId, limit: 1 } }),
      transformResponse: (answer: AuditChangesAnswer) => answer.changes[0]?.game_name ?? null,
    }),
    getExports: build.query<ExportJobsAnswer, void>({
      query: () => '/api/analytics/exports/',
      providesTags: ['AnalyticsExport'],
    }),
    /** What an export of these filters would write if it started now: its events and about its bytes (docs/api-analytics.md, Estimate). */
    getExportEstimate: build.query<ExportEstimate, { filters: ExplorerFilters; format: ExportFormat; gzip: boolean }>({
      query: ({ filters, format, gzip }) => ({
        url: '/api/analytics/exports/estimate/',
        params: { ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v])), format, gzip: String(gzip) },
      }),
      transformResponse: (answer: ExportEstimateAnswer) => answer.estimate,
      providesTags: ['AnalyticsExport'],
    }),
    createExport: build.mutation<ExportJobAnswer, CreateExportRequest>({
      query: (body) => ({ url: '/api/analytics/exports/', method: 'POST', body }),
      invalidatesTags: ['AnalyticsExport'],
    }),
    deleteExport: build.mutation<void, string>({
      query: (id) => ({ url: `/api/analytics/exports/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['AnalyticsExport'],
    }),
    getAnalyticsSettings: build.query<AnalyticsSettings, void>({
      query: () => '/api/analytics/settings/',
      providesTags: ['AnalyticsSettings'],
    }),
    setAnalyticsSettings: build.mutation<AnalyticsSettings, AnalyticsSettings>({
      query: (body) => ({ url: '/api/analytics/settings/', method: 'PUT', body }),
      invalidatesTags: ['AnalyticsSettings'],
    }),
  }),
});

export const {
  useGetExplorerEventsQuery,
  useGetExplorerEventQuery,
  useGetPickerOptionsQuery,
  useGetGameNameQuery,
  useGetExportsQuery,
  useGetExportEstimateQuery,
  useCreateExportMutation,
  useDeleteExportMutation,
  useGetAnalyticsSettingsQuery,
  useSetAnalyticsSettingsMutation,
} = analyticsApi;
