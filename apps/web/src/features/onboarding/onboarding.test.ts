import { describe, expect, it } from '@jest/globals';
import {
  autoStartStage,
  chooseOne,
  closeOnboarding,
  endOnboarding,
  markOnboardingDone,
  nextStage,
  ONBOARDING_COMPLETED_AT_KEY,
  ONBOARDING_COMPLETED_KEY,
  ONBOARDING_SKIPPED_KEY,
  onboardingDoneIn,
  openingOf,
  type OpeningContext,
  placeOf,
  REPLAY_QUESTIONS,
  REPLAY_TOUR,
  previousStage,
  startOnboarding,
  toggleChoice,
} from './onboarding';
import { nextShownStep, tourSteps } from './studioTour';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};
const now = '2026-11-28T10:00:00.000Z';

describe('onboarding stages', () => {
  it('starts at stage 1, goes forward to the tour (stage 4) and no further', () => {
    let state = startOnboarding(null, false);
    expect(state).toMatchObject({ currentStage: 1, isOnboardingActive: true, showTour: false, isManualReplay: false });
    state = nextStage(nextStage(nextStage(state)));
    expect(state).toMatchObject({ currentStage: 4, showTour: true, tourStepIndex: 0 });
    expect(nextStage(state).currentStage).toBe(4);
  });

  it('goes back but never below stage 1', () => {
    const state = nextStage(startOnboarding(null, false));
    expect(previousStage(state).currentStage).toBe(1);
    expect(previousStage(previousStage(state)).currentStage).toBe(1);
    expect(previousStage(startOnboarding(null, false, 4))).toMatchObject({ currentStage: 3, showTour: false });
  });

  it('keeps earlier answers on a replay, and closes without losing them', () => {
    const answers = { purposes: ['fun' as const], experienceLevel: 'expert' as const, gameTypeInterests: ['quiz' as const], outcome: 'completed' as const, at: now };
    const state = startOnboarding(answers, true);
    expect(state).toMatchObject({ purposes: ['fun'], experienceLevel: 'expert', gameTypeInterests: ['quiz'], isManualReplay: true });
    expect(closeOnboarding(state)).toMatchObject({ isOnboardingActive: false, showTour: false, gameTypeInterests: ['quiz'] });
  });

  it('toggles a choice in the catalogue order', () => {
    const catalogue = ['a', 'b', 'c'] as const;
    expect(toggleChoice(['c'], 'a', catalogue)).toEqual(['a', 'c']);
    expect(toggleChoice(['a', 'c'], 'a', catalogue)).toEqual(['c']);
  });

  it('keeps one experience level: another click changes it, the same one clears it', () => {
    expect(chooseOne('beginner', 'expert')).toBe('expert');
    expect(chooseOne('expert', 'expert')).toBeNull();
    expect(chooseOne(null, 'beginner')).toBe('beginner');
  });
});

describe('onboarding in browser storage', () => {
  it('marks completion with the completed and completed-at keys', () => {
    const storage = memory();
    expect(onboardingDoneIn(storage)).toBe(false);
    expect(markOnboardingDone(storage, 'completed', false, now)).toBe(true);
    expect(Object.fromEntries(storage.items)).toEqual({ [ONBOARDING_COMPLETED_KEY]: 'true', [ONBOARDING_COMPLETED_AT_KEY]: now });
    expect(onboardingDoneIn(storage)).toBe(true);
  });

  it('marks a skip with the skipped and completed-at keys', () => {
    const storage = memory();
    markOnboardingDone(storage, 'skipped', false, now);
    expect(Object.fromEntries(storage.items)).toEqual({ [ONBOARDING_SKIPPED_KEY]: 'true', [ONBOARDING_COMPLETED_AT_KEY]: now });
    expect(onboardingDoneIn(storage)).toBe(true);
  });

  it('writes nothing at the end of a manual replay', () => {
    const storage = memory();
    expect(markOnboardingDone(storage, 'completed', true, now)).toBe(false);
    expect(storage.items.size).toBe(0);
  });
});

describe('when onboarding opens by itself', () => {
  const answered = { purposes: [], experienceLevel: null, gameTypeInterests: [], outcome: 'answered' as const, at: now };
  it('opens for a new creator on the home page and in the studio, not elsewhere', () => {
    expect(autoStartStage(placeOf('/'), false, null)).toBe(1);
    expect(autoStartStage(placeOf('/create/creation-dashboard/g1/'), false, null)).toBe(1);
    expect(autoStartStage(placeOf('/games'), false, null)).toBeNull();
  });

  it('not when this browser or the profile has it finished', () => {
    expect(autoStartStage('home', true, null)).toBeNull();
    expect(autoStartStage('dashboard', false, { ...answered, outcome: 'skipped' })).toBeNull();
    expect(autoStartStage('dashboard', false, { ...answered, outcome: 'completed' })).toBeNull();
  });

  it('resumes at the tour in the studio once the questions are answered', () => {
    expect(autoStartStage('dashboard', false, answered)).toBe(4);
    expect(autoStartStage('home', false, answered)).toBeNull();
  });
});

describe('what opens by itself, as the host sees it', () => {
  const answered = { purposes: [], experienceLevel: null, gameTypeInterests: [], outcome: 'answered' as const, at: now };
  const completed = { ...answered, outcome: 'completed' as const };
  const closed = { isOnboardingActive: false, isManualReplay: false, currentStage: 1, ended: false };
  const base: OpeningContext = { place: 'dashboard', building: false, state: closed, replayFlag: null, doneHere: false, profile: null };

  it('waits in the studio while the agent builds, then opens (a new creator watches the first build)', () => {
    expect(openingOf({ ...base, building: true })).toBeNull();
    expect(openingOf({ ...base, building: true, profile: answered })).toBeNull();
    expect(openingOf(base)).toEqual({ stage: 1, replay: false });
    expect(openingOf({ ...base, profile: answered })).toEqual({ stage: 4, replay: false });
    // The home page has no build to watch.
    expect(openingOf({ ...base, place: 'home', building: true })).toEqual({ stage: 1, replay: false });
  });

  it('opens nothing again after a replayed tour ended by Finish, × or Escape (it used to restart at step 1)', () => {
    const touring = startOnboarding(completed, true, 4);
    expect(openingOf({ ...base, state: touring, doneHere: true, profile: completed, replayFlag: REPLAY_TOUR })).toBeNull();
    const ended = endOnboarding(touring);
    expect(ended).toMatchObject({ isOnboardingActive: false, showTour: false, isManualReplay: false, ended: true });
    // The flag is gone after the end; the profile may still be only answered (a replay's skip records nothing).
    expect(openingOf({ ...base, state: ended, profile: answered })).toBeNull();
    expect(openingOf({ ...base, state: ended, doneHere: true, profile: completed })).toBeNull();
    // A new replay starts afresh.
    expect(startOnboarding(completed, true).ended).toBe(false);
  });

  it('takes a replay from the home page through the tour once in the studio, not the questions again (also after a reload)', () => {
    // Answered on the home page, then "Got it": closed for now at stage 4.
    const later = closeOnboarding(nextStage(nextStage(nextStage(startOnboarding(completed, true)))));
    expect(openingOf({ ...base, place: 'home', state: later, replayFlag: REPLAY_TOUR, doneHere: true, profile: completed })).toBeNull();
    expect(openingOf({ ...base, state: later, replayFlag: REPLAY_TOUR, doneHere: true, profile: completed })).toEqual({ stage: 4, replay: true });
    // After a reload the store is new; the session flag says only the tour is left.
    for (const place of ['home', 'elsewhere'] as const) expect(openingOf({ ...base, place, replayFlag: REPLAY_TOUR, doneHere: true })).toBeNull();
    expect(openingOf({ ...base, replayFlag: REPLAY_TOUR, doneHere: true })).toEqual({ stage: 4, replay: true });
    // A replay reloaded during its questions asks them where it is.
    expect(openingOf({ ...base, place: 'home', replayFlag: REPLAY_QUESTIONS, doneHere: true })).toEqual({ stage: 1, replay: true });
  });
});

describe('the studio tour', () => {
  it('visits the prompt box, chat, preview, pending changes, history, checkpoints and publish', () => {
    expect(tourSteps('desktop').map((s) => s.id)).toEqual(['prompt', 'chat', 'preview', 'pending', 'history', 'checkpoints', 'publish']);
    expect(tourSteps('phone').map((s) => s.id)).toEqual(['prompt', 'chat', 'preview', 'more', 'checkpoints', 'publish']);
    const phonePreview = tourSteps('phone').find((s) => s.id === 'preview');
    expect(phonePreview).toMatchObject({ pane: 'preview', target: '[data-testid="studio-tab-preview"]' });
  });

  it('skips a step whose target cannot be shown, both ways, and ends after the last', async () => {
    const hidden = new Set([2]);
    const shown = async (i: number) => !hidden.has(i);
    expect(await nextShownStep(5, 1, 1, shown)).toBe(3);
    expect(await nextShownStep(5, 3, -1, shown)).toBe(1);
    expect(await nextShownStep(5, 4, 1, shown)).toBeNull();
    expect(await nextShownStep(5, 0, -1, shown)).toBeNull();
  });
});
