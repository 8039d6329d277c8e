import type { OnboardingAnswer, OnboardingAnswers } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { accountApi } from '../account/accountApi';

export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/user/onboarding: the answers join the profile that /api/me answers (docs/api-accounts.md, Onboarding). */
    recordOnboarding: build.mutation<OnboardingAnswer, OnboardingAnswers>({
      query: (body) => ({ url: '/api/user/onboarding', method: 'PUT', body }),
      async onQueryStarted(_answers, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('getMe', undefined, (draft) => {
            draft.onboarding = data.onboarding;
          }));
        } catch {
          // Onboarding goes on without the server: the answers are sent again at the next stage.
        }
      },
    }),
  }),
});

export const { useRecordOnboardingMutation } = onboardingApi;
