import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { userRoom } from '@tempest/contracts';
import { baseApi, type Tag } from '../../api/baseApi';
import { liveTags, userLiveTags } from '../../api/liveTags';
import { renewSocket, subscribeToRoom } from '../../api/socket';
import type {
  AppConfigAnswer,
  AvailableModelsAnswer,
  CurrentUser,
  LogoutAnswer,
  ModelPreferences,
  ModelPreferencesAnswer,
  ModelPreferencesBody,
  ModelType,
  SubscriptionStatus,
  TokenBalance,
} from '@tempest/contracts';
import { SIGNED_OUT_USER, type AvailableModels } from './accountTypes';
import { DEFAULT_CHAT_MODEL, DEFAULT_IMAGE_MODEL, fallbackModels } from './modelDefaults';

export type { CurrentUser } from '@tempest/contracts';
export { SIGNED_OUT_USER } from './accountTypes';

// Cache times (seconds).
const SUBSCRIPTION_CACHE_S = 300;
const MODELS_CACHE_S = 600;
const CONFIG_CACHE_S = 3600;

const DEFAULT_PREFERENCES: ModelPreferences = {
  base_model: DEFAULT_CHAT_MODEL,
  logic_model: DEFAULT_CHAT_MODEL,
  assistant_model: DEFAULT_CHAT_MODEL,
  image_generation_model: DEFAULT_IMAGE_MODEL,
};

/**
 * 'Logout failed' with the status, or 'Failed to logout: …' when the request itself
 * failed. An HTML answer with a success status means the server redirected to /login, which
 * also ends the session, so it counts as success (null).
 */
function logoutError(error: FetchBaseQueryError): FetchBaseQueryError | null {
  if (error.status === 'PARSING_ERROR' && error.originalStatus < 400) return null;
  if (typeof error.status === 'number') {
    return { status: 'CUSTOM_ERROR', error: `Logout failed (${error.status})`, data: error.data };
  }
  const reason = 'error' in error ? error.error : 'no response';
  return { status: 'CUSTOM_ERROR', error: `Failed to logout: ${reason}` };
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => '/api/me',
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const before = accountApi.endpoints.getMe.select()(getState()).data;
        try {
          const { data } = await queryFulfilled;
          // Someone (else) signed in: any cached balance or subscription belongs to the old user.
          // Signing out needs nothing: those queries are skipped while nobody is signed in.
          if (before && data.userPk !== null && before.userPk !== data.userPk) {
            dispatch(accountApi.util.invalidateTags(['Tokens', 'Subscription']));
          }
          // The socket's rooms were granted to the session it opened with: open it again as this user.
          if (before && before.userPk !== data.userPk) renewSocket();
        } catch {
          // /api/me failed; the previous answer stays.
        }
      },
    }),
    getConfig: build.query<AppConfigAnswer, void>({
      query: () => '/api/config',
      keepUnusedDataFor: CONFIG_CACHE_S,
    }),
    logout: build.mutation<LogoutAnswer, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/logout', headers: { Accept: 'application/json' } });
        if (!result.error) return { data: (result.data as LogoutAnswer | undefined) ?? { status: 'success' } };
        const error = logoutError(result.error);
        return error ? { error } : { data: { status: 'success' } };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // A successful logout resets the user state to its defaults at once. The
        // per-user caches are dropped when someone signs in next (see getMe).
        dispatch(accountApi.util.upsertQueryData('getMe', undefined, SIGNED_OUT_USER));
        renewSocket();
      },
    }),
    /**
     * The signed-in user's own room (`user:<id>`, theirs only): while a component holds this query, a token
     * grant or spend and a change to the account (in another tab, by staff, by the agent) refetch the balance,
     * the token history and the account in every open tab. The query carries no data.
     */
    watchUserRoom: build.query<true, string>({
      queryFn: () => ({ data: true }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(userId, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        const invalidate = (tags: Tag[]) => {
          if (tags.length > 0) dispatch(baseApi.util.invalidateTags(tags));
        };
        let joinedBefore = false;
        const leave = subscribeToRoom(userRoom(userId), {
          onMessage: (message) => invalidate(liveTags({ userId }, message)),
          // The first join follows the reads that named the user; after a reconnect, what moved meanwhile
          // sent this tab no message.
          onJoined: () => {
            if (joinedBefore) invalidate(userLiveTags(userId));
            joinedBefore = true;
          },
        });
        try {
          await cacheDataLoaded;
        } catch {
          // Removed before it loaded.
        }
        await cacheEntryRemoved;
        leave();
      },
    }),
    getAvailableModels: build.query<AvailableModels, ModelType>({
      // On failure the built-in defaults are used, and the failure is silent.
      async queryFn(type, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/user/models/available', params: { type } });
        const models = (result.data as Partial<AvailableModelsAnswer> | undefined)?.models;
        if (result.error || !Array.isArray(models) || models.length === 0) {
          return { data: { models: fallbackModels(type), isFallback: true } };
        }
        return { data: { models, isFallback: false } };
      },
      keepUnusedDataFor: MODELS_CACHE_S,
      providesTags: (_result, _error, type) => [{ type: 'Models', id: type }],
    }),
    setModelPreferences: build.mutation<ModelPreferencesAnswer, ModelPreferencesBody>({
      query: (body) => ({ url: '/api/user/model-preferences', method: 'POST', body }),
      async onQueryStarted(update, { dispatch, queryFulfilled }) {
        // Optimistic: the selector shows the choice immediately and quietly reverts on failure.
        const patch = dispatch(
          accountApi.util.updateQueryData('getMe', undefined, (draft) => {
            draft.modelPreferences = { ...(draft.modelPreferences ?? DEFAULT_PREFERENCES), ...update };
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            accountApi.util.updateQueryData('getMe', undefined, (draft) => {
              draft.modelPreferences = data.modelPreferences;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
    getSubscriptionStatus: build.query<SubscriptionStatus, void>({
      query: () => '/api/subscription/status/',
      keepUnusedDataFor: SUBSCRIPTION_CACHE_S,
      providesTags: ['Subscription'],
    }),
    getTokenBalance: build.query<TokenBalance, void>({
      query: () => '/api/user/tokens/balance',
      providesTags: ['Tokens'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetConfigQuery,
  useLogoutMutation,
  useGetAvailableModelsQuery,
  useSetModelPreferencesMutation,
  useGetSubscriptionStatusQuery,
  useGetTokenBalanceQuery,
  useWatchUserRoomQuery,
} = accountApi;
