import { useCallback } from 'react';
import type { OnboardingOutcome, OnboardingProfile } from '@tempest/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { markOnboardingDone, ONBOARDING_REPLAY_KEY, REPLAY_QUESTIONS, REPLAY_TOUR, TOUR_STAGE, type OnboardingState } from '../onboarding';
import { useRecordOnboardingMutation } from '../onboardingApi';
import { onboardingActions as a, selectOnboarding } from '../onboardingSlice';

type Answers = Pick<OnboardingState, 'purposes' | 'experienceLevel' | 'gameTypeInterests'>;

/** Onboarding's moves: each stage's answers in the store, the answers to the server, completion to browser storage. */
export function useOnboarding() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOnboarding);
  const [record] = useRecordOnboardingMutation();
  const send = useCallback((outcome: OnboardingOutcome) => {
    const { purposes, experienceLevel, gameTypeInterests } = state;
    void record({ purposes, experienceLevel, gameTypeInterests, outcome });
  }, [record, state]);

  const next = useCallback(() => {
    // The questions end at stage 3: their answers steer the agent from now on, tour or not.
    if (state.currentStage === TOUR_STAGE - 1) send('answered');
    // A replay's questions are answered: after a reload, only its tour is left (in a studio), not the questions again.
    if (state.currentStage === TOUR_STAGE - 1 && state.isManualReplay) window.sessionStorage.setItem(ONBOARDING_REPLAY_KEY, REPLAY_TOUR);
    dispatch(a.advanced());
  }, [dispatch, send, state.currentStage, state.isManualReplay]);

  const finish = useCallback((outcome: Exclude<OnboardingOutcome, 'answered'>) => {
    markOnboardingDone(window.localStorage, outcome, state.isManualReplay, new Date().toISOString());
    window.sessionStorage.removeItem(ONBOARDING_REPLAY_KEY);
    // A replay skipped half-way leaves the profile's finished onboarding as it was.
    if (!state.isManualReplay || outcome === 'completed') send(outcome);
    dispatch(a.finished());
  }, [dispatch, send, state.isManualReplay]);

  const replay = useCallback((answers: OnboardingProfile | null) => {
    window.sessionStorage.setItem(ONBOARDING_REPLAY_KEY, REPLAY_QUESTIONS);
    dispatch(a.started({ answers, replay: true }));
  }, [dispatch]);

  return {
    state,
    next,
    back: useCallback(() => dispatch(a.wentBack()), [dispatch]),
    answer: useCallback((answers: Partial<Answers>) => dispatch(a.answered(answers)), [dispatch]),
    skip: useCallback(() => finish('skipped'), [finish]),
    complete: useCallback(() => finish('completed'), [finish]),
    /** Stage 4 away from the studio: closed for now, the tour to come when a studio opens. */
    later: useCallback(() => dispatch(a.closed()), [dispatch]),
    replay,
  };
}
