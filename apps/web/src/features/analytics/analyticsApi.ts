import type {
  AnalyticsSettings,
  CreateExportRequest,
  ExplorerEventDetail,
  ExplorerEventsAnswer,
  ExportJobAnswer,
  ExportJobsAnswer,
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
    getExports: build.query<ExportJobsAnswer, void>({
      query: () => '/api/analytics/exports/',
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
  useGetExportsQuery,
  useCreateExportMutation,
  useDeleteExportMutation,
  useGetAnalyticsSettingsQuery,
  useSetAnalyticsSettingsMutation,
} = analyticsApi;
