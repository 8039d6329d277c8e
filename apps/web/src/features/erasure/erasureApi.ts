import type { ErasureAnswer, ErasuresAnswer } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { accountApi, SIGNED_OUT_USER } from '../account/accountApi';

/** The server ended every session: the app shows everyone signed out (after leaving the settings page, which would send to sign-in). */
export const signedOutAfterErasure = () => accountApi.util.upsertQueryData('getMe', undefined, SIGNED_OUT_USER);

/** Erasure (docs/api-accounts.md, Erasure): the person's own, a staff member's, and the staff's list. */
export const erasureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    eraseMyAccount: build.mutation<ErasureAnswer, { password?: string }>({
      query: ({ password }) => ({ url: '/api/user/erase/', method: 'POST', body: { ...(password ? { password } : {}), confirm: true } }),
    }),
    eraseUser: build.mutation<ErasureAnswer, { userId: string; reason: string }>({
      query: ({ userId, reason }) => ({ url: `/api/staff/users/${encodeURIComponent(userId)}/erase/`, method: 'POST', body: { reason } }),
      // The profile is left at once (to the list): refetching it would only answer 404.
      invalidatesTags: ['Erasures', 'Game'],
    }),
    getErasures: build.query<ErasuresAnswer, void>({
      query: () => '/api/staff/erasures/',
      providesTags: ['Erasures'],
    }),
  }),
});

export const { useEraseMyAccountMutation, useEraseUserMutation, useGetErasuresQuery } = erasureApi;
