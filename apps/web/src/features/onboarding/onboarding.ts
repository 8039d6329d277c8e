import type { ExperienceLevel, GameTypeInterest, OnboardingOutcome, OnboardingProfile, OnboardingPurpose } from '@tempest/contracts';

/** Spec 3 §9: onboarding has 4 stages; stage 4 is the guided tour of the creation dashboard. */
export const ONBOARDING_STAGES = 4;
export const TOUR_STAGE = 4;

/** Browser storage (spec 3 §4: completed, skipped and completed-at flags), kept per browser. */
export const ONBOARDING_COMPLETED_KEY = 'tempest_onboarding_completed';
export const ONBOARDING_SKIPPED_KEY = 'tempest_onboarding_skipped';
export const ONBOARDING_COMPLETED_AT_KEY = 'tempest_onboarding_completed_at';
/** The manual replay is a session flag: it lasts for the tab, and a replay marks nothing done. */
export const ONBOARDING_REPLAY_KEY = 'tempest_onboarding_manual_replay';
/** The replay flag's values: its questions are still to come ('true'), or they are answered and only the tour is left. */
export const REPLAY_QUESTIONS = 'true';
export const REPLAY_TOUR = 'tour';

/** Spec 3 "Onboarding" entity. */
export type OnboardingState = {
  purposes: OnboardingPurpose[];
  experienceLevel: ExperienceLevel | null;
  gameTypeInterests: GameTypeInterest[];
  currentStage: number;
  tourStepIndex: number;
  isOnboardingActive: boolean;
  showTour: boolean;
  isManualReplay: boolean;
  /** Onboarding ended in this tab (completed, skipped, or a replay finished): nothing opens by itself again until a replay. */
  ended: boolean;
};

export const initialOnboardingState: OnboardingState = {
  purposes: [],
  experienceLevel: null,
  gameTypeInterests: [],
  currentStage: 1,
  tourStepIndex: 0,
  isOnboardingActive: false,
  showTour: false,
  isManualReplay: false,
  ended: false,
};

/** Pure: onboarding opened, with the answers already given (a replay, or a tour still to come) and at a stage. */
export const startOnboarding = (answers: OnboardingProfile | null, replay: boolean, stage = 1): OnboardingState => ({
  ...initialOnboardingState,
  purposes: answers?.purposes ?? [],
  experienceLevel: answers?.experienceLevel ?? null,
  gameTypeInterests: answers?.gameTypeInterests ?? [],
  currentStage: stage,
  showTour: stage === TOUR_STAGE,
  isOnboardingActive: true,
  isManualReplay: replay,
});

/** Pure: the next stage (never past the tour). */
export const nextStage = (state: OnboardingState): OnboardingState => {
  const currentStage = Math.min(ONBOARDING_STAGES, state.currentStage + 1);
  return { ...state, currentStage, showTour: currentStage === TOUR_STAGE, tourStepIndex: 0 };
};

/** Pure: back one stage, never below 1. */
export const previousStage = (state: OnboardingState): OnboardingState => {
  const currentStage = Math.max(1, state.currentStage - 1);
  return { ...state, currentStage, showTour: currentStage === TOUR_STAGE };
};

/** Pure: one choice of a many-choice stage turned on or off, in the catalogue's order. */
export const toggleChoice = <T extends string>(chosen: readonly T[], choice: T, catalogue: readonly T[]): T[] =>
  catalogue.filter((c) => (c === choice ? !chosen.includes(c) : chosen.includes(c)));

/** Pure: a one-choice stage's answer after a click: the choice, or none when it was the one chosen. */
export const chooseOne = <T extends string>(chosen: T | null, choice: T): T | null => (chosen === choice ? null : choice);

/** Pure: onboarding closed for now (stage 4 away from a studio: the tour comes when one opens). */
export const closeOnboarding = (state: OnboardingState): OnboardingState => ({ ...state, isOnboardingActive: false, showTour: false });

/** Pure: onboarding ended (completed, skipped, a replay finished by Finish, × or Escape): the answers kept, nothing to resume. */
export const endOnboarding = (state: OnboardingState): OnboardingState => ({ ...closeOnboarding(state), currentStage: 1, isManualReplay: false, ended: true });

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Whether this browser has finished onboarding (completed or skipped). */
export const onboardingDoneIn = (storage: Storage): boolean =>
  storage.getItem(ONBOARDING_COMPLETED_KEY) === 'true' || storage.getItem(ONBOARDING_SKIPPED_KEY) === 'true';

/** Marks onboarding done in browser storage, except on a manual replay (spec 3 §4). Returns whether it wrote. */
export const markOnboardingDone = (storage: Storage, outcome: Exclude<OnboardingOutcome, 'answered'>, replay: boolean, now: string): boolean => {
  if (replay) return false;
  storage.setItem(outcome === 'completed' ? ONBOARDING_COMPLETED_KEY : ONBOARDING_SKIPPED_KEY, 'true');
  storage.setItem(ONBOARDING_COMPLETED_AT_KEY, now);
  return true;
};

export type OnboardingPlace = 'home' | 'dashboard' | 'elsewhere';

/**
 * Pure: the stage a signed-in creator's onboarding opens at by itself, or null. It opens on the home page and in
 * the studio until this browser or the profile says it is finished. Answered but not toured: the studio opens
 * at the tour, the home page not at all (it has no studio to show).
 */
export const autoStartStage = (place: OnboardingPlace, doneHere: boolean, profile: OnboardingProfile | null): number | null => {
  if (place === 'elsewhere' || doneHere) return null;
  if (profile === null) return 1;
  if (profile.outcome !== 'answered') return null;
  return place === 'dashboard' ? TOUR_STAGE : null;
};

export const placeOf = (pathname: string): OnboardingPlace => {
  if (pathname === '/' || pathname === '/create' || pathname === '/create/') return 'home';
  return pathname.startsWith('/create/creation-dashboard/') ? 'dashboard' : 'elsewhere';
};

export type OpeningContext = {
  place: OnboardingPlace;
  /** The agent is building (a turn in flight, or the URL's auto start about to send the first prompt). */
  building: boolean;
  state: Pick<OnboardingState, 'isOnboardingActive' | 'isManualReplay' | 'currentStage' | 'ended'>;
  /** The manual replay's session flag (ONBOARDING_REPLAY_KEY), which outlives a reload. */
  replayFlag: string | null;
  doneHere: boolean;
  profile: OnboardingProfile | null;
};

/**
 * Pure: what opens by itself now (a stage, and whether it is a manual replay), or null. Nothing covers a studio
 * while the agent builds (a new creator watches the first build; onboarding opens when the turn has finished).
 * A replay whose questions are answered (in this tab, or before a reload: its flag says 'tour') opens only the
 * tour, and only in a studio; one that ended opens nothing again.
 */
export const openingOf = ({ place, building, state, replayFlag, doneHere, profile }: OpeningContext): { stage: number; replay: boolean } | null => {
  if (state.isOnboardingActive || state.ended) return null;
  if (place === 'dashboard' && building) return null;
  if ((state.isManualReplay && state.currentStage === TOUR_STAGE) || replayFlag === REPLAY_TOUR) {
    return place === 'dashboard' ? { stage: TOUR_STAGE, replay: true } : null;
  }
  if (state.isManualReplay) return null;
  if (replayFlag === REPLAY_QUESTIONS) return { stage: 1, replay: true };
  const stage = autoStartStage(place, doneHere, profile);
  return stage === null ? null : { stage, replay: false };
};
