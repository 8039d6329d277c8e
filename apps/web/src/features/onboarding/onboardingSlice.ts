import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingProfile } from '@tempest/contracts';
import { closeOnboarding, endOnboarding, initialOnboardingState, nextStage, previousStage, startOnboarding, type OnboardingState } from './onboarding';

type Answers = Pick<OnboardingState, 'purposes' | 'experienceLevel' | 'gameTypeInterests'>;

/** The onboarding's UI state (spec 3 "Onboarding"); the answers reach the server through onboardingApi. */
export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    started: (_state, action: PayloadAction<{ answers: OnboardingProfile | null; replay: boolean; stage?: number }>) =>
      startOnboarding(action.payload.answers, action.payload.replay, action.payload.stage),
    advanced: (state) => nextStage(state),
    wentBack: (state) => previousStage(state),
    answered: (state, action: PayloadAction<Partial<Answers>>) => ({ ...state, ...action.payload }),
    tourStepShown: (state, action: PayloadAction<number>) => ({ ...state, tourStepIndex: action.payload }),
    closed: (state) => closeOnboarding(state),
    finished: (state) => endOnboarding(state),
  },
  selectors: { selectOnboarding: (state) => state },
});

export const onboardingActions = onboardingSlice.actions;
export const { selectOnboarding } = onboardingSlice.selectors;
